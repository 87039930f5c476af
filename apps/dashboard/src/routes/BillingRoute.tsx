import { can } from '@meridian/contract';
import { statementCsvUrl, useApiClient, useBilling } from '@meridian/data';
import { Billing } from '@meridian/screens';
import { pageNames, usePageTitle } from '../page-title';
import { billingPaths, paths } from '../paths';
import { useWorkspaceContext } from '../workspace/WorkspaceShell';

/**
 * /billing: the workspace's tier and its limit, this month's use (reloaded by the live channel
 * when a payment arrives), the fee rate and the monthly statements. Every member reads it; the
 * way to raise the limit is offered to those who may verify (owners and admins).
 */
export default function BillingRoute() {
  usePageTitle(pageNames.billing);
  const { workspace } = useWorkspaceContext();
  const { baseUrl } = useApiClient();
  const billing = useBilling(workspace.id);
  return (
    <Billing
      billing={billing.data}
      isLoading={billing.isLoading}
      error={billing.error && !billing.data ? 'loadFailed' : undefined}
      onRetry={() => void billing.mutate()}
      raiseLimitHref={can(workspace.role, 'manageBusiness') ? paths.verification : undefined}
      statementHref={billingPaths.statement}
      statementCsvHref={(month) => statementCsvUrl(workspace.id, month, baseUrl)}
    />
  );
}
