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
export const PaginationList = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$1',
  // Keeps the controls on the right when the summary wraps above them on narrow screens.
  marginInlineStart: 'auto',
});

/** @internal */
export const PageButton = styled(RACButton, {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '$controlSm',
  height: '$controlSm',
  px: '$2',
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
  '& svg': { width: '$4', height: '$4', flexShrink: 0 },
  '&[data-hovered], &[data-pressed]': { backgroundColor: '$bgHover' },
  '&[data-focus-visible]': { focusRing: true },
  '&[data-disabled]': { cursor: 'not-allowed', color: '$textMuted', opacity: 0.55, backgroundColor: 'transparent' },
  '&[aria-current="page"]': {
    backgroundColor: '$accentSubtle',
    borderColor: '$accentBorder',
    color: '$accentText',
    fontWeight: '$semibold',
    cursor: 'default',
  },
});

/** @internal */
export const PaginationEllipsis = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '$controlSm',
  height: '$controlSm',
  color: '$textMuted',
  fontSize: '$2',
  userSelect: 'none',
});

/** @internal */
export const CursorButtons = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  // Keeps the buttons on the right when the range wraps above them, or is not shown.
  marginInlineStart: 'auto',
});

/** @internal */
export const CursorButton = styled(PageButton, {
  gap: '$1',
  px: '$3',
  borderColor: '$border',
  backgroundColor: '$surface',
  '&[data-hovered], &[data-pressed]': { backgroundColor: '$bgHover', borderColor: '$borderHover' },
  '&[data-disabled]': { borderColor: '$border' },
});
