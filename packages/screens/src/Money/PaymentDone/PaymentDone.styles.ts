import { styled } from '@meridian/ui/theme';

/** @internal The success mark beside the heading and the thank-you message. */
export const Done = styled('div', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$4',
  '& > svg': { size: '$iconLg', flexShrink: 0, marginTop: '$2', color: '$successText' },
});

/** @internal The countdown to the redirect. */
export const Redirecting = styled('p', { margin: 0, fontVariantNumeric: 'tabular-nums' });

/**
 * @internal The receipt's lines: each term beside its value, the value on a line of its own when
 * both do not fit (a phone). A total or a new group opens with a rule across the whole card.
 */
export const ReceiptList = styled('dl', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  margin: 0,
  '& > div': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: '$1 $4',
  },
  '& dt': { color: '$textMuted' },
  '& dd': {
    margin: 0,
    marginInlineStart: 'auto',
    minWidth: 0,
    textAlign: 'end',
    fontVariantNumeric: 'tabular-nums',
  },
  '& > [data-total]': { fontWeight: '$semibold', '& dt': { color: '$text' } },
  '& > [data-rule]': { paddingTop: '$3', marginTop: '$1', borderTop: '$borderWidths$thin solid $border' },
});

/** @internal A value to copy, its copy button after it, at the end of its line. */
export const ReceiptCopy = styled('span', {
  display: 'inline-flex',
  alignItems: 'flex-start',
  justifyContent: 'flex-end',
  gap: '$1',
  maxWidth: '$full',
  // The button's icon, not its padding, lines up with the other values' end.
  marginInlineEnd: 'calc(($sizes$controlSm - $sizes$iconSm) / -2)',
  // A link keeps its text and its new-window mark together.
  '& > a': { whiteSpace: 'nowrap' },
});

/**
 * @internal An identifier in the monospace font; long ones break at their hyphens. Its first
 * line is centred on the copy button beside it.
 */
export const ReceiptId = styled('span', {
  display: 'inline-block',
  fontFamily: '$mono',
  fontSize: '$2',
  lineHeight: '$normal',
  paddingBlock: 'calc(($sizes$controlSm - $lineHeights$normal * 1em) / 2)',
  minWidth: 0,
});
