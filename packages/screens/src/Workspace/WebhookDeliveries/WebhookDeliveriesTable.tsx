import type { WebhookDeliveryStatus } from '@meridian/contract';
import { RotateCw, ScrollText } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Badge, DataTable, type CursorPaging, type DataTableColumn } from '@meridian/ui';
import { useEventTypeDescription } from '../../common/eventTypes';
import { messages } from './WebhookDeliveries.messages';
import { Code, EventCell, EventMeaning } from './WebhookDeliveries.styles';

/** A delivery as the log lists it. */
export interface WebhookDeliveryView {
  id: string;
  type: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  /** ISO 8601 */
  createdAt: string;
  nextAttemptAt: string | null;
}

const STATUS = {
  pending: { label: messages.pending, tone: 'warning' },
  succeeded: { label: messages.succeeded, tone: 'success' },
  failed: { label: messages.failed, tone: 'danger' },
} as const;

interface Props {
  deliveries: WebhookDeliveryView[];
  paging?: CursorPaging;
  isLoading: boolean;
  canManage: boolean;
  onView: (delivery: WebhookDeliveryView) => void;
  onRedeliver: (delivery: WebhookDeliveryView) => void;
  emptyState: React.ReactNode;
}

/**
 * The deliveries, newest first: event (its type, and what it means in a line), status,
 * attempts, when; each opens its attempts.
 */
export function WebhookDeliveriesTable({
  deliveries,
  paging,
  isLoading,
  canManage,
  onView,
  onRedeliver,
  emptyState,
}: Props) {
  const intl = useIntl();
  const describe = useEventTypeDescription();
  const columns: DataTableColumn<WebhookDeliveryView>[] = [
    {
      id: 'type',
      header: intl.formatMessage(messages.event),
      isRowHeader: true,
      cell: (row) => (
        <EventCell>
          <Code>{row.type}</Code>
          {describe(row.type) ? <EventMeaning>{describe(row.type)}</EventMeaning> : null}
        </EventCell>
      ),
    },
    {
      id: 'status',
      header: intl.formatMessage(messages.status),
      cell: (row) => <Badge tone={STATUS[row.status].tone}>{intl.formatMessage(STATUS[row.status].label)}</Badge>,
    },
    {
      id: 'attempts',
      header: intl.formatMessage(messages.attempts),
      align: 'end',
      hideWhenNarrow: true,
      cell: (row) => intl.formatNumber(row.attempts),
    },
    {
      id: 'created',
      header: intl.formatMessage(messages.created),
      hideWhenNarrow: true,
      cell: (row) => intl.formatDate(row.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
    },
  ];
  return (
    <DataTable
      aria-label={intl.formatMessage(messages.table)}
      columns={columns}
      data={deliveries}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.type}
      isLoading={isLoading}
      paging={paging}
      emptyState={emptyState}
      rowActions={(row) => [
        { id: 'view', label: intl.formatMessage(messages.view), icon: <ScrollText />, onAction: () => onView(row) },
        ...(canManage
          ? [
              {
                id: 'redeliver',
                label: intl.formatMessage(messages.redeliver),
                icon: <RotateCw />,
                onAction: () => onRedeliver(row),
              },
            ]
          : []),
      ]}
    />
  );
}
