import { Button as RACButton, Link as RACLink } from 'react-aria-components';
import { styled, type CSS } from '@meridian/ui/theme';

/*
 * Narrow first: below the `md` breakpoint the sidebar hides behind a menu button. The wide
 * rules apply from `md` up, and only while the root says `data-layout="responsive"`; a root
 * with `data-layout="narrow"` (the `forceNarrow` prop) keeps the narrow layout at any width.
 */
const wide = (styles: CSS): CSS => ({ '@md': { '[data-layout="responsive"] &': styles } });

/** The height of the top bar, which the narrow sidebar opens under. */
const barHeight = '$10';

/** @internal */
export const ShellRoot = styled('div', {
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateRows: 'auto 1fr',
  gridTemplateAreas: '"bar" "main"',
  minHeight: '100vh',
  backgroundColor: '$bgSubtle',
  color: '$text',
  fontFamily: '$body',
  '@md': {
    '&[data-layout="responsive"]': {
      gridTemplateColumns: '$sizes$sidebar minmax(0, 1fr)',
      gridTemplateAreas: '"sidebar bar" "sidebar main"',
    },
  },
});

/** @internal Shown only while it has focus: the first stop of the keyboard on every page. */
export const SkipLink = styled('a', {
  position: 'absolute',
  top: '$2',
  left: '$2',
  zIndex: '$tooltip',
  padding: '$2 $3',
  borderRadius: '$2',
  backgroundColor: '$surfaceRaised',
  color: '$accentText',
  fontSize: '$3',
  fontWeight: '$semibold',
  boxShadow: '$2',
  transform: 'translateY(-200%)',
  '&:focus-visible': { transform: 'none', focusRing: true },
});

/** @internal */
export const TopBar = styled('header', {
  gridArea: 'bar',
  position: 'sticky',
  top: 0,
  zIndex: '$sticky',
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: barHeight,
  px: '$4',
  backgroundColor: '$surface',
  borderBottom: '$borderWidths$thin solid $border',
  ...wide({ px: '$6' }),
});

/** @internal Parts of the top bar that only the narrow layout needs (menu button, logo). */
export const NarrowOnly = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  ...wide({ display: 'none' }),
});

/** @internal */
export const BarEnd = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  marginInlineStart: 'auto',
});

/** @internal Positions the unread count over the notifications button. */
export const NotificationsAnchor = styled('span', {
  position: 'relative',
  display: 'inline-flex',
});

/** @internal The unread count; the button's name already says it, so it is hidden from assistive technology. */
export const UnreadCount = styled('span', {
  position: 'absolute',
  top: '-$1',
  right: '-$1',
  minWidth: '$5',
  height: '$5',
  px: '$1',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: '$round',
  backgroundColor: '$dangerSolid',
  color: '$onDanger',
  fontSize: '$1',
  fontWeight: '$semibold',
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  pointerEvents: 'none',
  boxShadow: '0 0 0 $borderWidths$thick $colors$surface',
});

/** @internal The user's name beside the avatar; read but not shown in the narrow layout. */
export const UserName = styled('span', {
  position: 'absolute',
  size: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  ...wide({
    position: 'static',
    size: 'auto',
    overflow: 'visible',
    clipPath: 'none',
  }),
});

/** @internal */
export const Sidebar = styled('aside', {
  gridArea: 'sidebar',
  display: 'none',
  flexDirection: 'column',
  gap: '$4',
  boxSizing: 'border-box',
  padding: '$4',
  backgroundColor: '$surface',
  overflowY: 'auto',
  '&[data-open]': {
    display: 'flex',
    position: 'absolute',
    top: barHeight,
    bottom: 0,
    left: 0,
    zIndex: '$sidebar',
    width: '$sidebar',
    maxWidth: '$full',
    borderRight: '$borderWidths$thin solid $border',
    boxShadow: '$3',
  },
  ...wide({
    display: 'flex',
    position: 'sticky',
    top: 0,
    height: '100vh',
    borderRight: '$borderWidths$thin solid $border',
    '&[data-open]': { position: 'sticky', top: 0, boxShadow: 'none', width: 'auto' },
  }),
});

/** @internal The logo at the top of the sidebar, shown only in the wide layout (the top bar has it otherwise). */
export const SidebarLogo = styled('div', {
  display: 'none',
  px: '$2',
  py: '$1',
  ...wide({ display: 'flex' }),
});

/** @internal */
export const SwitcherTrigger = styled(RACButton, {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  width: '$full',
  minHeight: '$controlLg',
  padding: '$2',
  border: '$borderWidths$thin solid $border',
  borderRadius: '$3',
  backgroundColor: '$surface',
  color: '$text',
  fontFamily: '$body',
  fontSize: '$3',
  fontWeight: '$semibold',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  '& > svg': { size: '$iconSm', flexShrink: 0, color: '$textMuted', marginInlineStart: 'auto' },
  '&[data-hovered]': { backgroundColor: '$bgSubtle' },
  '&[data-pressed]': { backgroundColor: '$bgHover' },
  '&[data-focus-visible]': { focusRing: true },
});

/** @internal */
export const SwitcherLabel = styled('span', {
  fontSize: '$1',
  fontWeight: '$medium',
  color: '$textMuted',
});

/** @internal */
export const SwitcherName = styled('span', {
  truncate: true,
});

/** @internal Keeps the workspaces' names aligned whether or not they carry the check mark. */
export const IconSpacer = styled('span', {
  display: 'inline-block',
  width: '$4',
  flexShrink: 0,
});

/** @internal */
export const MemberCount = styled('p', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  margin: 0,
  px: '$2',
  fontSize: '$2',
  color: '$textMuted',
  '& svg': { size: '$iconSm', flexShrink: 0 },
});

/** @internal */
export const NavList = styled('ul', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  bareList: true,
});

/** @internal A navigation entry; `aria-current` marks the page (or section) being shown. */
export const NavLink = styled(RACLink, {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  minHeight: '$controlMd',
  px: '$3',
  borderRadius: '$2',
  color: '$textMuted',
  fontSize: '$3',
  fontWeight: '$medium',
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  '& svg': { size: '$iconMd', flexShrink: 0 },
  '&[data-hovered]': { backgroundColor: '$bgHover', color: '$text' },
  '&[data-pressed]': { backgroundColor: '$bgActive' },
  '&[data-focus-visible]': { focusRing: true },
  '&[aria-current]': {
    backgroundColor: '$accentSubtle',
    color: '$accentText',
    fontWeight: '$semibold',
  },
});

/** @internal */
export const NavIcon = styled('span', { display: 'contents' });

/** @internal The copyright line at the foot of the sidebar. */
export const SidebarFooter = styled('p', {
  marginTop: 'auto',
  marginBottom: 0,
  px: '$2',
  paddingTop: '$4',
  fontSize: '$1',
  color: '$textMuted',
});

/** @internal */
export const Main = styled('main', {
  gridArea: 'main',
  minWidth: 0,
  padding: '$6 $4',
  outline: 'none',
  ...wide({ padding: '$7 $8' }),
});

/** @internal */
export const MainInner = styled('div', {
  maxWidth: '$content',
  marginInline: 'auto',
});
