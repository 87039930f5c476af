import { can } from '@meridian/contract';
import {
  isApiError,
  useCreateSquarespace,
  useIntegrations,
  useRemoveIntegration,
  useSquarespace,
  useSyncSquarespace,
  useUpdateSquarespace,
  useVerifySquarespace,
} from '@meridian/data';
import { Squarespace, type SquarespaceKeyError, type SquarespaceLinkSettings } from '@meridian/screens';
import { useToast } from '@meridian/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { integrationMessages } from '../integrations/messages';
import { useStoreSettings } from '../integrations/store-settings';
import { keyErrorOf } from '../integrations/squarespace-errors';
import { pageNames, usePageTitle } from '../page-title';
import { paths } from '../paths';
import { ContentLoading } from '../workspace/ContentLoading';
import { useWorkspaceContext } from '../workspace/WorkspaceShell';

/**
 * /integrations/squarespace: connect a Commerce API key (the integration is made on the first
 * try), choose where the imported links pay, import the products, read the sync log, disconnect.
 */
export default function SquarespaceRoute() {
  usePageTitle(pageNames.squarespace);
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const { workspace } = useWorkspaceContext();
  const companyId = workspace.id;
  const canManage = can(workspace.role, 'manageDeveloper');
  const list = useIntegrations(companyId);
  const id = list.data?.find((integration) => integration.provider === 'squarespace')?.id;
  const detail = useSquarespace(companyId, id);
  const create = useCreateSquarespace(companyId);
  const verify = useVerifySquarespace(companyId);
  const update = useUpdateSquarespace(companyId);
  const sync = useSyncSquarespace(companyId);
  const remove = useRemoveIntegration(companyId);
  const settings = useStoreSettings(
    companyId,
    id === undefined ? undefined : (body: SquarespaceLinkSettings) => update.trigger({ integrationId: id, body }),
  );
  const [keyError, setKeyError] = useState<SquarespaceKeyError>();
  const [syncResult, setSyncResult] = useState<{ imported: number; updated: number; skipped: number }>();
  const [syncError, setSyncError] = useState<'unavailable' | 'failed'>();

  // The page waits for what it shows first; once the integration is made on this page (the
  // first key sent), its details load behind the form, which keeps what was typed.
  const madeHere = create.isMutating || create.data !== undefined;
  const firstLoad = id !== undefined && detail.data === undefined && !detail.error && !madeHere;
  if (list.data === undefined || firstLoad) return <ContentLoading />;

  const onVerify = async (squarespaceApiKey: string) => {
    setKeyError(undefined);
    try {
      const integrationId = id ?? (await create.trigger()).id;
      await verify.trigger({ integrationId, squarespaceApiKey });
      toast.success(intl.formatMessage(integrationMessages.verified));
    } catch (error) {
      setKeyError(keyErrorOf(error));
    }
  };

  const onSync = async () => {
    if (!id) return;
    setSyncError(undefined);
    setSyncResult(undefined);
    try {
      const answer = await sync.trigger(id);
      setSyncResult({ imported: answer.imported, updated: answer.updated, skipped: answer.skipped.length });
    } catch (error) {
      setSyncError(isApiError(error) && error.code === 'INTEGRATION_UNAVAILABLE' ? 'unavailable' : 'failed');
      void detail.mutate();
    }
  };

  const onRemove = async () => {
    if (!id) return;
    try {
      await remove.trigger(id);
      toast.success(intl.formatMessage(integrationMessages.removed));
      void navigate(paths.integrations);
    } catch {
      toast.error(intl.formatMessage(integrationMessages.removeFailed));
    }
  };

  return (
    <Squarespace
      detail={id === undefined ? null : (detail.data ?? null)}
      canManage={canManage}
      wallets={settings.wallets}
      verifying={create.isMutating || verify.isMutating}
      keyError={keyError}
      walletRefused={settings.walletRefused}
      syncResult={syncResult}
      syncError={syncError}
      onVerify={onVerify}
      onSaveSettings={settings.onSaveSettings}
      onSync={onSync}
      onRemove={onRemove}
      backHref={paths.integrations}
      addWalletHref={paths.addWallet}
    />
  );
}
