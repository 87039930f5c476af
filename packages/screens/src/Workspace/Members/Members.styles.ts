import { styled } from '@meridian/ui/theme';

/** @internal Long addresses wrap instead of widening the table. */
export const MemberEmail = styled('span', {
  fontWeight: '$medium',
  overflowWrap: 'anywhere',
});
