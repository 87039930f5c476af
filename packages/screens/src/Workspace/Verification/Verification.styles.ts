import { styled } from '@meridian/ui/theme';

/** @internal */
export const TierList = styled('ul', {
  bareList: true,
  display: 'grid',
  gap: '$3',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});

/** @internal */
export const TierFacts = styled('dl', {
  margin: 0,
  display: 'grid',
  gap: '$1',
  '& dt': { fontSize: '$2', color: '$textMuted' },
  '& dd': { margin: 0 },
});

/** @internal */
export const PhonePanel = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$5',
  alignItems: 'flex-start',
});

/** @internal */
export const PhoneLink = styled('a', {
  wordBreak: 'break-all',
  color: '$accentText',
});

/** @internal */
export const Reasons = styled('ul', { margin: 0, paddingInlineStart: '$5' });
