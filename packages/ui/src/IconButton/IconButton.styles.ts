import { styled } from '../theme/stitches.config';
import { StyledButton } from '../Button/Button.styles';

/** @internal A square button: the Button look without horizontal padding. */
export const StyledIconButton = styled(StyledButton, {
  px: 0,
  flexShrink: 0,
  '& svg': { flexShrink: 0 },
  variants: {
    size: {
      sm: { size: '$controlSm', px: 0, '& svg': { size: '$4' } },
      md: { size: '$controlMd', px: 0, '& svg': { size: '$5' } },
      lg: { size: '$controlLg', px: 0, '& svg': { size: '$6' } },
    },
    // A ghost icon button sits among text: it takes the text colour rather than the accent.
    variant: {
      ghost: {
        color: '$textMuted',
        '&[data-hovered], &[data-pressed]': { color: '$text', backgroundColor: '$bgActive' },
      },
      secondary: {},
      primary: {},
      danger: {},
    },
  },
});
