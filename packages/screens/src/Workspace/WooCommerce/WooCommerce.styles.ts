import { styled } from '@meridian/ui/theme';

/** @internal */
export const StepList = styled('ol', {
  margin: 0,
  paddingLeft: '$5',
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
});
