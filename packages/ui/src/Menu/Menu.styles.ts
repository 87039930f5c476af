import { Header as RACHeader, MenuItem as RACMenuItem, Separator as RACSeparator } from 'react-aria-components';
import { css, styled } from '../theme/stitches.config';

/** @internal Applied as a class: RAC's `Menu` is generic, which `styled` would erase. */
export const menuStyles = css({
  boxSizing: 'border-box',
  minWidth: '180px',
  maxHeight: 'inherit',
  overflowY: 'auto',
  padding: '$1',
  outline: 'none',
});

/** @internal */
export const StyledMenuItem = styled(RACMenuItem, {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '$controlSm',
  px: '$2',
  borderRadius: '$2',
  fontSize: '$3',
  color: '$text',
  // Items that are links look like the others.
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  '& svg': { size: '$iconSm', flexShrink: 0, color: '$textMuted' },
  '&[data-focused]': { backgroundColor: '$bgHover' },
  '&[data-pressed]': { backgroundColor: '$bgActive' },
  '&[data-focus-visible]': { boxShadow: 'inset 0 0 0 $borderWidths$thick $colors$focusRing' },
  '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  variants: {
    tone: {
      neutral: {},
      danger: {
        color: '$dangerText',
        '& svg': { color: '$dangerText' },
        '&[data-focused]': { backgroundColor: '$dangerSubtle' },
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

/** @internal */
export const menuSectionStyles = css({
  display: 'flex',
  flexDirection: 'column',
});

/** @internal */
export const StyledMenuHeader = styled(RACHeader, {
  px: '$2',
  paddingTop: '$2',
  paddingBottom: '$1',
  fontSize: '$1',
  fontWeight: '$semibold',
  color: '$textMuted',
  textTransform: 'uppercase',
  letterSpacing: '$wide',
});

/** @internal */
export const StyledMenuSeparator = styled(RACSeparator, {
  height: '$borderWidths$thin',
  margin: '$1 -$1',
  border: 'none',
  backgroundColor: '$border',
});
