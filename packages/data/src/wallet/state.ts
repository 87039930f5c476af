/**
 * The wallet connection's state as the screens read it: the chain the app is on, the connector
 * in use, every connection (accounts and chain per connector) and the status, which goes from
 * `disconnected` to `connecting` (or `reconnecting` after a reload) and then `connected`, or back.
 */
import type { Config } from 'wagmi';
import type { Address } from 'viem';

export type WalletStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected';

export interface WalletConnectionView {
  connectorId: string;
  connectorName: string;
  accounts: readonly Address[];
  chainId: number;
}

export interface WalletState {
  chainId: number;
  /** The connector of the current connection, null when none. */
  connector: { id: string; name: string } | null;
  /** Every connection, keyed by the connector's uid. */
  connections: ReadonlyMap<string, WalletConnectionView>;
  status: WalletStatus;
  /** The current connection's first account. */
  address: Address | null;
}

export function walletState(state: Config['state']): WalletState {
  const connections = new Map<string, WalletConnectionView>();
  for (const [uid, connection] of state.connections) {
    connections.set(uid, {
      connectorId: connection.connector.id,
      connectorName: connection.connector.name,
      accounts: connection.accounts,
      chainId: connection.chainId,
    });
  }
  const current = state.current ? state.connections.get(state.current) : undefined;
  return {
    chainId: current?.chainId ?? state.chainId,
    connector: current ? { id: current.connector.id, name: current.connector.name } : null,
    connections,
    status: state.status,
    address: current?.accounts[0] ?? null,
  };
}

export function readWalletState(config: Config): WalletState {
  return walletState(config.state);
}

/** Calls `onChange` with the new state after every change; returns the unsubscribe function. */
export function watchWalletState(config: Config, onChange: (state: WalletState) => void): () => void {
  return config.subscribe(
    (state) => state,
    (state) => onChange(walletState(state)),
  );
}
