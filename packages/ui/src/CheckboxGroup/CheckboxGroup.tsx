import type { ReactNode } from 'react';
import type { CheckboxGroupProps as RACCheckboxGroupProps } from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldProps } from '../Field';
import { ChoiceGroupOptions, StyledCheckboxGroup } from './CheckboxGroup.styles';

export interface CheckboxGroupProps
  extends Omit<RACCheckboxGroupProps, 'children' | 'className' | 'style'>, FieldProps {
  /** `vertical` (default) stacks the checkboxes; `horizontal` puts them in a wrapping row. */
  orientation?: 'vertical' | 'horizontal';
  /** `Checkbox` elements, each with a `value`. */
  children: ReactNode;
}

/**
 * A labelled group of checkboxes whose value is the list of selected `value`s. The group, not
 * each checkbox, shows the description and the error.
 */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  children,
  ...props
}: CheckboxGroupProps) {
  return (
    <StyledCheckboxGroup {...props} data-orientation={orientation}>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <ChoiceGroupOptions orientation={orientation}>{children}</ChoiceGroupOptions>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </StyledCheckboxGroup>
  );
}
