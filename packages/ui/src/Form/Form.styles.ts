import { Form as RACForm } from 'react-aria-components';
import { styled } from '../theme/stitches.config';

/**
 * @internal Fields stacked with one consistent gap. Children keep their own width (fields
 * fill up to the field width, buttons fit their label); the error banner spans the form.
 */
export const StyledForm = styled(RACForm, {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '$5',
  minWidth: 0,
});

/** @internal The form-level error above the fields. */
export const ErrorBanner = styled('div', {
  alignSelf: 'stretch',
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$2',
  padding: '$3',
  borderRadius: '$2',
  border: '$borderWidths$thin solid $dangerBorderSubtle',
  backgroundColor: '$dangerSubtle',
  color: '$dangerText',
  fontSize: '$3',
  fontWeight: '$medium',
  '& svg': { flexShrink: 0, size: '$4', marginTop: '2px' },
});
