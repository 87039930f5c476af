import { REVENUE_PERIODS, type Environment, type Payment, type RevenuePeriod } from '@meridian/contract';
import { paymentsExportUrl, useRecentPayments, useRevenue } from '@meridian/data';
import { Dashboard, DashboardLoading, type RecentPaymentView, type RevenueView } from '@meridian/screens';
import { startTransition, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { apiBaseUrl } from '../config';
import { linkPaths, paymentPaths } from '../paths';
import { paymentView } from '../payment-links/payments';
import { useFirstRunChecklist } from './first-run';
import { useWorkspaceContext } from '../workspace/WorkspaceShell';

/** Recent payments per page. */
const PAGE_SIZE = 10;

const isPeriod = (value: string | null): value is RevenuePeriod =>
  (REVENUE_PERIODS as readonly (string | null)[]).includes(value);

/** A recent payment as the dashboard lists it: with its link's page, chain and environment. */
function recentPaymentView(payment: Payment): RecentPaymentView {
  return {
    ...paymentView(payment),
    link: payment.session ? { name: payment.session.linkName, href: linkPaths.payments(payment.session.linkId) } : null,
    chainId: payment.chainId,
    environment: payment.environment,
    href: payment.session ? paymentPaths.detail(payment.id) : undefined,
  };
}

/**
 * The dashboard page's content (loaded after the route, see routes/DashboardRoute.tsx). The
 * period (`?period=`, a month by default), the environment (`?environment=test`, live by
 * default) and the page of recent payments (`?page=`) are in the address; the page's one
 * environment switch sets what the figures, the chart and the recent payments all show. The
 * first-run checklist comes from the workspace's own data.
 */
export default function DashboardPage() {
  const { workspace } = useWorkspaceContext();
  const [params, setParams] = useSearchParams();
  const periodParam = params.get('period');
  const period: RevenuePeriod = isPeriod(periodParam) ? periodParam : 'month';
  const environment: Environment = params.get('environment') === 'test' ? 'test' : 'live';
  const pageText = params.get('page') ?? '';
  const page = /^[1-9]\d{0,4}$/.test(pageText) ? Number(pageText) : 1;

  const revenue = useRevenue(workspace.id, period, environment);
  const recent = useRecentPayments(workspace.id, environment, page, PAGE_SIZE);
  const checklist = useFirstRunChecklist(workspace);

  const change = (next: { period?: RevenuePeriod; environment?: Environment; page?: number }) => {
    const search = new URLSearchParams();
    const nextPeriod = next.period ?? period;
    const nextEnvironment = next.environment ?? environment;
    // The other environment's payments start on their first page.
    const nextPage = next.page ?? (next.environment && next.environment !== environment ? 1 : page);
    if (nextPeriod !== 'month') search.set('period', nextPeriod);
    if (nextEnvironment !== 'live') search.set('environment', nextEnvironment);
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search, { replace: next.page === undefined });
  };

  const view: RevenueView | undefined = revenue.data
    ? {
        ...revenue.data,
        buckets: revenue.data.buckets.map((bucket) => ({
          ...bucket,
          start: new Date(bucket.start),
          end: new Date(bucket.end),
        })),
      }
    : undefined;

  // The first view shows its figures, payments and checklist together, once each has answered (or
  // failed): shown one by one, the checklist arriving last would push the rest down the page.
  // Until then, the page's loading state. They are revealed in a transition, which React renders
  // in slices (the chart, the tables) with the browser in between: the answers themselves come
  // through SWR, whose updates render at once and in one piece.
  // (What is already cached shows at once.)
  const settled = !revenue.isLoading && !recent.isLoading && !checklist.loading;
  const [revealed, setRevealed] = useState(settled);
  useEffect(() => {
    if (settled && !revealed) startTransition(() => setRevealed(true));
  }, [settled, revealed]);
  const loading = !revealed;
  // Until then, the route's own loading screen (the same header and shape): the content's
  // controls render once, with their data, rather than empty first and then again at each
  // answer (SWR's updates render synchronously, in one piece).
  if (loading) return <DashboardLoading />;

  return (
    <Dashboard
      period={period}
      onPeriodChange={(next) => change({ period: next })}
      environment={environment}
      onEnvironmentChange={(next) => change({ environment: next })}
      revenue={loading ? undefined : view}
      isLoading={loading || revenue.isLoading}
      error={!loading && revenue.error && !revenue.data ? 'loadFailed' : undefined}
      onRetry={() => void revenue.mutate()}
      recentPayments={loading ? [] : (recent.data?.payments ?? []).map(recentPaymentView)}
      recentTotal={loading ? 0 : (recent.data?.total ?? 0)}
      recentPage={page}
      recentPageSize={PAGE_SIZE}
      onRecentPageChange={(next) => change({ page: next })}
      recentLoading={loading || recent.isLoading}
      recentError={!loading && recent.error && !recent.data ? 'loadFailed' : undefined}
      onRecentRetry={() => void recent.mutate()}
      exportHref={paymentsExportUrl({ companyId: workspace.id, environment }, apiBaseUrl)}
      unmatchedHref={linkPaths.unmatched}
      checklist={loading ? undefined : checklist.steps}
      onDismissChecklist={checklist.hide}
    />
  );
}
