import { styled } from '@meridian/ui/theme';
import { narrowList } from './ListPage.styles';

export { ListPageRoot, narrowList } from './ListPage.styles';

/** @internal Shown on wide pages only. */
export const WideOnly = styled('div', {
  display: 'contents',
  [narrowList]: { display: 'none' },
});

/** @internal Shown on narrow pages only. */
export const NarrowOnly = styled('div', {
  display: 'none',
  [narrowList]: { display: 'contents' },
});

/**
 * @internal A line of a row's first cell shown on narrow pages only, for a column the phone
 * leaves out (a link's or a payment's status under its name or its date).
 */
export const NarrowLine = styled('div', {
  display: 'none',
  [narrowList]: { display: 'block', marginBlockStart: '$1' },
});

/** @internal The filters: a row that wraps when wide; behind their toggle, stacked, when narrow. */
export const FilterGroup = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: '$3',
  [narrowList]: {
    flexDirection: 'column',
    alignItems: 'stretch',
    '&:not([data-open])': { display: 'none' },
  },
});

/** @internal The narrow toggle's row, so that the button keeps its own width. */
export const ToggleRow = styled('div', {
  display: 'none',
  [narrowList]: { display: 'flex' },
  '& svg': { size: '$iconSm', flexShrink: 0 },
});
