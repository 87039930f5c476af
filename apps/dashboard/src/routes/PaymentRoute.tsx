import { messagesIn } from '@meridian/ui';
import { can, formatTokenUnits, isUuid } from '@meridian/contract';
import {
  isApiError,
  useCancelRefund,
  useCreateRefund,
  useCreateRefundPayerLink,
  useMarkRefundSent,
  usePayment,
  usePaymentRefunds,
} from '@meridian/data';
import { PaymentDetail, type NewRefund, type RefundActions } from '@meridian/screens';
import { useToast } from '@meridian/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { pageNames, usePageTitle } from '../page-title';
import { customerPaths, linkPaths, paths } from '../paths';
import { paymentDetailView, refundView } from '../payments/refund-views';
import { NotFoundPage } from '../RouteError';
import { ContentLoading } from '../workspace/ContentLoading';
import { useWorkspaceContext } from '../workspace/WorkspaceShell';

const toastMessages = messagesIn('app.payments.refund', {
  created: 'Refund created. Send the payer their link.',
  createdMailed: 'Refund created. The payer was mailed a link to give their address.',
  cancelled: 'Refund cancelled.',
  sent: 'Transfer recorded. Meridian is checking it on the chain.',
  cancelFailed: 'The refund could not be cancelled. Please try again.',
});

/**
 * /payments/:paymentId: a payment's page, reached from the dashboard's recent payments, a link's
 * payments (`?from=link`) or a customer's page (`?customer={id}`): its facts and its refunds.
 * Owners, admins and developers refund it, send a refund from a connected wallet (loaded when
 * pressed) or record the hash of a transfer made elsewhere; the refunds follow the live channel.
 */
export default function PaymentRoute() {
  usePageTitle(pageNames.payment);
  const intl = useIntl();
  const toast = useToast();
  const { paymentId = '' } = useParams();
  const [search] = useSearchParams();
  const { workspace } = useWorkspaceContext();
  const payment = usePayment(workspace.id, paymentId, { enabled: isUuid(paymentId) });
  const refunds = usePaymentRefunds(workspace.id, paymentId, { enabled: isUuid(paymentId) });
  const create = useCreateRefund(workspace.id);
  const cancel = useCancelRefund(workspace.id);
  const sent = useMarkRefundSent(workspace.id);
  const payerLink = useCreateRefundPayerLink(workspace.id);
  // A payer's link is shown once, in the answer that made it: kept for this visit of the page.
  const [payerUrls, setPayerUrls] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<RefundActions['failure']>();
  const [sending, setSending] = useState<string>();
  const [refundError, setRefundError] = useState<'moreThanLeft' | 'failed'>();

  if (!isUuid(paymentId) || payment.error?.code === 'NOT_FOUND') return <NotFoundPage />;
  if (!payment.data) return <ContentLoading />;
  const data = payment.data;
  const customerId = search.get('customer');
  const linkHref = data.session ? linkPaths.payments(data.session.linkId) : undefined;
  const back =
    customerId && isUuid(customerId)
      ? { href: customerPaths.detail(customerId), to: 'customer' as const }
      : search.get('from') === 'link' && linkHref
        ? { href: linkHref, to: 'link' as const }
        : { href: paths.dashboard, to: 'dashboard' as const };
  const list = refunds.data?.refunds ?? [];

  const onRefund = async (refund: NewRefund) => {
    setRefundError(undefined);
    try {
      const body = refund.full ? {} : { amount: formatTokenUnits(refund.units, data.token.decimals) };
      const answer = await create.trigger({ paymentId, body });
      const url = answer.payerUrl;
      if (url) setPayerUrls((urls) => ({ ...urls, [answer.refund.id]: url }));
      toast.success(intl.formatMessage(answer.refund.linkMailed ? toastMessages.createdMailed : toastMessages.created));
    } catch (error) {
      setRefundError(isApiError(error) && error.code === 'REFUND_EXCEEDS_PAYMENT' ? 'moreThanLeft' : 'failed');
      throw error;
    }
  };
  const onGiveHash = async (refundId: string, txHash: string) => {
    setFailure(undefined);
    try {
      await sent.trigger({ refundId, txHash });
      toast.success(intl.formatMessage(toastMessages.sent));
    } catch (error) {
      const invalid = isApiError(error) && error.code === 'VALIDATION_FAILED';
      setFailure({ refundId, key: invalid ? 'hashInvalid' : 'failed' });
    }
  };
  const onSend = async (refundId: string) => {
    const refund = list.find((item) => item.id === refundId);
    if (!refund?.address) return;
    setFailure(undefined);
    setSending(refundId);
    try {
      const { sendRefund } = await import('../payments/refund-wallet');
      const result = await sendRefund({
        chainId: refund.chainId,
        to: refund.address,
        units: refund.amount,
        contract: refund.token.contract,
      });
      if (result.ok) await onGiveHash(refundId, result.hash);
      else setFailure({ refundId, key: result.error });
    } catch {
      setFailure({ refundId, key: 'walletFailed' });
    } finally {
      setSending(undefined);
    }
  };
  const onCancelRefund = async (refundId: string) => {
    try {
      await cancel.trigger(refundId);
      toast.success(intl.formatMessage(toastMessages.cancelled));
    } catch {
      toast.error(intl.formatMessage(toastMessages.cancelFailed));
    }
  };
  const onNewLink = async (refundId: string) => {
    try {
      const answer = await payerLink.trigger(refundId);
      setPayerUrls((urls) => ({ ...urls, [refundId]: answer.payerUrl }));
    } catch {
      setFailure({ refundId, key: 'failed' });
    }
  };

  return (
    <PaymentDetail
      payment={paymentDetailView(data, refunds.data, { link: linkHref })}
      refunds={list.map((refund) => refundView(refund, payerUrls[refund.id]))}
      isLoading={refunds.isLoading}
      error={refunds.error && !refunds.data ? 'loadFailed' : undefined}
      onRetry={() => void refunds.mutate()}
      back={back}
      canRefund={can(workspace.role, 'managePayments')}
      onRefund={onRefund}
      refundStatus={create.isMutating ? 'submitting' : 'idle'}
      refundError={refundError}
      onCancelRefund={onCancelRefund}
      onSend={onSend}
      onGiveHash={onGiveHash}
      onNewLink={onNewLink}
      failure={failure}
      pending={sending}
    />
  );
}
