import { styled } from '@meridian/ui/theme';

/** @internal A body sent or answered, as text: monospace, scrolling past a few lines. */
export const Payload = styled('pre', {
  margin: 0,
  padding: '$3',
  maxHeight: '12rem',
  overflow: 'auto',
  borderRadius: '$md',
  border: '$borderWidths$thin solid $border',
  backgroundColor: '$bgSubtle',
  fontFamily: '$mono',
  fontSize: '$sm',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

/** @internal The attempts, one a row with a rule between them. */
export const AttemptList = styled('ol', {
  bareList: true,
  display: 'grid',
  gap: '$3',
  '& > li + li': { paddingTop: '$3', borderTop: '$borderWidths$thin solid $border' },
});

/** @internal An event type: monospace. */
export const Code = styled('code', { fontFamily: '$mono', fontSize: '$sm' });

/** @internal A delivery's event: its type, and what it means on the line below. */
export const EventCell = styled('span', { display: 'grid', gap: '$1' });

/** @internal What an event type means: one line of muted text, wrapping within its column. */
export const EventMeaning = styled('span', {
  fontSize: '$2',
  fontWeight: '$regular',
  color: '$textMuted',
  whiteSpace: 'normal',
  minWidth: '14rem',
  maxWidth: '28rem',
  // The table's own narrow layout (a phone): as wide as the cell.
  '@container datatable (max-width: 40rem)': { minWidth: 0 },
});

/** @internal The endpoint's URL as the page's title: monospace, wrapping anywhere on a phone. */
export const UrlTitle = styled('code', { fontFamily: '$mono', overflowWrap: 'anywhere' });
