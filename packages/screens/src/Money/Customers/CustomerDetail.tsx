import type { CustomerDetail as CustomerDetailAnswer, CustomerPayment } from '@meridian/contract';
import { Receipt, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  Badge,
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  EmptyState,
  Inline,
  Link,
  Stack,
  type DataTableColumn,
} from '@meridian/ui';
import { BackLink, PageHeader } from '../../common/PageHeader';
import { usePendingAction, type ActionResult } from '../../common/usePendingAction';
import { formatMoney } from '../../common/intlFormats';
import { CurrencyNote } from '../../common/CurrencyNote';
import { AmountLines } from '../common/money.styles';
import { ValueLines } from '../common/payments';
import { customerLabel } from './Customers';
import { messages, valueMessages } from './Customers.messages';
import { Details } from './Customers.styles';
import { LoadFailedAlert } from '../../common/LoadFailedAlert';
import type { RefundViewState } from '../common/refunds';
import type { MoneyAmount } from '../common/payments';
import type { TokenAmount } from '../common/tokenAmount';
import { CustomerRefunds } from './CustomerRefunds';
import { HeadedStack } from '../../common/HeadedStack';
import { BlockSkeletons } from '../../common/BlockSkeletons';

export interface CustomerDetailProps {
  detail?: CustomerDetailAnswer;
  isLoading?: boolean;
  error?: 'loadFailed';
  onRetry?: () => void;
  /** The customers list. */
  backHref: string;
  /** Whether the caller may erase a customer (owners and admins); without it the action is not shown. */
  canErase?: boolean;
  /** Erases the customer's personal data; resolves once done (the page then leaves), rejects on failure. */
  onErase: () => ActionResult;
  /** The last erasure failed. */
  eraseError?: boolean;
  /** The confirmation starts open (stories). */
  defaultEraseOpen?: boolean;
  /** A payment's page, where the dashboard knows it: the payment's date links to it. */
  paymentHref?: (payment: CustomerPayment) => string | undefined;
  /** The customer's refunds, newest first; shown when there are some. */
  refunds?: CustomerRefundView[];
}

/** A refund of one of the customer's payments. */
export interface CustomerRefundView {
  id: string;
  createdAt: Date;
  state: RefundViewState;
  amount: TokenAmount;
  price: MoneyAmount | null;
  /** The refunded payment's page. */
  paymentHref: string;
}

