/**
 * Signs a wallet's proof message with the wallet that holds it: on Moonbeam the connected EVM
 * wallet (connected first with the browser's wallet when none is), on Polkadot and Kusama the
 * browser extension that holds the address. Loaded when a verification starts.
 */
import { NETWORK_ECOSYSTEM, type Network } from '@meridian/contract';
import {
  connectWallet,
  polkadotAccounts,
  readWalletState,
  signProofMessage,
  signWithPolkadot,
  type WalletResult,
} from '@meridian/data/wallet';
import { WALLET_APP_NAME } from './wallet-env';
import { connectChainId, defaultConnectorId, walletSetup } from './wallet-setup';

export interface WalletToSign {
  network: Network;
  address: string;
}

export async function signWithWallet(wallet: WalletToSign, message: string): Promise<WalletResult<string>> {
  if (NETWORK_ECOSYSTEM[wallet.network] === 'substrate') {
    const accounts = await polkadotAccounts(WALLET_APP_NAME);
    if (!accounts.ok) return accounts;
    const holder = accounts.value.find((account) => account.address === wallet.address);
    if (!holder) return { ok: false, error: 'notConnected', cause: new Error(`no extension holds ${wallet.address}`) };
    return signWithPolkadot({ appName: WALLET_APP_NAME, source: holder.source, address: wallet.address, message });
  }
  const { config } = walletSetup();
  if (readWalletState(config).status !== 'connected') {
    const connectorId = defaultConnectorId();
    const connected = await connectWallet(config, connectorId, connectChainId(connectorId));
    if (!connected.ok) return connected;
  }
  const signed = await signProofMessage(config, message, wallet.address as `0x${string}`);
  return signed.ok ? { ok: true, value: signed.value.signature } : signed;
}
