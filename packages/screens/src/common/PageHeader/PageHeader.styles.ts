import { styled } from '@meridian/ui/theme';

/** @internal The heading and description on one side, the actions on the other; they wrap on narrow screens. */
export const Row = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '$4',
});
