import { styled } from '../theme/stitches.config';

/** @internal The check mark shown for a moment after a copy. */
export const CopiedIcon = styled('span', {
  display: 'contents',
  color: '$successText',
});
