import { styled } from '@meridian/ui/theme';

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
