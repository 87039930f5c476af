import { Text } from 'react-aria-components';
import { css, keyframes, styled } from '../theme/stitches.config';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

/**
 * @internal Bottom-right, newest toast nearest the corner: the list is in queue order (newest
 * first) and drawn bottom-up.
 */
export const toastRegionStyles = css({
  position: 'fixed',
  right: '$4',
  bottom: '$4',
  zIndex: '$toast',
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: '$2',
  width: '$toast',
  maxWidth: 'calc(100vw - $space$7)',
  outline: 'none',
  borderRadius: '$3',
  '&[data-focus-visible]': { focusRing: true },
});

/** @internal */
export const toastStyles = css({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$3',
  width: '$full',
  padding: '$3 $2 $3 $4',
  backgroundColor: '$surfaceRaised',
  color: '$text',
  border: '1px solid $border',
  borderLeftWidth: '4px',
  borderRadius: '$3',
  boxShadow: '$2',
  outline: 'none',
  animation: `${slideIn} $transitions$normal`,
  '&[data-focus-visible]': { focusRing: true },
  '@reducedMotion': { animation: 'none' },
  variants: {
    type: {
      default: { borderLeftColor: '$gray9', '& [data-toast-icon]': { color: '$textMuted' } },
      success: { borderLeftColor: '$successSolid', '& [data-toast-icon]': { color: '$successText' } },
      error: { borderLeftColor: '$dangerSolid', '& [data-toast-icon]': { color: '$dangerText' } },
      info: { borderLeftColor: '$infoSolid', '& [data-toast-icon]': { color: '$infoText' } },
      warning: { borderLeftColor: '$warningSolid', '& [data-toast-icon]': { color: '$warningText' } },
    },
  },
  defaultVariants: { type: 'default' },
});

/** @internal */
export const ToastIcon = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  // As tall as the close button, so the icon, the title and the button share a centre line.
  height: '$controlSm',
  '& svg': { width: '$5', height: '$5' },
});

/** @internal */
export const toastContentStyles = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  flex: 1,
  minWidth: 0,
  paddingTop: '$2',
  paddingBottom: '$1',
  overflowWrap: 'anywhere',
});

/** @internal */
export const ToastTitle = styled(Text, {
  fontSize: '$3',
  fontWeight: '$semibold',
  lineHeight: '$tight',
  color: '$text',
});

/** @internal */
export const ToastDescription = styled(Text, {
  fontSize: '$2',
  color: '$textMuted',
});
