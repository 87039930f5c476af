import { DataProvider, type ApiClient } from '@meridian/data';
import { LanguagePickerContext, whenPageSettled, type LanguagePickerProps } from '@meridian/screens';
import { RouterProvider } from '@meridian/ui';
import { lazy, Suspense, useCallback, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useHref, useLocation, useMatches, useNavigate } from 'react-router';
import { authToasts } from './auth/toast-messages';
import { useLocale } from './i18n/LocaleProvider';
import { loginWithRedirect, paths } from './paths';
import { useThemePreference } from './theme/ThemePreference';

/**
 * Toasts are shown by a region that loads once the first page has settled: a toast raised before
 * it is there waits in the queue and shows once it is. The queue comes with it, so the root
 * raises its own toast (the session is over) through the same chunk.
 */
const loadToasts = () => import('./ToastRegion.lazy');
const ToastRegion = lazy(() => whenPageSettled().then(loadToasts));

/** `mailto:`, `https://`, `//host`...: addresses the router must leave as they are. */
const external = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/** The router's `useHref` for app paths; other addresses (e-mail, other sites) pass through. */
function useLinkHref(href: string): string {
  const isExternal = external.test(href);
  const resolved = useHref(isExternal ? '.' : href);
  return isExternal ? href : resolved;
}

/**
 * The device's own theme on every page but the signed-in ones (the workspace shell and
 * onboarding), which apply the account's theme themselves (`useAccountTheme`): the account is
 * loaded with the pages that need it, not with the login page.
 */
function DeviceTheme() {
  const matches = useMatches();
  const signedIn = matches.some((match) => match.id === 'workspace' || match.pathname === paths.onboarding);
  return signedIn ? null : <SystemTheme />;
}

function SystemTheme() {
  useThemePreference('system');
  return null;
}

export interface RootLayoutProps {
  client: ApiClient;
}

/**
 * Around every page: react-aria links navigate through the router, hooks get the API client
 * and the fetching policy, toasts have their region, and a load that finds the session over
 * sends the person to the login page (once, however many loads fail together). The pages in
 * GuestLayout get the language picker; pages other than the signed-in ones, the device's theme.
 */
export function RootLayout({ client }: RootLayoutProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const intl = useIntl();
  const handling = useRef(false);

  const { locale, setLocale } = useLocale();
  const languagePicker = useMemo<LanguagePickerProps>(
    () => ({ value: locale, onChange: (language) => void setLocale(language) }),
    [locale, setLocale],
  );

  const here = location.pathname + location.search;
  const onSessionExpired = useCallback(() => {
    if (handling.current) return;
    handling.current = true;
    void loadToasts().then(({ toast }) =>
      toast.info(intl.formatMessage(authToasts.sessionExpired), {
        description: intl.formatMessage(authToasts.sessionExpiredHelp),
      }),
    );
    void Promise.resolve(navigate(loginWithRedirect(here), { replace: true })).finally(() => {
      handling.current = false;
    });
  }, [here, intl, navigate]);

  return (
    <RouterProvider navigate={(to) => void navigate(to)} useHref={useLinkHref}>
      <DataProvider client={client} onSessionExpired={onSessionExpired}>
        <DeviceTheme />
        <LanguagePickerContext.Provider value={languagePicker}>
          <Outlet />
        </LanguagePickerContext.Provider>
        <Suspense fallback={null}>
          <ToastRegion />
        </Suspense>
      </DataProvider>
    </RouterProvider>
  );
}
