import { can, LINK_PAGE_SIZE_DEFAULT } from '@meridian/contract';
import { isApiError, useChangePaymentLinkStatus, useCursorPages, usePaymentLinks } from '@meridian/data';
import {
  PaymentLinks,
  paymentLinksToastMessages,
  type PaymentLinkFilters,
  type PaymentLinkSort,
} from '@meridian/screens';
import { useToast } from '@meridian/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { pageNames, usePageTitle } from '../page-title';
import { linkPaths } from '../paths';
import { linkView } from '../payment-links/link-forms';
import { listQuery, listSearch, readListState, viewKey, type LinkListState } from '../payment-links/list-state';
import { workspaceMessages } from '../workspace/messages';
import { useWorkspaceContext } from '../workspace/WorkspaceShell';

/** How long the search waits for the typing to stop before it asks the server. */
const searchDelayMs = 300;

/**
 * /payment-links: the workspace's links, filtered, sorted and paged by the API. The filters, the
 * order and the page live in the query string (a filtered view is a link, the back button
 * returns to the view before); the cursors of the pages seen are kept (`useCursorPages`) so that
 * Previous opens the page before. Owners, admins and developers edit, disable, enable and archive; everyone
 * views and copies URLs.
 */
export default function PaymentLinksRoute() {
  usePageTitle(pageNames.paymentLinks);
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const { workspace } = useWorkspaceContext();
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const go = (next: LinkListState, replace = false) => void setParams(listSearch(next), { replace });
  const pages = useCursorPages(`links:${workspace.id}:${viewKey(state)}`, {
    pageSize: LINK_PAGE_SIZE_DEFAULT,
    position: state,
    onMove: ({ page, cursor }) => go({ ...state, page, cursor }),
  });

  const links = usePaymentLinks(workspace.id, { ...listQuery(state), ...pages.query });
  const changeStatus = useChangePaymentLinkStatus(workspace.id);
  const [statusFailed, setStatusFailed] = useState(false);

  // What is typed in the search box shows at once; the address (and the request) follow once
  // the typing pauses, replacing the entry rather than adding one per key.
  const [search, setSearch] = useState(state.filters.search);
  const [addressSearch, setAddressSearch] = useState(state.filters.search);
  if (addressSearch !== state.filters.search) {
    // The address changed by itself (back button, a link): the box follows it.
    setAddressSearch(state.filters.search);
    setSearch(state.filters.search);
  }
  useEffect(() => {
    if (search.trim() === state.filters.search.trim()) return;
    const timer = setTimeout(
      () => go({ ...state, filters: { ...state.filters, search }, page: 1, cursor: undefined }, true),
      searchDelayMs,
    );
    return () => clearTimeout(timer);
  });

  const changeFilters = (filters: PaymentLinkFilters) => {
    setSearch(filters.search);
    // A change of the search alone waits for the typing to pause (above).
    if (
      filters.type === state.filters.type &&
      filters.status === state.filters.status &&
      filters.environment === state.filters.environment &&
      filters.search !== state.filters.search
    ) {
      return;
    }
    go({ ...state, filters, page: 1, cursor: undefined });
  };

  const changeSort = (sort: PaymentLinkSort) => go({ ...state, sort, page: 1, cursor: undefined });

  const onChangeStatus = async (linkId: string, status: 'active' | 'disabled' | 'archived') => {
    setStatusFailed(false);
    try {
      await changeStatus.trigger({ linkId, status });
    } catch (error) {
      setStatusFailed(true);
      if (isApiError(error) && error.code === 'FORBIDDEN')
        toast.error(intl.formatMessage(workspaceMessages.notAllowed));
      void links.mutate();
    }
  };

  const byId = (linkId: string) => links.data?.links.find((link) => link.id === linkId);

  const copyUrl = (linkId: string) => {
    const link = byId(linkId);
    if (!link) return;
    navigator.clipboard.writeText(link.url).then(
      () => toast.success(intl.formatMessage(paymentLinksToastMessages.urlCopied)),
      () => toast.error(intl.formatMessage(paymentLinksToastMessages.copyFailed)),
    );
  };
  const canManage = can(workspace.role, 'manageLinks');

  return (
    <PaymentLinks
      links={(links.data?.links ?? []).map(linkView)}
      paging={pages.paging(links.data, links.data?.links.length ?? 0)}
      filters={{ ...state.filters, search }}
      onFiltersChange={changeFilters}
      sort={state.sort ?? { column: 'created', order: 'desc' }}
      onSortChange={changeSort}
      callerRole={workspace.role}
      canManage={canManage}
      createHref={linkPaths.newStatic}
      newLinkHrefs={{ static: linkPaths.newStatic, dynamic: linkPaths.newDynamic, donation: linkPaths.newDonation }}
      isLoading={links.isLoading}
      error={links.error && !links.data ? 'loadFailed' : statusFailed ? 'statusChangeFailed' : undefined}
      onRetry={() => void links.mutate()}
      onEdit={(linkId) => void navigate(linkPaths.edit(linkId))}
      onView={(linkId) => {
        const link = byId(linkId);
        if (link?.type === 'dynamic') void navigate(linkPaths.dynamic(linkId));
        // A static or donation link is seen as payers see it, in a tab of its own.
        else if (link) window.open(link.url, '_blank', 'noopener');
      }}
      onChangeStatus={onChangeStatus}
      onPayments={(linkId) => void navigate(linkPaths.payments(linkId))}
      onCopyUrl={copyUrl}
      // A dynamic link's page follows its one payment; the others' pages are their payments.
      linkHref={(linkId) => (byId(linkId)?.type === 'dynamic' ? linkPaths.dynamic(linkId) : linkPaths.payments(linkId))}
      paymentsHref={linkPaths.payments}
      unmatchedHref={linkPaths.unmatched}
    />
  );
}
