import { styled } from '../theme/stitches.config';

/** @internal The icon's box: one of the theme's icon sizes. */
export const TokenSvg = styled('svg', {
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
  variants: {
    size: {
      xs: { size: '$iconXs' },
      sm: { size: '$iconSm' },
      md: { size: '$iconMd' },
      lg: { size: '$iconLg' },
    },
  },
  defaultVariants: { size: 'md' },
});
