import { styled } from '@meridian/ui/theme';

/** @internal A public page (sign-in, checkout): no dashboard shell, one centred column on the subtle background. */
export const PublicPage = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  minHeight: '100vh',
  px: '$4',
  backgroundColor: '$bgSubtle',
  color: '$text',
  fontFamily: '$body',
});

/** @internal A public page's footer: its links and the language picker, centred, wrapping. */
export const PublicFooter = styled('footer', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: '$4',
  py: '$6',
  fontSize: '$2',
  color: '$textMuted',
});

/** @internal The inner column of a page's card: the heading block, then the screen's content. */
export const CardContent = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$6',
  padding: '$2 $1',
  '@sm': { padding: '$3' },
});

/** @internal A page's heading and the lines around it. */
export const HeadingBlock = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
});

/** @internal A settings page's column (account, business details): a readable width inside the app's content area. */
export const SettingsPage = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$6',
  maxWidth: '$dialogLg',
  color: '$text',
  fontFamily: '$body',
});
