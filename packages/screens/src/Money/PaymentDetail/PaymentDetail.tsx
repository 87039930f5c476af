import type { Environment } from '@meridian/contract';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Card, ConfirmDialog, Heading, Link, Stack, Text, type CopyFunction } from '@meridian/ui';
import { LoadFailedAlert } from '../../common/LoadFailedAlert';
import { BackLink, PageHeader } from '../../common/PageHeader';
import { useDialogState } from '../../common/useDialogState';
import type { ActionResult, SubmitStatus } from '../../common/usePendingAction';
import { SummaryList } from '../common/money.styles';
import { useMoneyText } from '../common/money.messages';
import { PayerAddress, PaymentState, TransactionCell, type PaymentView } from '../common/payments';
import {
  formatPrice,
  formatRate,
  unitsLeft,
  type RateView,
  type RefundNetwork,
  type RefundView,
} from '../common/refunds';
import type { MoneyAmount } from '../common/payments';
import { formatTokenAmount } from '../common/tokenAmount';
import { RefundDialog, type NewRefund } from '../RefundDialog';
import { messages, valueMessages } from './PaymentDetail.messages';
import { PaymentRefund, type RefundActions } from './PaymentRefund';
import { BlockSkeletons } from '../../common/BlockSkeletons';

/** A payment as its page shows it. */
export interface PaymentDetailView extends Omit<PaymentView, 'price'> {
  environment: Environment;
  network: RefundNetwork;
  /** What it was worth in its price currency at its locked rate; null when it has no rate (unmatched). */
  price: MoneyAmount | null;
  rate: RateView | null;
  /** Its link's page, and its customer's, when it has them. */
  link?: { name: string; href: string };
  customer?: { name: string; href: string };
}

export interface PaymentDetailProps extends Omit<RefundActions, 'onCancel'> {
  payment?: PaymentDetailView;
  /** Its refunds, newest first. */
  refunds: RefundView[];
  isLoading?: boolean;
  error?: 'loadFailed';
  onRetry?: () => void;
  /** Where the page was reached from: the back link's target and its name. */
  back: { href: string; to: 'dashboard' | 'link' | 'customer' };
  /** Whether the caller may refund (owners, admins and developers); without it no action is shown. */
  canRefund?: boolean;
  /** Creates a refund; resolves once created, rejects on failure (the dialog stays open). */
  onRefund: (refund: NewRefund) => ActionResult;
  refundStatus?: SubmitStatus;
  refundError?: 'moreThanLeft' | 'failed';
  /** Cancels a refund, once the merchant confirmed. */
  onCancelRefund: (refundId: string) => ActionResult;
  /** The refund dialog starts open (stories). */
  defaultRefundOpen?: boolean;
  copy?: CopyFunction;
}

type OpenDialog = { kind: 'cancel'; refundId: string };

const backMessages = { dashboard: messages.backDashboard, link: messages.backLink, customer: messages.backCustomer };

/** A payment whose transfer is final can be refunded: every status but pending and reverted. */
const isRefundable = (payment: Pick<PaymentView, 'status'>) =>
  payment.status !== 'pending' && payment.status !== 'reverted';

/**
 * A payment's page: its amount in the token and in its price currency (with the rate locked for
 * it), its status, payer and transaction, then its refunds, each with where it stands and what
 * comes next; "Refund" for those who may refund a final payment with something left.
 */
