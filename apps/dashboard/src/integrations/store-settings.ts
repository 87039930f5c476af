import { isApiError, useWallets } from '@meridian/data';
import { useToast } from '@meridian/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { integrationMessages } from './messages';

/**
 * What a connected store's payment settings (StoreSettings, on the Squarespace and WooCommerce
 * pages) are wired to: the workspace's Moonbeam wallets to choose from, whether the API refused
 * the chosen wallet (`VALIDATION_FAILED`: another network, or not verified for live payments,
 * said under the field), and the save, which `save` sends (the store's update mutation) and a
 * toast confirms; another failure is a toast too. Without `save` (no integration yet), saving
 * does nothing.
 */
export function useStoreSettings<Settings>(
  companyId: string,
  save: ((settings: Settings) => Promise<unknown>) | undefined,
) {
  const intl = useIntl();
  const toast = useToast();
  const wallets = useWallets(companyId);
  const [walletRefused, setWalletRefused] = useState(false);

  const onSaveSettings = async (settings: Settings) => {
    if (!save) return;
    setWalletRefused(false);
    try {
      await save(settings);
      toast.success(intl.formatMessage(integrationMessages.saved));
    } catch (error) {
      if (isApiError(error) && error.code === 'VALIDATION_FAILED') setWalletRefused(true);
      else toast.error(intl.formatMessage(integrationMessages.saveFailed));
    }
  };

  return {
    wallets: (wallets.data ?? [])
      .filter((wallet) => wallet.platform === 'moonbeam')
      .map((wallet) => ({ id: wallet.id, label: wallet.metadata.ui.label })),
    walletRefused,
    onSaveSettings,
  };
}
