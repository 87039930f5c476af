import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CheckboxFieldProps as RACCheckboxFieldProps } from 'react-aria-components';
import { FieldHelp, type FieldProps } from '../Field';
import { IndicatorLine } from '../CheckboxGroup/CheckboxGroup.styles';
import { CheckboxBox, CheckboxHelp, CheckboxLabel, CheckboxRoot } from './Checkbox.styles';

export interface CheckboxProps extends Omit<RACCheckboxFieldProps, 'children' | 'className' | 'style'> {
  /** The visible label. Without one, give the checkbox an `aria-label`. */
  children?: ReactNode;
  /** Help text under the label, linked with `aria-describedby`. */
  description?: FieldProps['description'];
  /**
   * Shown when the checkbox is invalid (`isInvalid`, or failed `isRequired`/`validate`). Inside
   * a CheckboxGroup the group shows the error instead.
   */
  errorMessage?: FieldProps['errorMessage'];
}

/**
 * A checkbox with a label, optional description and error. `isIndeterminate` shows a dash
 * (for "some selected"); it is a visual state only, the next press selects.
 */
export function Checkbox({ children, description, errorMessage, ...props }: CheckboxProps) {
  return (
    <CheckboxRoot {...props}>
      <CheckboxLabel>
        {({ isSelected, isIndeterminate }) => (
          <>
            <IndicatorLine>
              <CheckboxBox aria-hidden="true">
                {isIndeterminate ? <Minus /> : isSelected ? <Check /> : null}
              </CheckboxBox>
            </IndicatorLine>
            {children != null ? <span>{children}</span> : null}
          </>
        )}
      </CheckboxLabel>
      <CheckboxHelp>
        <FieldHelp description={description} errorMessage={errorMessage} />
      </CheckboxHelp>
    </CheckboxRoot>
  );
}
