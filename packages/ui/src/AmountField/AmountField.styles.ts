import { TextField as RACTextField } from 'react-aria-components';
import { FieldRoot } from '../Field/Field.styles';
import { styled } from '../theme/stitches.config';

/** @internal The RAC text field holding an amount, laid out as a field column (label, control, help). */
export const StyledAmountField = styled(RACTextField, FieldRoot);
