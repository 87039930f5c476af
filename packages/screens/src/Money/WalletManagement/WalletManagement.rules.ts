import { can, NETWORKS, type Network, type Role } from '@meridian/contract';
import type { WalletView } from '../common/views';

/** Whether the role may add, edit, verify and delete wallets (owners and admins). */
export const canManageWallets = (role: Role) => can(role, 'manageWallets');

/** The wallets of each network that has any, in the networks' order, each list as given. */
export function walletsByNetwork(wallets: readonly WalletView[]): [Network, WalletView[]][] {
  return NETWORKS.map(
    (network) => [network, wallets.filter((wallet) => wallet.network === network)] as [Network, WalletView[]],
  ).filter(([, list]) => list.length > 0);
}
