import { PenLine, RefreshCw, Trash2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { ApiKeyMode, ApiKeyScope } from '@meridian/contract';
import { Badge, DataTable, Stack, Text, type DataTableColumn, type DataTableRowAction } from '@meridian/ui';
import { RESOURCE_NAMES } from './ApiKeyCreateDialog';
import { messages, valueMessages } from './ApiKeys.messages';
import { accessOf } from './ApiKeys.rules';
import { KeyHint } from './ApiKeys.styles';

/** A key as the page lists it: never its secret. */
export interface ApiKeyItem {
  id: string;
  label: string;
  mode: ApiKeyMode;
  prefix: string;
  lastFour: string;
  scopes: ApiKeyScope[];
  createdAt: Date;
  lastUsedAt?: Date;
  /** When a rolled key stops working. */
  expiresAt?: Date;
}

interface ApiKeysTableProps {
  keys: ApiKeyItem[];
  now: Date;
  isLoading: boolean;
  loadError: string | undefined;
  onRetry: (() => void) | undefined;
  canManage: boolean;
  onRename: (key: ApiKeyItem) => void;
  onRoll: (key: ApiKeyItem) => void;
  onRevoke: (key: ApiKeyItem) => void;
}

/** The keys: name and key hint, mode, access, created, last used; managers get rename, roll and revoke. */
export function ApiKeysTable({
  keys,
  now,
  isLoading,
  loadError,
  onRetry,
  canManage,
  onRename,
  onRoll,
  onRevoke,
}: ApiKeysTableProps) {
  const intl = useIntl();
  const date = (value: Date) => intl.formatDate(value, { dateStyle: 'medium' });

  const columns: DataTableColumn<ApiKeyItem>[] = [
    {
      id: 'label',
      header: intl.formatMessage(messages.label),
      accessor: 'label',
      isRowHeader: true,
      cell: (key) => (
        <Stack gap={1}>
          <Text as="span" weight="medium">
            {key.label}
          </Text>
          <KeyHint>
            {intl.formatMessage(valueMessages.keyEnding, { prefix: key.prefix, lastFour: key.lastFour })}
          </KeyHint>
        </Stack>
      ),
    },
    {
      id: 'mode',
      header: intl.formatMessage(messages.mode),
      accessor: 'mode',
      cell: (key) => {
        const expired = key.expiresAt !== undefined && key.expiresAt <= now;
        return (
          <Stack gap={1}>
            <Badge size="sm" tone={key.mode === 'live' ? 'success' : 'neutral'}>
              {intl.formatMessage(key.mode === 'live' ? messages.live : messages.test)}
            </Badge>
            {expired ? (
              <Badge size="sm" tone="danger">
                {intl.formatMessage(messages.expired)}
              </Badge>
            ) : key.expiresAt ? (
              <Text as="span" size="sm" tone="muted">
                {intl.formatMessage(valueMessages.expires, {
                  date: intl.formatDate(key.expiresAt, { dateStyle: 'medium', timeStyle: 'short' }),
                })}
              </Text>
            ) : null}
          </Stack>
        );
      },
    },
    {
      id: 'scopes',
      header: intl.formatMessage(messages.scopes),
      hideWhenNarrow: true,
      cell: (key) => (
        <Text as="span" size="sm">
          {accessOf(key.scopes)
            .map(
              ({ resource, level }) =>
                `${intl.formatMessage(RESOURCE_NAMES[resource])}: ${intl.formatMessage(level === 'write' ? messages.accessWrite : messages.accessRead)}`,
            )
            .join(' · ')}
        </Text>
      ),
    },
    {
      id: 'created',
      header: intl.formatMessage(messages.created),
      accessor: (key) => key.createdAt.getTime(),
      hideWhenNarrow: true,
      cell: (key) => date(key.createdAt),
    },
    {
      id: 'lastUsed',
      header: intl.formatMessage(messages.lastUsed),
      accessor: (key) => key.lastUsedAt?.getTime() ?? 0,
      cell: (key) => (key.lastUsedAt ? date(key.lastUsedAt) : intl.formatMessage(messages.never)),
    },
  ];

  const actions = (key: ApiKeyItem): DataTableRowAction[] => [
    { id: 'rename', label: intl.formatMessage(messages.rename), icon: <PenLine />, onAction: () => onRename(key) },
    { id: 'roll', label: intl.formatMessage(messages.roll), icon: <RefreshCw />, onAction: () => onRoll(key) },
    {
      id: 'revoke',
      label: intl.formatMessage(messages.revoke),
      icon: <Trash2 />,
      tone: 'danger',
      onAction: () => onRevoke(key),
    },
  ];

  return (
    <DataTable
      aria-label={intl.formatMessage(messages.table)}
      columns={columns}
      data={keys}
      getRowId={(key) => key.id}
      getRowLabel={(key) => key.label}
      isLoading={isLoading}
      error={loadError}
      onRetry={onRetry}
      rowActions={canManage ? actions : undefined}
    />
  );
}
