import { styled } from '@meridian/ui/theme';

/** @internal The header: what comes before the heading, the heading row, then what follows. */
export const Root = styled('header', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
});

/** @internal The heading and description on one side, the actions on the other; they wrap on narrow screens. */
export const Row = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '$4',
});

/** @internal The heading and the sentence under it. */
export const Titles = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  minWidth: 0,
});
