import { Button as RACButton } from 'react-aria-components';
import { styled } from '../theme/stitches.config';

/** @internal */
export const StyledButton = styled(RACButton, {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  fontFamily: '$body',
  fontWeight: '$semibold',
  borderRadius: '$2',
  borderWidth: '$1',
  borderStyle: 'solid',
  borderColor: 'transparent',
  cursor: 'pointer',
  userSelect: 'none',
  whiteSpace: 'nowrap',
  transition: 'background-color $fast, border-color $fast, box-shadow $fast',
  '&[data-focus-visible]': { focusRing: true },
  '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  '&[data-pending]': { cursor: 'progress' },
  variants: {
    variant: {
      primary: {
        backgroundColor: '$accentSolid',
        color: '$onAccent',
        '&[data-hovered], &[data-pressed]': { backgroundColor: '$accentSolidHover' },
      },
      secondary: {
        backgroundColor: '$surface',
        color: '$text',
        borderColor: '$borderStrong',
        '&[data-hovered], &[data-pressed]': { backgroundColor: '$bgHover' },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: '$accentText',
        '&[data-hovered], &[data-pressed]': { backgroundColor: '$accentSubtle' },
      },
      danger: {
        backgroundColor: '$dangerSolid',
        color: '$onDanger',
        '&[data-hovered], &[data-pressed]': { backgroundColor: '$dangerSolidHover' },
      },
    },
    size: {
      sm: { height: '$controlSm', px: '$3', fontSize: '$2' },
      md: { height: '$controlMd', px: '$4', fontSize: '$3' },
      lg: { height: '$controlLg', px: '$5', fontSize: '$4' },
    },
    fullWidth: { true: { width: '$full' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});
