import { UserActionValue } from '@meridian/contract';
import { isSessionValid, readSessionFacts, useChangePassword, useForgotPassword } from '@meridian/data';
import {
  ForgotPassword,
  UpdatePassword,
  type ForgotPasswordValues,
  type UpdatePasswordValues,
} from '@meridian/screens';
import { useToast } from '@meridian/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { authScreenErrors } from '../auth/auth-errors';
import { authToasts } from '../auth/toast-messages';
import { useSignOut } from '../auth/useSignOut';
import { pageNames, usePageTitle } from '../page-title';
import { paths } from '../paths';

/**
 * /auth/password-reset-start: the forgot-password form, or, for a signed-in person who must
 * update their password (UPDATE_PASSWORD), the update-password form.
 */
export default function PasswordResetStartRoute() {
  // Decided once, when the page opens: the guard has just checked the same cookies.
  const [mustUpdate] = useState(() => {
    const facts = readSessionFacts();
    return isSessionValid(facts, Date.now()) && facts.userActionsRequired.includes(UserActionValue.UPDATE_PASSWORD);
  });
  return mustUpdate ? <UpdatePasswordPage /> : <ForgotPasswordPage />;
}

function ForgotPasswordPage() {
  usePageTitle(pageNames.forgotPassword);
  const { trigger, isMutating, error } = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async ({ email }: ForgotPasswordValues) => {
    try {
      await trigger({ email });
    } catch {
      return; // shown by the screen through `error`
    }
    setSentTo(email);
  };

  const resetPassword = sentTo
    ? `${paths.passwordResetComplete}?${new URLSearchParams({ email: sentTo })}`
    : paths.passwordResetComplete;
  return (
    <ForgotPassword
      links={{ login: paths.login, resetPassword }}
      onSubmit={submit}
      status={isMutating ? 'submitting' : 'idle'}
      sent={sentTo !== null}
      {...authScreenErrors('forgotPassword', error)}
    />
  );
}

function UpdatePasswordPage() {
  usePageTitle(pageNames.updatePassword);
  const { trigger, isMutating, error } = useChangePassword();
  const { signOut } = useSignOut();
  const navigate = useNavigate();
  const toast = useToast();
  const intl = useIntl();

  const submit = async ({ currentPassword, newPassword }: UpdatePasswordValues) => {
    try {
      await trigger({ currentPassword, newPassword });
    } catch {
      return; // shown by the screen through `error` / `fieldErrors`
    }
    toast.success(intl.formatMessage(authToasts.passwordUpdated));
    await navigate(paths.root, { replace: true });
  };

  return (
    <UpdatePassword
      onSubmit={submit}
      status={isMutating ? 'submitting' : 'idle'}
      onSignOut={() => void signOut()}
      {...authScreenErrors('updatePassword', error)}
    />
  );
}
