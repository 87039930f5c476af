import { can, WEBHOOK_ROTATION_HOURS, type WebhookEndpoint } from '@meridian/contract';
import {
  isApiError,
  useCreateWebhookEndpoint,
  useRemoveWebhookEndpoint,
  useRotateWebhookSecret,
  useSendWebhookTest,
  useUpdateWebhookEndpoint,
  useWebhookEndpoints,
} from '@meridian/data';
import {
  urlErrorKey,
  Webhooks,
  type WebhookCreateErrors,
  type WebhookCreateValues,
  type WebhookEndpointView,
} from '@meridian/screens';
import { useToast } from '@meridian/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { pageNames, usePageTitle } from '../page-title';
import { webhookPath } from '../paths';
import { webhookActionError, type WebhookActionError } from '../webhooks/action-error';
import { webhookMessages, webhookValueMessages } from '../webhooks/messages';
import { useWorkspaceContext } from '../workspace/WorkspaceShell';

const view = (endpoint: WebhookEndpoint): WebhookEndpointView => ({
  id: endpoint.id,
  url: endpoint.url,
  description: endpoint.description,
  mode: endpoint.mode,
  eventTypes: endpoint.eventTypes,
  enabled: endpoint.enabled,
  disabledReason: endpoint.disabledReason,
  href: webhookPath(endpoint.id),
});

/**
 * /settings/webhooks: the workspace's endpoints. Owners, admins and developers add one (its
 * secret shown once), test, disable and enable, rotate the secret and delete; viewers read.
 */
export default function WebhooksRoute() {
  usePageTitle(pageNames.webhooks);
  const intl = useIntl();
  const toast = useToast();
  const { workspace } = useWorkspaceContext();
  const companyId = workspace.id;
  const endpoints = useWebhookEndpoints(companyId);
  const create = useCreateWebhookEndpoint(companyId);
  const update = useUpdateWebhookEndpoint(companyId);
  const remove = useRemoveWebhookEndpoint(companyId);
  const rotate = useRotateWebhookSecret(companyId);
  const test = useSendWebhookTest(companyId);
  const [secret, setSecret] = useState<{ url: string; secret: string }>();
  const [actionError, setActionError] = useState<WebhookActionError>();
  const [createFieldErrors, setCreateFieldErrors] = useState<WebhookCreateErrors>();
  const [createFailed, setCreateFailed] = useState(false);

  /** Runs an action; a failure shows above the list (and leaves the list as it was). */
  const act = async (run: () => Promise<unknown>, done: string) => {
    setActionError(undefined);
    try {
      await run();
      toast.success(done);
    } catch (error) {
      setActionError(webhookActionError(error));
      if (isApiError(error) && error.code === 'NOT_FOUND') void endpoints.mutate();
    }
  };

  const onCreate = async (values: WebhookCreateValues) => {
    setCreateFieldErrors(undefined);
    setCreateFailed(false);
    try {
      const created = await create.trigger({
        url: values.url,
        mode: values.mode,
        eventTypes: values.eventTypes,
        ...(values.description ? { description: values.description } : {}),
      });
      setSecret({ url: created.endpoint.url, secret: created.secret });
      toast.success(intl.formatMessage(webhookMessages.added));
    } catch (error) {
      const url = isApiError(error) ? error.fieldErrors.find((field) => field.field === 'url') : undefined;
      const key = url ? urlErrorKey(url.code) : undefined;
      if (key) setCreateFieldErrors({ url: key });
      else setCreateFailed(true);
      // The dialog stays open with what was typed.
      throw error;
    }
  };

  return (
    <Webhooks
      endpoints={(endpoints.data ?? []).map(view)}
      canManage={can(workspace.role, 'manageDeveloper')}
      isLoading={endpoints.isLoading}
      error={endpoints.error && !endpoints.data ? 'loadFailed' : actionError?.key}
      retryAfterSeconds={actionError?.retryAfterSeconds}
      onRetry={() => void endpoints.mutate()}
      onDismissError={() => setActionError(undefined)}
      secret={secret}
      onSecretSeen={() => setSecret(undefined)}
      createFieldErrors={createFieldErrors}
      createFailed={createFailed}
      onCreate={onCreate}
      onTest={(endpointId) => act(() => test.trigger(endpointId), intl.formatMessage(webhookMessages.testQueued))}
      onToggle={(endpointId, enabled) =>
        act(
          () => update.trigger({ endpointId, change: { enabled } }),
          intl.formatMessage(enabled ? webhookMessages.enabled : webhookMessages.disabled),
        )
      }
      onRotate={(endpointId) =>
        act(
          async () => {
            const rotated = await rotate.trigger(endpointId);
            setSecret({ url: rotated.endpoint.url, secret: rotated.secret });
          },
          intl.formatMessage(webhookValueMessages.rotated, { hours: WEBHOOK_ROTATION_HOURS }),
        )
      }
      onDelete={(endpointId) => act(() => remove.trigger(endpointId), intl.formatMessage(webhookMessages.removed))}
    />
  );
}
