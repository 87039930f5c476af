import {
  Dialog as RACDialog,
  Heading as RACHeading,
  Modal as RACModal,
  ModalOverlay as RACModalOverlay,
} from 'react-aria-components';
import { keyframes, styled } from '../theme/stitches.config';
import { descriptionText, raisedSurface } from '../theme/fragments';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const riseIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'translateY(0) scale(1)' },
});

/** @internal */
export const StyledModalOverlay = styled(RACModalOverlay, {
  position: 'fixed',
  inset: 0,
  zIndex: '$modal',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '$4',
  backgroundColor: '$overlay',
  // react-aria keeps an overlay mounted until the element's animations finish, and waits
  // forever on one that is cancelled. Only the keyframes below may run here: no transitions
  // (the reduced-motion reset gives every element a tiny transition on every property).
  transitionProperty: 'none',
  // RAC sets --visual-viewport-height so the dialog stays within the visible area when a
  // virtual keyboard is open.
  height: 'var(--visual-viewport-height, 100vh)',
  '&[data-entering]': { animation: `${fadeIn} $transitions$normal` },
  '&[data-exiting]': { animation: `${fadeOut} $transitions$fast` },
  '@reducedMotion': {
    '&[data-entering], &[data-exiting]': { animation: 'none' },
  },
});

/** @internal */
export const StyledModal = styled(RACModal, {
  boxSizing: 'border-box',
  display: 'flex',
  width: '$full',
  maxHeight: '$full',
  ...raisedSurface,
  borderRadius: '$4',
  boxShadow: '$3',
  outline: 'none',
  // See StyledModalOverlay.
  transitionProperty: 'none',
  '&[data-entering]': { animation: `${riseIn} $transitions$normal` },
  '&[data-exiting]': { animation: `${fadeOut} $transitions$fast` },
  '@reducedMotion': {
    '&[data-entering], &[data-exiting]': { animation: 'none' },
  },
  variants: {
    size: {
      sm: { maxWidth: '$dialogSm' },
      md: { maxWidth: '$dialogMd' },
      lg: { maxWidth: '$dialogLg' },
    },
  },
  defaultVariants: { size: 'md' },
});

/** @internal */
export const StyledDialog = styled(RACDialog, {
  display: 'flex',
  flexDirection: 'column',
  width: '$full',
  minHeight: 0,
  outline: 'none',
});

/** @internal */
export const DialogHeader = styled('div', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$3',
  padding: '$5 $5 0 $6',
});

/** @internal */
export const DialogTitleGroup = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  flex: 1,
  minWidth: 0,
  paddingTop: '$1',
  paddingBottom: '$4',
});

/** @internal */
export const StyledHeading = styled(RACHeading, {
  margin: 0,
  fontSize: '$6',
  fontWeight: '$semibold',
  lineHeight: '$tight',
  letterSpacing: '$tight',
  color: '$text',
});

/** @internal */
export const DialogDescription = styled('p', descriptionText);

/** @internal */
export const DialogBody = styled('div', {
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: '0 $6 $5',
  fontSize: '$3',
});

/** @internal */
export const DialogFooter = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: '$3',
  padding: '$4 $6',
  borderTop: '$borderWidths$thin solid $border',
  backgroundColor: '$bgSubtle',
  borderBottomLeftRadius: '$4',
  borderBottomRightRadius: '$4',
});
