import { formatTokenUnits, TOKEN_SYMBOLS, type AssignableSession, type Payment } from '@meridian/contract';
import { useAssignableSessions, useLinkPayments, usePaymentLink } from '@meridian/data';
import { DynamicLinkView, type DynamicLinkPayment } from '@meridian/screens';
import { Navigate, useParams } from 'react-router';
import { pageNames, usePageTitle } from '../page-title';
import { linkPaths } from '../paths';
import { dynamicLinkDetails } from '../payment-links/link-forms';
import { NotFoundPage } from '../RouteError';
import { useWorkspaceContext } from '../workspace/WorkspaceShell';
import { ContentLoading } from '../workspace/ContentLoading';

/**
 * Where a dynamic link's one payment stands: paid once a payment of it is final and its
 * checkout session paid; expired when its checkout sessions all ran out unpaid; else pending
 * (none opened yet, or one open).
 */
function dynamicLinkPayment(
  payments: Payment[] | undefined,
  sessions: AssignableSession[] | undefined,
): DynamicLinkPayment {
  const paid = payments?.find((payment) => payment.state === 'confirmed' && payment.session?.state === 'paid');
  const token = TOKEN_SYMBOLS.find((symbol) => symbol === paid?.token.symbol);
  if (paid && token)
    return {
      state: 'paid',
      paidAt: new Date(paid.confirmedAt ?? paid.detectedAt),
      paymentId: paid.id,
      token,
      tokenAmount: formatTokenUnits(paid.amount, paid.token.decimals),
    };
  if (sessions?.length && sessions.every((session) => session.state === 'expired')) return { state: 'expired' };
  return { state: 'pending' };
}

/**
 * /payment-links/dynamic/:id: a dynamic link, its recipient and amount, and its URL to share
 * (with a QR code) while its one payment is awaited, the payment once made, or its expiry.
 * Every member may open it.
 */
export default function DynamicLinkRoute() {
  usePageTitle(pageNames.dynamicLink);
  const { id = '' } = useParams();
  const { workspace } = useWorkspaceContext();
  const link = usePaymentLink(workspace.id, id);
  const payments = useLinkPayments(workspace.id, id, { limit: '10' });
  const sessions = useAssignableSessions(workspace.id, id);
  if (link.error?.code === 'NOT_FOUND') return <NotFoundPage />;
  if (!link.data) return <ContentLoading />;
  if (link.data.type !== 'dynamic') return <Navigate to={linkPaths.edit(id)} replace />;
  return (
    <DynamicLinkView
      link={dynamicLinkDetails(link.data)}
      payment={dynamicLinkPayment(payments.data?.payments, sessions.data?.sessions)}
      backHref={linkPaths.list}
      createHref={linkPaths.newDynamic}
    />
  );
}
