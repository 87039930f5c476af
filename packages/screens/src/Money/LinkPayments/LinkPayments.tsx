import { Receipt } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  DataTable,
  EmptyState,
  Inline,
  Stack,
  type CopyFunction,
  type CursorPaging,
  type DataTableColumn,
} from '@meridian/ui';
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
import type { ActionResult } from '../../common/usePendingAction';
import { messages } from './LinkPayments.messages';
import { LinkActions, LinkFacts, LinkStatusNote, type LinkPaymentsLink } from './LinkPaymentsSummary';

export type { LinkPaymentsLink } from './LinkPaymentsSummary';

export interface LinkPaymentsProps {
  /** The link: its name (the page's title), price, status and environment. */
  link: LinkPaymentsLink;
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
  /** The link's form: an Edit action when given (members who manage links). */
  editHref?: string;
  /** Disables (after a confirmation) or enables the link: the action when given (members who manage links). */
  onChangeStatus?: (status: 'active' | 'disabled') => ActionResult;
  /** The last status change failed: said above the payments. */
  statusChangeFailed?: boolean;
  /** How addresses are copied. @default the system clipboard */
  copy?: CopyFunction;
  /** The link's payment settings, shown before its payments (its cards and bank transfers). */
  paymentSettings?: ReactNode;
}

/**
 * A link's page: its price, status and environment under its name, with Edit and Disable (or
 * Enable); why a link that is not active takes no payments; its URL to share (QR code, copy,
 * the checkout) while it takes payments, then its payments: when each arrived, its status, the amount in the token and in USD,
 * the payer (shortened, copied whole), the transaction on the chain's explorer, and the confirmations of one not final yet.
 */
export function LinkPayments({
  link,
  payments,
  paging,
  isLoading = false,
  error,
  onRetry,
  backHref,
  shareUrl,
  exportUrl,
  editHref,
  onChangeStatus,
  statusChangeFailed = false,
  copy,
  paymentSettings,
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
          title={link.name}
          description={intl.formatMessage(messages.description)}
          actions={
            <Inline gap={2} align="center">
              <LinkActions link={link} editHref={editHref} onChangeStatus={onChangeStatus} />
              {exportUrl ? <PaymentsExport href={exportUrl} /> : null}
            </Inline>
          }
        >
          <LinkFacts link={link} />
        </PageHeader>
        {statusChangeFailed ? (
          <Alert live tone="danger" description={intl.formatMessage(messages.statusChangeFailed)} />
        ) : null}
        <LinkStatusNote status={link.status} />
        {shareUrl ? (
          <LinkShare
            url={shareUrl}
            title={intl.formatMessage(messages.share)}
            description={intl.formatMessage(messages.shareHelp)}
            copy={copy}
          />
        ) : null}
        {paymentSettings}
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
