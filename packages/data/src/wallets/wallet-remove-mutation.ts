import { walletRoutes, type Wallet } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { walletKeys } from './keys';

export interface WalletRemoval {
  walletId: string;
  /** Asked when the wallet had links and the login is older than 15 minutes. */
  password?: string;
}

/**
 * DELETE /wallet/{id}. Refused with `WALLET_IN_USE` while active or disabled links pay to it
 * (`error.links` names them), `REAUTHENTICATION_REQUIRED` when the password is needed.
 */
export async function removeWallet(
  client: ApiClient,
  companyId: string,
  { walletId, password }: WalletRemoval,
): Promise<void> {
  await client.call(walletRoutes.deleteWallet, {
    params: { id: walletId },
    body: { companyId, ...(password !== undefined ? { password } : {}) },
  });
}

/** Removes a wallet; it leaves the cached list at once. */
export function useRemoveWallet(companyId: string) {
  return useApiMutation(walletKeys.mutation('remove', companyId), {
    request: (client, removal: WalletRemoval) => removeWallet(client, companyId, removal),
    onSuccess: (_result, { walletId }, { mutate }) =>
      mutate<Wallet[]>(walletKeys.list(companyId), (wallets) => wallets?.filter((w) => w.id !== walletId), {
        revalidate: true,
      }),
  });
}
