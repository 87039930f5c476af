import { Inbox } from 'lucide-react';
import { useIntl } from 'react-intl';
import {
  Button,
  DataTable,
  EmptyState,
  Stack,
  type CopyFunction,
  type CursorPaging,
  type DataTableColumn,
} from '@meridian/ui';
import { ListPage } from '../../common/ListFilters';
import { useDialogState } from '../../common/useDialogState';
import type { ActionResult } from '../../common/usePendingAction';
import { PageHeader } from '../../common/PageHeader';
import { PaymentsExport, usePaymentColumns, useReceivedColumn, type PaymentView } from '../common/payments';
import { formatTokenAmount } from '../common/tokenAmount';
import { UnmatchedAssignDialog, type AssignTarget } from './UnmatchedAssignDialog';
import { messages, valueMessages } from './UnmatchedPayments.messages';

export type { AssignTarget } from './UnmatchedAssignDialog';

export interface UnmatchedPaymentsProps {
  /** Payments received on a watched address that match no checkout, newest first. */
  payments: PaymentView[];
  /** Where the page stands among the unmatched payments, and Previous and Next. */
  paging?: CursorPaging;
  /** What a payment can be assigned to. */
  targets: AssignTarget[];
  /** Resolves once assigned (the page says so); a rejection keeps the dialog open with the failure. */
  onAssign: (paymentId: string, targetId: string) => ActionResult;
  isLoading?: boolean;
  /** Whether the caller may assign payments (owners, admins and developers); without it the list is read-only. @default true */
  canAssign?: boolean;
  /** The unmatched payments as a CSV file (all of them, not only this page): an "Export CSV" link when given. */
  exportUrl?: string;
  /** Where a payment link is made: offered when no checkout can take a payment. */
  createLinkHref?: string;
  /** How addresses are copied. @default the system clipboard */
  copy?: CopyFunction;
}

/**
 * The inbox of unmatched payments: each with its amount, payer and transaction, and a way to
 * assign it. On a phone the table keeps the date, the amount and the action.
 */
export function UnmatchedPayments({
  payments,
  paging,
  targets,
  onAssign,
  isLoading = false,
  canAssign = true,
  exportUrl,
  createLinkHref,
  copy,
}: UnmatchedPaymentsProps) {
  const intl = useIntl();
  const assigning = useDialogState<PaymentView>();
  const receivedColumn = useReceivedColumn();
  const paymentColumns = usePaymentColumns(copy);
  const columns: DataTableColumn<PaymentView>[] = [receivedColumn, ...paymentColumns];
  const assignColumn: DataTableColumn<PaymentView> = {
    id: 'assign',
    header: intl.formatMessage(messages.assign),
    align: 'end',
    cell: (payment) => (
      <Button
        size="sm"
        variant="secondary"
        aria-label={intl.formatMessage(valueMessages.assignRow, {
          amount: formatTokenAmount(payment.amount, intl.locale),
        })}
        onPress={() => assigning.open(payment)}
      >
        {intl.formatMessage(messages.assign)}
      </Button>
    ),
  };

  return (
    <ListPage>
      <Stack gap={6}>
        <PageHeader
          title={intl.formatMessage(messages.heading)}
          description={intl.formatMessage(messages.description)}
          actions={exportUrl ? <PaymentsExport href={exportUrl} /> : undefined}
        />
        <DataTable
          aria-label={intl.formatMessage(messages.table)}
          columns={canAssign ? [...columns, assignColumn] : columns}
          data={payments}
          getRowId={(payment) => payment.id}
          isLoading={isLoading}
          paging={paging}
          emptyState={
            <EmptyState
              icon={<Inbox />}
              title={intl.formatMessage(messages.emptyTitle)}
              description={intl.formatMessage(messages.emptyDescription)}
            />
          }
        />
        <UnmatchedAssignDialog
          payment={assigning.dialog}
          isOpen={assigning.isOpen}
          onOpenChange={assigning.onOpenChange}
          targets={targets}
          onAssign={onAssign}
          createLinkHref={createLinkHref}
        />
      </Stack>
    </ListPage>
  );
}
