import type { Customer } from '@meridian/contract';
import { Users } from 'lucide-react';
import { useIntl } from 'react-intl';
import {
  DataTable,
  EmptyState,
  Link,
  SearchField,
  Stack,
  Text,
  type CursorPaging,
  type DataTableColumn,
} from '@meridian/ui';
import { ListFilters, ListPage } from '../../common/ListFilters';
import { PageHeader } from '../../common/PageHeader';
import { formatMoney } from '../../common/intlFormats';
import { CurrencyNote } from '../../common/CurrencyNote';
import { PaymentsExport } from '../common/payments';
import { messages, valueMessages } from './Customers.messages';

export interface CustomersProps {
  /** The page of customers shown, most recently seen first. */
  customers: Customer[];
  /** Where the page stands among the customers, and Previous and Next. */
  paging?: CursorPaging;
  isLoading?: boolean;
  error?: 'loadFailed';
  onRetry?: () => void;
  /** The search typed (name or e-mail). */
  search: string;
  onSearchChange: (search: string) => void;
  /** A customer's page. */
  customerHref: (customerId: string) => string;
  /** The customers the search matches as a CSV file: an "Export CSV" link when given. */
  exportUrl?: string;
}

/** How a customer is named: their name, else their e-mail address. */
export function customerLabel(customer: Pick<Customer, 'name' | 'email'>, fallback: string): string {
  return customer.name ?? customer.email ?? fallback;
}

/**
 * The customers: the payers who left an e-mail address or billing details through a link, one
 * per e-mail address, searched by name or e-mail, each with their live payments and total (test
 * payments apart) and a page of their own. On a phone the table keeps the customer and the total.
 */
export function Customers({
  customers,
  paging,
  isLoading = false,
  error,
  onRetry,
  search,
  onSearchChange,
  customerHref,
  exportUrl,
}: CustomersProps) {
  const intl = useIntl();
  const currency = customers[0]?.currency;
  const searching = search.trim() !== '';
  const columns: DataTableColumn<Customer>[] = [
    {
      id: 'customer',
      header: intl.formatMessage(messages.customer),
      isRowHeader: true,
      cell: (customer) => (
        <Stack gap={1}>
          <Link href={customerHref(customer.id)}>{customerLabel(customer, intl.formatMessage(messages.noName))}</Link>
          {customer.name && customer.email ? (
            <Text size="sm" tone="muted">
              {customer.email}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'country',
      header: intl.formatMessage(messages.country),
      hideWhenNarrow: true,
      cell: (customer) =>
        customer.country ? (intl.formatDisplayName(customer.country, { type: 'region' }) ?? customer.country) : '—',
    },
    {
      id: 'payments',
      header: intl.formatMessage(messages.payments),
      align: 'end',
      hideWhenNarrow: true,
      cell: (customer) => intl.formatNumber(customer.paymentCount),
    },
    {
      id: 'total',
      header: intl.formatMessage(messages.total),
      align: 'end',
      cell: (customer) => (
        <Stack gap={1}>
          <span>{formatMoney(intl.locale, customer.totalCents, customer.currency)}</span>
          {customer.testPaymentCount > 0 ? (
            <Text size="sm" tone="muted">
              {intl.formatMessage(valueMessages.testTotal, {
                count: customer.testPaymentCount,
                amount: formatMoney(intl.locale, customer.testTotalCents, customer.currency),
              })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'lastSeen',
      header: intl.formatMessage(messages.lastSeen),
      hideWhenNarrow: true,
      cell: (customer) => intl.formatDate(customer.lastSeenAt, { dateStyle: 'medium' }),
    },
  ];

  return (
    <ListPage>
      <Stack gap={6}>
        <PageHeader
          title={intl.formatMessage(messages.heading)}
          description={intl.formatMessage(messages.description)}
          actions={exportUrl ? <PaymentsExport href={exportUrl} /> : undefined}
        />
        <ListFilters label={intl.formatMessage(messages.filters)} activeCount={searching ? 1 : 0}>
          <SearchField name="q" label={intl.formatMessage(messages.search)} value={search} onChange={onSearchChange} />
        </ListFilters>
        {currency ? <CurrencyNote currency={currency} /> : null}
        <DataTable
          aria-label={intl.formatMessage(messages.table)}
          columns={columns}
          data={customers}
          getRowId={(customer) => customer.id}
          isLoading={isLoading}
          error={error ? intl.formatMessage(messages.loadFailed) : undefined}
          onRetry={onRetry}
          paging={paging}
          emptyState={
            searching ? (
              <EmptyState
                icon={<Users />}
                title={intl.formatMessage(messages.noMatchTitle)}
                description={intl.formatMessage(messages.noMatchDescription)}
              />
            ) : (
              <EmptyState
                icon={<Users />}
                title={intl.formatMessage(messages.emptyTitle)}
                description={intl.formatMessage(messages.emptyDescription)}
              />
            )
          }
        />
      </Stack>
    </ListPage>
  );
}
