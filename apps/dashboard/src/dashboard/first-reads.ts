import type { WorkspaceRead } from '../first-load';

/** Where this device remembers that a workspace's first-run checklist was hidden (`:workspace`: its id). */
export const checklistHiddenKey = 'meridian.dashboard.checklistHidden.:workspace';

/**
 * The dashboard home's reads of the selected workspace (`:workspace`) as its page sends them on
 * a first visit without a query (`DashboardPage`: a month of live revenue, the first ten recent
 * payments; `useFirstRunChecklist`: a wallet, a link, an active test link and a test payment,
 * unless the checklist was hidden), at the API's base address (`/api`). The production build's
 * first-load script starts them with the page's code (vite.config.ts, `workspaceReads`); the
 * route's test holds them to the requests the page makes.
 */
export function dashboardReads(apiBase: string): WorkspaceRead[] {
  const checklist = (read: string): WorkspaceRead => ({ read: apiBase + read, unlessStored: checklistHiddenKey });
  return [
    { read: `${apiBase}/dashboard/revenue?companyId=:workspace&period=month&environment=live` },
    { read: `${apiBase}/dashboard/recent-payments?companyId=:workspace&environment=live&page=1&limit=10` },
    checklist('/wallet?companyId=:workspace'),
    checklist('/payment-link?limit=1&companyId=:workspace'),
    checklist('/payment-link?environment=test&status=active&limit=1&companyId=:workspace'),
    checklist('/payments?environment=test&limit=1&companyId=:workspace'),
  ];
}
