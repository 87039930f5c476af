import { DataProvider, type ApiClient } from '@meridian/data';
import { RouterProvider, ToastRegion, useToast } from '@meridian/ui';
import { useCallback, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useHref, useLocation, useNavigate } from 'react-router';
import { authToasts } from './auth/toast-messages';
import { loginWithRedirect } from './paths';

/** `mailto:`, `https://`, `//host`...: addresses the router must leave as they are. */
const external = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/** The router's `useHref` for app paths; other addresses (e-mail, other sites) pass through. */
function useLinkHref(href: string): string {
  const isExternal = external.test(href);
  const resolved = useHref(isExternal ? '.' : href);
  return isExternal ? href : resolved;
}

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
    <RouterProvider navigate={(to) => void navigate(to)} useHref={useLinkHref}>
      <DataProvider client={client} onSessionExpired={onSessionExpired}>
        <Outlet />
        <ToastRegion />
      </DataProvider>
    </RouterProvider>
  );
}
