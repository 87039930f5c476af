import { styled } from '@meridian/ui/theme';

/** @internal The steps and the form, at a readable width. */
export const FormBody = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$5',
  maxWidth: '$dialogLg',
});
