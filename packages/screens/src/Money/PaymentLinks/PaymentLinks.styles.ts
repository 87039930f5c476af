import { styled } from '@meridian/ui/theme';

/** @internal A link's name in its row. */
export const LinkName = styled('span', {
  fontWeight: '$medium',
  // A long name wraps between words (the table fits beside the sidebar at 1280 px); on a phone
  // the compact table gives it the room its longest word needs.
  whiteSpace: 'normal',
  overflowWrap: 'break-word',
});

/** @internal What a link has taken: wraps between its count and its total when room is short. */
export const PaidSummary = styled('span', {
  whiteSpace: 'normal',
});
