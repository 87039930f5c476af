import { styled } from '@meridian/ui/theme';

/** @internal The public page: no dashboard shell, one column at a readable width. */
export const Page = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  minHeight: '100vh',
  px: '$4',
  backgroundColor: '$bgSubtle',
  color: '$text',
  fontFamily: '$body',
});

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

/** @internal */
export const Footer = styled('footer', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: '$4',
  py: '$6',
  fontSize: '$2',
  color: '$textMuted',
});

/** @internal The footer's language picker, as wide as the sign-in pages' one. */
export const PickerSlot = styled('div', {
  width: '12rem',
  minHeight: 'calc($fontSizes$3 * $lineHeights$normal + $space$1 + $sizes$controlMd)',
});

/** @internal The QR code beside the details to copy, stacked on narrow screens. */
export const PayGrid = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '$5',
  alignItems: 'start',
  '@media (max-width: 560px)': { gridTemplateColumns: '1fr', justifyItems: 'center' },
});

/** @internal A value to copy: the value, then its copy button. */
export const CopyRow = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  minWidth: 0,
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
  gap: '$2 $4',
  margin: 0,
  '& dt': { color: '$textMuted' },
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
  '& svg': { width: '$iconSm', height: '$iconSm', flexShrink: 0 },
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
