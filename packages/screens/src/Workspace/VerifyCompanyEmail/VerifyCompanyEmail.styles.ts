import { styled, subtleFill } from '@meridian/ui/theme';

/** @internal One centred column in the app's content area. */
export const Page = styled('div', {
  display: 'flex',
  justifyContent: 'center',
  paddingTop: '$8',
  color: '$text',
  fontFamily: '$body',
});

/** @internal */
export const Content = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$5',
  width: '$full',
  maxWidth: '$dialogSm',
  padding: '$4 $2',
  textAlign: 'center',
  '& > [role="status"], & > [role="alert"]': { alignSelf: 'stretch', textAlign: 'start' },
});

/** @internal The outcome's icon in a tinted circle. */
export const Emblem = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  size: '$10',
  borderRadius: '$round',
  '& svg': { size: '$7' },
  variants: {
    tone: {
      pending: subtleFill('accent'),
      success: subtleFill('success'),
      danger: subtleFill('danger'),
    },
  },
});

/** @internal The heading takes focus when the outcome arrives, without a focus ring of its own. */
export const Title = styled('h1', {
  margin: 0,
  fontSize: '$7',
  fontWeight: '$semibold',
  lineHeight: '$tight',
  letterSpacing: '$tight',
  outline: 'none',
});

/** @internal */
export const Actions = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$3',
});
