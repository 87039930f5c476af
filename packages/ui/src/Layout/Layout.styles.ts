import { Heading as RACHeading } from 'react-aria-components';
import { styled } from '../theme/stitches.config';

const gapVariant = {
  0: { gap: '$0' },
  1: { gap: '$1' },
  2: { gap: '$2' },
  3: { gap: '$3' },
  4: { gap: '$4' },
  5: { gap: '$5' },
  6: { gap: '$6' },
  7: { gap: '$7' },
  8: { gap: '$8' },
  9: { gap: '$9' },
  10: { gap: '$10' },
};

const alignVariant = {
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
  baseline: { alignItems: 'baseline' },
};

/** What Stack, Inline and Grid share: they shrink in a flex parent and may be lists without their bullets. */
const box = { minWidth: 0, margin: 0, padding: 0, listStyle: 'none' } as const;

/** @internal */
export const StyledStack = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  ...box,
  variants: { gap: gapVariant, align: alignVariant },
  defaultVariants: { gap: 4, align: 'stretch' },
});

/** @internal */
export const StyledInline = styled('div', {
  display: 'flex',
  flexDirection: 'row',
  ...box,
  variants: {
    gap: gapVariant,
    align: alignVariant,
    justify: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
    wrap: { true: { flexWrap: 'wrap' }, false: { flexWrap: 'nowrap' } },
  },
  defaultVariants: { gap: 2, align: 'center', justify: 'start', wrap: true },
});

/** @internal */
export const StyledGrid = styled('div', {
  display: 'grid',
  ...box,
  variants: { gap: gapVariant, align: alignVariant },
  defaultVariants: { gap: 4, align: 'stretch' },
});

/** @internal */
export const StyledHeading = styled(RACHeading, {
  margin: 0,
  color: '$text',
  fontFamily: '$body',
  fontWeight: '$semibold',
  lineHeight: '$tight',
  letterSpacing: '$tight',
  variants: {
    size: {
      xs: { fontSize: '$3' },
      sm: { fontSize: '$4' },
      md: { fontSize: '$5' },
      lg: { fontSize: '$7' },
      xl: { fontSize: '$8' },
    },
  },
  defaultVariants: { size: 'md' },
});

/** @internal */
export const StyledText = styled('p', {
  margin: 0,
  fontFamily: '$body',
  lineHeight: '$normal',
  variants: {
    size: {
      xs: { fontSize: '$1' },
      sm: { fontSize: '$2' },
      md: { fontSize: '$3' },
      lg: { fontSize: '$4' },
    },
    tone: {
      default: { color: '$text' },
      muted: { color: '$textMuted' },
      accent: { color: '$accentText' },
      success: { color: '$successText' },
      warning: { color: '$warningText' },
      danger: { color: '$dangerText' },
      inherit: { color: 'inherit' },
    },
    weight: {
      regular: { fontWeight: '$regular' },
      medium: { fontWeight: '$medium' },
      semibold: { fontWeight: '$semibold' },
    },
    mono: { true: { fontFamily: '$mono', fontVariantNumeric: 'tabular-nums' } },
    truncate: { true: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } },
  },
  defaultVariants: { size: 'md', tone: 'default', weight: 'regular' },
});
