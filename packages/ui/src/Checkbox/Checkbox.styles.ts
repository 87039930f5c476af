import { CheckboxButton as RACCheckboxButton, CheckboxField as RACCheckboxField } from 'react-aria-components';
import { styled } from '../theme/stitches.config';

/** @internal */
export const CheckboxRoot = styled(RACCheckboxField, {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  minWidth: 0,
});

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
  width: '$4',
  height: '$4',
  borderRadius: '$1',
  border: '$borderWidths$thin solid $borderStrong',
  backgroundColor: '$surface',
  color: '$onAccent',
  transition: 'background-color $fast, border-color $fast, box-shadow $fast',
  '& svg': { width: '$3', height: '$3', strokeWidth: 3 },
});

/** @internal Centres the indicator on the label's first line, however many lines the label takes. */
export const CheckboxBoxLine = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  height: '1lh',
  flexShrink: 0,
});

/** @internal The clickable label: indicator and text. */
export const CheckboxLabel = styled(RACCheckboxButton, {
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: '$2',
  alignSelf: 'flex-start',
  fontSize: '$3',
  lineHeight: '$normal',
  color: '$text',
  cursor: 'pointer',
  userSelect: 'none',
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
  '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
});

/** @internal Description and error, aligned with the label text rather than the box. */
export const CheckboxHelp = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  paddingLeft: '$6',
  '&:empty': { display: 'none' },
});
