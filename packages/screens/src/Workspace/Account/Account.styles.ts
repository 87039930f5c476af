import { styled } from '@meridian/ui/theme';

/** @internal A section's content: fields, then actions and outcomes, stretched to the card's width. */
export const SectionBody = styled('div', {
  alignSelf: 'stretch',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '$5',
  // Forms span the card so that their fields reach the standard field width.
  '& > form, & > [role="status"], & > [role="alert"], & > [data-stretch]': { alignSelf: 'stretch' },
});

/** @internal The avatar beside the picture's actions. */
export const PictureRow = styled('div', {
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '$5',
});

/** @internal */
export const PictureActions = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '$2',
  minWidth: 0,
});

/** @internal A row of buttons. */
export const ButtonRow = styled('div', {
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '$2',
});
