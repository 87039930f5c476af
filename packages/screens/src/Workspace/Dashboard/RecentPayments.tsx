import { explorerTxUrl, shortenAddress } from '@meridian/contract';
import { Receipt } from 'lucide-react';
import { useIntl } from 'react-intl';
import {
  Badge,
  DataTable,
  EmptyState,
  Link,
  StatusBadge,
  TokenIcon,
  TOKEN_ICON_SYMBOLS,
  type DataTableColumn,
  type TokenIconSymbol,
  messagesIn,
} from '@meridian/ui';
import { NarrowLine } from '../../common/ListFilters';
import { Address } from '../../Money/common/money.styles';
import { PaymentAmount, paymentTones, ReceivedAt, usePaymentStatusText } from '../../Money/common/payments';
import { messages } from './Dashboard.messages';
import { LinkCell, TokenCell } from './Dashboard.styles';
import type { RecentPaymentView } from './Dashboard.types';

const txMessages = messagesIn<{ viewTx: { hash: string } }>('screens.Workspace.Dashboard', {
  viewTx: 'Transaction {hash} on the explorer',
});

const hasIcon = (symbol: string): symbol is TokenIconSymbol =>
  (TOKEN_ICON_SYMBOLS as readonly string[]).includes(symbol);

export interface RecentPaymentsProps {
  payments: RecentPaymentView[];
  page: number;
  total: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  isLoading: boolean;
  error: boolean;
  onRetry?: () => void;
  /** The unmatched payments' page, where an unmatched payment links to. */
  unmatchedHref: string;
}

/** The workspace's latest payments, newest first, a page at a time. */
export function RecentPayments({
  payments,
  page,
  total,
  pageSize,
  onPageChange,
  isLoading,
  error,
  onRetry,
  unmatchedHref,
}: RecentPaymentsProps) {
  const intl = useIntl();
  const statusText = usePaymentStatusText();
  const statusBadge = (payment: RecentPaymentView) => (
    <StatusBadge size="sm" tone={paymentTones[payment.status]}>
      {statusText(payment.status)}
    </StatusBadge>
  );
  const columns: DataTableColumn<RecentPaymentView>[] = [
    {
      id: 'date',
      header: intl.formatMessage(messages.date),
      isRowHeader: true,
      cell: (payment) => (
        <>
          <ReceivedAt at={payment.receivedAt} href={payment.href} />
          <NarrowLine>{statusBadge(payment)}</NarrowLine>
        </>
      ),
    },
    {
      id: 'link',
      header: intl.formatMessage(messages.link),
      hideWhenNarrow: true,
      cell: (payment) => (
        <LinkCell>
          {payment.link ? (
            <Link href={payment.link.href}>{payment.link.name}</Link>
          ) : (
            <Link href={unmatchedHref}>{intl.formatMessage(messages.unmatched)}</Link>
          )}
          {payment.environment === 'test' ? (
            <Badge size="sm" tone="neutral">
              {intl.formatMessage(messages.testBadge)}
            </Badge>
          ) : null}
        </LinkCell>
      ),
    },
    {
      id: 'amount',
      header: intl.formatMessage(messages.amount),
      align: 'end',
      cell: (payment) => <PaymentAmount payment={payment} />,
    },
    {
      id: 'token',
      header: intl.formatMessage(messages.token),
      hideWhenNarrow: true,
      cell: (payment) => (
        <TokenCell>
          {hasIcon(payment.amount.symbol) ? <TokenIcon symbol={payment.amount.symbol} size="sm" /> : null}
          {payment.amount.symbol}
        </TokenCell>
      ),
    },
    {
      id: 'status',
      header: intl.formatMessage(messages.status),
      // On a phone the status reads under the date, so that the row fits.
      hideWhenNarrow: true,
      cell: statusBadge,
    },
    {
      id: 'transaction',
      header: intl.formatMessage(messages.transaction),
      hideWhenNarrow: true,
      cell: (payment) => {
        const short = shortenAddress(payment.txHash);
        const href = explorerTxUrl(payment.chainId, payment.txHash);
        if (!href) return <Address>{short}</Address>;
        return (
          <Link href={href} external aria-label={intl.formatMessage(txMessages.viewTx, { hash: short })}>
            <Address>{short}</Address>
          </Link>
        );
      },
    },
  ];

  return (
    <DataTable
      aria-label={intl.formatMessage(messages.recentTable)}
      columns={columns}
      data={payments}
      getRowId={(payment) => payment.id}
      isLoading={isLoading}
      error={error ? intl.formatMessage(messages.paymentsLoadFailed) : undefined}
      onRetry={onRetry}
      emptyState={<EmptyState icon={<Receipt />} size="sm" title={intl.formatMessage(messages.noRecentTitle)} />}
      page={page}
      pageSize={pageSize}
      pageCount={Math.max(1, Math.ceil(total / pageSize))}
      rowCount={total}
      onPageChange={onPageChange}
    />
  );
}
