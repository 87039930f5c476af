import { customersExportUrl, useApiClient, useCursorPages, useCustomers } from '@meridian/data';
import { Customers } from '@meridian/screens';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { pageNames, usePageTitle } from '../page-title';
import { readPosition, setPosition } from '../payment-links/list-state';
import { customerPaths } from '../paths';
import { useWorkspaceContext } from '../workspace/WorkspaceShell';

/** How long the search waits for the typing to pause before it asks. */
const SEARCH_DELAY_MS = 300;

/**
 * /customers: the payers who left an e-mail or billing details through a link, searched by
 * name or e-mail, a page at a time (the search and the page in the address), with the CSV export.
 */
export default function CustomersRoute() {
  usePageTitle(pageNames.customers);
  const { workspace } = useWorkspaceContext();
  const { baseUrl } = useApiClient();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const pages = useCursorPages(`customers:${workspace.id}:${q.trim()}`, {
    position: readPosition(params),
    onMove: (position) => void setParams((current) => setPosition(new URLSearchParams(current), position)),
  });
  const customers = useCustomers(workspace.id, { ...(q.trim() ? { q: q.trim() } : {}), ...pages.query });

  // What is typed shows at once; the address (and the request) follow once the typing pauses.
  const [search, setSearch] = useState(q);
  const [addressSearch, setAddressSearch] = useState(q);
  if (addressSearch !== q) {
    setAddressSearch(q);
    setSearch(q);
  }
  useEffect(() => {
    if (search.trim() === q.trim()) return;
    const timer = setTimeout(() => {
      const next = setPosition(new URLSearchParams(params), { page: 1 });
      if (search.trim()) next.set('q', search);
      else next.delete('q');
      setParams(next, { replace: true });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  });

  return (
    <Customers
      customers={customers.data?.customers ?? []}
      paging={pages.paging(customers.data, customers.data?.customers.length ?? 0)}
      isLoading={customers.isLoading}
      error={customers.error && !customers.data ? 'loadFailed' : undefined}
      onRetry={() => void customers.mutate()}
      search={search}
      onSearchChange={setSearch}
      customerHref={customerPaths.detail}
      exportUrl={customers.data?.total ? customersExportUrl(workspace.id, q, baseUrl) : undefined}
    />
  );
}
