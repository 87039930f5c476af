import { getStoredUsername, useLogin } from '@meridian/data';
import { Login, type LoginValues } from '@meridian/screens';
import { useNavigate, useSearchParams } from 'react-router';
import { authScreenErrors } from '../auth/auth-errors';
import { pageNames, usePageTitle } from '../page-title';
import { paths, safeRedirect } from '../paths';

/** /auth/login: logs in, then returns to the `redirect` page (or lets `/` decide where to go). */
export default function LoginRoute() {
  usePageTitle(pageNames.login);
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const navigate = useNavigate();
  const { trigger, isMutating, error } = useLogin();

  const submit = async ({ identifier, password }: LoginValues) => {
    try {
      await trigger({ username: identifier, password });
    } catch {
      return; // shown by the screen through `error`
    }
    await navigate(redirect ?? paths.root, { replace: true });
  };

  return (
    <Login
      links={{ signup: paths.signup, forgotPassword: paths.passwordResetStart }}
      redirect={redirect ?? undefined}
      defaultValues={{ identifier: getStoredUsername() ?? '' }}
      onSubmit={submit}
      status={isMutating ? 'submitting' : 'idle'}
      {...authScreenErrors('login', error)}
    />
  );
}
