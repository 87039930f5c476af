import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FormProps as RACFormProps } from 'react-aria-components';
import { ErrorBanner, StyledForm } from './Form.styles';

export interface FormProps extends Omit<RACFormProps, 'className' | 'style' | 'render'> {
  /**
   * Errors from the server by field `name` (`{ email: 'This email is already registered.' }`).
   * Each shows under its field until the person edits that field.
   */
  validationErrors?: RACFormProps['validationErrors'];
  /**
   * `aria` (default): errors show in the fields and the form always submits, leaving checks to
   * `onSubmit`; `native`: required and type checks block submission and show in the fields.
   * The browser's own error bubbles never appear.
   */
  validationBehavior?: 'aria' | 'native';
  /** A form-level error ("Login failed…"), shown above the fields and announced. */
  error?: ReactNode;
  children?: ReactNode;
}

/** A form whose fields stack with a consistent gap, with server errors per field and for the whole form. */
export function Form({ error, children, validationBehavior = 'aria', ...props }: FormProps) {
  return (
    <StyledForm {...props} validationBehavior={validationBehavior}>
      {error ? (
        <ErrorBanner role="alert">
          <CircleAlert aria-hidden />
          <div>{error}</div>
        </ErrorBanner>
      ) : null}
      {children}
    </StyledForm>
  );
}
