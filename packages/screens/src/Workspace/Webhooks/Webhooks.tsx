import { Plus, Webhook } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, ConfirmDialog, EmptyState, Stack } from '@meridian/ui';
import { IconText } from '../../common/IconText.styles';
import { PageHeader } from '../../common/PageHeader';
import { usePendingAction, type ActionResult } from '../../common/usePendingAction';
import { messages, valueMessages } from './Webhooks.messages';
import type { WebhookCreateErrors, WebhookCreateValues } from './Webhooks.rules';
import { WebhooksCreateDialog } from './WebhooksCreateDialog';
import { WebhooksSecretDialog } from './WebhooksSecretDialog';
import { WebhooksActionAlert, type WebhookActionErrorKey } from './WebhooksActionAlert';
import { WebhooksTable, type WebhookEndpointView } from './WebhooksTable';
import { LoadFailedAlert } from '../../common/LoadFailedAlert';
import { BlockSkeletons } from '../../common/BlockSkeletons';

/** What went wrong: loading the endpoints, or one of the actions (refused, or failed). */
export type WebhooksErrorKey = 'loadFailed' | WebhookActionErrorKey;

export interface WebhooksProps {
  endpoints: WebhookEndpointView[];
  /** Owners, admins and developers manage endpoints; viewers read them. */
  canManage: boolean;
  isLoading?: boolean;
  /** `loadFailed` replaces the list with the error and a retry; an action's error shows above it. */
  error?: WebhooksErrorKey;
  /** `testRateLimited`: the seconds until a test event is accepted again (the API's Retry-After). */
  retryAfterSeconds?: number;
  onRetry?: () => void;
  onDismissError?: () => void;
  /** A secret just made (an endpoint added, a secret rotated): shown once, until `onSecretSeen`. */
  secret?: { url: string; secret: string };
  onSecretSeen: () => void;
  /** Whether the add dialog starts open (a story, or a link to it). */
  defaultCreateOpen?: boolean;
  /** The server's refusals of the last add, by field. */
  createFieldErrors?: WebhookCreateErrors;
  /** The last add failed for another reason. */
  createFailed?: boolean;
  /** Adds the endpoint; a returned promise keeps the dialog busy, and it closes once it resolves. */
  onCreate: (values: WebhookCreateValues) => ActionResult;
  onTest: (endpointId: string) => ActionResult;
  onToggle: (endpointId: string, enabled: boolean) => ActionResult;
  onRotate: (endpointId: string) => ActionResult;
  /** Called once the deletion is confirmed. */
  onDelete: (endpointId: string) => ActionResult;
}

/**
 * The workspace's webhook endpoints: each URL with its events and status, its deliveries a click
 * away; owners, admins and developers add, test, disable, rotate and delete them.
 */
export function Webhooks({
  endpoints,
  canManage,
  isLoading = false,
  error,
  retryAfterSeconds,
  onRetry,
  onDismissError,
  secret,
  onSecretSeen,
  defaultCreateOpen = false,
  createFieldErrors,
  createFailed,
  onCreate,
  onTest,
  onToggle,
  onRotate,
  onDelete,
}: WebhooksProps) {
  const intl = useIntl();
  const [isCreateOpen, setCreateOpen] = useState(defaultCreateOpen);
  const [creations, setCreations] = useState(0);
  const [removing, setRemoving] = useState<WebhookEndpointView>();
  const remove = usePendingAction();
  const action = usePendingAction();

  const openCreate = () => {
    setCreations((n) => n + 1);
    setCreateOpen(true);
  };
  const addButton = (
    <Button onPress={openCreate}>
      <IconText>
        <Plus aria-hidden />
        {intl.formatMessage(messages.add)}
      </IconText>
    </Button>
  );

  const body = () => {
    if (isLoading) {
      return <BlockSkeletons label={intl.formatMessage(messages.loading)} heights={['3rem', '3rem']} gap={3} />;
    }
    if (error === 'loadFailed') {
      return <LoadFailedAlert live description={intl.formatMessage(messages.loadFailed)} onRetry={onRetry} />;
    }
    if (endpoints.length === 0) {
      return (
        <EmptyState
          icon={<Webhook />}
          title={intl.formatMessage(messages.emptyTitle)}
          description={intl.formatMessage(messages.emptyDescription)}
          action={canManage ? addButton : undefined}
        />
      );
    }
    return (
      <WebhooksTable
        endpoints={endpoints}
        canManage={canManage}
        onTest={(endpoint) => action.run(() => onTest(endpoint.id))}
        onToggle={(endpoint) => action.run(() => onToggle(endpoint.id, !endpoint.enabled))}
        onRotate={(endpoint) => action.run(() => onRotate(endpoint.id))}
        onDelete={setRemoving}
      />
    );
  };

  return (
    <Stack gap={6}>
      <PageHeader
        title={intl.formatMessage(messages.heading)}
        description={intl.formatMessage(canManage ? messages.description : messages.readOnly)}
        actions={canManage && endpoints.length > 0 && !isLoading ? addButton : null}
      />
      {error && error !== 'loadFailed' ? (
        <WebhooksActionAlert error={error} retryAfterSeconds={retryAfterSeconds} onDismiss={onDismissError} />
      ) : null}
      {body()}

      {isCreateOpen ? (
        <WebhooksCreateDialog
          key={creations}
          isOpen={isCreateOpen}
          onOpenChange={setCreateOpen}
          fieldErrors={createFieldErrors}
          failed={createFailed}
          onCreate={async (values) => {
            await onCreate(values);
            setCreateOpen(false);
          }}
        />
      ) : null}
      {secret ? <WebhooksSecretDialog url={secret.url} secret={secret.secret} onClose={onSecretSeen} /> : null}
      <ConfirmDialog
        tone="danger"
        isOpen={removing !== undefined}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setRemoving(undefined);
        }}
        isPending={remove.isPending}
        title={intl.formatMessage(messages.removeTitle)}
        message={intl.formatMessage(valueMessages.removeMessage, { url: removing?.url ?? '' })}
        confirmLabel={intl.formatMessage(messages.removeConfirm)}
        onConfirm={() =>
          remove.run(() => (removing ? onDelete(removing.id) : undefined), { onSettled: () => setRemoving(undefined) })
        }
      />
    </Stack>
  );
}
