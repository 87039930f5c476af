import { keyframes, styled } from '../theme/stitches.config';
import { sizeVariants } from '../theme/fragments';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

/** @internal */
export const SkeletonShape = styled('span', {
  display: 'block',
  flexShrink: 0,
  backgroundColor: '$skeleton',
  backgroundImage: 'linear-gradient(90deg, transparent 30%, $colors$skeletonHighlight 50%, transparent 70%)',
  backgroundSize: '200% 100%',
  backgroundRepeat: 'no-repeat',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@reducedMotion': { animation: 'none', backgroundImage: 'none' },
  variants: {
    shape: {
      text: { height: '0.75em', borderRadius: '$1', width: '$full' },
      block: { borderRadius: '$3', width: '$full', height: '$10' },
      circle: { borderRadius: '$round' },
    },
    // An avatar's boxes, for the round skeleton that stands in for one.
    size: sizeVariants((box) => ({ size: box })),
  },
});

/** @internal */
export const SkeletonLines = styled('span', {
  display: 'flex',
  flexDirection: 'column',
  gap: '0.6em',
  width: '$full',
  py: '0.375em',
});
