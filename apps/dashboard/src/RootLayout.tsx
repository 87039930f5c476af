import { DataProvider, type ApiClient } from '@meridian/data';
import { RouterProvider, ToastRegion, useToast } from '@meridian/ui';
import { useCallback, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useHref, useLocation, useNavigate } from 'react-router';
import { authToasts } from './auth/toast-messages';
import { loginWithRedirect } from './paths';

export interface RootLayoutProps {
  client: ApiClient;
}

/**
 * Around every page: react-aria links navigate through the router, hooks get the API client
 * and the fetching policy, toasts have their region, and a load that finds the session over
 * sends the person to the login page (once, however many loads fail together).
 */
export function RootLayout({ client }: RootLayoutProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const intl = useIntl();
  const handling = useRef(false);

  const here = location.pathname + location.search;
  const onSessionExpired = useCallback(() => {
    if (handling.current) return;
    handling.current = true;
    toast.info(intl.formatMessage(authToasts.sessionExpired), {
      description: intl.formatMessage(authToasts.sessionExpiredHelp),
    });
    void Promise.resolve(navigate(loginWithRedirect(here), { replace: true })).finally(() => {
      handling.current = false;
    });
  }, [here, intl, navigate, toast]);

  return (
    <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <DataProvider client={client} onSessionExpired={onSessionExpired}>
        <Outlet />
        <ToastRegion />
      </DataProvider>
    </RouterProvider>
  );
}
