import { Link as RACLink } from 'react-aria-components';
import { styled } from '@meridian/ui/theme';

/** @internal The panel: a header, then the list that scrolls. */
export const PanelRoot = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  // At most what holds it: the bell's popover is as wide as the window allows (DefaultLayoutNotifications).
  width: 'min(24rem, 100%)',
  maxHeight: 'min(32rem, calc(100vh - 6rem))',
});

/** @internal The heading and "Mark all as read". */
export const PanelHeader = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  // A long "Mark all as read" (Spanish, Portuguese) goes under the heading rather than out of the panel.
  flexWrap: 'wrap',
  gap: '$2',
  padding: '$3 $4',
  borderBottom: '$borderWidths$thin solid $border',
});

/** @internal What scrolls: the list, its states and "Load more". */
export const PanelBody = styled('div', {
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
});

/** @internal Loading, empty and failure messages. */
export const PanelState = styled('div', {
  padding: '$4',
});

/** @internal The notifications. */
export const ItemList = styled('ul', {
  bareList: true,
});

/** @internal One notification: a link to its page. */
export const ItemLink = styled(RACLink, {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: '$3',
  padding: '$3 $4',
  color: '$text',
  textDecoration: 'none',
  borderBottom: '$borderWidths$thin solid $border',
  cursor: 'pointer',
  outline: 'none',
  '&[data-hovered]': { backgroundColor: '$bgHover' },
  '&[data-pressed]': { backgroundColor: '$bgActive' },
  '&[data-focus-visible]': { boxShadow: 'inset 0 0 0 $borderWidths$thick $colors$focusRing' },
  variants: {
    unread: {
      true: { backgroundColor: '$accentSubtle' },
      false: {},
    },
  },
});

/** @internal The type's icon. */
export const ItemIcon = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  size: '$8',
  borderRadius: '$round',
  backgroundColor: '$bgSubtle',
  color: '$textMuted',
  '& svg': { size: '$iconSm' },
});

/** @internal The sentence, its detail and its time. */
export const ItemText = styled('span', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  minWidth: 0,
  fontSize: '$2',
  lineHeight: '$normal',
  overflowWrap: 'anywhere',
  variants: {
    unread: {
      true: { fontWeight: '$semibold' },
      false: {},
    },
  },
});

/** @internal The detail line and the time, muted. */
export const ItemMeta = styled('span', {
  color: '$textMuted',
  fontSize: '$1',
  fontWeight: '$regular',
});

/** @internal The unread dot (its meaning is also said in words, hidden). */
export const UnreadDot = styled('span', {
  size: '$2',
  marginTop: '$2',
  borderRadius: '$round',
  backgroundColor: '$accentSolid',
});

/** @internal "Load more" and its failure. */
export const PanelFooter = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: '$3',
  padding: '$3 $4',
});
