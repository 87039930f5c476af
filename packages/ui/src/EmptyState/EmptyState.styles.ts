import { styled } from '../theme/stitches.config';

/** @internal */
export const EmptyStateRoot = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: '$3',
  px: '$6',
  py: '$9',
  color: '$text',
  variants: {
    size: {
      sm: { py: '$6', gap: '$2' },
      md: {},
    },
  },
  defaultVariants: { size: 'md' },
});

/** @internal */
export const EmptyStateIcon = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  size: '$9',
  borderRadius: '$round',
  backgroundColor: '$accentSubtle',
  color: '$accentText',
  '& svg': { size: '$6' },
});

/** @internal */
export const EmptyStateTitle = styled('h2', {
  margin: 0,
  fontSize: '$5',
  fontWeight: '$semibold',
  lineHeight: '$tight',
});

/** @internal */
export const EmptyStateDescription = styled('p', {
  margin: 0,
  maxWidth: '$dialogSm',
  fontSize: '$3',
  color: '$textMuted',
});

/** @internal */
export const EmptyStateActions = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: '$2',
  marginTop: '$2',
});
