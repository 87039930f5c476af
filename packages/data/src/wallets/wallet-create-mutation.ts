import { walletRoutes, type CreateWalletRequest, type Wallet } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { walletKeys } from './keys';

/** The body of a new wallet, without the workspace (the hook is bound to one). */
export type NewWallet = Omit<CreateWalletRequest, 'companyId'>;

/**
 * POST /wallet. A refused address answers `VALIDATION_FAILED` with a field error on
 * `addresses.0` (`invalid`, `checksum`, `wrong_network`, `already_added`).
 */
export function createWallet(client: ApiClient, companyId: string, body: NewWallet): Promise<Wallet> {
  return client.call(walletRoutes.createWallet, { body: { ...body, companyId } });
}

/** Adds a wallet; it joins the cached list at once. */
export function useCreateWallet(companyId: string) {
  return useApiMutation(walletKeys.mutation('create', companyId), {
    request: (client, body: NewWallet) => createWallet(client, companyId, body),
    onSuccess: (wallet, _body, { mutate }) =>
      mutate<Wallet[]>(walletKeys.list(companyId), (wallets) => [...(wallets ?? []), wallet], { revalidate: true }),
  });
}
