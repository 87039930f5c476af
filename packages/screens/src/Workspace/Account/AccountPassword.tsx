import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, Card, Form, PasswordField } from '@meridian/ui';
import { useAction, useEditedSince, type ActionResult } from '../BusinessDetails/useDetailsForm';
import { accountToastMessages, messages } from './Account.messages';
import { SectionBody } from './Account.styles';
import type { AccountSaveStatus } from './AccountDetails';
import {
  checkPasswordChange,
  type PasswordChangeFields,
  type PasswordChangeProblem,
  type PasswordChangeValues,
} from './accountRules';

/** Server refusals of a field: a wrong current password, or a new password that is too common. */
export type PasswordFieldErrors = {
  currentPassword?: 'currentPasswordWrong';
  newPassword?: 'passwordTooCommon';
};

interface AccountPasswordProps {
  status: AccountSaveStatus;
  fieldErrors: PasswordFieldErrors | undefined;
  onChange: (values: PasswordChangeValues) => ActionResult;
  /** What the fields start with (stories and tests). */
  defaultValues: Partial<PasswordChangeFields> | undefined;
}

const empty: PasswordChangeFields = { currentPassword: '', newPassword: '', confirmPassword: '' };

// The product's two password-change rules are messages of the whole form; the length rule belongs to its field.
const formProblems: Partial<Record<PasswordChangeProblem, (typeof messages)[keyof typeof messages]>> = {
  fillAll: messages.passwordFillAll,
  mismatch: messages.passwordMismatch,
};
const fieldProblems: Partial<Record<PasswordChangeProblem, (typeof messages)[keyof typeof messages]>> = {
  tooShort: messages.passwordTooShort,
  tooLong: messages.passwordTooLong,
};

/** Change the password: current, new and its confirmation. */
export function AccountPassword({ status, fieldErrors, onChange, defaultValues }: AccountPasswordProps) {
  const intl = useIntl();
  const submit = useAction();
  const bodyRef = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<PasswordChangeFields>({ ...empty, ...defaultValues });
  const [attempted, setAttempted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const since = useEditedSince(status);
  const [seenStatus, setSeenStatus] = useState(status);
  if (status !== seenStatus) {
    setSeenStatus(status);
    // A changed password leaves nothing to keep: the fields start over.
    if (status === 'saved') {
      setValues(empty);
      setAttempted(false);
    }
    if (status === 'failed' && fieldErrors && Object.keys(fieldErrors).length > 0) setFocusRequest((n) => n + 1);
  }

  useEffect(() => {
    if (focusRequest > 0) bodyRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const isSubmitting = status === 'saving' || submit.pending;
  const check = attempted ? checkPasswordChange(values) : undefined;
  const formProblem = check ? formProblems[check.problem] : undefined;
  const fieldProblem = check ? fieldProblems[check.problem] : undefined;
  const serverError = (name: keyof PasswordFieldErrors) => {
    const key = since.edited ? undefined : fieldErrors?.[name];
    return key ? messages[key] : undefined;
  };

  const field = (name: keyof PasswordChangeFields) => {
    const message =
      (check?.fields.includes(name) ? fieldProblem : undefined) ??
      (name === 'confirmPassword' ? undefined : serverError(name));
    return {
      name,
      value: values[name],
      onChange: (value: string) => {
        setValues((current) => ({ ...current, [name]: value }));
        since.markEdited();
      },
      isRequired: true,
      isInvalid: Boolean(check?.fields.includes(name)) || message !== undefined,
      errorMessage: message ? intl.formatMessage(message) : undefined,
    };
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setAttempted(true);
    if (checkPasswordChange(values)) {
      setFocusRequest((n) => n + 1);
      return;
    }
    const { currentPassword, newPassword } = values;
    submit.run(() => onChange({ currentPassword, newPassword }));
  };

  const formError = formProblem
    ? intl.formatMessage(formProblem)
    : !isSubmitting && status === 'failed' && !since.edited
      ? intl.formatMessage(accountToastMessages.passwordUpdateFailed)
      : undefined;

  return (
    <Card title={intl.formatMessage(messages.passwordSection)}>
      <SectionBody ref={bodyRef}>
        <Form onSubmit={handleSubmit} error={formError}>
          <PasswordField
            {...field('currentPassword')}
            label={intl.formatMessage(messages.currentPassword)}
            autoComplete="current-password"
          />
          <PasswordField
            {...field('newPassword')}
            label={intl.formatMessage(messages.newPassword)}
            description={intl.formatMessage(messages.passwordRules)}
            autoComplete="new-password"
          />
          <PasswordField
            {...field('confirmPassword')}
            label={intl.formatMessage(messages.confirmPassword)}
            autoComplete="new-password"
          />
          <Button type="submit" isLoading={isSubmitting}>
            {intl.formatMessage(messages.updatePassword)}
          </Button>
        </Form>
        {!isSubmitting && status === 'saved' && !since.edited ? (
          <Alert tone="success" description={intl.formatMessage(accountToastMessages.passwordUpdated)} />
        ) : null}
      </SectionBody>
    </Card>
  );
}
