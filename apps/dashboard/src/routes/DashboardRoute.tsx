import { lazy, Suspense } from 'react';
import { pageNames, usePageTitle } from '../page-title';
import { ContentLoading } from '../workspace/ContentLoading';

/**
 * The page's content, its chart, tables and checklist, in a chunk of its own: the route itself
 * stays within the dashboard's budget of JavaScript before it shows (scripts/bundle-size.mjs),
 * and the chart's code loads with this page only.
 */
const loadDashboardPage = import('../dashboard/DashboardPage');
/**
 * Asked for as soon as the route's code runs, before the route renders: on a first visit the
 * production build fetched it with the route's chunk (vite.config.ts, `pageModules`), so that it
 * is usually there by the first render.
 */
const DashboardPage = lazy(() => loadDashboardPage);

/** /dashboard: the workspace's home (revenue by period, recent payments, the first-run checklist). */
export default function DashboardRoute() {
  usePageTitle(pageNames.dashboard);
  return (
    <Suspense fallback={<ContentLoading />}>
      <DashboardPage />
    </Suspense>
  );
}
