import { Button as RACButton } from 'react-aria-components';
import { styled } from '../theme/stitches.config';

/** @internal */
export const PaginationNav = styled('nav', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  fontFamily: '$body',
});

/** @internal */
export const PaginationSummary = styled('p', {
  fontSize: '$2',
  color: '$textMuted',
  fontVariantNumeric: 'tabular-nums',
});

/** @internal */
export const CursorButtons = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  // Keeps the buttons on the right when the range wraps above them, or is not shown.
  marginInlineStart: 'auto',
});

/** @internal Previous or Next: a bordered button with its chevron. */
export const CursorButton = styled(RACButton, {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '$controlSm',
  height: '$controlSm',
  borderRadius: '$2',
  border: '$borderWidths$thin solid transparent',
  fontFamily: '$body',
  fontSize: '$2',
  fontWeight: '$medium',
  fontVariantNumeric: 'tabular-nums',
  color: '$text',
  cursor: 'pointer',
  userSelect: 'none',
  transition: 'background-color $fast, border-color $fast, box-shadow $fast',
  '& svg': { size: '$4', flexShrink: 0 },
  '&[data-focus-visible]': { focusRing: true },
  gap: '$1',
  px: '$3',
  borderColor: '$border',
  backgroundColor: '$surface',
  '&[data-hovered], &[data-pressed]': { backgroundColor: '$bgHover', borderColor: '$borderHover' },
  '&[data-disabled]': {
    cursor: 'not-allowed',
    color: '$textMuted',
    opacity: 0.55,
    backgroundColor: 'transparent',
    borderColor: '$border',
  },
});
