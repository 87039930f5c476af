import { styled } from '@meridian/ui/theme';
import { narrowList } from '../../common/ListFilters/ListPage.styles';

/** @internal The three figures: side by side when there is room, stacked on a phone. */
export const FigureList = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '$4',
  margin: 0,
  [narrowList]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: '$3' },
});

/** @internal One figure's box: its name, its value, its change from the previous period. */
export const Figure = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  padding: '$4',
  minWidth: 0,
  backgroundColor: '$surface',
  border: '$borderWidths$thin solid $border',
  borderRadius: '$4',
  '& dt': { fontSize: '$3', color: '$textMuted' },
  '& dd': { margin: 0 },
});
