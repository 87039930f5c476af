import { Archive, Ban, Copy, Eye, Pencil, Power, Receipt } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  Badge,
  DataTable,
  Link,
  StatusBadge,
  Text,
  type CursorPaging,
  type DataTableColumn,
  type DataTableRowAction,
} from '@meridian/ui';
import { statusTones, useMoneyText } from '../common/money.messages';
import type { PaymentLinkView } from '../common/views';
import type { PaymentLinkSort } from './PaymentLinks.rules';
import { messages, valueMessages } from './PaymentLinks.messages';
import { linkActions } from './PaymentLinks.rules';
import { NarrowLine } from '../../common/ListFilters';
import { LinkName, PaidSummary } from './PaymentLinks.styles';

/** What a row's menu can ask for. */
export type LinkRowAction = 'edit' | 'view' | 'payments' | 'copy' | 'disable' | 'enable' | 'archive';

interface PaymentLinksTableProps {
  links: PaymentLinkView[];
  paging: CursorPaging | undefined;
  isLoading: boolean;
  loadError: string | undefined;
  onRetry: (() => void) | undefined;
  emptyState: ReactNode;
  canManage: boolean;
  /** Whether rows offer their link's payments. */
  hasPayments: boolean;
  onAction: (link: PaymentLinkView, action: LinkRowAction) => void;
  sort: PaymentLinkSort | undefined;
  onSortChange: ((sort: PaymentLinkSort) => void) | undefined;
  linkHref: ((linkId: string) => string) | undefined;
  paymentsHref: ((linkId: string) => string) | undefined;
}

const sortColumns: ReadonlySet<string> = new Set(['name', 'amount', 'created']);

/**
 * The links of the current page: name, type, environment, status, amount, what each has taken
 * and its creation date, with a menu per row.
 */
export function PaymentLinksTable({
  links,
  paging,
  isLoading,
  loadError,
  onRetry,
  emptyState,
  canManage,
  hasPayments,
  onAction,
  sort,
  onSortChange,
  linkHref,
  paymentsHref,
}: PaymentLinksTableProps) {
  const intl = useIntl();
  const text = useMoneyText();

  const statusBadge = (link: PaymentLinkView) => (
    <StatusBadge size="sm" tone={statusTones[link.status]}>
      {text.status(link.status)}
    </StatusBadge>
  );

  const columns: DataTableColumn<PaymentLinkView>[] = [
    {
      id: 'name',
      header: intl.formatMessage(messages.name),
      cell: (link) => (
        <>
          <LinkName>{linkHref ? <Link href={linkHref(link.id)}>{link.name}</Link> : link.name}</LinkName>
          <NarrowLine>{statusBadge(link)}</NarrowLine>
        </>
      ),
    },
    {
      id: 'type',
      header: intl.formatMessage(messages.type),
      hideWhenNarrow: true,
      cell: (link) => text.type(link.type),
    },
    {
      id: 'environment',
      hideWhenNarrow: true,
      header: intl.formatMessage(messages.environment),
      cell: (link) => (
        <Badge size="sm" tone={link.environment === 'live' ? 'info' : 'neutral'}>
          {text.environment(link.environment)}
        </Badge>
      ),
    },
    {
      id: 'status',
      header: intl.formatMessage(messages.status),
      // On a phone the status reads under the name, so that the row fits.
      hideWhenNarrow: true,
      cell: statusBadge,
    },
    {
      id: 'amount',
      header: intl.formatMessage(messages.amount),
      align: 'end',
      cell: (link) =>
        link.amountCents === undefined ? (
          <Text as="span" tone="muted">
            {intl.formatMessage(messages.payerChooses)}
          </Text>
        ) : (
          text.amount(link.amountCents, link.currency)
        ),
    },
    {
      id: 'paid',
      header: intl.formatMessage(messages.paid),
      align: 'end',
      cell: ({ id, paid, currency }) => {
        if (paid === undefined) return null;
        const summary = intl.formatMessage(valueMessages.paidSummary, {
          count: paid.count,
          total: text.amount(paid.totalCents, currency),
        });
        // The payments are one click away, from what the link has taken.
        if (paid.count > 0 && paymentsHref) {
          return (
            <PaidSummary>
              <Link href={paymentsHref(id)}>{summary}</Link>
            </PaidSummary>
          );
        }
        return (
          <PaidSummary>
            <Text as="span" tone={paid.count === 0 ? 'muted' : 'default'}>
              {summary}
            </Text>
          </PaidSummary>
        );
      },
    },
    {
      id: 'created',
      hideWhenNarrow: true,
      header: intl.formatMessage(messages.created),
      cell: (link) => intl.formatDate(link.createdAt, { dateStyle: 'medium' }),
    },
  ];

  // Sorting is the server's: the headers sort only when the caller can ask it to.
  const sortable = onSortChange !== undefined;
  const sortedColumns = columns.map((column) =>
    sortable && sortColumns.has(column.id) ? { ...column, sortable } : column,
  );

  const rowActions = (link: PaymentLinkView): DataTableRowAction[] => {
    const allowed = linkActions(link, canManage);
    const item = (id: LinkRowAction, label: string, icon: ReactNode, tone?: 'danger'): DataTableRowAction => ({
      id,
      label,
      icon,
      tone,
      onAction: () => onAction(link, id),
    });
    return [
      allowed.edit ? item('edit', intl.formatMessage(messages.edit), <Pencil />) : null,
      item('view', intl.formatMessage(messages.view), <Eye />),
      hasPayments ? item('payments', intl.formatMessage(messages.payments), <Receipt />) : null,
      item('copy', intl.formatMessage(messages.copyUrl), <Copy />),
      allowed.disable ? item('disable', intl.formatMessage(messages.disable), <Ban />) : null,
      allowed.enable ? item('enable', intl.formatMessage(messages.enable), <Power />) : null,
      allowed.archive ? item('archive', intl.formatMessage(messages.archive), <Archive />, 'danger') : null,
    ].filter((action) => action !== null);
  };

  return (
    <DataTable
      aria-label={intl.formatMessage(messages.table)}
      columns={sortedColumns}
      data={links}
      getRowId={(link) => link.id}
      getRowLabel={(link) => link.name}
      isLoading={isLoading}
      error={loadError}
      onRetry={onRetry}
      emptyState={emptyState}
      paging={paging}
      rowActions={rowActions}
      {...(onSortChange
        ? {
            sortDescriptor: sort
              ? { column: sort.column, direction: sort.order === 'asc' ? 'ascending' : 'descending' }
              : null,
            onSortChange: ({ column, direction }) =>
              onSortChange({
                column: column as PaymentLinkSort['column'],
                order: direction === 'ascending' ? 'asc' : 'desc',
              }),
          }
        : {})}
    />
  );
}
