import { styled } from '../theme/stitches.config';

/** @internal The icon's box: one of the theme's icon sizes. */
export const TokenSvg = styled('svg', {
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
  variants: {
    size: {
      xs: { width: '$iconXs', height: '$iconXs' },
      sm: { width: '$iconSm', height: '$iconSm' },
      md: { width: '$iconMd', height: '$iconMd' },
      lg: { width: '$iconLg', height: '$iconLg' },
    },
  },
  defaultVariants: { size: 'md' },
});
