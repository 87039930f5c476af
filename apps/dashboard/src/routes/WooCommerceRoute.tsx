import { can } from '@meridian/contract';
import {
  useApiClient,
  useIntegrations,
  useIssueWooCommerceCode,
  useRemoveIntegration,
  useUpdateWooCommerce,
  useWooCommerceStatus,
} from '@meridian/data';
import { WooCommerce, type WooCommerceState, type WooCommerceStoreSettings } from '@meridian/screens';
import { useToast } from '@meridian/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { integrationMessages } from '../integrations/messages';
import { useStoreSettings } from '../integrations/store-settings';
import { pageNames, usePageTitle } from '../page-title';
import { paths } from '../paths';
import { ContentLoading } from '../workspace/ContentLoading';
import { useWorkspaceContext } from '../workspace/WorkspaceShell';

/** The plugin's zip, built into the dashboard's public folder by `pnpm build:woocommerce`. */
const WOOCOMMERCE_PLUGIN_HREF = '/downloads/meridian-payments.zip';

const SCREEN_STATES: Record<string, WooCommerceState> = {
  not_started: 'instructions',
  waiting: 'waiting',
  connected: 'connected',
  failed: 'failed',
};

/** The API's address as the plugin calls it: absolute, without a trailing slash. */
function absoluteApiUrl(baseUrl: string): string {
  return new URL(baseUrl.replace(/\/+$/, '') || '/', window.location.origin).toString().replace(/\/+$/, '');
}

/**
 * /integrations/woocommerce: create a connection code (the integration is made with the first),
 * wait for the plugin to exchange it (check-verify, read every few seconds meanwhile), then the
 * store with its last event, or why it is not connected; disconnect after a confirmation.
 */
export default function WooCommerceRoute() {
  usePageTitle(pageNames.woocommerce);
  const intl = useIntl();
  const toast = useToast();
  const { workspace } = useWorkspaceContext();
  const { baseUrl } = useApiClient();
  const companyId = workspace.id;
  const canManage = can(workspace.role, 'manageDeveloper');
  const list = useIntegrations(companyId);
  const id = list.data?.find((integration) => integration.provider === 'woocommerce')?.id;
  const status = useWooCommerceStatus(companyId, id ?? '', { enabled: id !== undefined });
  const issue = useIssueWooCommerceCode(companyId);
  const remove = useRemoveIntegration(companyId);
  const update = useUpdateWooCommerce(companyId);
  // Saving before the first code makes the integration first (useUpdateWooCommerce).
  const settings = useStoreSettings(companyId, (body: WooCommerceStoreSettings) =>
    update.trigger({ integrationId: id, body }),
  );
  // The code is answered once: kept on this page only, for as long as it is the one waiting.
  const [code, setCode] = useState<{ code: string; expiresAt: string }>();
  const [codeError, setCodeError] = useState(false);

  const state = id === undefined ? 'instructions' : status.data ? SCREEN_STATES[status.data.state] : undefined;
  const wasWaiting = useRef(false);
  useEffect(() => {
    if (state === 'connected' && wasWaiting.current)
      toast.success(intl.formatMessage(integrationMessages.wooConnected));
    wasWaiting.current = state === 'waiting';
  }, [state, toast, intl]);

  if (list.data === undefined || state === undefined) return <ContentLoading />;

  const onCreateCode = async () => {
    setCodeError(false);
    try {
      const answer = await issue.trigger(id);
      setCode({ code: answer.code, expiresAt: answer.expiresAt });
    } catch {
      setCodeError(true);
    }
  };

  const onDisconnect = async () => {
    if (!id) return;
    try {
      await remove.trigger(id);
      setCode(undefined);
      toast.success(intl.formatMessage(integrationMessages.wooRemoved));
    } catch {
      toast.error(intl.formatMessage(integrationMessages.wooRemoveFailed));
    }
  };

  const current = status.data;
  const shownCode = code && current?.codeExpiresAt === code.expiresAt ? code.code : undefined;
  return (
    <WooCommerce
      state={state}
      connectionCode={shownCode}
      codeExpiresAt={current?.codeExpiresAt ?? undefined}
      apiUrl={absoluteApiUrl(baseUrl)}
      storeUrl={current?.storeUrl ?? null}
      lastDelivery={current?.lastDelivery ?? null}
      failureReason={current?.failure?.reason}
      codeError={codeError}
      canManage={canManage}
      pluginHref={WOOCOMMERCE_PLUGIN_HREF}
      backHref={paths.integrations}
      settings={{ payoutWalletId: current?.payoutWalletId ?? null, environment: current?.environment ?? 'test' }}
      wallets={settings.wallets}
      walletRefused={settings.walletRefused}
      addWalletHref={paths.addWallet}
      onSaveSettings={settings.onSaveSettings}
      onCreateCode={onCreateCode}
      onDisconnect={onDisconnect}
    />
  );
}
