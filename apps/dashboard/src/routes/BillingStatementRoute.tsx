import { STATEMENT_MONTH_PATTERN } from '@meridian/contract';
import { statementCsvUrl, useApiClient, useStatement } from '@meridian/data';
import { BillingStatement } from '@meridian/screens';
import { Navigate, useParams } from 'react-router';
import { pageNames, usePageTitle } from '../page-title';
import { paths } from '../paths';
import { useWorkspaceContext } from '../workspace/WorkspaceShell';

/** /billing/statements/{month}: a month's statement, and its CSV. An address that names no month leads back to billing. */
export default function BillingStatementRoute() {
  usePageTitle(pageNames.billingStatement);
  const { month = '' } = useParams();
  const { workspace } = useWorkspaceContext();
  const { baseUrl } = useApiClient();
  const valid = STATEMENT_MONTH_PATTERN.test(month);
  const statement = useStatement(workspace.id, month, { enabled: valid });
  if (!valid) return <Navigate to={paths.billing} replace />;
  return (
    <BillingStatement
      month={month}
      statement={statement.data}
      isLoading={statement.isLoading}
      error={statement.error && !statement.data ? 'loadFailed' : undefined}
      onRetry={() => void statement.mutate()}
      backHref={paths.billing}
      csvHref={statementCsvUrl(workspace.id, month, baseUrl)}
    />
  );
}
