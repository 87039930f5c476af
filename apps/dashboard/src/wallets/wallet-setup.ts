/**
 * The dashboard's wallet connection, made once per page load from the build's settings
 * (`wallet-env.ts`). This module brings wagmi, viem and the connectors: only the add-wallet page
 * imports it up front; the wallets list imports it (through `wallet-signer.ts`) when a
 * verification starts.
 */
import { CONNECTOR_IDS, createWalletConfig, TEST_WALLET_IDS, testWalletConnectors } from '@meridian/data/wallet';
import type { WalletSetup } from '@meridian/data/wallet';
import { testWalletAccounts, WALLET_APP_NAME, walletRpcUrls } from './wallet-env';

let setup: WalletSetup | undefined;

/** The wallet connection of this page load. */
export function walletSetup(): WalletSetup {
  if (!setup) {
    // Vite writes the value in at build time: "" outside the end-to-end build, which drops the
    // test wallets' code from the bundle.
    const testAccounts = import.meta.env.VITE_WALLET_MOCK;
    setup = createWalletConfig({
      appName: WALLET_APP_NAME,
      rpcUrls: walletRpcUrls(import.meta.env),
      walletConnectProjectId: import.meta.env.VITE_WALLETCONNECT_PROJECT_ID,
      extraConnectors: testAccounts ? testWalletConnectors(testWalletAccounts(testAccounts)) : [],
    });
  }
  return setup;
}

/** The connector a verification uses when no wallet is connected yet: the browser's wallet. */
export function defaultConnectorId(): string {
  return import.meta.env.VITE_WALLET_MOCK ? TEST_WALLET_IDS.signs : CONNECTOR_IDS.injected;
}

/** The chain to connect on: none asked (the wallet stays where it is), the local chain for test wallets. */
export function connectChainId(connectorId: string): number | undefined {
  return connectorId === TEST_WALLET_IDS.signs || connectorId === TEST_WALLET_IDS.refuses ? 1281 : undefined;
}
