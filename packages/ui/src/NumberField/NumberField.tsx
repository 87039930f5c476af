import { Minus, Plus } from 'lucide-react';
import { I18nProvider, type NumberFieldProps as RACNumberFieldProps } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { FieldHelp, FieldLabel, type FieldProps } from '../Field';
import { useValidationMessage } from '../Form/useValidationMessage';
import { NumberGroup, NumberInput, StepperButton, StyledNumberField } from './NumberField.styles';

export interface NumberFieldProps
  extends Omit<RACNumberFieldProps, 'className' | 'style' | 'children' | 'render'>, FieldProps {
  /** Example text shown while empty. */
  placeholder?: string;
  /** Stretch to the container's width instead of the standard field width. */
  fullWidth?: boolean;
  /** Leave out the decrement and increment buttons (for amounts, where stepping means little). */
  hideStepper?: boolean;
}

/**
 * A number input that parses and formats in the interface language (`formatOptions` for
 * percentages, units or currencies), with decrement and increment buttons, arrow keys and
 * `minValue` / `maxValue` / `step`. The value is a number (`NaN` when empty).
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  fullWidth,
  hideStepper = false,
  ...props
}: NumberFieldProps) {
  const intl = useIntl();
  const error = useValidationMessage(errorMessage);
  // RAC parses, formats and names the stepper buttons in its own locale: follow react-intl's.
  return (
    <I18nProvider locale={intl.locale}>
      <StyledNumberField {...props} fullWidth={fullWidth ? true : undefined}>
        {label ? <FieldLabel>{label}</FieldLabel> : null}
        <NumberGroup>
          <NumberInput placeholder={placeholder} />
          {hideStepper ? null : (
            <>
              <StepperButton slot="decrement">
                <Minus aria-hidden />
              </StepperButton>
              <StepperButton slot="increment">
                <Plus aria-hidden />
              </StepperButton>
            </>
          )}
        </NumberGroup>
        <FieldHelp description={description} errorMessage={error} />
      </StyledNumberField>
    </I18nProvider>
  );
}
