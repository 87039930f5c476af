import { styled } from '@meridian/ui/theme';

/** @internal The form's content spans the form (the ui Form keeps children at their own width). */
export const FormBody = styled('div', {
  alignSelf: 'stretch',
  display: 'flex',
  flexDirection: 'column',
  gap: '$6',
});

/** @internal Two columns of fields on a wide screen, one on a narrow one. */
export const FieldGrid = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '$5',
  '@sm': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});

/** @internal A field that spans both columns. */
export const FullRow = styled('div', {
  '@sm': { gridColumn: '1 / -1' },
});

/** @internal The save button and the outcome of the last save. */
export const Actions = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '$3',
  '& > [role="status"], & > [role="alert"]': { alignSelf: 'stretch' },
});

/** @internal One verification (domain or email): what it is about, its status, its action. */
export const VerificationRow = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  py: '$5',
  borderTop: '$borderWidths$thin solid $border',
  '&:first-child': { borderTop: 'none', paddingTop: 0 },
  '&:last-child': { paddingBottom: 0 },
});

/** @internal */
export const RowHeader = styled('div', {
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: '$3',
});

/** @internal */
export const RowTitle = styled('h3', {
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '$2',
  margin: 0,
  fontSize: '$4',
  fontWeight: '$semibold',
  lineHeight: '$tight',
});

/** @internal The instructions panel under the domain row. */
export const InstructionsPanel = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  padding: '$4',
  borderRadius: '$3',
  border: '$borderWidths$thin solid $border',
  backgroundColor: '$bgSubtle',
});

/** @internal */
export const Steps = styled('ol', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  margin: 0,
  paddingLeft: '$5',
  fontSize: '$3',
  lineHeight: '$normal',
});

/** @internal The TXT record, one row per part (type, host, value). */
export const Record = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  alignItems: 'center',
  columnGap: '$4',
  rowGap: '$2',
  margin: 0,
  padding: '$3 $4',
  borderRadius: '$2',
  border: '$borderWidths$thin solid $border',
  backgroundColor: '$surface',
  fontSize: '$3',
  '& dt': { color: '$textMuted', fontWeight: '$medium' },
  '& dd': { margin: 0, minWidth: 0 },
});

/** @internal A record part with its copy button. */
export const RecordValue = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  minWidth: 0,
  '& code': {
    fontFamily: '$mono',
    fontSize: '$2',
    overflowWrap: 'anywhere',
  },
});
