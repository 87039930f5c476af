import { styled } from '@meridian/ui/theme';

/** @internal */
export const Page = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  minHeight: '100vh',
  px: '$4',
  backgroundColor: '$bgSubtle',
  color: '$text',
  fontFamily: '$body',
});

/** @internal */
export const Header = styled('header', {
  display: 'flex',
  justifyContent: 'center',
  paddingTop: '$8',
  paddingBottom: '$6',
});

/** @internal */
export const Main = styled('main', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: '$5',
  width: '$full',
  maxWidth: '$dialogSm',
  flex: '1 0 auto',
});

/** @internal The card's inner column: heading block, then the screen's content. */
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
});

/** @internal A short line above the heading, e.g. an HTTP status. */
export const Eyebrow = styled('p', {
  margin: 0,
  fontSize: '$2',
  fontWeight: '$semibold',
  letterSpacing: '$wide',
  color: '$accentText',
});

/** @internal */
export const Below = styled('div', {
  display: 'flex',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: '$1',
  fontSize: '$3',
  color: '$textMuted',
  textAlign: 'center',
});

/** @internal */
export const Footer = styled('footer', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: '$4',
  py: '$6',
  fontSize: '$2',
  color: '$textMuted',
});

/** @internal The footer's language picker: narrower than a form field. */
export const PickerRoot = styled('div', {
  width: '12rem',
  textAlign: 'start',
  color: '$text',
});

/** @internal The picker's place while its code loads: as tall as its label and select. */
export const PickerPlaceholder = styled(PickerRoot, {
  minHeight: 'calc($fontSizes$3 * $lineHeights$normal + $space$1 + $sizes$controlMd)',
});
