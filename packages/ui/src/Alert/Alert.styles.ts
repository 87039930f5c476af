import { styled } from '../theme/stitches.config';
import { TONES, toneVariants, type Tone } from '../theme/vocabulary';

/** @internal Every tone but `neutral` (`AlertTone`). */
export const ALERT_TONES = TONES.filter((tone): tone is Exclude<Tone, 'neutral'> => tone !== 'neutral');

/** @internal */
export const AlertRoot = styled('div', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$3',
  padding: '$4',
  borderWidth: '$thin',
  borderStyle: 'solid',
  color: '$text',
  fontSize: '$3',
  variants: {
    tone: toneVariants(ALERT_TONES, (tone) => ({ backgroundColor: `$${tone}Subtle`, borderColor: `$${tone}Border` })),
    variant: {
      inline: { borderRadius: '$3' },
      // A banner spans the top of a page or a panel: no side borders or rounding.
      banner: { borderRadius: 0, borderLeftWidth: 0, borderRightWidth: 0, px: '$5', py: '$3' },
    },
  },
  defaultVariants: { tone: 'info', variant: 'inline' },
});

/** @internal */
export const AlertIcon = styled('span', {
  display: 'inline-flex',
  flexShrink: 0,
  '& svg': { size: '$5' },
  variants: {
    tone: toneVariants(ALERT_TONES, (tone) => ({ color: `$${tone}Text` })),
  },
});

/** @internal */
export const AlertContent = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  flex: '1 1 auto',
  minWidth: 0,
});

/** @internal */
export const AlertTitle = styled('p', {
  margin: 0,
  fontWeight: '$semibold',
  lineHeight: '$normal',
});

/** @internal */
export const AlertDescription = styled('div', {
  margin: 0,
  color: '$text',
  lineHeight: '$normal',
});

/** @internal */
export const AlertAction = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
  marginTop: '$2',
});

/** @internal */
export const AlertDismiss = styled('div', {
  flexShrink: 0,
  marginTop: '-$1',
  marginRight: '-$1',
  marginBottom: '-$1',
});
