import { walletRoutes, type Wallet } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { walletKeys } from './keys';

export interface WalletSignature {
  walletId: string;
  /** The wallet's signature of the challenge's message (0x hex). */
  signature: string;
}

/**
 * PATCH /wallet/{id}/verify with the signature of the last challenge: the verified wallet.
 * `SIGNATURE_INVALID` (another key, another message), `CHALLENGE_EXPIRED` (used, replaced or
 * older than 10 minutes: ask a new one).
 */
export async function verifyWallet(client: ApiClient, { walletId, signature }: WalletSignature): Promise<Wallet> {
  return (await client.call(walletRoutes.verifyWallet, { params: { id: walletId }, body: { signature } })).wallet;
}

/** Sends the signature; the cached wallet becomes the verified one. */
export function useVerifyWallet(companyId: string) {
  return useApiMutation(walletKeys.mutation('verify', companyId), {
    request: (client, arg: WalletSignature) => verifyWallet(client, arg),
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
