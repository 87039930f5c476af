import { styled } from '@meridian/ui/theme';

/** @internal The tier, the month's use and the fees: side by side when there is room. */
export const Summary = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: '$4',
});

/** @internal A large figure (the tier's name, the fee rate). */
export const BigValue = styled('p', {
  margin: 0,
  fontSize: '$6',
  fontWeight: '$semibold',
  lineHeight: '$tight',
  fontVariantNumeric: 'tabular-nums',
});
