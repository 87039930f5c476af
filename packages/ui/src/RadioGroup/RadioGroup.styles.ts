import {
  RadioButton as RACRadioButton,
  RadioField as RACRadioField,
  RadioGroup as RACRadioGroup,
} from 'react-aria-components';
import { choiceGroupRoot } from '../CheckboxGroup/CheckboxGroup.styles';
import { styled } from '../theme/stitches.config';

/** @internal */
export const StyledRadioGroup = styled(RACRadioGroup, choiceGroupRoot);

/** @internal */
export const RadioRoot = styled(RACRadioField, {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  minWidth: 0,
});

/** @internal The round indicator; ChoiceCards reuses it. */
export const RadioCircle = styled('span', {
  boxSizing: 'border-box',
  display: 'inline-flex',
  flexShrink: 0,
  width: '$4',
  height: '$4',
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

/** @internal Centres the indicator on the label's first line. */
export const RadioCircleLine = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  height: '1lh',
  flexShrink: 0,
});

/** @internal */
export const RadioLabel = styled(RACRadioButton, {
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: '$2',
  alignSelf: 'flex-start',
  fontSize: '$3',
  lineHeight: '$normal',
  color: '$text',
  cursor: 'pointer',
  userSelect: 'none',
  [`&[data-hovered] ${RadioCircle}`]: { borderColor: '$borderHover' },
  [`&[data-selected] ${RadioCircle}`]: {
    backgroundColor: '$accentSolid',
    borderColor: '$accentSolid',
    '&::after': { transform: 'scale(0.4)' },
  },
  [`&[data-invalid] ${RadioCircle}`]: { borderColor: '$dangerText' },
  [`&[data-invalid][data-selected] ${RadioCircle}`]: { backgroundColor: '$dangerSolid', borderColor: '$dangerSolid' },
  [`&[data-focus-visible] ${RadioCircle}`]: { focusRing: true },
  '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
});

/** @internal A radio's own description, aligned with its label text. */
export const RadioHelp = styled('div', {
  paddingLeft: '$6',
});
