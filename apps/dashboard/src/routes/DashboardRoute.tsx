import { lazy, Suspense } from 'react';
import { pageNames, usePageTitle } from '../page-title';
import { ContentLoading } from '../workspace/ContentLoading';

/**
 * The page's content, its chart, tables and checklist, in a chunk of its own: the route itself
 * stays within the dashboard's budget of JavaScript before it shows (scripts/bundle-size.mjs),
 * and the chart's code loads with this page only.
 */
const DashboardPage = lazy(() => import('../dashboard/DashboardPage'));

/** /dashboard: the workspace's home (revenue by period, recent payments, the first-run checklist). */
export default function DashboardRoute() {
  usePageTitle(pageNames.dashboard);
  return (
    <Suspense fallback={<ContentLoading />}>
      <DashboardPage />
    </Suspense>
  );
}
