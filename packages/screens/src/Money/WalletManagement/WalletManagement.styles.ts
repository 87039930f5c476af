import { styled } from '@meridian/ui/theme';

/** @internal The cards of one network. */
export const CardGrid = styled('ul', {
  bareList: true,
  display: 'grid',
  gap: '$4',
  gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))',
});

/** @internal A wallet card's title: swatch and name. */
export const CardTitle = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

/** @internal One line of a card: its items side by side, wrapping when narrow. */
export const CardRow = styled('div', {
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '$2',
});
