import { styled } from '@meridian/ui/theme';

/** @internal The new key, in full: monospace, broken anywhere so that it never overflows the dialog. */
export const Secret = styled('code', {
  flex: 1,
  minWidth: 0,
  padding: '$2 $3',
  borderRadius: '$2',
  border: '$borderWidths$thin solid $border',
  backgroundColor: '$bgSubtle',
  fontFamily: '$mono',
  fontSize: '$3',
  overflowWrap: 'anywhere',
  userSelect: 'all',
});

/** @internal A key's prefix and last four characters in the table. */
export const KeyHint = styled('code', { fontFamily: '$mono', fontSize: '$3', whiteSpace: 'nowrap' });
