import { useLinkPayments, usePaymentLink } from '@meridian/data';
import { LinkPayments } from '@meridian/screens';
import { useParams } from 'react-router';
import { pageNames, usePageTitle } from '../page-title';
import { linkPaths } from '../paths';
import { paymentView, usePaymentPages, usePaymentsExportUrl } from '../payment-links/payments';
import { NotFoundPage } from '../RouteError';
import { ContentLoading } from '../workspace/ContentLoading';
import { useWorkspaceContext } from '../workspace/WorkspaceShell';

/**
 * /payment-links/:id: a link's page: its URL to share while it is active (where a new link
 * lands), then its payments, newest first, a page at a time (the page
 * and its cursor in the query string). Every member may open it.
 */
export default function LinkPaymentsRoute() {
  usePageTitle(pageNames.linkPayments);
  const { id = '' } = useParams();
  const { workspace } = useWorkspaceContext();
  const link = usePaymentLink(workspace.id, id);
  const pages = usePaymentPages(workspace.id, `link:${id}`);
  const payments = useLinkPayments(workspace.id, id, pages.query);
  const exportUrl = usePaymentsExportUrl(workspace.id, { linkId: id }, payments.data?.total);
  if (link.error?.code === 'NOT_FOUND') return <NotFoundPage />;
  if (!link.data) return <ContentLoading />;
  return (
    <LinkPayments
      linkName={link.data.name}
      payments={(payments.data?.payments ?? []).map(paymentView)}
      paging={pages.paging(payments.data, payments.data?.payments.length ?? 0)}
      isLoading={payments.isLoading}
      error={payments.error && !payments.data ? 'loadFailed' : undefined}
      onRetry={() => void payments.mutate()}
      backHref={linkPaths.list}
      shareUrl={link.data.status === 'active' ? link.data.url : undefined}
      exportUrl={exportUrl}
    />
  );
}
