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
 * What a group of choices (checkboxes or radios) shows inside its root: its label, its options in
 * a column or a wrapping row, then its description or its error, which the group, not each
 * choice, carries.
 * @internal
 */
export function ChoiceGroupContent({
  orientation,
  ...field
}: Pick<CheckboxGroupProps, 'label' | 'description' | 'errorMessage' | 'children'> & {
  orientation: NonNullable<CheckboxGroupProps['orientation']>;
}) {
  return (
    <>
      {field.label ? <FieldLabel>{field.label}</FieldLabel> : null}
      <ChoiceGroupOptions orientation={orientation}>{field.children}</ChoiceGroupOptions>
      <FieldHelp description={field.description} errorMessage={field.errorMessage} />
    </>
  );
}

/**
 * A labelled group of checkboxes whose value is the list of selected `value`s. The group, not
 * each checkbox, shows the description and the error.
 */
export function CheckboxGroup({ orientation = 'vertical', ...props }: CheckboxGroupProps) {
  const { label, description, errorMessage, children, ...group } = props;
  const field = { label, description, errorMessage, children };
  return (
    <StyledCheckboxGroup {...group} data-orientation={orientation}>
      <ChoiceGroupContent orientation={orientation} {...field} />
    </StyledCheckboxGroup>
  );
}
