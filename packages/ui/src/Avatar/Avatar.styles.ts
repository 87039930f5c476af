import { styled } from '../theme/stitches.config';

/** @internal */
export const AvatarRoot = styled('span', {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: '$round',
  fontFamily: '$body',
  fontWeight: '$semibold',
  lineHeight: 1,
  userSelect: 'none',
  verticalAlign: 'middle',
  '& svg': { width: '60%', height: '60%' },
  variants: {
    size: {
      xs: { width: '$6', height: '$6', fontSize: '$1' },
      sm: { width: '$7', height: '$7', fontSize: '$2' },
      md: { width: '$8', height: '$8', fontSize: '$3' },
      lg: { width: '$9', height: '$9', fontSize: '$4' },
      xl: { width: '$10', height: '$10', fontSize: '$6' },
    },
    // Initials take one of a few tones picked from the name, so neighbours differ.
    tone: {
      neutral: { backgroundColor: '$bgActive', color: '$textMuted' },
      brand: { backgroundColor: '$accentSubtle', color: '$accentText' },
      green: { backgroundColor: '$successSubtle', color: '$successText' },
      amber: { backgroundColor: '$warningSubtle', color: '$warningText' },
      red: { backgroundColor: '$dangerSubtle', color: '$dangerText' },
      blue: { backgroundColor: '$infoSubtle', color: '$infoText' },
    },
  },
  defaultVariants: { size: 'md', tone: 'neutral' },
});

/** @internal */
export const AvatarImage = styled('img', {
  display: 'block',
  width: '$full',
  height: '$full',
  objectFit: 'cover',
});
