import { can } from '@meridian/contract';
import { isApiError, useAssignableSessions, useAssignPayment, useUnmatchedPayments } from '@meridian/data';
import { UnmatchedPayments } from '@meridian/screens';
import { useToast } from '@meridian/ui';
import { useIntl } from 'react-intl';
import { pageNames, usePageTitle } from '../page-title';
import { linkPaths } from '../paths';
import { assignToastMessages } from '../payment-links/messages';
import { paymentView, sessionTarget, usePaymentPages, usePaymentsExportUrl } from '../payment-links/payments';
import { workspaceMessages } from '../workspace/messages';
import { useWorkspaceContext } from '../workspace/WorkspaceShell';

/**
 * /payment-links/unmatched: transfers that no checkout session claimed to the payout addresses
 * the workspace proved by a signature, newest first, a page at a time (the page in the address). Owners, admins and
 * developers assign one to an open or expired checkout session; everyone else reads the list.
 */
export default function UnmatchedPaymentsRoute() {
  usePageTitle(pageNames.unmatchedPayments);
  const intl = useIntl();
  const toast = useToast();
  const { workspace } = useWorkspaceContext();
  const canAssign = can(workspace.role, 'managePayments');
  const pages = usePaymentPages(workspace.id, 'unmatched');
  const payments = useUnmatchedPayments(workspace.id, pages.query);
  const exportUrl = usePaymentsExportUrl(workspace.id, { matched: 'unmatched' }, payments.data?.total);
  const sessions = useAssignableSessions(workspace.id, undefined, { enabled: canAssign });
  const assign = useAssignPayment(workspace.id);

  const targets = (sessions.data?.sessions ?? []).map((session) => sessionTarget(session, intl));

  const onAssign = async (paymentId: string, sessionId: string) => {
    try {
      await assign.trigger({ paymentId, sessionId });
      const target = targets.find((candidate) => candidate.id === sessionId);
      if (target) toast.success(intl.formatMessage(assignToastMessages.assigned, { target: target.label }));
    } catch (error) {
      if (isApiError(error) && error.code === 'FORBIDDEN')
        toast.error(intl.formatMessage(workspaceMessages.notAllowed));
      // Assigned meanwhile (here, or by another workspace that proved the address: 404), or the
      // session is gone: the lists show what is true now.
      void payments.mutate();
      void sessions.mutate();
      throw error;
    }
  };

  return (
    <UnmatchedPayments
      payments={(payments.data?.payments ?? []).map(paymentView)}
      paging={pages.paging(payments.data, payments.data?.payments.length ?? 0)}
      exportUrl={exportUrl}
      targets={targets}
      onAssign={onAssign}
      createLinkHref={linkPaths.newDynamic}
      canAssign={canAssign}
      isLoading={payments.isLoading}
    />
  );
}
