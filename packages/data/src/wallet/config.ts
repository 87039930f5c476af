/**
 * The wallet connection's configuration: wagmi with Meridian's three EVM chains and three ways
 * to connect a wallet:
 * - `injected`: a browser extension (MetaMask, Talisman, SubWallet…), each announced one
 *   (EIP-6963) listed on its own;
 * - WalletConnect: a QR code for a phone wallet; it needs a project id, and without one the
 *   connector is left out and `projectIdMissing` says so (the screen shows "Failed to initialize
 *   project id");
 * - Coinbase Wallet: its SDK loads only once the person picks it, or when resuming a connection
 *   made with it (`resumeConnection`). Its popup needs the page's opener: the dashboard is sent
 *   with `Cross-Origin-Opener-Policy: same-origin-allow-popups` (apps/dashboard/security-headers.ts).
 *
 * This module is the `@meridian/data/wallet` entry's, never the main entry's: wagmi, viem and
 * the connectors load with the wallet and checkout pages only.
 */
import { createConfig, createStorage, noopStorage, type Config } from 'wagmi';
import { reconnect } from 'wagmi/actions';
import { coinbaseWallet, injected, walletConnect } from 'wagmi/connectors';
import type { CreateConnectorFn } from 'wagmi';
import { walletChains, walletTransport, type WalletRpcUrls } from './chains';

export interface WalletConfigOptions {
  /** WalletConnect's project id (cloud.reown.com); without it there is no QR connection. */
  walletConnectProjectId?: string | undefined;
  rpcUrls: WalletRpcUrls;
  /** Shown by wallets when they ask the person to connect. */
  appName: string;
  /** The page's origin, for WalletConnect's metadata; the current one by default. */
  appUrl?: string;
  /** Connectors offered before the usual ones (the end-to-end suite's test wallets). */
  extraConnectors?: readonly CreateConnectorFn[];
}

export interface WalletSetup {
  config: Config;
  /** WalletConnect was left out because no project id is configured. */
  projectIdMissing: boolean;
}

/** The connectors' ids, for a screen that offers them by name. */
export const CONNECTOR_IDS = {
  injected: 'injected',
  walletConnect: 'walletConnect',
  coinbaseWallet: 'coinbaseWalletSDK',
} as const;

export function createWalletConfig(options: WalletConfigOptions): WalletSetup {
  const chains = walletChains(options.rpcUrls);
  const projectId = options.walletConnectProjectId?.trim() ?? '';
  const appUrl = options.appUrl ?? (typeof window === 'undefined' ? undefined : window.location.origin);

  const connectors: CreateConnectorFn[] = [...(options.extraConnectors ?? []), injected({ shimDisconnect: true })];
  if (projectId) {
    connectors.push(
      walletConnect({
        projectId,
        showQrModal: true,
        metadata: { name: options.appName, description: options.appName, url: appUrl ?? '', icons: [] },
      }),
    );
  }
  // The SDK is imported and created inside the connector's getProvider, which runs when the
  // person connects with it (or when resuming a connection made with it: `resumeConnection`).
  connectors.push(coinbaseWallet({ appName: options.appName, preference: { options: 'eoaOnly' } }));

  const config = createConfig({
    chains,
    connectors,
    transports: Object.fromEntries(chains.map((chain) => [chain.id, walletTransport(chain.rpcUrls.default.http[0]!)])),
    storage: createStorage({
      key: 'meridian.wallet',
      storage: typeof window === 'undefined' ? noopStorage : window.localStorage,
    }),
    multiInjectedProviderDiscovery: true,
  });
  return { config, projectIdMissing: projectId === '' };
}

/**
 * Resumes the connection of an earlier visit, with the connectors that may hold it: every one but
 * Coinbase Wallet, whose SDK (and its checks) loads only when it was the last one used.
 */
export async function resumeConnection(config: Config): Promise<void> {
  let recent: string | null | undefined;
  try {
    recent = await config.storage?.getItem('recentConnectorId');
  } catch {
    recent = undefined;
  }
  const connectors = config.connectors.filter(
    (connector) => connector.id !== CONNECTOR_IDS.coinbaseWallet || recent === CONNECTOR_IDS.coinbaseWallet,
  );
  await reconnect(config, { connectors });
}
