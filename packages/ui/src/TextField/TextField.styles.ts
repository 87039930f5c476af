import { Button as RACButton, TextField as RACTextField } from 'react-aria-components';
import { fieldIconButton, FieldRoot, StyledInput } from '../Field/Field.styles';
import { styled } from '../theme/stitches.config';

/** @internal The RAC text field laid out as a field column (label, control, help). */
export const StyledTextField = styled(RACTextField, FieldRoot);

/** @internal Positions adornments (an icon, a reveal or clear button) over the input's edges. */
export const InputFrame = styled('div', {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  width: '$full',
});

/** @internal The text input: read-only reads as static, and it leaves room for adornments. */
export const TextInput = styled(StyledInput, {
  '&[readonly]': { backgroundColor: '$bgSubtle', borderColor: '$border' },
  variants: {
    start: { true: { paddingLeft: '$8' } },
    end: { true: { paddingRight: '$8' } },
  },
});

/** @internal A decorative icon at the input's start edge. */
export const StartIcon = styled('span', {
  position: 'absolute',
  left: '$3',
  display: 'inline-flex',
  color: '$textMuted',
  pointerEvents: 'none',
  '& svg': { size: '$4' },
});

/** @internal A small icon-only button inside the input's end edge (reveal, clear). */
export const EndButton = styled(RACButton, fieldIconButton, {
  position: 'absolute',
  right: '$1',
  size: '$controlSm',
  borderRadius: '$1',
});
