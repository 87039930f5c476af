import { dynamicLinkState, formatTokenUnits, TOKEN_SYMBOLS, type DynamicLinkPaymentStatus } from '@meridian/contract';
import { usePaymentLink } from '@meridian/data';
import { DynamicLinkView, type DynamicLinkPayment } from '@meridian/screens';
import { Navigate, useParams } from 'react-router';
import { pageNames, usePageTitle } from '../page-title';
import { linkPaths } from '../paths';
import { dynamicLinkDetails } from '../payment-links/link-forms';
import { NotFoundPage } from '../RouteError';
import { useWorkspaceContext } from '../workspace/WorkspaceShell';
import { ContentLoading } from '../workspace/ContentLoading';
import { LinkOnrampSettings } from '../workspace/onramp-settings';

/** The link's one payment as the screen draws it, in the state the contract decides (`dynamicLinkState`). */
function dynamicLinkPayment(payment: DynamicLinkPaymentStatus | null | undefined): DynamicLinkPayment {
  const state = dynamicLinkState(payment);
  const token = TOKEN_SYMBOLS.find((symbol) => symbol === payment?.token.symbol);
  if (state === 'paid' && payment?.paymentId && token)
    return {
      state: 'paid',
      paidAt: new Date(payment.paidAt ?? Date.now()),
      paymentId: payment.paymentId,
      token,
      tokenAmount: formatTokenUnits(payment.amount, payment.token.decimals),
    };
  return { state: state === 'expired' ? 'expired' : 'pending' };
}

/**
 * /payment-links/dynamic/:id: a dynamic link, its recipient and amount, and its URL to share
 * (with a QR code) and its cards and bank transfers (owners and admins change them; none for an
 * archived link) while its one payment is awaited, the payment once made, or its expiry.
 * Every member may open it.
 */
export default function DynamicLinkRoute() {
  usePageTitle(pageNames.dynamicLink);
  const { id = '' } = useParams();
  const { workspace } = useWorkspaceContext();
  const link = usePaymentLink(workspace.id, id);
  if (link.error?.code === 'NOT_FOUND') return <NotFoundPage />;
  if (!link.data) return <ContentLoading />;
  if (link.data.type !== 'dynamic') return <Navigate to={linkPaths.edit(id)} replace />;
  const payment = dynamicLinkPayment(link.data.payment);
  // Its one payment made or no longer possible, the way it could be paid is no longer a question.
  const awaited = payment.state === 'pending' && link.data.status !== 'archived';
  return (
    <DynamicLinkView
      link={dynamicLinkDetails(link.data)}
      payment={payment}
      backHref={linkPaths.list}
      createHref={linkPaths.newDynamic}
      paymentSettings={
        awaited ? <LinkOnrampSettings companyId={workspace.id} linkId={id} role={workspace.role} /> : undefined
      }
    />
  );
}
