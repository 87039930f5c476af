/**
 * The checkout page's wallet: wagmi, viem and the connectors of the dashboard's wallet setup.
 * Imported only when the payer chooses to pay with a wallet, never with the page's first code.
 */
import { connectWallet, readWalletState, sendPayment, switchWalletChain } from '@meridian/data/wallet';
import type { PaymentRequest, WalletResult } from '@meridian/data/wallet';
import { connectChainId, walletSetup } from '../wallets/wallet-setup';

export interface PayWallet {
  /** The ways to connect this page offers (wagmi's connectors), by id and the name they give. */
  connectors: { id: string; name: string }[];
  /** Connects; the answer is the chain the wallet is on. */
  connect(connectorId: string): Promise<WalletResult<number>>;
  /** The chain the connected wallet is on, null when none is connected. */
  connectedChain(): number | null;
  /** A chain's name in words (`Moonbeam`), or its id when the page does not know it. */
  chainName(chainId: number): string;
  switchChain(chainId: number): Promise<WalletResult<number>>;
  /** Sends the coin or an ERC-20 `transfer`; the answer is the transaction's hash. */
  send(payment: PaymentRequest): Promise<WalletResult<string>>;
}

export function payWallet(): PayWallet {
  const { config } = walletSetup();
  return {
    connectors: config.connectors.map((connector) => ({ id: connector.id, name: connector.name })),
    async connect(connectorId) {
      const connected = await connectWallet(config, connectorId, connectChainId(connectorId));
      return connected.ok ? { ok: true, value: connected.value.chainId } : connected;
    },
    connectedChain() {
      const state = readWalletState(config);
      return state.status === 'connected' ? state.chainId : null;
    },
    chainName: (chainId) => config.chains.find((chain) => chain.id === chainId)?.name ?? String(chainId),
    switchChain: (chainId) => switchWalletChain(config, chainId),
    send: (payment) => sendPayment(config, payment),
  };
}
