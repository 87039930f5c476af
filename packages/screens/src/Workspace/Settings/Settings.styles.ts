import { styled } from '@meridian/ui/theme';

/** @internal The limit as a term and its value: "Payment limit  $10,000 per month". */
export const LimitLine = styled('dl', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: '$1 $3',
  margin: 0,
  '& dt': { fontSize: '$3', color: '$textMuted' },
  '& dd': {
    margin: 0,
    fontSize: '$7',
    fontWeight: '$semibold',
    letterSpacing: '$tight',
    color: '$text',
    fontVariantNumeric: 'tabular-nums',
  },
});
