import { styled } from '@meridian/ui/theme';

/**
 * @internal A figure's value, large (in a module of its own: the dashboard's first render,
 * `DashboardLoading`, draws the figures' boxes without it).
 */
export const FigureValue = styled('dd', {
  fontSize: '$7',
  fontWeight: '$semibold',
  lineHeight: '$tight',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'break-word',
});
