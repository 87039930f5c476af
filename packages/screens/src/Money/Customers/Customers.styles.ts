import { styled } from '@meridian/ui/theme';

/** @internal A customer's details: each name beside its value, stacked on a phone. */
export const Details = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) minmax(0, 1fr)',
  gap: '$2 $4',
  margin: 0,
  '& dt': { color: '$textMuted', fontSize: '$3' },
  '& dd': { margin: 0, fontSize: '$3', overflowWrap: 'anywhere' },
});
