import { styled } from '@meridian/ui/theme';

/** @internal Long addresses wrap instead of widening the table. */
export const MemberEmail = styled('span', {
  fontWeight: '$medium',
  overflowWrap: 'anywhere',
});

/** @internal An icon before a link's text. */
export const LinkContent = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  '& svg': { width: '$4', height: '$4', flexShrink: 0 },
});
