import type { ReactNode } from 'react';
import type { ValidationResult } from 'react-aria-components';
import { StyledDescription, StyledFieldError, StyledLabel } from './Field.styles';

export interface FieldProps {
  /** The visible label. */
  label?: ReactNode;
  /** Help text under the control, linked with `aria-describedby`. */
  description?: ReactNode;
  /**
   * The error shown when the field is invalid: a message, or a function of RAC's validation
   * result. Server errors go here with `isInvalid`.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
}

/** The label, description and error around a RAC field; used inside RAC field components. */
export function FieldLabel({ children }: { children: ReactNode }) {
  return <StyledLabel>{children}</StyledLabel>;
}

export function FieldDescription({ children }: { children: ReactNode }) {
  return <StyledDescription slot="description">{children}</StyledDescription>;
}

export function FieldErrorText({ children }: { children: FieldProps['errorMessage'] }) {
  return <StyledFieldError>{children}</StyledFieldError>;
}

/** Renders the parts a field shows after its control: description, then error. */
export function FieldHelp({ description, errorMessage }: Pick<FieldProps, 'description' | 'errorMessage'>) {
  return (
    <>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </>
  );
}
