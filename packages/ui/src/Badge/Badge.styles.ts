import { styled } from '../theme/stitches.config';
import { subtleFill } from '../theme/fragments';
import { toneVariants } from '../theme/vocabulary';
import { BADGE_TONES } from './tones';

/** @internal */
export const StyledBadge = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  maxWidth: '$full',
  borderRadius: '$round',
  borderWidth: '$thin',
  borderStyle: 'solid',
  fontFamily: '$body',
  fontWeight: '$medium',
  lineHeight: '$tight',
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
  '& svg': { flexShrink: 0, size: '1em' },
  variants: {
    tone: toneVariants(BADGE_TONES, (tone) => ({ ...subtleFill(tone), borderColor: `$${tone}BorderSubtle` })),
    size: {
      sm: { fontSize: '$1', px: '$2', minHeight: '$5' },
      md: { fontSize: '$2', px: '$2', minHeight: '$6' },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});

/** @internal The status dot; its colour repeats the tone, the text beside it carries the meaning. */
export const BadgeDot = styled('span', {
  flexShrink: 0,
  size: '$2',
  borderRadius: '$round',
  backgroundColor: 'currentColor',
});
