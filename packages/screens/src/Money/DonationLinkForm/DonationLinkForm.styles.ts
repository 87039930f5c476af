import { styled } from '@meridian/ui/theme';

/** @internal The form at a readable width. */
export const FormBody = styled('div', {
  maxWidth: '$dialogLg',
});

/** @internal The suggested amounts side by side, wrapping when narrow. */
export const SuggestedRow = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$3',
  '& > *': { flex: '1 1 10rem' },
});
