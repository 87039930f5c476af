import { keyframes, styled } from '../theme/stitches.config';

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

/** @internal */
export const StyledProgressBar = styled('div', {
  display: 'grid',
  gridTemplateAreas: '"label value" "track track" "description description"',
  gridTemplateColumns: '1fr auto',
  columnGap: '$3',
  rowGap: '$1',
  width: '$full',
  fontFamily: '$body',
  fontSize: '$3',
  color: '$text',
});

/** @internal */
export const ProgressLabel = styled('span', {
  gridArea: 'label',
  fontWeight: '$medium',
  minWidth: 0,
});

/** @internal */
export const ProgressValue = styled('span', {
  gridArea: 'value',
  color: '$textMuted',
  fontVariantNumeric: 'tabular-nums',
});

/** @internal */
export const ProgressDescription = styled('span', {
  gridArea: 'description',
  fontSize: '$2',
  color: '$textMuted',
});

/** @internal */
export const ProgressTrack = styled('div', {
  gridArea: 'track',
  position: 'relative',
  overflow: 'hidden',
  borderRadius: '$round',
  backgroundColor: '$progressTrack',
  // A forced-colours mode keeps the track's outline visible.
  outline: '$borderWidths$thin solid transparent',
  variants: {
    size: {
      sm: { height: '$1' },
      md: { height: '$2' },
    },
  },
  defaultVariants: { size: 'md' },
});

/** @internal */
export const ProgressFill = styled('div', {
  height: '$full',
  borderRadius: '$round',
  backgroundColor: '$accentSolid',
  transition: 'width $normal',
  variants: {
    tone: {
      accent: { backgroundColor: '$accentSolid' },
      success: { backgroundColor: '$successSolid' },
      danger: { backgroundColor: '$dangerSolid' },
    },
    indeterminate: {
      true: {
        width: '40%',
        animation: `${slide} 1.2s ease-in-out infinite`,
        // Without motion, a still segment says "in progress" without pretending to a value.
        '@reducedMotion': { animation: 'none', transform: 'translateX(75%)' },
      },
    },
  },
  defaultVariants: { tone: 'accent' },
});
