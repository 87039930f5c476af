import { walletRoutes, type UpdateWalletRequest, type Wallet } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { walletKeys } from './keys';

export interface WalletUpdate {
  walletId: string;
  body: UpdateWalletRequest;
}

/**
 * PATCH /wallet/{id}. A new payout address more than 15 minutes after logging in answers
 * `REAUTHENTICATION_REQUIRED`: send it again with `password`.
 */
export function updateWallet(client: ApiClient, walletId: string, body: UpdateWalletRequest): Promise<Wallet> {
  return client.call(walletRoutes.updateWallet, { params: { id: walletId }, body });
}

/** Changes a wallet's label, colour or payout address; the cached wallet becomes the answer. */
export function useUpdateWallet(companyId: string) {
  return useApiMutation(walletKeys.mutation('update', companyId), {
    request: (client, { walletId, body }: WalletUpdate) => updateWallet(client, walletId, body),
    onSuccess: (wallet, _arg, { mutate }) =>
      mutate<Wallet[]>(
        walletKeys.list(companyId),
        (wallets) => wallets?.map((w) => (w.id === wallet.id ? wallet : w)),
        {
          revalidate: false,
        },
      ),
  });
}
