import { useChangePassword } from '@meridian/data';
import { ResetPassword, type ResetPasswordValues } from '@meridian/screens';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { authScreenErrors } from '../auth/auth-errors';
import { pageNames, usePageTitle } from '../page-title';
import { paths } from '../paths';

/** /auth/password-reset-complete: the mailed code and a new password; then back to login. */
export default function PasswordResetCompleteRoute() {
  usePageTitle(pageNames.resetPassword);
  const [params] = useSearchParams();
  const { trigger, isMutating, error } = useChangePassword();
  const [done, setDone] = useState(false);

  const submit = async ({ email, code, newPassword }: ResetPasswordValues) => {
    try {
      await trigger({ email, code, newPassword });
    } catch {
      return; // shown by the screen through `error` / `fieldErrors`
    }
    setDone(true);
  };

  return (
    <ResetPassword
      links={{ login: paths.login, forgotPassword: paths.passwordResetStart }}
      defaultValues={{ email: params.get('email') ?? '' }}
      onSubmit={submit}
      status={isMutating ? 'submitting' : 'idle'}
      done={done}
      {...authScreenErrors('resetPassword', error)}
    />
  );
}
