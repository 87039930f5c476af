/** The mutations of the wallet page, by the name their state is kept under. */
export type WalletMutation = 'create' | 'update' | 'remove' | 'verify-challenge' | 'verify';

/** SWR keys of a workspace's wallets. */
export const walletKeys = {
  all: (companyId: string) => ['wallets', companyId] as const,
  list: (companyId: string) => ['wallets', companyId, 'list'] as const,
  /** The state of a mutation (no cached data). */
  mutation: (name: WalletMutation, companyId: string) => ['wallets', companyId, 'mutation', name] as const,
};
