import { styled } from '@meridian/ui/theme';
import { HeadingBlock as PageHeadingBlock } from '../../common/page.styles';

/** @internal */
export const Page = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  backgroundColor: '$bgSubtle',
  color: '$text',
  fontFamily: '$body',
});

/** @internal */
export const Header = styled('header', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$4',
  minHeight: '$10',
  px: '$4',
  backgroundColor: '$surface',
  borderBottom: '$borderWidths$thin solid $border',
  '@sm': { px: '$6' },
});

/** @internal */
export const Main = styled('main', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: '$6',
  width: '$full',
  maxWidth: '$dialogLg',
  boxSizing: 'border-box',
  marginInline: 'auto',
  padding: '$6 $4',
  flex: '1 0 auto',
  '@sm': { padding: '$8 $6' },
});

/** @internal */
export const Footer = styled('footer', {
  display: 'flex',
  justifyContent: 'center',
  py: '$6',
  fontSize: '$2',
  color: '$textMuted',
});

/** @internal Focused from code when a step changes, never by Tab: no ring for a target nobody chose. */
export const HeadingBlock = styled(PageHeadingBlock, { outline: 'none' });
