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
      neutral: { backgroundColor: '$gray4', color: '$gray11' },
      brand: { backgroundColor: '$brand3', color: '$brand11' },
      green: { backgroundColor: '$green3', color: '$green11' },
      amber: { backgroundColor: '$amber3', color: '$amber11' },
      red: { backgroundColor: '$red3', color: '$red11' },
      blue: { backgroundColor: '$blue3', color: '$blue11' },
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