export function PaymentDetail({
  payment,
  refunds,
  isLoading = false,
  error,
  onRetry,
  back,
  canRefund = false,
  onRefund,
  refundStatus,
  refundError,
  onCancelRefund,
  defaultRefundOpen = false,
  copy,
  ...actions
}: PaymentDetailProps) {
  const intl = useIntl();
  const money = useMoneyText();
  const dialogs = useDialogState<OpenDialog>();
  const dialog = dialogs.dialog;
  const [refundOpen, setRefundOpen] = useState(defaultRefundOpen);
  const refund = (next: NewRefund) => {
    const result = onRefund(next);
    // Closed once created; on a failure it stays open, what was typed kept, the error said.
    if (result)
      void result.then(
        () => setRefundOpen(false),
        () => undefined,
      );
    return result;
  };
  const left = payment ? unitsLeft(payment.amount.units, refunds) : 0n;
  const token = (units: bigint | string) =>
    payment ? formatTokenAmount({ ...payment.amount, units: String(units) }, intl.locale) : '';
  const refundable = payment !== undefined && isRefundable(payment);
  const title = payment
    ? intl.formatMessage(valueMessages.heading, {
        amount: payment.price
          ? formatPrice(payment.price, intl.locale)
          : formatTokenAmount(payment.amount, intl.locale),
      })
    : intl.formatMessage(messages.title);

  return (
    <Stack gap={6}>
      <PageHeader
        before={<BackLink href={back.href}>{intl.formatMessage(backMessages[back.to])}</BackLink>}
        title={title}
        description={
          payment
            ? intl.formatMessage(valueMessages.received, {
                date: intl.formatDate(payment.receivedAt, { dateStyle: 'medium', timeStyle: 'short' }),
              })
            : undefined
        }
        actions={
          canRefund && refundable && left > 0n ? (
            <Button size="sm" icon={<Undo2 aria-hidden />} onPress={() => setRefundOpen(true)}>
              {intl.formatMessage(messages.refund)}
            </Button>
          ) : undefined
        }
      />
      {error ? (
        <LoadFailedAlert description={intl.formatMessage(messages.loadFailed)} onRetry={onRetry} />
      ) : isLoading || !payment ? (
        <BlockSkeletons label={intl.formatMessage(messages.loading)} heights={['200px', '120px']} />
      ) : (
        <>
          <Card title={intl.formatMessage(messages.details)}>
            <SummaryList>
              <dt>{intl.formatMessage(messages.status)}</dt>
              <dd>
                <PaymentState payment={payment} />
              </dd>
              <dt>{intl.formatMessage(messages.amount)}</dt>
              <dd>{formatTokenAmount(payment.amount, intl.locale)}</dd>
              {payment.price && payment.rate ? (
                <>
                  <dt>{intl.formatMessage(messages.worth)}</dt>
                  <dd>
                    <Stack gap={1}>
                      <span>{formatPrice(payment.price, intl.locale)}</span>
                      <Text as="span" size="sm" tone="muted">
                        {intl.formatMessage(valueMessages.rate, {
                          rate: formatRate(payment.rate, intl.locale),
                          symbol: payment.amount.symbol,
                          source: payment.rate.source ? money.rateSource(payment.rate.source) : '',
                          date: payment.rate.at
                            ? intl.formatDate(payment.rate.at, { dateStyle: 'medium', timeStyle: 'short' })
                            : '',
                          known: payment.rate.source && payment.rate.at ? 'yes' : 'no',
                        })}
                      </Text>
                    </Stack>
                  </dd>
                </>
              ) : null}
              <dt>{intl.formatMessage(messages.payer)}</dt>
              <dd>
                <PayerAddress address={payment.payer} copy={copy} />
              </dd>
              <dt>{intl.formatMessage(messages.transaction)}</dt>
              <dd>
                <TransactionCell payment={payment} />
              </dd>
              <dt>{intl.formatMessage(messages.network)}</dt>
              <dd>
                {payment.network.name} · {money.environment(payment.environment)}
              </dd>
              {payment.link ? (
                <>
                  <dt>{intl.formatMessage(messages.link)}</dt>
                  <dd>
                    <Link href={payment.link.href}>{payment.link.name}</Link>
                  </dd>
                </>
              ) : null}
              {payment.customer ? (
                <>
                  <dt>{intl.formatMessage(messages.customer)}</dt>
                  <dd>
                    <Link href={payment.customer.href}>{payment.customer.name}</Link>
                  </dd>
                </>
              ) : null}
            </SummaryList>
          </Card>
          <Stack gap={3} as="section" aria-labelledby="payment-refunds">
            <Heading level={2} size="sm" id="payment-refunds">
              {intl.formatMessage(messages.refunds)}
            </Heading>
            {canRefund && !refundable ? <Text tone="muted">{intl.formatMessage(messages.notRefundable)}</Text> : null}
            {refunds.length === 0 ? (
              <Text tone="muted">{intl.formatMessage(messages.noRefunds)}</Text>
            ) : (
              <>
                <Text>
                  {intl.formatMessage(valueMessages.refunded, {
                    refunded: token(BigInt(payment.amount.units) - left),
                    left: token(left),
                  })}
                </Text>
                {refunds.map((refund) => (
                  <PaymentRefund
                    key={refund.id}
                    refund={refund}
                    network={payment.network}
                    actions={{
                      ...actions,
                      copy,
                      onCancel: canRefund ? (refundId) => dialogs.open({ kind: 'cancel', refundId }) : undefined,
                    }}
                  />
                ))}
              </>
            )}
          </Stack>
        </>
      )}
      {payment ? (
        <RefundDialog
          isOpen={refundOpen}
          paid={payment.amount}
          paidPrice={payment.price}
          left={left.toString()}
          rate={payment.rate}
          onRefund={refund}
          onCancel={() => setRefundOpen(false)}
          status={refundStatus}
          error={refundError}
        />
      ) : null}
      {dialog?.kind === 'cancel' ? (
        <ConfirmDialog
          tone="danger"
          isOpen={dialogs.isOpen}
          onOpenChange={dialogs.onOpenChange}
          isPending={dialogs.isPending}
          title={intl.formatMessage(messages.cancelTitle)}
          message={intl.formatMessage(messages.cancelMessage)}
          confirmLabel={intl.formatMessage(messages.cancelConfirm)}
          cancelLabel={intl.formatMessage(messages.keep)}
          onConfirm={() => dialogs.run(() => onCancelRefund(dialog.refundId))}
        />
      ) : null}
    </Stack>
  );
}
