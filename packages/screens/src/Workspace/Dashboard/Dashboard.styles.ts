import { styled } from '@meridian/ui/theme';

/** @internal The change from the previous period: an arrow and the words, coloured by direction. */
export const Change = styled('dd', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$1',
  fontSize: '$2',
  lineHeight: '$normal',
  color: '$textMuted',
  '& svg': { flexShrink: 0, size: '$iconXs', marginTop: '0.15em' },
  variants: {
    direction: {
      up: { color: '$successText' },
      down: { color: '$dangerText' },
      flat: {},
      none: {},
    },
  },
});

/** @internal The chart's box: the SVG is drawn at the box's measured width. */
export const ChartBox = styled('div', {
  position: 'relative',
  width: '100%',
  minWidth: 0,
});

/** @internal The SVG chart; its parts are coloured from the theme. */
export const ChartSvg = styled('svg', {
  display: 'block',
  overflow: 'visible',
  '& .grid': { stroke: '$border', strokeWidth: 1, shapeRendering: 'crispEdges' },
  '& .axis': { fill: '$textMuted', fontSize: '12px', fontFamily: '$body' },
  '& .current': { fill: '$accentSolid' },
  '& .previous': { fill: '$accentSubtle', stroke: '$accentBorder', strokeWidth: 1 },
  '& .bucket:hover .current': { fill: '$accentSolidHover' },
});

/** @internal The legend under the chart: a swatch of each series and its name. */
export const Legend = styled('ul', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$4',
  bareList: true,
  fontSize: '$2',
  color: '$textMuted',
  '& li': { display: 'inline-flex', alignItems: 'center', gap: '$2' },
});

/** @internal A series' swatch in the legend, drawn as its bars are. */
export const LegendSwatch = styled('span', {
  display: 'inline-block',
  size: '$iconXs',
  borderRadius: '$1',
  variants: {
    series: {
      current: { backgroundColor: '$accentSolid' },
      previous: { backgroundColor: '$accentSubtle', border: '$borderWidths$thin solid $accentBorder' },
    },
  },
});

/** @internal The header of a section (the chart's, the recent payments'): title and controls, wrapping. */
export const SectionHeader = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: '$3',
});

/** @internal The page's controls under its heading: the period tabs' row end, the switch and the export link. */
export const Toolbar = styled('div', {
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '$4',
});

/** @internal The checklist's steps. */
export const StepList = styled('ol', {
  display: 'flex',
  flexDirection: 'column',
  bareList: true,
  '& > li': {
    display: 'flex',
    alignItems: 'flex-start',
    gap: '$3',
    py: '$3',
    borderTop: '$borderWidths$thin solid $border',
  },
  '& > li:first-child': { borderTop: 'none', paddingTop: 0 },
  '& > li:last-child': { paddingBottom: 0 },
});

/** @internal A step's mark: a filled check once done, an empty circle before. */
export const StepMark = styled('span', {
  display: 'inline-flex',
  flexShrink: 0,
  marginTop: '2px',
  '& svg': { size: '$iconLg' },
  variants: {
    done: {
      true: { color: '$successText' },
      false: { color: '$textMuted' },
    },
  },
});

/** @internal The cell of a payment's token: its icon and symbol. */
export const TokenCell = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  whiteSpace: 'nowrap',
});

/** @internal The cell of a payment's link: the link, and a badge when it was a test payment. */
export const LinkCell = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '$2',
});
