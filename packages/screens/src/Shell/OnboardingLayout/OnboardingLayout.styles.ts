import { styled } from '@meridian/ui/theme';

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
export const CardContent = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$6',
  padding: '$2 $1',
  '@sm': { padding: '$3' },
});

/** @internal */
export const HeadingBlock = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  // Focused from code when a step changes, never by Tab: no ring for a target nobody chose.
  outline: 'none',
});

/** @internal */
export const Footer = styled('footer', {
  display: 'flex',
  justifyContent: 'center',
  py: '$6',
  fontSize: '$2',
  color: '$textMuted',
});
