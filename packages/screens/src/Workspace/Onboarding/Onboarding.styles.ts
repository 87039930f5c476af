import { styled } from '@meridian/ui/theme';

/** @internal Back at the start, the step's main action at the end; the form's children otherwise keep their own width. */
export const StepActions = styled('div', {
  alignSelf: 'stretch',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  '&[data-align="end"]': { justifyContent: 'flex-end' },
});
