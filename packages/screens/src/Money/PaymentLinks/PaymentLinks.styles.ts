import { styled } from '@meridian/ui/theme';

/** @internal An icon before a link's text. */
export const LinkContent = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  '& svg': { width: '$iconSm', height: '$iconSm', flexShrink: 0 },
});

/** @internal A link's name in its row. */
export const LinkName = styled('span', {
  fontWeight: '$medium',
  // Between words first: a phone's compact table gives the name the room its longest word needs.
  overflowWrap: 'break-word',
});
