import { Dialog as RACDialog, OverlayArrow as RACOverlayArrow, Popover as RACPopover } from 'react-aria-components';
import { keyframes, styled } from '../theme/stitches.config';
import { raisedSurface } from '../theme/fragments';

const popIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.97)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

const popOut = keyframes({
  from: { opacity: 1 },
  to: { opacity: 0 },
});

/** @internal */
export const StyledPopover = styled(RACPopover, {
  boxSizing: 'border-box',
  minWidth: 'var(--trigger-width)',
  maxWidth: '$popover',
  ...raisedSurface,
  borderRadius: '$3',
  boxShadow: '$2',
  outline: 'none',
  zIndex: '$popover',
  // react-aria keeps an overlay mounted until the element's animations finish, and waits
  // forever on one that is cancelled. Only the keyframes below may run here: no transitions
  // (the reduced-motion reset gives every element a tiny transition on every property).
  transitionProperty: 'none',
  transformOrigin: 'var(--trigger-anchor-point)',
  '&[data-entering]': { animation: `${popIn} $transitions$fast` },
  '&[data-exiting]': { animation: `${popOut} $transitions$fast` },
  '@reducedMotion': {
    '&[data-entering], &[data-exiting]': { animation: 'none' },
  },
  variants: {
    // A panel (the notifications): wider than a menu, and never wider than the window.
    wide: { true: { width: 'min(24rem, calc(100vw - 2rem))', maxWidth: 'none' } },
  },
});

/** @internal */
export const StyledArrow = styled(RACOverlayArrow, {
  '& svg': {
    display: 'block',
    fill: '$surfaceRaised',
    stroke: '$border',
    strokeWidth: 1,
  },
  '&[data-placement=bottom] svg': { transform: 'rotate(180deg)' },
  '&[data-placement=left] svg': { transform: 'rotate(-90deg)' },
  '&[data-placement=right] svg': { transform: 'rotate(90deg)' },
});

/** @internal */
export const StyledPopoverDialog = styled(RACDialog, {
  padding: '$4',
  outline: 'none',
  fontSize: '$3',
  variants: {
    // Content that draws its own edges (a panel's header and rows) goes up to the popover's border.
    flush: { true: { padding: 0 } },
  },
});
