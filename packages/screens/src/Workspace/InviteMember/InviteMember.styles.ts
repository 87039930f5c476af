import { styled } from '@meridian/ui/theme';

/** @internal The back link's arrow and text. */
export const BackLinkContent = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  '& svg': { size: '$4', flexShrink: 0 },
});

/** @internal The page keeps a readable width: the form and the role descriptions do not run across wide screens. */
export const Page = styled('div', {
  maxWidth: '$dialogLg',
});

/** @internal Cancel and Send at the end of the form. */
export const FormActions = styled('div', {
  alignSelf: 'stretch',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: '$5',
});
