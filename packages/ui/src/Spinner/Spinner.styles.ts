import { keyframes, styled } from '../theme/stitches.config';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** @internal */
export const SpinnerSvg = styled('svg', {
  animation: `${spin} 800ms linear infinite`,
  flexShrink: 0,
  color: 'currentColor',
  variants: {
    size: {
      sm: { width: '$4', height: '$4' },
      md: { width: '$6', height: '$6' },
      lg: { width: '$7', height: '$7' },
    },
  },
  defaultVariants: { size: 'md' },
});