/** A customer: the details they gave, their payments, and erasure on request behind a confirmation. */
export function CustomerDetail({
  detail,
  isLoading = false,
  error,
  onRetry,
  backHref,
  canErase = false,
  onErase,
  eraseError = false,
  defaultEraseOpen = false,
  paymentHref,
  refunds = [],
}: CustomerDetailProps) {
  const intl = useIntl();
  const [isOpen, setOpen] = useState(defaultEraseOpen);
  const erase = usePendingAction();
  const amount = (cents: number) => formatMoney(intl.locale, cents, detail?.customer.currency ?? 'USD');
  const notGiven = intl.formatMessage(messages.notGiven);
  const name = detail
    ? customerLabel(detail.customer, intl.formatMessage(messages.noName))
    : intl.formatMessage(messages.customer);

  const columns: DataTableColumn<CustomerPayment>[] = [
    {
      id: 'date',
      header: intl.formatMessage(messages.date),
      isRowHeader: true,
      cell: (payment) => {
        const date = intl.formatDate(payment.paidAt ?? payment.createdAt, { dateStyle: 'medium', timeStyle: 'short' });
        const href = paymentHref?.(payment);
        return href ? <Link href={href}>{date}</Link> : date;
      },
    },
    {
      id: 'link',
      header: intl.formatMessage(messages.link),
      hideWhenNarrow: true,
      cell: (payment) => payment.linkName,
    },
    {
      id: 'status',
      header: intl.formatMessage(messages.status),
      cell: (payment) => (
        <Inline gap={2}>
          <Badge tone={payment.state === 'paid' ? 'success' : 'info'}>
            {intl.formatMessage(payment.state === 'paid' ? messages.paid : messages.confirming)}
          </Badge>
          {payment.environment === 'test' ? <Badge tone="neutral">{intl.formatMessage(messages.test)}</Badge> : null}
        </Inline>
      ),
    },
    {
      id: 'amount',
      header: intl.formatMessage(messages.amount),
      align: 'end',
      cell: (payment) =>
        payment.priceCurrency === payment.currency ? (
          amount(payment.priceCents)
        ) : (
          <AmountLines>
            {payment.totalCents === null ? null : <span>{amount(payment.totalCents)}</span>}{' '}
            <ValueLines value={null} price={{ minor: payment.priceCents, currency: payment.priceCurrency }} />
          </AmountLines>
        ),
    },
  ];

  return (
    <Stack gap={6}>
      <PageHeader
        before={<BackLink href={backHref}>{intl.formatMessage(messages.back)}</BackLink>}
        title={name}
        description={intl.formatMessage(messages.detailDescription)}
        actions={
          canErase && detail ? (
            <Button variant="secondary" size="sm" icon={<Trash2 aria-hidden />} onPress={() => setOpen(true)}>
              {intl.formatMessage(messages.erase)}
            </Button>
          ) : undefined
        }
      />
      {eraseError ? <Alert tone="danger" description={intl.formatMessage(messages.eraseFailed)} /> : null}
      {error ? (
        <LoadFailedAlert description={intl.formatMessage(messages.detailLoadFailed)} onRetry={onRetry} />
      ) : isLoading || !detail ? (
        <BlockSkeletons label={intl.formatMessage(messages.loading)} heights={['120px', '160px']} />
      ) : (
        <>
          <Card title={intl.formatMessage(messages.details)}>
            <Details>
              <dt>{intl.formatMessage(messages.email)}</dt>
              <dd>{detail.customer.email ?? notGiven}</dd>
              <dt>{intl.formatMessage(messages.name)}</dt>
              <dd>{detail.customer.name ?? notGiven}</dd>
              <dt>{intl.formatMessage(messages.street)}</dt>
              <dd>{detail.billing.street ?? notGiven}</dd>
              <dt>{intl.formatMessage(messages.city)}</dt>
              <dd>{detail.billing.city ?? notGiven}</dd>
              <dt>{intl.formatMessage(messages.postalCode)}</dt>
              <dd>{detail.billing.postalCode ?? notGiven}</dd>
              <dt>{intl.formatMessage(messages.country)}</dt>
              <dd>
                {detail.customer.country
                  ? (intl.formatDisplayName(detail.customer.country, { type: 'region' }) ?? detail.customer.country)
                  : notGiven}
              </dd>
              <dt>{intl.formatMessage(messages.vatNumber)}</dt>
              <dd>{detail.billing.vatNumber ?? notGiven}</dd>
              <dt>{intl.formatMessage(messages.total)}</dt>
              <dd>{amount(detail.customer.totalCents)}</dd>
              <dt>{intl.formatMessage(messages.firstSeen)}</dt>
              <dd>{intl.formatDate(detail.customer.firstSeenAt, { dateStyle: 'medium' })}</dd>
            </Details>
          </Card>
          <HeadedStack heading={intl.formatMessage(messages.paymentsHeading)}>
            <CurrencyNote currency={detail.customer.currency} />
            <DataTable
              aria-label={intl.formatMessage(messages.paymentsTable)}
              columns={columns}
              data={detail.payments}
              getRowId={(payment) => payment.sessionId}
              emptyState={
                <EmptyState
                  icon={<Receipt />}
                  title={intl.formatMessage(messages.noPayments)}
                  description={intl.formatMessage(messages.noPaymentsDescription)}
                />
              }
            />
          </HeadedStack>
          {refunds.length > 0 ? <CustomerRefunds refunds={refunds} /> : null}
          {canErase ? <Alert tone="info" description={intl.formatMessage(messages.eraseHelp)} /> : null}
        </>
      )}
      <ConfirmDialog
        tone="danger"
        isOpen={isOpen}
        onOpenChange={setOpen}
        isPending={erase.isPending}
        title={intl.formatMessage(messages.eraseTitle)}
        message={intl.formatMessage(valueMessages.eraseMessage, {
          customer: name,
          count: detail?.payments.length ?? 0,
        })}
        confirmLabel={intl.formatMessage(messages.eraseConfirm)}
        onConfirm={() => erase.run(onErase, { onSettled: () => setOpen(false) })}
      />
    </Stack>
  );
}
