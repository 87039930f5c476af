import { styled } from '@meridian/ui/theme';

/**
 * @internal A wallet's colour as a small round swatch. The colours are the wallet's own marks,
 * the same in both themes; the rim keeps white and black visible on any background.
 */
export const Swatch = styled('span', {
  display: 'inline-block',
  flexShrink: 0,
  size: '$iconSm',
  borderRadius: '$round',
  border: '$borderWidths$thin solid $borderStrong',
  variants: {
    colour: {
      red: { backgroundColor: '#e5484d' },
      blue: { backgroundColor: '#0090ff' },
      green: { backgroundColor: '#30a46c' },
      yellow: { backgroundColor: '#ffe629' },
      purple: { backgroundColor: '#8e4ec6' },
      orange: { backgroundColor: '#f76b15' },
      black: { backgroundColor: '#111111' },
      white: { backgroundColor: '#ffffff' },
    },
  },
});

/** @internal An address in the monospace font, wrapping anywhere rather than widening its box. */
export const Address = styled('span', {
  fontFamily: '$mono',
  fontSize: '$3',
  overflowWrap: 'anywhere',
});

/** @internal A stepped flow's steps and body (a link form, adding a wallet), at a readable width. */
export const StepsFormBody = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$5',
  maxWidth: '$dialogLg',
});

/** @internal The buttons at the end of a form step. */
export const StepActions = styled('div', {
  display: 'flex',
  justifyContent: 'space-between',
  gap: '$3',
  flexWrap: 'wrap',
  '&[data-align="end"]': { justifyContent: 'flex-end' },
});

/** @internal A swatch and its colour's name, side by side in a radio's label. */
export const ColourOption = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
});

/** @internal The summary: each term beside its value, stacked on narrow screens. */
export const SummaryList = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: '$2 $5',
  margin: 0,
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, overflowWrap: 'anywhere' },
  '@media (max-width: 480px)': { gridTemplateColumns: '1fr', '& dd': { marginBottom: '$2' } },
});

/** @internal An amount in the token over its value in USD, aligned with the column. */
export const AmountLines = styled('span', {
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
});

/** @internal Two lines at the start of a cell: a date over its time, a status over its detail. */
export const DateLines = styled('span', {
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
});
export { IconText } from '../../common/IconText.styles';
