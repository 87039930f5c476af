import { useLogout } from '@meridian/data';
import { useToast } from '@meridian/ui';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { paths } from '../paths';
import { authToasts } from './toast-messages';

/** Logs out, says so, and shows the login page; a failure is reported in a toast. */
export function useSignOut() {
  const { trigger, isMutating } = useLogout();
  const navigate = useNavigate();
  const toast = useToast();
  const intl = useIntl();
  const signOut = async () => {
    try {
      await trigger();
    } catch {
      toast.error(intl.formatMessage(authToasts.logoutFailed));
      return;
    }
    toast.success(intl.formatMessage(authToasts.loggedOut));
    await navigate(paths.login, { replace: true });
  };
  return { signOut, isSigningOut: isMutating };
}
