import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Button, Form, Link } from '@meridian/ui';
import { type AuthErrorKey, type FieldErrors, useAuthErrorText } from './authErrors';
import { useForm } from '../common/useForm';
import type { ActionResult, SubmitStatus } from '../common/usePendingAction';

/** The props every auth form takes besides its own. */
export interface AuthFormProps<Fields extends object, Submitted> {
  /** What the fields start with. */
  defaultValues?: Partial<Fields>;
  /** Called with valid values; a returned promise keeps the form busy until it settles. */
  onSubmit: (values: Submitted) => ActionResult;
  status?: SubmitStatus;
  /** The outcome of the last submission, shown above the form. */
  error?: AuthErrorKey;
  /** Server errors by field; each shows until its field is edited. */
  fieldErrors?: FieldErrors<keyof Fields & string>;
}

interface AuthFormOptions<Fields extends object, Submitted> extends Omit<AuthFormProps<Fields, Submitted>, 'error'> {
  initialValues: Fields;
  validate: (values: Fields) => FieldErrors<keyof Fields & string>;
  prepare: (values: Fields) => Submitted;
}

/** `useForm` for an auth screen: its errors are auth error keys, its busy state the `status` prop. */
export function useAuthForm<Fields extends object, Submitted>({
  initialValues,
  defaultValues,
  status,
  ...options
}: AuthFormOptions<Fields, Submitted>) {
  const errorText = useAuthErrorText();
  return useForm<Fields, AuthErrorKey, Submitted>({
    ...options,
    initialValues: { ...initialValues, ...defaultValues },
    isBusy: status === 'submitting',
    errorText,
  });
}

interface AuthFormFrameProps {
  form: Pick<ReturnType<typeof useAuthForm<object, unknown>>, 'formProps' | 'isSubmitting' | 'formError'>;
  error?: AuthErrorKey;
  /** The submit button's text. */
  submit: string;
  children: ReactNode;
}

/** An auth screen's form: the outcome of the last submission above the fields, the wide submit button under them. */
export function AuthForm({ form, error, submit, children }: AuthFormFrameProps) {
  return (
    <Form {...form.formProps} error={form.formError(error)}>
      {children}
      <Button type="submit" size="lg" fullWidth isLoading={form.isSubmitting}>
        {submit}
      </Button>
    </Form>
  );
}

/** A sentence under the card with a link in it (`<link>…</link>`): "New to Meridian? Create an account". */
export function BelowLink({ message, href }: { message: MessageDescriptor; href: string }) {
  return (
    <FormattedMessage
      {...message}
      values={{
        link: (chunks) => (
          <Link href={href} variant="standalone">
            {chunks}
          </Link>
        ),
      }}
    />
  );
}
