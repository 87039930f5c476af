import { useIntl } from 'react-intl';
import { DataTable, Link, StatusBadge, type DataTableColumn } from '@meridian/ui';
import { formatPrice } from '../common/refunds';
import { refundTones, useRefundText } from '../common/refunds.messages';
import { formatTokenAmount } from '../common/tokenAmount';
import type { CustomerRefundView } from './CustomerDetail';
import { messages } from './Customers.messages';
import { HeadedStack } from '../../common/HeadedStack';

/** A customer's refunds: when each was made (linked to its payment), where it stands, how much. */
export function CustomerRefunds({ refunds }: { refunds: CustomerRefundView[] }) {
  const intl = useIntl();
  const text = useRefundText();
  const columns: DataTableColumn<CustomerRefundView>[] = [
    {
      id: 'date',
      header: intl.formatMessage(messages.date),
      isRowHeader: true,
      cell: (refund) => (
        <Link href={refund.paymentHref}>
          {intl.formatDate(refund.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
        </Link>
      ),
    },
    {
      id: 'status',
      header: intl.formatMessage(messages.status),
      cell: (refund) => (
        <StatusBadge size="sm" tone={refundTones[refund.state]}>
          {text.state(refund.state)}
        </StatusBadge>
      ),
    },
    {
      id: 'amount',
      header: intl.formatMessage(messages.amount),
      align: 'end',
      cell: (refund) =>
        refund.price ? formatPrice(refund.price, intl.locale) : formatTokenAmount(refund.amount, intl.locale),
    },
  ];
  return (
    <HeadedStack heading={intl.formatMessage(messages.refundsHeading)}>
      <DataTable
        aria-label={intl.formatMessage(messages.refundsTable)}
        columns={columns}
        data={refunds}
        getRowId={(refund) => refund.id}
      />
    </HeadedStack>
  );
}
