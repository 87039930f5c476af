/**
 * Sends a refund from a connected wallet: wagmi, viem and the connectors of the dashboard's
 * wallet setup. Imported only when the merchant presses "Send from a connected wallet", never
 * with the payment page's first code.
 */
import { connectWallet, readWalletState, sendPayment } from '@meridian/data/wallet';
import type { RefundSendErrorKey } from '@meridian/screens';
import { connectChainId, defaultConnectorId, walletSetup } from '../wallets/wallet-setup';

export interface RefundTransfer {
  chainId: number;
  to: string;
  /** In the token's smallest unit. */
  units: string;
  /** The token's contract; null for the chain's coin. */
  contract: string | null;
}

/** Connects the browser's wallet when none is, then sends exactly the refund; the answer is the transaction's hash. */
export async function sendRefund(
  transfer: RefundTransfer,
): Promise<{ ok: true; hash: string } | { ok: false; error: RefundSendErrorKey }> {
  const { config } = walletSetup();
  if (readWalletState(config).status !== 'connected') {
    const connectorId = defaultConnectorId();
    const connected = await connectWallet(config, connectorId, connectChainId(connectorId) ?? transfer.chainId);
    if (!connected.ok)
      return { ok: false, error: connected.error === 'userRejected' ? 'walletRejected' : 'walletFailed' };
  }
  const sent = await sendPayment(config, {
    chainId: transfer.chainId,
    to: transfer.to as `0x${string}`,
    amount: BigInt(transfer.units),
    token: transfer.contract ? (transfer.contract as `0x${string}`) : undefined,
  });
  if (sent.ok) return { ok: true, hash: sent.value };
  return { ok: false, error: sent.error === 'userRejected' ? 'walletRejected' : 'walletFailed' };
}
