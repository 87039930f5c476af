import { Link as RACLink } from 'react-aria-components';
import { styled } from '../theme/stitches.config';
import { descriptionText } from '../theme/fragments';

/** @internal */
export const CardRoot = styled('section', {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  backgroundColor: '$surface',
  color: '$text',
  border: '$borderWidths$thin solid $border',
  borderRadius: '$4',
  boxShadow: '$1',
  variants: {
    interactive: {
      true: {
        transition: 'border-color $fast, box-shadow $fast',
        '&:hover': { borderColor: '$borderStrong', boxShadow: '$2' },
        // The stretched link draws the focus ring around the whole card.
        '&:has([data-card-link][data-focus-visible])': { focusRing: true },
      },
    },
  },
});

/** @internal */
export const CardHeader = styled('div', {
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: '$3',
  px: '$5',
  paddingTop: '$5',
  '&:last-child': { paddingBottom: '$5' },
});

/** @internal */
export const CardHeading = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  minWidth: 0,
  flex: '1 1 auto',
});

/** @internal */
export const CardTitle = styled('h2', {
  margin: 0,
  fontSize: '$5',
  fontWeight: '$semibold',
  lineHeight: '$tight',
  color: '$text',
});

/** @internal */
export const CardDescription = styled('p', descriptionText);

/** @internal Actions sit above the stretched link so that they stay pressable. */
export const CardActions = styled('div', {
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  flexShrink: 0,
});

/** @internal */
export const CardBody = styled('div', {
  flex: '1 1 auto',
  minWidth: 0,
  variants: {
    padding: {
      none: { padding: 0, '&:not(:first-child)': { marginTop: '$4' } },
      sm: { padding: '$3' },
      md: { padding: '$5', '&:not(:first-child)': { paddingTop: '$4' } },
    },
  },
  defaultVariants: { padding: 'md' },
});

/** @internal */
export const CardFooter = styled('div', {
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: '$2',
  px: '$5',
  py: '$4',
  borderTop: '$borderWidths$thin solid $border',
  // Right under the header (a card without a body), the header keeps its space above the rule.
  [`${CardHeader} + &`]: { marginTop: '$5' },
  backgroundColor: '$bgSubtle',
  borderBottomLeftRadius: '$4',
  borderBottomRightRadius: '$4',
});

/** @internal The title's link covers the card, so the whole surface is one target with one name. */
export const CardLink = styled(RACLink, {
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: '$4' },
  '&[data-hovered]': { textDecoration: 'underline' },
});
