import { walletRoutes, type Wallet } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiQuery, type QueryOptions } from '../swr/api-query';
import { walletKeys } from './keys';

/** GET /wallet?companyId */
export async function listWallets(client: ApiClient, companyId: string): Promise<Wallet[]> {
  return (await client.call(walletRoutes.listWallets, { query: { companyId } })).wallets;
}

/** A workspace's wallets, oldest first; pass `enabled: false` while they should not be loaded. */
export function useWallets(companyId: string, options?: QueryOptions) {
  return useApiQuery(walletKeys.list(companyId), (client) => listWallets(client, companyId), options);
}
