import { keyframes, styled } from '../theme/stitches.config';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** @internal */
export const SpinnerSvg = styled('svg', {
  animation: `${spin} 800ms linear infinite`,
  flexShrink: 0,
  color: 'currentColor',
  variants: {
    size: {
      sm: { size: '$4' },
      md: { size: '$6' },
      lg: { size: '$7' },
    },
  },
  defaultVariants: { size: 'md' },
});
