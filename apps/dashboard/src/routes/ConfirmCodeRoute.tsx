import { RESEND_COOLDOWN_SECONDS } from '@meridian/contract';
import { isApiError, QueryProvider, useConfirmCode, useResendCode, useUserInfo } from '@meridian/data';
import { ConfirmCode, type ConfirmCodeValues, type ResendStatus } from '@meridian/screens';
import { useToast } from '@meridian/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { authScreenErrors } from '../auth/auth-errors';
import { codeJustSent } from '../auth/code-sent';
import { authToasts } from '../auth/toast-messages';
import { useSignOut } from '../auth/useSignOut';
import { PageLoading } from '../PageLoading';
import { pageNames, usePageTitle } from '../page-title';
import { paths } from '../paths';

/** /auth/confirm-code: confirms the account with the mailed code, then lets `/` lead on (onboarding). */
function ConfirmCodeRouteContent() {
  usePageTitle(pageNames.confirmCode);
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const intl = useIntl();
  const { data: user } = useUserInfo();
  const confirm = useConfirmCode();
  const resend = useResendCode();
  const { signOut } = useSignOut();
  const [resendStatus, setResendStatus] = useState<ResendStatus>('idle');
  const [cooldown, setCooldown] = useState(codeJustSent(location.state) ? RESEND_COOLDOWN_SECONDS : 0);

  // Without a session the user cannot be loaded: the session-expired handler takes over.
  if (!user) return <PageLoading />;

  const submit = async ({ code }: ConfirmCodeValues) => {
    try {
      await confirm.trigger({ code });
    } catch {
      return; // shown by the screen through `error` / `fieldErrors`
    }
    toast.success(intl.formatMessage(authToasts.accountConfirmed));
    await navigate(paths.root, { replace: true });
  };

  const resendCode = async () => {
    setResendStatus('sending');
    try {
      const { cooldownSeconds } = await resend.trigger({ username: user.username });
      setCooldown(cooldownSeconds);
      setResendStatus('sent');
    } catch (error) {
      // Too early: wait as long as the API says, then try again.
      if (isApiError(error) && error.retryAfterSeconds !== null) setCooldown(error.retryAfterSeconds);
      setResendStatus('failed');
    }
  };

  return (
    <ConfirmCode
      email={user.email}
      onSubmit={submit}
      status={confirm.isMutating ? 'submitting' : 'idle'}
      {...authScreenErrors('confirmCode', confirm.error)}
      resendAvailableIn={cooldown}
      onResend={resendCode}
      resendStatus={resendStatus}
      onSignOut={() => void signOut()}
    />
  );
}

/** The confirmation page loads the account: its queries run in a `QueryProvider`. */
export default function ConfirmCodeRoute() {
  return (
    <QueryProvider>
      <ConfirmCodeRouteContent />
    </QueryProvider>
  );
}
