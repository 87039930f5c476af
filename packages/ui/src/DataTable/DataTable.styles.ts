import { Button as RACButton } from 'react-aria-components';
import { styled } from '../theme/stitches.config';

/**
 * The compact layout, on the table's own width (a container query), so that it follows the
 * space the page gives the table, in the app and in a story's phone-wide frame alike.
 */
const narrow = '@container datatable (max-width: 40rem)';

/** @internal */
export const DataTableRoot = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  minWidth: 0,
  fontFamily: '$body',
  containerType: 'inline-size',
  containerName: 'datatable',
});

/**
 * @internal The bordered frame. It scrolls sideways when the table is wider than the screen,
 * and is focusable so that keyboard users can scroll it too.
 */
export const TableScroller = styled('div', {
  position: 'relative',
  maxWidth: '$full',
  overflowX: 'auto',
  backgroundColor: '$surface',
  border: '$borderWidths$thin solid $border',
  borderRadius: '$3',
  outline: 'none',
  '&:focus-visible': { focusRing: true },
});

/** @internal */
export const StyledTable = styled('table', {
  width: '$full',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: '$3',
  color: '$text',
  fontVariantNumeric: 'tabular-nums',
});

/** @internal */
export const StyledCaption = styled('caption', {
  captionSide: 'top',
  textAlign: 'start',
  px: '$4',
  py: '$3',
  fontSize: '$4',
  fontWeight: '$semibold',
  lineHeight: '$tight',
  color: '$text',
  borderBottom: '$borderWidths$thin solid $border',
});

const align = {
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
} as const;

/** @internal */
export const HeaderCell = styled('th', {
  height: '$controlMd',
  px: '$4',
  py: '$2',
  backgroundColor: '$bgSubtle',
  borderBottom: '$borderWidths$thin solid $border',
  fontSize: '$2',
  fontWeight: '$semibold',
  color: '$textMuted',
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
  [narrow]: { px: '$2', '&[data-narrow-hidden]': { display: 'none' } },
  variants: {
    align,
    /** Selection and action columns: as narrow as their control (on a phone, hardly wider). */
    utility: { true: { width: '1%', px: '$3', [narrow]: { px: '$1' } } },
  },
  defaultVariants: { align: 'start' },
});

/** @internal Row headers (`th scope="row"`) and data cells share one look. */
export const BodyCell = styled('td', {
  px: '$4',
  py: '$3',
  borderBottom: '$borderWidths$thin solid $border',
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
  fontWeight: '$regular',
  'tr:last-child > &': { borderBottom: 'none' },
  [narrow]: { px: '$2', whiteSpace: 'normal', '&[data-narrow-hidden]': { display: 'none' } },
  variants: {
    align,
    rowHeader: { true: { fontWeight: '$medium', color: '$text' } },
    utility: { true: { width: '1%', px: '$3', py: '$1', [narrow]: { px: '$1' } } },
  },
  defaultVariants: { align: 'start' },
});

/** @internal */
export const BodyRow = styled('tr', {
  transition: 'background-color $fast',
  '&:hover': { backgroundColor: '$bgSubtle' },
  '&[data-selected]': { backgroundColor: '$accentSubtle' },
});

/** @internal The header's sort control: the column name and the direction it is sorted in. */
export const SortButton = styled(RACButton, {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  // Centred on the header row whichever side the icon is on (a row-reversed flex box would
  // otherwise take its baseline from the icon).
  verticalAlign: 'middle',
  margin: '-2px -4px',
  padding: '2px 4px',
  borderRadius: '$1',
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  userSelect: 'none',
  '& svg': { size: '$iconXs', flexShrink: 0, opacity: 0.6 },
  '&[data-hovered], &[data-pressed]': { color: '$text', '& svg': { opacity: 1 } },
  '&[data-focus-visible]': { focusRing: true },
  variants: {
    sorted: { true: { color: '$text', '& svg': { opacity: 1 } } },
    // In end-aligned (numeric) columns the arrow goes first, so the names line up with the figures.
    iconFirst: { true: { flexDirection: 'row-reverse' } },
  },
});

/** @internal A native radio for single selection, coloured with the accent. */
export const SelectionRadio = styled('input', {
  size: '$4',
  margin: 0,
  display: 'block',
  accentColor: '$accentSolid',
  cursor: 'pointer',
  '&:focus-visible': { focusRing: true, borderRadius: '$round' },
});

/** @internal The cell that spans the table for the empty and error states. */
export const MessageCell = styled('td', {
  px: '$6',
  py: '$9',
  textAlign: 'center',
  whiteSpace: 'normal',
  color: '$textMuted',
});

/** @internal */
export const ErrorMessage = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$3',
  color: '$dangerText',
  fontWeight: '$medium',
  '& > svg': { size: '$6' },
});

/** @internal */
export const SkeletonCell = styled('span', {
  display: 'block',
  height: '$3',
  // As tall as a line of text, so that skeleton rows are as tall as the rows they stand for.
  marginBlock: 'calc((1lh - $sizes$3) / 2)',
  borderRadius: '$1',
  backgroundColor: '$skeleton',
  variants: {
    align: {
      start: { marginInlineEnd: 'auto' },
      center: { marginInline: 'auto' },
      end: { marginInlineStart: 'auto' },
    },
  },
});
