import { styled } from '../theme/stitches.config';
import { sizeVariants, subtleFill } from '../theme/fragments';

/** The initials' font size at each avatar size. */
const initialsFontSize = { xs: '$1', sm: '$2', md: '$3', lg: '$4', xl: '$6' } as const;

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
  '& svg': { size: '60%' },
  variants: {
    size: sizeVariants((box, size) => ({ size: box, fontSize: initialsFontSize[size] })),
    // Initials take one of a few hues picked from the name, so neighbours differ: each a tone's quiet fill.
    tone: {
      neutral: { backgroundColor: '$bgActive', color: '$textMuted' },
      brand: subtleFill('accent'),
      green: subtleFill('success'),
      amber: subtleFill('warning'),
      red: subtleFill('danger'),
      blue: subtleFill('info'),
    },
  },
  defaultVariants: { size: 'md', tone: 'neutral' },
});

/** @internal */
export const AvatarImage = styled('img', {
  display: 'block',
  size: '$full',
  objectFit: 'cover',
});
