import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@meridian/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, Card, Form, PasswordField } from '@meridian/ui';
import { NewPasswordFields } from '../../common/NewPasswordFields';
import { useEditedSince, useForm } from '../../common/useForm';
import type { ActionResult } from '../../common/usePendingAction';
import { accountToastMessages, messages, passwordLimitMessages } from './Account.messages';
import {
  checkPasswordChange,
  type PasswordChangeFields,
  type PasswordChangeProblem,
  type PasswordChangeValues,
} from './Account.rules';
import { SectionBody } from './Account.styles';
import type { AccountSaveStatus } from './AccountDetails';

/** Server refusals of a field: a wrong current password, or a new password that is too common. */
export type PasswordFieldErrors = {
  currentPassword?: 'currentPasswordWrong';
  newPassword?: 'passwordTooCommon';
};

type PasswordErrorKey = PasswordChangeProblem | 'currentPasswordWrong' | 'passwordTooCommon';

interface AccountPasswordProps {
  status: AccountSaveStatus;
  fieldErrors: PasswordFieldErrors | undefined;
  onChange: (values: PasswordChangeValues) => ActionResult;
  /** What the fields start with (stories and tests). */
  defaultValues: Partial<PasswordChangeFields> | undefined;
}

const empty: PasswordChangeFields = { currentPassword: '', newPassword: '', confirmPassword: '' };
const names = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** The problem marks every field it concerns. */
function validate(values: PasswordChangeFields): Partial<Record<keyof PasswordChangeFields, PasswordErrorKey>> {
  const check = checkPasswordChange(values);
  return check ? Object.fromEntries(check.fields.map((name) => [name, check.problem])) : {};
}
const prepare = ({ currentPassword, newPassword }: PasswordChangeFields): PasswordChangeValues => ({
  currentPassword,
  newPassword,
});

// "Fill all fields" and "do not match" are messages of the whole form; the others belong to their field.
const formProblems: Partial<Record<PasswordErrorKey, (typeof messages)[keyof typeof messages]>> = {
  fillAll: messages.passwordFillAll,
  mismatch: messages.passwordMismatch,
};
const fieldProblems: Partial<Record<PasswordErrorKey, (typeof messages)[keyof typeof messages]>> = {
  currentPasswordWrong: messages.currentPasswordWrong,
  passwordTooCommon: messages.passwordTooCommon,
};

/** Change the password: current, new and its confirmation. */
export function AccountPassword({ status, fieldErrors, onChange, defaultValues }: AccountPasswordProps) {
  const intl = useIntl();
  const since = useEditedSince(status);
  const form = useForm({
    initialValues: { ...empty, ...defaultValues },
    validate,
    prepare,
    onSubmit: onChange,
    isBusy: status === 'saving',
    fieldErrors,
    errorText: (key) => {
      // A new password's limits are the contract's.
      if (key === 'tooShort')
        return intl.formatMessage(passwordLimitMessages.passwordTooShort, { min: PASSWORD_MIN_LENGTH });
      if (key === 'tooLong')
        return intl.formatMessage(passwordLimitMessages.passwordTooLong, { max: PASSWORD_MAX_LENGTH });
      const message = fieldProblems[key];
      return message ? intl.formatMessage(message) : undefined;
    },
    onEdit: since.markEdited,
  });
  const [seenStatus, setSeenStatus] = useState(status);
  if (status !== seenStatus) {
    setSeenStatus(status);
    // A changed password leaves nothing to keep: the fields start over.
    if (status === 'saved') form.reset(empty);
  }

  const { isSubmitting } = form;
  const formProblem = names
    .map((name) => form.errorFor(name))
    .map((key) => (key ? formProblems[key] : undefined))
    .find((message) => message !== undefined);
  const { field } = form;

  const formError = formProblem
    ? intl.formatMessage(formProblem)
    : !isSubmitting && status === 'failed' && !since.edited
      ? intl.formatMessage(accountToastMessages.passwordUpdateFailed)
      : undefined;

  return (
    <Card title={intl.formatMessage(messages.passwordSection)}>
      <SectionBody>
        <Form {...form.formProps} error={formError}>
          <PasswordField
            {...field('currentPassword')}
            label={intl.formatMessage(messages.currentPassword)}
            autoComplete="current-password"
            isRequired
          />
          <NewPasswordFields
            fullWidth={false}
            password={field('newPassword')}
            confirmation={field('confirmPassword')}
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
