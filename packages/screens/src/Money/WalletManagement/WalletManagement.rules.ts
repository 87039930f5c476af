import { can, NETWORKS, type Network, type Role, type WalletErrorKey } from '@meridian/contract';
import type { WalletView } from '../common/views';

/** Whether the role may add, edit, verify and delete wallets (owners and admins). */
export const canManageWallets = (role: Role) => can(role, 'manageWallets');

/** The wallets of each network that has any, in the networks' order, each list as given. */
export function walletsByNetwork(wallets: readonly WalletView[]): [Network, WalletView[]][] {
  return NETWORKS.map(
    (network) => [network, wallets.filter((wallet) => wallet.network === network)] as [Network, WalletView[]],
  ).filter(([, list]) => list.length > 0);
}

/**
 * What a wallet library answers when nothing in the browser can sign for the address: no
 * extension (or none with the account), a wallet that cannot sign messages, no WalletConnect
 * project. The page then explains what is needed and offers to sign in a wallet app instead.
 */
export const NO_SIGNER_PROBLEMS: readonly WalletErrorKey[] = [
  'providerNotFound',
  'notConnected',
  'unsupportedMethod',
  'walletCapability',
  'projectIdMissing',
];
