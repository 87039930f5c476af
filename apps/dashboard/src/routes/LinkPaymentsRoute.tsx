import { can, parseMinor } from '@meridian/contract';
import { isApiError, useChangePaymentLinkStatus, useLinkPayments, usePaymentLink } from '@meridian/data';
import { LinkPayments } from '@meridian/screens';
import { useToast } from '@meridian/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { pageNames, usePageTitle } from '../page-title';
import { linkPaths, paymentPaths } from '../paths';
import { paymentView, usePaymentPages, usePaymentsExportUrl } from '../payment-links/payments';
import { NotFoundPage } from '../RouteError';
import { workspaceMessages } from '../workspace/messages';
import { ContentLoading } from '../workspace/ContentLoading';
import { LinkOnrampSettings } from '../workspace/onramp-settings';
import { useWorkspaceContext } from '../workspace/WorkspaceShell';

/**
 * /payment-links/:id: a link's page: its price, status and environment, Edit and Disable (or
 * Enable) for the members who manage links, its URL to share while it is active (where a new
 * link lands), its cards and bank transfers (owners and admins change them; none for an archived
 * link), then its payments, newest first, a page at a time (the page and its cursor in the query
 * string). Every member may open it.
 */
export default function LinkPaymentsRoute() {
  usePageTitle(pageNames.linkPayments);
  const { id = '' } = useParams();
  const { workspace } = useWorkspaceContext();
  const link = usePaymentLink(workspace.id, id);
  const pages = usePaymentPages(workspace.id, `link:${id}`);
  const payments = useLinkPayments(workspace.id, id, pages.query);
  const exportUrl = usePaymentsExportUrl(workspace.id, { linkId: id }, payments.data?.total);
  const intl = useIntl();
  const toast = useToast();
  const changeStatus = useChangePaymentLinkStatus(workspace.id);
  const [statusFailed, setStatusFailed] = useState(false);
  if (link.error?.code === 'NOT_FOUND') return <NotFoundPage />;
  if (!link.data) return <ContentLoading />;
  const canManage = can(workspace.role, 'manageLinks');
  const onChangeStatus = async (status: 'active' | 'disabled') => {
    setStatusFailed(false);
    try {
      await changeStatus.trigger({ linkId: id, status });
    } catch (error) {
      setStatusFailed(true);
      if (isApiError(error) && error.code === 'FORBIDDEN')
        toast.error(intl.formatMessage(workspaceMessages.notAllowed));
    } finally {
      void link.mutate();
    }
  };
  return (
    <LinkPayments
      link={{
        name: link.data.name,
        currency: link.data.currency,
        amountCents:
          link.data.amount === null ? undefined : (parseMinor(link.data.amount, link.data.currency) ?? undefined),
        status: link.data.status,
        environment: link.data.environment,
      }}
      editHref={canManage ? linkPaths.edit(id) : undefined}
      onChangeStatus={canManage ? onChangeStatus : undefined}
      statusChangeFailed={statusFailed}
      payments={(payments.data?.payments ?? []).map((payment) => ({
        ...paymentView(payment),
        href: paymentPaths.detail(payment.id, { link: true }),
      }))}
      paging={pages.paging(payments.data, payments.data?.payments.length ?? 0)}
      isLoading={payments.isLoading}
      error={payments.error && !payments.data ? 'loadFailed' : undefined}
      onRetry={() => void payments.mutate()}
      backHref={linkPaths.list}
      shareUrl={link.data.status === 'active' ? link.data.url : undefined}
      exportUrl={exportUrl}
      paymentSettings={
        link.data.status === 'archived' ? undefined : (
          <LinkOnrampSettings companyId={workspace.id} linkId={id} role={workspace.role} />
        )
      }
    />
  );
}
