import { DashboardLoading } from '@meridian/screens';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { pageNames, usePageTitle } from '../page-title';

/**
 * The page's content, its chart, tables and checklist, in a chunk of its own: the route itself
 * stays within the dashboard's budget of JavaScript before it shows (scripts/bundle-size.mjs),
 * and the chart's code loads with this page only. It is asked for as soon as the route's code
 * runs, before the route renders: on a first visit the production build fetches it with the
 * page's other chunks, last (vite.config.ts, `pageModules`; src/first-load.ts).
 */
const loadDashboardPage = import('../dashboard/DashboardPage');
const DashboardPage = lazy(() => loadDashboardPage);

/**
 * /dashboard: the workspace's home (revenue by period, recent payments, the first-run checklist).
 * Its first render is the page's header and shape (`DashboardLoading`), committed on its own;
 * the content follows in a transition, which React renders in slices with the browser in
 * between. On a first visit that puts the page's header, the largest text of its first paint,
 * on screen with the shell, rather than after the chart and the tables have rendered and been
 * laid out too. While the content's code loads, the same header and shape stay.
 */
export default function DashboardRoute() {
  usePageTitle(pageNames.dashboard);
  const [showContent, setShowContent] = useState(false);
  useEffect(() => {
    startTransition(() => setShowContent(true));
  }, []);
  if (!showContent) return <DashboardLoading />;
  return (
    <Suspense fallback={<DashboardLoading />}>
      <DashboardPage />
    </Suspense>
  );
}
