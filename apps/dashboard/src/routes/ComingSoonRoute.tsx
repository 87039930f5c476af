import { ComingSoon, type ComingSoonPage } from '@meridian/screens';
import { useLocation } from 'react-router';
import { pageNames, usePageTitle } from '../page-title';
import { paths } from '../paths';

/** The pages not built yet, by their address. */
const comingSoonPages: Readonly<Record<string, ComingSoonPage>> = {
  [paths.customers]: 'customers',
  [paths.billing]: 'billing',
  [paths.apiKeys]: 'apiKeys',
  [paths.verification]: 'verification',
};

/**
 * /customers, /billing, /settings/api-keys and /settings/verification: pages of
 * the sidebar and of the settings ("Raise your limit" leads to verification) that are not built
 * yet. Each stays in the shell, named, saying what it will do and that it is coming; like every
 * signed-in page, a signed-out visitor is sent to log in first.
 */
export default function ComingSoonRoute() {
  const { pathname } = useLocation();
  const page = comingSoonPages[pathname.replace(/\/+$/, '')] ?? 'customers';
  usePageTitle(pageNames[page]);
  return <ComingSoon page={page} dashboardHref={paths.dashboard} helpHref={paths.help} />;
}
