import {
  RadioButton as RACRadioButton,
  RadioField as RACRadioField,
  RadioGroup as RACRadioGroup,
} from 'react-aria-components';
import { choiceFieldRoot, choiceGroupRoot, choiceLabel } from '../CheckboxGroup/CheckboxGroup.styles';
import { styled } from '../theme/stitches.config';

/** @internal */
export const StyledRadioGroup = styled(RACRadioGroup, choiceGroupRoot);

/** @internal */
export const RadioRoot = styled(RACRadioField, choiceFieldRoot);

/** @internal The round indicator; ChoiceCards reuses it. */
export const RadioCircle = styled('span', {
  boxSizing: 'border-box',
  display: 'inline-flex',
  flexShrink: 0,
  size: '$4',
  borderRadius: '$round',
  border: '$borderWidths$thin solid $borderStrong',
  backgroundColor: '$surface',
  transition: 'background-color $fast, border-color $fast, box-shadow $fast',
  // The dot: a disc scaled down, so that it stays centred at any size.
  '&::after': {
    content: '""',
    flex: 1,
    borderRadius: '$round',
    backgroundColor: '$onAccent',
    transform: 'scale(0)',
    transition: 'transform $fast',
  },
});

/** @internal */
export const RadioLabel = styled(RACRadioButton, choiceLabel, {
  [`&[data-hovered] ${RadioCircle}`]: { borderColor: '$borderHover' },
  [`&[data-selected] ${RadioCircle}`]: {
    backgroundColor: '$accentSolid',
    borderColor: '$accentSolid',
    '&::after': { transform: 'scale(0.4)' },
  },
  [`&[data-invalid] ${RadioCircle}`]: { borderColor: '$dangerText' },
  [`&[data-invalid][data-selected] ${RadioCircle}`]: { backgroundColor: '$dangerSolid', borderColor: '$dangerSolid' },
  [`&[data-focus-visible] ${RadioCircle}`]: { focusRing: true },
});

/** @internal A radio's own description, aligned with its label text. */
export const RadioHelp = styled('div', {
  paddingLeft: '$6',
});
