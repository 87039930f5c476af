import { styled } from '@meridian/ui/theme';

/** @internal A URL or an event type as typed: monospace, wrapping anywhere instead of widening the table. */
export const Code = styled('code', {
  fontFamily: '$mono',
  fontSize: '$sm',
  overflowWrap: 'anywhere',
});

/** @internal The secret, shown once, with its copy button beside it. */
export const SecretBox = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  padding: '$3',
  borderRadius: '$md',
  border: '$borderWidths$thin solid $border',
  backgroundColor: '$bgSubtle',
  '& code': { flex: 1, fontFamily: '$mono', fontSize: '$sm', overflowWrap: 'anywhere' },
});

/** @internal The event type checkboxes, two columns when there is room. */
export const EventChoices = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: '$2',
});
