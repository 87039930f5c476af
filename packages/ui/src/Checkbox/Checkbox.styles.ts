import { CheckboxButton as RACCheckboxButton, CheckboxField as RACCheckboxField } from 'react-aria-components';
import { choiceFieldRoot, choiceLabel } from '../CheckboxGroup/CheckboxGroup.styles';
import { styled } from '../theme/stitches.config';

/** @internal */
export const CheckboxRoot = styled(RACCheckboxField, choiceFieldRoot);

/**
 * @internal The square indicator; ChoiceCards reuses it so that a checkbox card shows the
 * same mark as a checkbox.
 */
export const CheckboxBox = styled('span', {
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  size: '$4',
  borderRadius: '$1',
  border: '$borderWidths$thin solid $borderStrong',
  backgroundColor: '$surface',
  color: '$onAccent',
  transition: 'background-color $fast, border-color $fast, box-shadow $fast',
  '& svg': { size: '$3', strokeWidth: 3 },
});

/** @internal The clickable label: indicator and text. */
export const CheckboxLabel = styled(RACCheckboxButton, choiceLabel, {
  [`&[data-hovered] ${CheckboxBox}`]: { borderColor: '$borderHover' },
  [`&[data-selected] ${CheckboxBox}, &[data-indeterminate] ${CheckboxBox}`]: {
    backgroundColor: '$accentSolid',
    borderColor: '$accentSolid',
  },
  [`&[data-invalid] ${CheckboxBox}`]: { borderColor: '$dangerText' },
  [`&[data-invalid][data-selected] ${CheckboxBox}, &[data-invalid][data-indeterminate] ${CheckboxBox}`]: {
    backgroundColor: '$dangerSolid',
    borderColor: '$dangerSolid',
  },
  [`&[data-focus-visible] ${CheckboxBox}`]: { focusRing: true },
});

/** @internal Description and error, aligned with the label text rather than the box. */
export const CheckboxHelp = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  paddingLeft: '$6',
  '&:empty': { display: 'none' },
});
