import {
  Button as RACButton,
  Disclosure as RACDisclosure,
  DisclosureGroup as RACDisclosureGroup,
  DisclosurePanel as RACDisclosurePanel,
  Heading as RACHeading,
} from 'react-aria-components';
import { styled } from '@meridian/ui/theme';

/** @internal The page's column inside the app's content area. */
export const Page = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$7',
  color: '$text',
  fontFamily: '$body',
});

/** @internal The search field and the count of its results, under the page's heading. */
export const HelpSearch = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  maxWidth: '$dialogLg',
});

/** @internal */
export const ArticleTitle = styled('h4', {
  margin: 0,
  fontSize: '$3',
  fontWeight: '$semibold',
  lineHeight: '$tight',
});

/** @internal A category's title with its icon before it. */
export const CategoryTitle = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$3',
});

/** @internal The category's icon beside its title. */
export const CategoryIcon = styled('span', {
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  size: '$8',
  borderRadius: '$3',
  backgroundColor: '$accentSubtle',
  color: '$accentText',
  '& svg': { size: '$5' },
});

/** @internal The questions, one bordered list. */
export const FaqGroup = styled(RACDisclosureGroup, {
  display: 'flex',
  flexDirection: 'column',
  maxWidth: '$dialogLg',
  border: '$borderWidths$thin solid $border',
  borderRadius: '$4',
  backgroundColor: '$surface',
  overflow: 'hidden',
});

/** @internal One question and its answer. */
export const FaqItem = styled(RACDisclosure, {
  borderTop: '$borderWidths$thin solid $border',
  '&:first-child': { borderTop: 'none' },
  '&[data-expanded] [data-chevron]': { transform: 'rotate(180deg)' },
});

/** @internal */
export const FaqHeading = styled(RACHeading, {
  margin: 0,
  fontSize: '$4',
  fontWeight: '$semibold',
  lineHeight: '$tight',
});

/** @internal The question: a full-width button that shows or hides the answer. */
export const FaqTrigger = styled(RACButton, {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  width: '$full',
  padding: '$4 $5',
  border: 'none',
  backgroundColor: 'transparent',
  color: '$text',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  '&[data-hovered]': { backgroundColor: '$bgSubtle' },
  '&[data-focus-visible]': { focusRing: true, position: 'relative' },
  '& [data-chevron]': {
    flexShrink: 0,
    size: '$5',
    color: '$textMuted',
    transition: 'transform $fast',
    '@reducedMotion': { transition: 'none' },
  },
});

/** @internal */
export const FaqPanel = styled(RACDisclosurePanel, {
  px: '$5',
  '& > p': { margin: 0, paddingBottom: '$4', fontSize: '$3', lineHeight: '$normal', color: '$textMuted' },
});

/** @internal The tiers and their limits. */
export const TierTable = styled('div', {
  maxWidth: '$dialogLg',
  // The way to reach a tier is the muted part of its row.
  '& td:last-child': { color: '$textMuted' },
});

/** @internal */
export const ContactItem = styled('li', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$3',
  '& > svg': { flexShrink: 0, size: '$5', marginTop: '2px', color: '$accentText' },
});

/** @internal */
export const ContactText = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '$1',
  minWidth: 0,
});

/** @internal The live region that says how many results the search found. */
export const ResultsSummary = styled('p', {
  margin: 0,
  fontSize: '$3',
  color: '$textMuted',
  '&:empty': { display: 'none' },
});
