import { Text } from 'react-aria-components';
import { css, keyframes, styled } from '../theme/stitches.config';
import { raisedSurface } from '../theme/fragments';
import { TONES, toneVariants } from '../theme/vocabulary';

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
  ...raisedSurface,
  borderLeftWidth: '$accent',
  borderRadius: '$3',
  boxShadow: '$2',
  outline: 'none',
  animation: `${slideIn} $transitions$normal`,
  '&[data-focus-visible]': { focusRing: true },
  '@reducedMotion': { animation: 'none' },
  variants: {
    type: toneVariants(TONES, (tone) => ({
      borderLeftColor: `$${tone}Solid`,
      // A neutral toast's bell is muted rather than as dark as the title.
      '& [data-toast-icon]': { color: tone === 'neutral' ? '$textMuted' : `$${tone}Text` },
    })),
  },
  defaultVariants: { type: 'neutral' },
});

/** @internal */
export const ToastIcon = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  // As tall as the close button, so the icon, the title and the button share a centre line.
  height: '$controlSm',
  '& svg': { size: '$5' },
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
