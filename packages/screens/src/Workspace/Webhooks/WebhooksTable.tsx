import {
  WEBHOOK_FAILURES_BEFORE_DISABLE,
  type Environment,
  type WebhookDisabledReason,
  type WebhookEventType,
} from '@meridian/contract';
import { FlaskConical, KeyRound, Power, PowerOff, Trash2 } from 'lucide-react';
import { useIntl, type IntlShape } from 'react-intl';
import { Badge, DataTable, Link, Stack, Text, type DataTableColumn } from '@meridian/ui';
import { messages, valueMessages } from './Webhooks.messages';
import { Code } from './Webhooks.styles';

/** An endpoint as the list shows it. */
export interface WebhookEndpointView {
  id: string;
  url: string;
  description: string;
  mode: Environment;
  eventTypes: WebhookEventType[];
  enabled: boolean;
  disabledReason: WebhookDisabledReason | null;
  /** The endpoint's deliveries page. */
  href: string;
}

interface WebhooksTableProps {
  endpoints: WebhookEndpointView[];
  canManage: boolean;
  onTest: (endpoint: WebhookEndpointView) => void;
  onToggle: (endpoint: WebhookEndpointView) => void;
  onRotate: (endpoint: WebhookEndpointView) => void;
  onDelete: (endpoint: WebhookEndpointView) => void;
}

/** Why an endpoint is disabled, as its badge says it (the count of failures is the API's rule). */
function disabledText(intl: IntlShape, reason: WebhookDisabledReason): string {
  if (reason === 'failing')
    return intl.formatMessage(valueMessages.disabledFailing, { count: WEBHOOK_FAILURES_BEFORE_DISABLE });
  return intl.formatMessage(reason === 'gone' ? messages.disabledGone : messages.disabledManual);
}

/** An endpoint's mode, as the list and the endpoint's page show it. */
export function WebhookModeBadge({ mode }: { mode: Environment }) {
  const intl = useIntl();
  return (
    <Badge size="sm" tone={mode === 'live' ? 'success' : 'neutral'}>
      {intl.formatMessage(mode === 'live' ? messages.live : messages.test)}
    </Badge>
  );
}

/** The endpoints: URL (to its deliveries) and description, mode, events, status, and for managers a menu of actions. */
export function WebhooksTable({ endpoints, canManage, onTest, onToggle, onRotate, onDelete }: WebhooksTableProps) {
  const intl = useIntl();
  const columns: DataTableColumn<WebhookEndpointView>[] = [
    {
      id: 'url',
      header: intl.formatMessage(messages.url),
      accessor: 'url',
      isRowHeader: true,
      cell: (endpoint) => (
        <Stack gap={1}>
          <Link href={endpoint.href}>
            <Code>{endpoint.url}</Code>
          </Link>
          {endpoint.description ? (
            <Text as="span" size="sm" tone="muted">
              {endpoint.description}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'mode',
      header: intl.formatMessage(messages.mode),
      // A phone keeps the URL and the status; the endpoint's page says its mode.
      hideWhenNarrow: true,
      accessor: 'mode',
      cell: (endpoint) => <WebhookModeBadge mode={endpoint.mode} />,
    },
    {
      id: 'events',
      header: intl.formatMessage(messages.events),
      hideWhenNarrow: true,
      accessor: (endpoint) => endpoint.eventTypes.length,
      cell: (endpoint) => (
        <Text as="span" size="sm" tone="muted">
          {intl.formatMessage(valueMessages.eventCount, { count: endpoint.eventTypes.length })}
        </Text>
      ),
    },
    {
      id: 'status',
      header: intl.formatMessage(messages.status),
      cell: (endpoint) =>
        endpoint.enabled ? (
          <Badge tone="success">{intl.formatMessage(messages.enabled)}</Badge>
        ) : (
          <Badge tone={endpoint.disabledReason === 'manual' ? 'neutral' : 'danger'}>
            {disabledText(intl, endpoint.disabledReason ?? 'manual')}
          </Badge>
        ),
    },
  ];
  return (
    <DataTable
      aria-label={intl.formatMessage(messages.table)}
      columns={columns}
      data={endpoints}
      getRowId={(endpoint) => endpoint.id}
      getRowLabel={(endpoint) => endpoint.url}
      rowActions={
        canManage
          ? (endpoint) => [
              {
                id: 'test',
                label: intl.formatMessage(messages.sendTest),
                icon: <FlaskConical />,
                onAction: () => onTest(endpoint),
                isDisabled: !endpoint.enabled,
              },
              {
                id: 'toggle',
                label: intl.formatMessage(endpoint.enabled ? messages.disable : messages.enable),
                icon: endpoint.enabled ? <PowerOff /> : <Power />,
                onAction: () => onToggle(endpoint),
              },
              {
                id: 'rotate',
                label: intl.formatMessage(messages.rotate),
                icon: <KeyRound />,
                onAction: () => onRotate(endpoint),
              },
              {
                id: 'delete',
                label: intl.formatMessage(messages.remove),
                icon: <Trash2 />,
                tone: 'danger',
                onAction: () => onDelete(endpoint),
              },
            ]
          : undefined
      }
    />
  );
}
