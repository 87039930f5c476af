import { Tab as RACTab, TabPanel as RACTabPanel, Tabs as RACTabs } from 'react-aria-components';
import { css, styled } from '../theme/stitches.config';

/** @internal */
export const StyledTabs = styled(RACTabs, {
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  minWidth: 0,
});

/** @internal Applied as a class: RAC's `TabList` is generic, which `styled` would erase. */
export const tabListStyles = css({
  display: 'flex',
  gap: '$1',
  borderBottom: '$borderWidths$thin solid $border',
  overflowX: 'auto',
});

/** @internal */
export const StyledTab = styled(RACTab, {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  height: '$controlMd',
  px: '$3',
  fontSize: '$3',
  fontWeight: '$medium',
  color: '$textMuted',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: '$2 $2 0 0',
  transition: 'color $fast, background-color $fast',
  '&::after': {
    content: '""',
    position: 'absolute',
    left: '$2',
    right: '$2',
    // Over the list's bottom border, a selected tab's line is a thick border.
    bottom: 'calc(-1 * $borderWidths$thin)',
    height: '$borderWidths$thick',
    borderRadius: '$round',
    backgroundColor: 'transparent',
  },
  '&[data-hovered]': { color: '$text', backgroundColor: '$bgSubtle' },
  '&[data-selected]': { color: '$accentText' },
  '&[data-selected]::after': { backgroundColor: '$accentSolid' },
  '&[data-focus-visible]': { focusRing: true },
  '&[data-disabled]': { color: '$textMuted', opacity: 0.55, cursor: 'not-allowed', backgroundColor: 'transparent' },
});

/** @internal */
export const StyledTabPanel = styled(RACTabPanel, {
  outline: 'none',
  borderRadius: '$2',
  '&[data-focus-visible]': { focusRing: true },
});
