/**
 * The ways to connect a wallet the add-wallet page offers: wagmi's connectors (the browser's
 * wallet, each wallet it announces, WalletConnect when configured, Coinbase Wallet) for Moonbeam,
 * and each Polkadot extension present for Polkadot and Kusama, whose ids are told apart by a
 * prefix. Without a WalletConnect project id, WalletConnect (the QR code) is still listed, as
 * unavailable, and the page says why under it.
 */
import type { WalletConnector } from '@meridian/screens';

const SUBSTRATE_PREFIX = 'polkadot:';

/** The extensions' own names, by the key they announce themselves with. */
const EXTENSION_NAMES: Readonly<Record<string, string>> = {
  'polkadot-js': 'Polkadot.js',
  talisman: 'Talisman',
  'subwallet-js': 'SubWallet',
  'fearless-wallet': 'Fearless Wallet',
  enkrypt: 'Enkrypt',
  'nova-wallet': 'Nova Wallet',
};

export function substrateConnectorId(source: string): string {
  return `${SUBSTRATE_PREFIX}${source}`;
}

/** The Polkadot extension a connector id names, or null for an EVM connector. */
export function substrateSource(connectorId: string): string | null {
  return connectorId.startsWith(SUBSTRATE_PREFIX) ? connectorId.slice(SUBSTRATE_PREFIX.length) : null;
}

/** WalletConnect's connector id and name, as wagmi gives them. */
const WALLET_CONNECT = { id: 'walletConnect', name: 'WalletConnect' } as const;

export interface ConnectorTexts {
  /** The name of wagmi's generic `injected` connector (whatever wallet the browser has). */
  browserWallet: string;
  /** An extension's name, marked as the Polkadot and Kusama one (Talisman offers both kinds). */
  polkadotExtension: (name: string) => string;
}

export function walletConnectors(
  evm: readonly { id: string; name: string }[],
  extensions: readonly string[],
  texts: ConnectorTexts,
  options: { projectIdMissing?: boolean } = {},
): WalletConnector[] {
  const missingQr: WalletConnector[] =
    options.projectIdMissing && !evm.some((connector) => connector.id === WALLET_CONNECT.id)
      ? [{ ...WALLET_CONNECT, ecosystem: 'evm', unavailable: 'projectIdMissing' }]
      : [];
  return [
    ...evm.map((connector) => ({
      id: connector.id,
      name: connector.id === 'injected' ? texts.browserWallet : connector.name,
      ecosystem: 'evm' as const,
    })),
    ...missingQr,
    ...extensions.map((source) => ({
      id: substrateConnectorId(source),
      name: texts.polkadotExtension(EXTENSION_NAMES[source] ?? source),
      ecosystem: 'substrate' as const,
    })),
  ];
}
