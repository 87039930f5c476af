import { styled } from '@meridian/ui/theme';

/** @internal An icon beside its words (a link's, a back link's, a label's), centred on the line. */
export const IconText = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  '& svg': { size: '$iconSm', flexShrink: 0 },
});
