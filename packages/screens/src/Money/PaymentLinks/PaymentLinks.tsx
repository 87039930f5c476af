import type { Role } from '@meridian/contract';
import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, ConfirmDialog, EmptyState, Stack, type CursorPaging } from '@meridian/ui';
import { ListPage } from '../../common/ListFilters';
import { usePendingAction, type ActionResult } from '../../common/usePendingAction';
import type { PaymentLinkView } from '../common/views';
import { messages, valueMessages } from './PaymentLinks.messages';
import {
  canManageLinks,
  defaultLinkFilters,
  isFiltered,
  type NewLinkHrefs,
  type PaymentLinkFilters,
  type PaymentLinkSort,
} from './PaymentLinks.rules';
import { PaymentLinksFilters } from './PaymentLinksFilters';
import { CreateLinks, PaymentLinksHeader } from './PaymentLinksHeader';
import { PaymentLinksTable, type LinkRowAction } from './PaymentLinksTable';

export type { NewLinkHrefs, PaymentLinkFilters, PaymentLinkSort } from './PaymentLinks.rules';

export interface PaymentLinksProps {
  /** The current page of links, as the server filtered and ordered them (newest first). */
  links: PaymentLinkView[];
  /** Where the page stands among the links that match (in `total`), and Previous and Next. */
  paging?: CursorPaging;
  filters: PaymentLinkFilters;
  onFiltersChange: (filters: PaymentLinkFilters) => void;
  /** The signed-in user's role: everyone but viewers creates and changes links. */
  callerRole: Role;
  /** Default: what `callerRole` gives. */
  canManage?: boolean;
  /** The new-link form's address. */
  createHref: string;
  /** The new-link forms of each type: the page then offers the three in place of "Create a link". */
  newLinkHrefs?: NewLinkHrefs;
  /** The server's order: with `onSortChange`, the name, amount and created headers sort. */
  sort?: PaymentLinkSort;
  onSortChange?: (sort: PaymentLinkSort) => void;
  isLoading?: boolean;
  /** `loadFailed` replaces the rows with the error and a retry; `statusChangeFailed` shows above the table. */
  error?: 'loadFailed' | 'statusChangeFailed';
  onRetry?: () => void;
  onEdit: (linkId: string) => void;
  onView: (linkId: string) => void;
  /** Opens a link's payments; rows offer them only when given. */
  onPayments?: (linkId: string) => void;
  /** A link's own page, opened by its name in the table. */
  linkHref?: (linkId: string) => string;
  /** A link's payments, opened by what it has taken ("1 payment, $25.00"). */
  paymentsHref?: (linkId: string) => string;
  /** The unmatched payments' page, offered in the header when given. */
  unmatchedHref?: string;
  /** Disables, enables or archives a link (disabling and archiving once confirmed). */
  onChangeStatus: (linkId: string, status: 'active' | 'disabled' | 'archived') => ActionResult;
  /** Copies a link's URL (the page says whether it worked). */
  onCopyUrl: (linkId: string) => void;
}

/**
 * The workspace's payment links, filtered by type, status, environment and name, a page at a
 * time. Each row offers what the caller's role and the link's status allow; disabling and
 * archiving are confirmed first. On a phone the table turns into a compact list (name, amount,
 * status, paid), the filters go behind one button and the three new-link actions into one menu.
 */
export function PaymentLinks({
  links,
  paging,
  filters,
  onFiltersChange,
  callerRole,
  canManage = canManageLinks(callerRole),
  createHref,
  newLinkHrefs,
  sort,
  onSortChange,
  isLoading = false,
  error,
  onRetry,
  onEdit,
  onView,
  onChangeStatus,
  onPayments,
  unmatchedHref,
  linkHref,
  paymentsHref,
  onCopyUrl,
}: PaymentLinksProps) {
  const intl = useIntl();
  const [confirm, setConfirm] = useState<{ kind: 'disable' | 'archive'; link: PaymentLinkView }>();
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const change = usePendingAction();

  const onAction = (link: PaymentLinkView, action: LinkRowAction) => {
    if (action === 'edit') onEdit(link.id);
    else if (action === 'view') onView(link.id);
    else if (action === 'payments') onPayments?.(link.id);
    else if (action === 'copy') onCopyUrl(link.id);
    else if (action === 'enable') change.run(() => onChangeStatus(link.id, 'active'));
    else {
      setConfirm({ kind: action, link });
      setConfirmOpen(true);
    }
  };

  const emptyState = isFiltered(filters) ? (
    <EmptyState
      size="sm"
      title={intl.formatMessage(messages.noMatchTitle)}
      action={
        <Button variant="secondary" onPress={() => onFiltersChange(defaultLinkFilters)}>
          {intl.formatMessage(messages.clearFilters)}
        </Button>
      }
    />
  ) : (
    <EmptyState
      icon={<Link2 />}
      title={intl.formatMessage(messages.emptyTitle)}
      description={intl.formatMessage(messages.emptyDescription)}
      action={canManage ? <CreateLinks createHref={createHref} newLinkHrefs={newLinkHrefs} /> : undefined}
    />
  );

  return (
    <ListPage>
      <Stack gap={6}>
        <PaymentLinksHeader
          canManage={canManage}
          createHref={createHref}
          newLinkHrefs={newLinkHrefs}
          unmatchedHref={unmatchedHref}
        >
          <PaymentLinksFilters filters={filters} onChange={onFiltersChange} />
        </PaymentLinksHeader>

        {error === 'statusChangeFailed' ? (
          <Alert live tone="danger" description={intl.formatMessage(messages.statusChangeFailed)} />
        ) : null}

        <PaymentLinksTable
          links={links}
          paging={paging}
          isLoading={isLoading}
          loadError={error === 'loadFailed' ? intl.formatMessage(messages.loadFailed) : undefined}
          onRetry={onRetry}
          emptyState={emptyState}
          canManage={canManage}
          hasPayments={onPayments !== undefined}
          onAction={onAction}
          sort={sort}
          onSortChange={onSortChange}
          linkHref={linkHref}
          paymentsHref={paymentsHref}
        />

        {confirm ? (
          <ConfirmDialog
            tone="danger"
            isOpen={isConfirmOpen}
            onOpenChange={(open) => {
              if (!change.isPending) setConfirmOpen(open);
            }}
            isPending={change.isPending}
            title={intl.formatMessage(valueMessages[`${confirm.kind}Title`], { name: confirm.link.name })}
            message={intl.formatMessage(valueMessages[`${confirm.kind}Message`], { name: confirm.link.name })}
            confirmLabel={intl.formatMessage(messages[`${confirm.kind}Confirm`])}
            onConfirm={() =>
              change.run(() => onChangeStatus(confirm.link.id, confirm.kind === 'disable' ? 'disabled' : 'archived'), {
                onSettled: () => setConfirmOpen(false),
              })
            }
          />
        ) : null}
      </Stack>
    </ListPage>
  );
}
