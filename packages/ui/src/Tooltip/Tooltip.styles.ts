import { OverlayArrow as RACOverlayArrow, Tooltip as RACTooltip } from 'react-aria-components';
import { keyframes, styled } from '../theme/stitches.config';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** @internal */
export const StyledTooltip = styled(RACTooltip, {
  boxSizing: 'border-box',
  maxWidth: '$popover',
  px: '$2',
  py: '$1',
  borderRadius: '$2',
  backgroundColor: '$inverseSurface',
  color: '$onInverse',
  fontSize: '$2',
  lineHeight: '$tight',
  boxShadow: '$2',
  zIndex: '$tooltip',
  pointerEvents: 'none',
  // react-aria keeps an overlay mounted until the element's animations finish, and waits
  // forever on one that is cancelled. Only the keyframes below may run here: no transitions
  // (the reduced-motion reset gives every element a tiny transition on every property).
  transitionProperty: 'none',
  '&[data-entering]': { animation: `${fadeIn} $transitions$fast` },
  '&[data-exiting]': { animation: `${fadeIn} $transitions$fast reverse` },
  '@reducedMotion': {
    '&[data-entering], &[data-exiting]': { animation: 'none' },
  },
});

/** @internal */
export const StyledTooltipArrow = styled(RACOverlayArrow, {
  '& svg': { display: 'block', fill: '$inverseSurface' },
  '&[data-placement=bottom] svg': { transform: 'rotate(180deg)' },
  '&[data-placement=left] svg': { transform: 'rotate(-90deg)' },
  '&[data-placement=right] svg': { transform: 'rotate(90deg)' },
});
