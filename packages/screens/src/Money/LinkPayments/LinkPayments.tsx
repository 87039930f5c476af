import { Receipt } from 'lucide-react';
import { useIntl } from 'react-intl';
import { DataTable, EmptyState, Stack, type CopyFunction, type CursorPaging, type DataTableColumn } from '@meridian/ui';
import { ListPage } from '../../common/ListFilters';
import { BackLink, PageHeader } from '../../common/PageHeader';
import { LinkShare } from '../common/LinkShare';
import {
  PaymentsExport,
  PaymentState,
  usePaymentColumns,
  useReceivedColumn,
  type PaymentView,
} from '../common/payments';
import { messages } from './LinkPayments.messages';

export interface LinkPaymentsProps {
  /** The link's name, the page's title. */
  linkName: string;
  /** The current page of payments, newest first. */
  payments: PaymentView[];
  /** Where the page stands among the link's payments, and Previous and Next. */
  paging?: CursorPaging;
  isLoading?: boolean;
  error?: 'loadFailed';
  onRetry?: () => void;
  /** The links list. */
  backHref: string;
  /** The link's payments as a CSV file (all of them, not only this page): an "Export CSV" link when given. */
  exportUrl?: string;
  /** The link's public URL, shared from the top of the page while the link takes payments. */
  shareUrl?: string;
  /** How addresses are copied. @default the system clipboard */
  copy?: CopyFunction;
}

/**
 * A link's page: its URL to share (QR code, copy, the checkout) while it takes payments, then
 * its payments: when each arrived, its status, the amount in the token and in USD,
 * the payer (shortened, copied whole), the transaction on the chain's explorer, and the confirmations of one not final yet.
 */
export function LinkPayments({
  linkName,
  payments,
  paging,
  isLoading = false,
  error,
  onRetry,
  backHref,
  shareUrl,
  exportUrl,
  copy,
}: LinkPaymentsProps) {
  const intl = useIntl();
  const state = (payment: PaymentView) => <PaymentState payment={payment} />;
  // On a phone the status reads under the date, so that the amount keeps its room.
  const receivedColumn = useReceivedColumn(state);
  const paymentColumns = usePaymentColumns(copy);
  const columns: DataTableColumn<PaymentView>[] = [
    receivedColumn,
    { id: 'status', header: intl.formatMessage(messages.status), hideWhenNarrow: true, cell: state },
    ...paymentColumns,
  ];

  return (
    <ListPage>
      <Stack gap={6}>
        <PageHeader
          before={<BackLink href={backHref}>{intl.formatMessage(messages.back)}</BackLink>}
          title={linkName}
          description={intl.formatMessage(messages.description)}
          actions={exportUrl ? <PaymentsExport href={exportUrl} /> : undefined}
        />
        {shareUrl ? (
          <LinkShare
            url={shareUrl}
            title={intl.formatMessage(messages.share)}
            description={intl.formatMessage(messages.shareHelp)}
            copy={copy}
          />
        ) : null}
        <DataTable
          aria-label={intl.formatMessage(messages.table)}
          columns={columns}
          data={payments}
          getRowId={(payment) => payment.id}
          isLoading={isLoading}
          error={error ? intl.formatMessage(messages.loadFailed) : undefined}
          onRetry={onRetry}
          emptyState={
            <EmptyState
              icon={<Receipt />}
              title={intl.formatMessage(messages.emptyTitle)}
              description={intl.formatMessage(messages.emptyDescription)}
            />
          }
          paging={paging}
        />
      </Stack>
    </ListPage>
  );
}
