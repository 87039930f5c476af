import type { ReactNode } from 'react';
import type {
  RadioFieldProps as RACRadioFieldProps,
  RadioGroupProps as RACRadioGroupProps,
} from 'react-aria-components';
import { ChoiceGroupContent } from '../CheckboxGroup/CheckboxGroup';
import { IndicatorLine } from '../CheckboxGroup/CheckboxGroup.styles';
import { FieldDescription, type FieldProps } from '../Field';
import { RadioCircle, RadioHelp, RadioLabel, RadioRoot, StyledRadioGroup } from './RadioGroup.styles';

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children' | 'className' | 'style'>, FieldProps {
  /** `vertical` (default) stacks the radios; `horizontal` puts them in a wrapping row. */
  orientation?: 'vertical' | 'horizontal';
  /** `Radio` elements, each with a `value`. */
  children: ReactNode;
}

/**
 * A labelled group of mutually exclusive options: Tab enters the group at the selected radio,
 * the arrow keys move and select.
 */
export function RadioGroup({ orientation = 'vertical', ...props }: RadioGroupProps) {
  const { label, description, errorMessage, children, ...group } = props;
  const field = { label, description, errorMessage, children };
  return (
    <StyledRadioGroup {...group} orientation={orientation}>
      <ChoiceGroupContent orientation={orientation} {...field} />
    </StyledRadioGroup>
  );
}

export interface RadioProps extends Omit<RACRadioFieldProps, 'children' | 'className' | 'style'> {
  /** The visible label. */
  children: ReactNode;
  /** Help text under this option, linked with `aria-describedby`. */
  description?: ReactNode;
}

/** One option of a RadioGroup. */
export function Radio({ children, description, ...props }: RadioProps) {
  return (
    <RadioRoot {...props}>
      <RadioLabel>
        <IndicatorLine>
          <RadioCircle aria-hidden="true" />
        </IndicatorLine>
        <span>{children}</span>
      </RadioLabel>
      {description ? (
        <RadioHelp>
          <FieldDescription>{description}</FieldDescription>
        </RadioHelp>
      ) : null}
    </RadioRoot>
  );
}
