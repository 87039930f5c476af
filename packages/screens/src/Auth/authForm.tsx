import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Button, Form, Link } from '@meridian/ui';
import { type AuthErrorKey, type FieldErrors, useAuthErrorText } from './authErrors';
import { GuestLayout } from './GuestLayout';
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

interface AuthFormRules<Fields extends object, Submitted> {
  initialValues: Fields;
  validate: (values: Fields) => FieldErrors<keyof Fields & string>;
  prepare: (values: Fields) => Submitted;
}

/**
 * `useForm` for an auth screen, from its props: what the fields start with, the submission, the
 * busy `status` and the server's field errors, which are auth error keys.
 */
export function useAuthForm<Fields extends object, Submitted>(
  { defaultValues, onSubmit, status, fieldErrors }: AuthFormProps<Fields, Submitted>,
  { initialValues, validate, prepare }: AuthFormRules<Fields, Submitted>,
) {
  const errorText = useAuthErrorText();
  return useForm<Fields, AuthErrorKey, Submitted>({
    initialValues: { ...initialValues, ...defaultValues },
    validate,
    prepare,
    onSubmit,
    isBusy: status === 'submitting',
    fieldErrors,
    errorText,
  });
}

/** The props of an e-mail field of an auth form, besides its binding and label. */
export const emailFieldProps = { type: 'email', autoComplete: 'email', fullWidth: true, isRequired: true } as const;

interface AuthFormPageProps {
  form: Pick<ReturnType<typeof useAuthForm<object, unknown>>, 'formProps' | 'isSubmitting' | 'formError'>;
  /** The outcome of the last submission, shown above the fields. */
  error?: AuthErrorKey;
  /** The page's heading, its description and the submit button's text. */
  messages: { heading: MessageDescriptor; description?: MessageDescriptor; submit: MessageDescriptor };
  /** A description with more than text in it, instead of `messages.description`. */
  description?: ReactNode;
  /** A line under the card (`BelowLink`). */
  below?: ReactNode;
  /** What stands above the form (a note). */
  before?: ReactNode;
  /** What stands under the form. */
  after?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/**
 * The page of an auth form: the guest layout with the heading and description, the outcome of
 * the last submission above the fields, the wide submit button under them.
 */
export function AuthFormPage({
  form,
  error,
  messages,
  description,
  below,
  before,
  after,
  children,
}: AuthFormPageProps) {
  const intl = useIntl();
  return (
    <GuestLayout
      heading={intl.formatMessage(messages.heading)}
      description={description ?? (messages.description ? intl.formatMessage(messages.description) : undefined)}
      below={below}
    >
      {before}
      <Form {...form.formProps} error={form.formError(error)}>
        {children}
        <Button type="submit" size="lg" fullWidth isLoading={form.isSubmitting}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </Form>
      {after}
    </GuestLayout>
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
