import {
  Button as RACButton,
  Group as RACGroup,
  Input as RACInput,
  NumberField as RACNumberField,
} from 'react-aria-components';
import { controlStyles, fieldIconButton, FieldRoot } from '../Field/Field.styles';
import { styled } from '../theme/stitches.config';

/** @internal */
export const StyledNumberField = styled(RACNumberField, FieldRoot);

/**
 * @internal The bordered box holding the input and the stepper buttons. The field root
 * carries the invalid, disabled and read-only states, so the group reads them from there.
 */
export const NumberGroup = styled(RACGroup, controlStyles, {
  display: 'flex',
  alignItems: 'stretch',
  px: 0,
  overflow: 'hidden',
  '[data-invalid] > &': { borderColor: '$dangerText' },
  '[data-invalid] > &[data-focus-within]': { boxShadow: '0 0 0 $borderWidths$thin $colors$dangerText' },
  '[data-disabled] > &': { opacity: 0.55, cursor: 'not-allowed', backgroundColor: '$bgSubtle' },
  '[data-readonly] > &': { backgroundColor: '$bgSubtle', borderColor: '$border' },
});

/** @internal */
export const NumberInput = styled(RACInput, {
  flex: 1,
  minWidth: 0,
  px: '$3',
  border: 'none',
  outline: 'none',
  background: 'transparent',
  fontFamily: '$body',
  fontSize: '$3',
  color: '$text',
  fontVariantNumeric: 'tabular-nums',
  '&::placeholder': { color: '$textMuted', opacity: 1 },
  '&[data-disabled]': { cursor: 'not-allowed' },
});

/** @internal A stepper button (decrement, increment) at the group's end. */
export const StepperButton = styled(RACButton, fieldIconButton, {
  width: '$8',
  flexShrink: 0,
  borderLeft: '$borderWidths$thin solid $border',
});
