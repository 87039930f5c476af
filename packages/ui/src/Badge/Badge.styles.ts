import { styled } from '../theme/stitches.config';

/** @internal */
export const StyledBadge = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  maxWidth: '$full',
  borderRadius: '$round',
  borderWidth: '$1',
  borderStyle: 'solid',
  fontFamily: '$body',
  fontWeight: '$medium',
  lineHeight: '$tight',
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
  '& svg': { flexShrink: 0, width: '1em', height: '1em' },
  variants: {
    tone: {
      neutral: { backgroundColor: '$gray3', color: '$gray12', borderColor: '$gray6' },
      accent: { backgroundColor: '$accentSubtle', color: '$accentText', borderColor: '$brand6' },
      success: { backgroundColor: '$successSubtle', color: '$successText', borderColor: '$green6' },
      warning: { backgroundColor: '$warningSubtle', color: '$warningText', borderColor: '$amber6' },
      danger: { backgroundColor: '$dangerSubtle', color: '$dangerText', borderColor: '$red6' },
      info: { backgroundColor: '$infoSubtle', color: '$infoText', borderColor: '$blue6' },
    },
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
  width: '$2',
  height: '$2',
  borderRadius: '$round',
  backgroundColor: 'currentColor',
});
