/**
 * What went wrong with a wallet, as one of the keys the screens turn into a message that says
 * what to do next (`WALLET_ERROR_KEYS`, @meridian/contract). Errors arrive wrapped: viem wraps a
 * wallet's refusal in a `TransactionExecutionError`, wagmi a missing chain in a
 * `SwitchChainError`. The whole `cause` chain is read, and:
 * 1. a connector error of wagmi or viem anywhere in it decides (the most specific fact);
 * 2. otherwise the first provider or JSON-RPC code from the outside in: EIP-1193 (4001, 4100,
 *    4200, 4900, 4901, 4902), EIP-5792 (5700 to 5760), JSON-RPC (-32768 to -32000);
 * 3. anything else is `unknownRpc`.
 */
import type { WalletErrorKey } from '@meridian/contract';
import {
  ChainNotConfiguredError,
  ConnectorAccountNotFoundError,
  ConnectorAlreadyConnectedError,
  ConnectorChainMismatchError,
  ConnectorNotFoundError,
  ConnectorUnavailableReconnectingError,
  ProviderNotFoundError,
  SwitchChainNotSupportedError,
} from 'wagmi';
import { UrlRequiredError } from 'viem';

/**
 * The connector errors, by class and by name (an error copied across realms keeps its name
 * only). wagmi's React package does not re-export `ConnectorNotConnectedError`: its name serves.
 */
const CONNECTOR_ERRORS: readonly [(abstract new (...args: never[]) => Error) | null, string, WalletErrorKey][] = [
  [ProviderNotFoundError, 'ProviderNotFoundError', 'providerNotFound'],
  [ConnectorNotFoundError, 'ConnectorNotFoundError', 'providerNotFound'],
  [ChainNotConfiguredError, 'ChainNotConfiguredError', 'chainNotConfigured'],
  [ConnectorAlreadyConnectedError, 'ConnectorAlreadyConnectedError', 'alreadyConnected'],
  [null, 'ConnectorNotConnectedError', 'notConnected'],
  [ConnectorAccountNotFoundError, 'ConnectorAccountNotFoundError', 'notConnected'],
  [ConnectorUnavailableReconnectingError, 'ConnectorUnavailableReconnectingError', 'notConnected'],
  [ConnectorChainMismatchError, 'ConnectorChainMismatchError', 'chainMismatch'],
  [SwitchChainNotSupportedError, 'SwitchChainNotSupportedError', 'unsupportedMethod'],
  [UrlRequiredError, 'UrlRequiredError', 'noTransportUrl'],
];

function codeKey(code: number): WalletErrorKey | null {
  switch (code) {
    case 4001:
    case 5000: // CAIP-25 (WalletConnect): the person rejected the session
      return 'userRejected';
    case 4100:
      return 'unauthorized';
    case 4200:
      return 'unsupportedMethod';
    case 4900:
      return 'disconnected';
    case 4901:
      return 'chainDisconnected';
    case 4902:
      return 'switchChain';
    default:
      if (code >= 5700 && code <= 5760) return 'walletCapability';
      if (code >= -32768 && code <= -32000) return 'rpc';
      return null;
  }
}

/** The error and its causes, outermost first (a cycle or a very deep chain stops the walk). */
function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current = error;
  while (current !== undefined && current !== null && chain.length < 20 && !chain.includes(current)) {
    chain.push(current);
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return chain;
}

export interface WalletErrorContext {
  /** A refusal during a chain switch (or adding the chain) is `switchRejected`. */
  during?: 'switchChain';
}

export function walletErrorKey(error: unknown, context: WalletErrorContext = {}): WalletErrorKey {
  const chain = causeChain(error);
  for (const entry of chain) {
    for (const [type, name, key] of CONNECTOR_ERRORS) {
      if ((type && entry instanceof type) || (entry instanceof Error && entry.name === name)) return key;
    }
    if (entry instanceof Error && /No URL was provided to the Transport/.test(entry.message)) return 'noTransportUrl';
  }
  for (const entry of chain) {
    if (typeof entry !== 'object' || entry === null || !('code' in entry)) continue;
    const code = entry.code;
    if (typeof code !== 'number') continue;
    const key = codeKey(code);
    if (key === null) continue;
    return key === 'userRejected' && context.during === 'switchChain' ? 'switchRejected' : key;
  }
  return 'unknownRpc';
}
