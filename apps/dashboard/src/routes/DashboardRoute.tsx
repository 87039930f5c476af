import { DashboardLoading } from '@meridian/screens';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { preloadLater } from '../first-load';
import { afterNextPaint } from '../first-page';
import { pageNames, usePageTitle } from '../page-title';

/**
 * The page's content, its chart, tables and checklist, in a chunk of its own: the route itself
 * stays within the dashboard's budget of JavaScript before it shows (scripts/bundle-size.mjs),
 * and the chart's code loads with this page only.
 */
const DashboardPage = lazy(() => import('../dashboard/DashboardPage'));

/**
 * /dashboard: the workspace's home (revenue by period, recent payments, the first-run checklist).
 * Its first render is the page's header and shape (`DashboardLoading`), which need none of the
 * content's code. Once the browser has drawn them, the content's code is asked for (on a first
 * visit, the files the first-load script kept for then, a batch per task: `preloadLater`) and the
 * content rendered in a transition (React renders it in slices, with the browser in between);
 * until it is there, the same header and shape stay. The page's header, the largest text of its
 * first paint, is on screen with the shell, before the content's 55 files have been fetched and
 * its chart and tables rendered and laid out (docs/decisions.md, "The dashboard home's first
 * render").
 */
export default function DashboardRoute() {
  usePageTitle(pageNames.dashboard);
  const [showContent, setShowContent] = useState(false);
  useEffect(() => {
    // (Once the route has gone, the update does nothing.)
    void afterNextPaint()
      .then(preloadLater)
      .then(() => startTransition(() => setShowContent(true)));
  }, []);
  if (!showContent) return <DashboardLoading />;
  return (
    <Suspense fallback={<DashboardLoading />}>
      <DashboardPage />
    </Suspense>
  );
}
