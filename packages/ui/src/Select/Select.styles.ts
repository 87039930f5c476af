import {
  Button as RACButton,
  ListBoxItem as RACListBoxItem,
  Popover as RACPopover,
  SelectValue as RACSelectValue,
  Text,
} from 'react-aria-components';
import { controlStyles } from '../Field/Field.styles';
import { css, styled } from '../theme/stitches.config';
import { raisedSurface } from '../theme/fragments';

/** @internal The closed select: the current value and a chevron. */
export const SelectTrigger = styled(RACButton, controlStyles, {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  py: '$1',
  textAlign: 'start',
  cursor: 'pointer',
  '& > svg': { size: '$4', flexShrink: 0, color: '$textMuted' },
  '[data-open] > &': { borderColor: '$accentSolid', boxShadow: '0 0 0 $borderWidths$thin $colors$accentSolid' },
  '[data-invalid] > &': { borderColor: '$dangerText' },
  '[data-invalid] > &[data-focused], [data-invalid][data-open] > &': {
    boxShadow: '0 0 0 $borderWidths$thin $colors$dangerText',
  },
  '[data-disabled] > &': { opacity: 0.55, cursor: 'not-allowed', backgroundColor: '$bgSubtle' },
});

/** @internal */
export const StyledSelectValue = styled(RACSelectValue, {
  flex: 1,
  minWidth: 0,
  truncate: true,
  '&[data-placeholder]': { color: '$textMuted' },
});

/** @internal The floating list's frame, shared by Select and ComboBox. */
export const ListPopover = styled(RACPopover, {
  boxSizing: 'border-box',
  width: 'var(--trigger-width)',
  minWidth: '$10',
  overflow: 'auto',
  padding: '$1',
  fontFamily: '$body',
  fontSize: '$3',
  ...raisedSurface,
  borderRadius: '$2',
  boxShadow: '$2',
  zIndex: '$popover',
  outline: 'none',
});

/** @internal A class, not a styled component: ListBox is generic over its items, which styled() would erase. */
export const listBoxStyles = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1px',
  outline: 'none',
});

/** @internal */
export const ListOption = styled(RACListBoxItem, {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  px: '$3',
  py: '$2',
  borderRadius: '$1',
  cursor: 'pointer',
  outline: 'none',
  '& > svg': { size: '$4', flexShrink: 0, color: '$accentText' },
  '&[data-hovered], &[data-focused]': { backgroundColor: '$bgHover' },
  '&[data-focus-visible]': { boxShadow: 'inset 0 0 0 $borderWidths$thick $colors$focusRing' },
  '&[data-selected]': { fontWeight: '$medium' },
  '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
});

/** @internal An option's name: its label and description. */
export const OptionText = styled(Text, {
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
});

/** @internal */
export const OptionLabel = styled('span', { display: 'block' });

/** @internal */
export const OptionDescription = styled('span', {
  display: 'block',
  fontSize: '$2',
  fontWeight: '$regular',
  color: '$textMuted',
});

/** @internal What an empty list says (ComboBox with no match). */
export const ListEmptyState = styled('div', {
  px: '$3',
  py: '$2',
  color: '$textMuted',
  fontStyle: 'italic',
});
