import { Minus, Plus } from 'lucide-react';
import { useContext, useEffect, useRef } from 'react';
import {
  I18nProvider,
  NumberFieldStateContext,
  type NumberFieldProps as RACNumberFieldProps,
} from 'react-aria-components';
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
  /**
   * The text the field starts with instead of the formatted value (what a form's draft kept of
   * a field being typed in before a reload): read at once, as leaving the field would have.
   */
  defaultText?: string;
  /** Told the field's text on every change: each keystroke, and its formatting once read. */
  onTextChange?: (text: string) => void;
}

/** Inside the field: reads `defaultText` when it opens, and tells `onTextChange` of each change of its text. */
function TypedText({ defaultText, onTextChange }: Pick<NumberFieldProps, 'defaultText' | 'onTextChange'>) {
  const state = useContext(NumberFieldStateContext);
  const started = useRef(false);
  const report = useRef(onTextChange);
  useEffect(() => {
    report.current = onTextChange;
  });
  const text = state?.inputValue;
  useEffect(() => {
    if (!started.current) {
      started.current = true;
      // Read at once, as leaving the field would have.
      if (defaultText !== undefined && defaultText !== text) {
        state?.commit(defaultText);
        return;
      }
    }
    if (text !== undefined) report.current?.(text);
  }, [text, state, defaultText]);
  return null;
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
  defaultText,
  onTextChange,
  ...props
}: NumberFieldProps) {
  const intl = useIntl();
  const error = useValidationMessage(errorMessage);
  // RAC parses, formats and names the stepper buttons in its own locale: follow react-intl's.
  return (
    <I18nProvider locale={intl.locale}>
      <StyledNumberField {...props} fullWidth={fullWidth ? true : undefined}>
        {label ? <FieldLabel>{label}</FieldLabel> : null}
        {defaultText !== undefined || onTextChange ? (
          <TypedText defaultText={defaultText} onTextChange={onTextChange} />
        ) : null}
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
