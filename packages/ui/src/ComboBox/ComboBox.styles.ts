import { Button as RACButton, Group as RACGroup, Input as RACInput } from 'react-aria-components';
import { controlStyles } from '../Field/Field.styles';
import { styled } from '../theme/stitches.config';

/** @internal The input and its button, framed as one control. */
export const ComboBoxGroup = styled(RACGroup, controlStyles, {
  display: 'flex',
  alignItems: 'center',
  paddingRight: '$1',
});

/** @internal */
export const ComboBoxInput = styled(RACInput, {
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  padding: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
  '&::placeholder': { color: '$textMuted', opacity: 1 },
  '&[data-disabled]': { cursor: 'not-allowed' },
});

/** @internal The chevron that opens the full list. */
export const ComboBoxButton = styled(RACButton, {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  size: '$7',
  padding: 0,
  border: 'none',
  borderRadius: '$1',
  background: 'transparent',
  color: '$textMuted',
  cursor: 'pointer',
  '& svg': { size: '$4' },
  '&[data-hovered]': { backgroundColor: '$bgHover', color: '$text' },
  '&[data-focus-visible]': { focusRing: true },
  '&[data-disabled]': { cursor: 'not-allowed' },
});
