import { walletRoutes, type WalletChallenge } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { walletKeys } from './keys';

/**
 * PATCH /wallet/{id}/verify without a signature: the message the wallet signs, with a
 * single-use nonce that works for 10 minutes (a new one replaces the previous).
 */
export async function requestWalletChallenge(client: ApiClient, walletId: string): Promise<WalletChallenge> {
  const answer = await client.call(walletRoutes.verifyWallet, { params: { id: walletId }, body: {} });
  if (!answer.challenge) throw new Error('The server issued no challenge');
  return answer.challenge;
}

/** Asks for the message a wallet signs to be verified. */
export function useWalletChallenge(companyId: string) {
  return useApiMutation(walletKeys.mutation('verify-challenge', companyId), {
    request: (client, walletId: string) => requestWalletChallenge(client, walletId),
  });
}
