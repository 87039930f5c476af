import { styled } from '@meridian/ui/theme';

/** @internal Who is paid, at the top. */
export const Header = styled('header', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: '$3',
  width: '$full',
  maxWidth: '$dialogLg',
  py: '$6',
});

/** @internal The merchant's name under "Payment to". */
export const Merchant = styled('p', {
  margin: 0,
  fontSize: '$5',
  fontWeight: '$semibold',
  overflowWrap: 'anywhere',
});

/** @internal */
export const Main = styled('main', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$5',
  width: '$full',
  maxWidth: '$dialogLg',
  flex: '1 0 auto',
});

/** @internal The footer's language picker, as wide as the sign-in pages' one. */
export const PickerSlot = styled('div', {
  width: '12rem',
  minHeight: 'calc($fontSizes$3 * $lineHeights$normal + $space$1 + $sizes$controlMd)',
});

/**
 * @internal The QR code beside the details to copy; the details go under it (the code centred)
 * when the card is too narrow for both, whatever the screen (a phone, a narrow window).
 */
export const PayGrid = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: '$5',
  alignItems: 'flex-start',
  '& > :last-child': { flex: '1 1 18rem', minWidth: 0 },
});

/** @internal The details to copy, each term over its value, so that an address has the column's width. */
export const PayDetails = styled('dl', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  margin: 0,
  // The addresses follow the list's width, not the screen's.
  containerType: 'inline-size',
  '& dt': { color: '$textMuted', fontSize: '$2' },
  '& dd': { margin: 0, minWidth: 0 },
  '& dd + dt': { marginTop: '$3' },
});

/**
 * @internal A value to copy, then its copy button. The value's first line is centred on the
 * button, so that the button stays beside it when the value takes two lines.
 */
export const CopyRow = styled('div', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$2',
  minWidth: 0,
  '& > :first-child': {
    minWidth: 0,
    paddingBlock: 'calc(($sizes$controlSm - $lineHeights$normal * 1em) / 2)',
    lineHeight: '$normal',
  },
});

/**
 * @internal An address in the monospace font, in two halves that go on two lines when the
 * whole does not fit, rather than breaking at any character.
 */
export const SplitAddress = styled('span', {
  fontFamily: '$mono',
  fontSize: '$3',
  '& > span': { display: 'inline-block' },
  // Too narrow for the whole (with its copy button): one half over the other, as wide as a half.
  '@container (max-width: 25rem)': { display: 'inline-grid' },
});

/** @internal An amount in the monospace font, large enough to read out. */
export const ExactAmount = styled('span', {
  fontFamily: '$mono',
  fontSize: '$5',
  fontWeight: '$semibold',
  overflowWrap: 'anywhere',
});

/** @internal The order's lines, the total apart. */
export const OrderLines = styled('dl', {
  display: 'grid',
  gridTemplateColumns: '1fr max-content',
  // Rows apart, columns by the term's padding: the total's rule runs across without a gap.
  rowGap: '$2',
  margin: 0,
  '& dt': { color: '$textMuted', paddingInlineEnd: '$4' },
  '& dd': { margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  '& [data-total]': {
    color: '$text',
    fontWeight: '$semibold',
    paddingTop: '$2',
    borderTop: '$borderWidths$thin solid $border',
  },
});

/** @internal The countdown to the price's expiry. */
export const Countdown = styled('p', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  margin: 0,
  color: '$textMuted',
  fontVariantNumeric: 'tabular-nums',
  '& svg': { size: '$iconSm', flexShrink: 0 },
  '& strong': { color: '$text' },
});

/** @internal The token list's option: its icon beside its name. */
export const TokenTitle = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
});

/** @internal Two fields side by side, stacked on narrow screens. */
export const FieldPair = styled('div', {
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: '$4',
  '@media (max-width: 480px)': { gridTemplateColumns: '1fr' },
});

/** @internal The buttons under a step. */
export const Actions = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$3',
});

/** @internal A step's card while its code loads: about a step's height, the spinner centred. */
export const StepLoading = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '12rem',
});

/** @internal A step's form body: its fields, then its button, across the card's width. */
export const StepBody = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$5',
  alignSelf: 'stretch',
  minWidth: 0,
});

/** @internal The not-found page's mark beside its heading and explanation. */
export const NotFoundMark = styled('div', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$4',
  '& > svg': { size: '$iconLg', flexShrink: 0, marginTop: '$2', color: '$textMuted' },
});
