import { PAYMENT_DISPLAY_STATUSES, shortenAddress, type Currency, type PaymentDisplayStatus } from '@meridian/contract';
import { useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import { Download } from 'lucide-react';
import {
  ButtonLink,
  CopyButton,
  Link,
  StatusBadge,
  Text,
  VisuallyHidden,
  type CopyFunction,
  type DataTableColumn,
  messagesIn,
} from '@meridian/ui';
import { NarrowLine } from '../../common/ListFilters';
import { formatMoney } from '../../common/intlFormats';
import { Address, AmountLines, DateLines, IconText } from './money.styles';
import { TransactionLink } from './TransactionLink';
import { formatTokenAmount, type TokenAmount } from './tokenAmount';

/** Where one on-chain payment stands, with what sets it apart (late, short, too much): the contract's statuses. */
export const PAYMENT_STATUSES = PAYMENT_DISPLAY_STATUSES;
export type PaymentStatus = PaymentDisplayStatus;

/** An amount in minor units of a currency (cents, whole yen). */
export interface MoneyAmount {
  minor: number;
  currency: Currency;
}

/** One payment received on a chain, as the dashboard's payment tables show it. */
export interface PaymentView {
  id: string;
  receivedAt: Date;
  status: PaymentStatus;
  amount: TokenAmount;
  /**
   * Its value in the workspace's currency, from its session's locked rate and snapshot; null while
   * it belongs to no session (unmatched).
   */
  value: MoneyAmount | null;
  /** Its value in the currency its checkout priced in, shown too where that is another currency. */
  price?: MoneyAmount | null;
  /** The address that sent it. */
  payer: string;
  txHash: string;
  /** The chain it was made on: its explorer shows the transaction (none for the local test chain). */
  chainId: number;
  /**
   * Its confirmations (blocks on top of its own, its own included) and how many make it final:
   * shown as "1 of 2" while it is pending.
   */
  confirmations?: { count: number; required: number };
  /** Its page, where it has one (a payment of one of the workspace's checkouts): its date links there. */
  href?: string;
}

const messages = messagesIn('screens.Money.common.payment', {
  pending: 'Pending',
  confirmed: 'Confirmed',
  reverted: 'Reverted',
  late: 'Paid late',
  underpaid: 'Underpaid',
  overpaid: 'Overpaid',
  copyPayer: 'Copy the payer’s address',
  payerCopied: 'Payer’s address copied',
  received: 'Received',
  exportCsv: 'Export CSV',
  amount: 'Amount',
  payer: 'Payer',
  transaction: 'Transaction',
}) satisfies Record<PaymentStatus, unknown>;

const priceMessages = messagesIn<{ pricedIn: { amount: string } }>('screens.Money.common.payment', {
  pricedIn: 'priced at {amount}',
});

const txMessages = messagesIn<{
  viewTx: { hash: string };
  confirmationsShort: { count: number; required: number };
  confirmations: { count: number; required: number };
}>('screens.Money.common.payment', {
  viewTx: 'Transaction {hash}',
  confirmationsShort: '{count, number} of {required, number}',
  confirmations:
    '{required, plural, one {{count, number} of # confirmation} other {{count, number} of # confirmations}}',
});

const finalMessages = messagesIn('screens.Money.common.payment', {
  final: 'Final',
});

/** The tone of each payment status's badge. */
export const paymentTones = {
  pending: 'info',
  confirmed: 'success',
  reverted: 'danger',
  late: 'warning',
  underpaid: 'warning',
  overpaid: 'neutral',
} as const satisfies Record<PaymentStatus, string>;

/** A payment status in words. */
export function usePaymentStatusText() {
  const intl = useIntl();
  return (status: PaymentStatus) => intl.formatMessage(messages[status]);
}

/** Where a payment stands after its chain settled it: every status but pending and reverted. */
const isFinal = (status: PaymentStatus) => status !== 'pending' && status !== 'reverted';

/**
 * A payment's status badge, and under it where it stands on its chain: "1 of 2" (confirmations
 * counted of those required) while pending, "Final" once settled, nothing once reverted. Under
 * the badge rather than in a column of its own, which made the tables too wide beside the
 * sidebar at 1280 px.
 */
export function PaymentState({ payment }: { payment: Pick<PaymentView, 'status' | 'confirmations'> }) {
  const intl = useIntl();
  const { status, confirmations } = payment;
  const counted = status === 'pending' && confirmations ? confirmations : undefined;
  const values = counted && { count: Math.min(counted.count, counted.required), required: counted.required };
  return (
    <DateLines>
      <StatusBadge size="sm" tone={paymentTones[status]}>
        {intl.formatMessage(messages[status])}
      </StatusBadge>{' '}
      {values ? (
        <Text as="span" size="sm" tone="muted">
          {/* "1 of 2" fits the column; a screen reader hears what it counts. */}
          <span aria-hidden>{intl.formatMessage(txMessages.confirmationsShort, values)}</span>
          <VisuallyHidden>{intl.formatMessage(txMessages.confirmations, values)}</VisuallyHidden>
        </Text>
      ) : isFinal(status) ? (
        <Text as="span" size="sm" tone="muted">
          {intl.formatMessage(finalMessages.final)}
        </Text>
      ) : null}
    </DateLines>
  );
}

/**
 * An amount in the workspace's currency, and under it the one its checkout priced in where that
 * is another currency ("priced at $27.00"): muted lines, for under a token amount or alone.
 */
export function ValueLines({ value, price }: { value: MoneyAmount | null; price?: MoneyAmount | null }) {
  const intl = useIntl();
  const other = price && price.currency !== value?.currency ? price : null;
  return (
    <>
      {value === null ? null : (
        <Text as="span" size="sm" tone="muted">
          {formatMoney(intl.locale, value.minor, value.currency)}
        </Text>
      )}
      {/* Read between the lines; a flex box draws no space. */}{' '}
      {other ? (
        <Text as="span" size="sm" tone="muted">
          {intl.formatMessage(priceMessages.pricedIn, {
            amount: formatMoney(intl.locale, other.minor, other.currency),
          })}
        </Text>
      ) : null}
    </>
  );
}

/**
 * The amount in the token, and under it in the workspace's currency (and in the currency its
 * checkout priced in, where that is another), per locale: short lines rather than one long one,
 * so that the payment tables fit beside the sidebar at 1280 px.
 */
export function PaymentAmount({ payment }: { payment: Pick<PaymentView, 'amount' | 'value' | 'price'> }) {
  const intl = useIntl();
  return (
    <AmountLines>
      <span>{formatTokenAmount(payment.amount, intl.locale)}</span>{' '}
      <ValueLines value={payment.value} price={payment.price} />
    </AmountLines>
  );
}

/** When a payment arrived: the date over the time, two short lines like the amount's; a link to its page when it has one. */
export function ReceivedAt({ at, href }: { at: Date; href?: string }) {
  const intl = useIntl();
  const lines = (
    <DateLines>
      <span>{intl.formatDate(at, { dateStyle: 'medium' })}</span>{' '}
      <Text as="span" size="sm" tone="muted">
        {intl.formatTime(at, { timeStyle: 'short' })}
      </Text>
    </DateLines>
  );
  return href ? <Link href={href}>{lines}</Link> : lines;
}

/** The payer's address shortened, with a button that copies it whole. */
export function PayerAddress({ address, copy }: { address: string; copy?: CopyFunction }) {
  const intl = useIntl();
  return (
    <IconText>
      <Address title={address}>{shortenAddress(address)}</Address>
      <CopyButton
        value={address}
        size="sm"
        label={intl.formatMessage(messages.copyPayer)}
        copiedMessage={intl.formatMessage(messages.payerCopied)}
        copy={copy}
      />
    </IconText>
  );
}

/** The transaction's short hash, linked to the chain's explorer when there is one. */
export function TransactionCell({ payment }: { payment: Pick<PaymentView, 'txHash' | 'chainId'> }) {
  const intl = useIntl();
  return (
    <TransactionLink
      hash={payment.txHash}
      chainId={payment.chainId}
      label={(hash) => intl.formatMessage(txMessages.viewTx, { hash })}
      Hash={Address}
    />
  );
}

/** The payments listed, every page of them, as a CSV file the browser downloads. */
export function PaymentsExport({ href }: { href: string }) {
  const intl = useIntl();
  return (
    <ButtonLink href={href} download size="sm" icon={<Download aria-hidden />}>
      {intl.formatMessage(messages.exportCsv)}
    </ButtonLink>
  );
}

/**
 * The first column of every table of payments: when each arrived, the row's header. On a phone,
 * `narrowLine` reads under the date (a column the phone leaves out, such as the status).
 */
export function useReceivedColumn<Row extends PaymentView>(
  narrowLine?: (payment: Row) => ReactNode,
): DataTableColumn<Row> {
  const intl = useIntl();
  return {
    id: 'date',
    header: intl.formatMessage(messages.received),
    isRowHeader: true,
    cell: (payment) => (
      <>
        <ReceivedAt at={payment.receivedAt} href={payment.href} />
        {narrowLine ? <NarrowLine>{narrowLine(payment)}</NarrowLine> : null}
      </>
    ),
  };
}

/** The columns every table of payments shows alike: amount, payer (with copy) and transaction. */
export function usePaymentColumns<Row extends PaymentView>(copy?: CopyFunction): DataTableColumn<Row>[] {
  const intl = useIntl();
  return [
    {
      id: 'amount',
      header: intl.formatMessage(messages.amount),
      align: 'end',
      cell: (payment) => <PaymentAmount payment={payment} />,
    },
    {
      id: 'payer',
      hideWhenNarrow: true,
      header: intl.formatMessage(messages.payer),
      cell: (payment) => <PayerAddress address={payment.payer} copy={copy} />,
    },
    {
      id: 'transaction',
      hideWhenNarrow: true,
      header: intl.formatMessage(messages.transaction),
      cell: (payment) => <TransactionCell payment={payment} />,
    },
  ];
}
