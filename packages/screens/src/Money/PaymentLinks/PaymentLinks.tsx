import type { Role } from '@meridian/contract';
import { Inbox, Link2, Plus } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  Button,
  ConfirmDialog,
  EmptyState,
  Inline,
  Link,
  Stack,
  useToast,
  type CopyFunction,
} from '@meridian/ui';
import { PageHeader } from '../../common/PageHeader';
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
import { LinkContent } from './PaymentLinks.styles';
import { PaymentLinksFilters } from './PaymentLinksFilters';
import { PaymentLinksTable, type LinkRowAction } from './PaymentLinksTable';

export type { NewLinkHrefs, PaymentLinkFilters, PaymentLinkSort } from './PaymentLinks.rules';

export interface PaymentLinksProps {
  /** The current page of links, as the server filtered and ordered them (newest first). */
  links: PaymentLinkView[];
  /** The current page, from 1. */
  page: number;
  /** How many links match the filters in all. */
  total: number;
  /** Links per page. Default 20. */
  pageSize?: number;
  onPageChange: (page: number) => void;
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
  /** The unmatched payments' page, offered in the header when given. */
  unmatchedHref?: string;
  /** Disables, enables or archives a link (disabling and archiving once confirmed). */
  onChangeStatus: (linkId: string, status: 'active' | 'disabled' | 'archived') => ActionResult;
  /** How the URL is copied. @default the system clipboard */
  copy?: CopyFunction;
}

const copyToClipboard: CopyFunction = (value) => navigator.clipboard.writeText(value);

/**
 * The workspace's payment links, filtered by type, status, environment and name, a page at a
 * time. Each row offers what the caller's role and the link's status allow; disabling and
 * archiving are confirmed first, copying the URL confirms with a toast.
 */
export function PaymentLinks({
  links,
  page,
  total,
  pageSize = 20,
  onPageChange,
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
  copy = copyToClipboard,
}: PaymentLinksProps) {
  const intl = useIntl();
  const toast = useToast();
  const [confirm, setConfirm] = useState<{ kind: 'disable' | 'archive'; link: PaymentLinkView }>();
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const change = usePendingAction();

  const onAction = (link: PaymentLinkView, action: LinkRowAction) => {
    if (action === 'edit') onEdit(link.id);
    else if (action === 'view') onView(link.id);
    else if (action === 'payments') onPayments?.(link.id);
    else if (action === 'copy') {
      copy(link.url).then(
        () => toast.success(intl.formatMessage(messages.urlCopied)),
        () => toast.danger(intl.formatMessage(messages.copyFailed)),
      );
    } else if (action === 'enable') change.run(() => onChangeStatus(link.id, 'active'));
    else {
      setConfirm({ kind: action, link });
      setConfirmOpen(true);
    }
  };

  const newLink = (href: string, label: string) => (
    <Link href={href} variant="standalone">
      <LinkContent>
        <Plus aria-hidden />
        {label}
      </LinkContent>
    </Link>
  );

  const createLink = newLinkHrefs ? (
    <Inline gap={4}>
      {newLink(newLinkHrefs.static, intl.formatMessage(messages.newStatic))}
      {newLink(newLinkHrefs.dynamic, intl.formatMessage(messages.newDynamic))}
      {newLink(newLinkHrefs.donation, intl.formatMessage(messages.newDonation))}
    </Inline>
  ) : (
    <Link href={createHref} variant="standalone">
      <LinkContent>
        <Plus aria-hidden />
        {intl.formatMessage(messages.create)}
      </LinkContent>
    </Link>
  );

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
      action={canManage ? createLink : undefined}
    />
  );

  return (
    <Stack gap={6}>
      <PageHeader
        title={intl.formatMessage(messages.heading)}
        description={intl.formatMessage(canManage ? messages.description : messages.readOnly)}
        actions={
          unmatchedHref ? (
            <Inline gap={4}>
              <Link href={unmatchedHref} variant="standalone">
                <LinkContent>
                  <Inbox aria-hidden />
                  {intl.formatMessage(messages.unmatched)}
                </LinkContent>
              </Link>
              {canManage ? createLink : null}
            </Inline>
          ) : canManage ? (
            createLink
          ) : null
        }
      >
        <PaymentLinksFilters filters={filters} onChange={onFiltersChange} />
      </PageHeader>

      {error === 'statusChangeFailed' ? (
        <Alert live tone="danger" description={intl.formatMessage(messages.statusChangeFailed)} />
      ) : null}

      <PaymentLinksTable
        links={links}
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={onPageChange}
        isLoading={isLoading}
        loadError={error === 'loadFailed' ? intl.formatMessage(messages.loadFailed) : undefined}
        onRetry={onRetry}
        emptyState={emptyState}
        canManage={canManage}
        hasPayments={onPayments !== undefined}
        onAction={onAction}
        sort={sort}
        onSortChange={onSortChange}
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
  );
}
