// Every provider code and connector error a wallet can answer with, built with viem's and
// wagmi's own error classes, lands on the key the screens explain.
import { WALLET_ERROR_KEYS, type WalletErrorKey } from '@meridian/contract';
import {
  AtomicityNotSupportedError,
  AtomicReadyWalletRejectedUpgradeError,
  BundleTooLargeError,
  ChainDisconnectedError,
  DuplicateIdError,
  InternalRpcError,
  InvalidParamsRpcError,
  LimitExceededRpcError,
  ProviderDisconnectedError,
  SwitchChainError,
  TransactionExecutionError,
  UnauthorizedProviderError,
  UnknownBundleIdError,
  UnknownRpcError,
  UnsupportedChainIdError,
  UnsupportedNonOptionalCapabilityError,
  UnsupportedProviderMethodError,
  UrlRequiredError,
  UserRejectedRequestError,
  createClient,
  http,
} from 'viem';
import {
  ChainNotConfiguredError,
  ConnectorAlreadyConnectedError,
  ConnectorChainMismatchError,
  ProviderNotFoundError,
} from 'wagmi';
import { walletErrorKey } from './errors';

const cause = () => new Error('from the wallet');

/** viem's own error for a transport without a URL, as a client without one throws it. */
function missingUrlError(): unknown {
  try {
    createClient({ transport: http() }).request({ method: 'eth_chainId' } as never);
  } catch (error) {
    return error;
  }
  return new UrlRequiredError();
}

const cases: [string, unknown, WalletErrorKey][] = [
  ['4001 user rejected', new UserRejectedRequestError(cause()), 'userRejected'],
  ['4100 unauthorized', new UnauthorizedProviderError(cause()), 'unauthorized'],
  ['4200 unsupported method', new UnsupportedProviderMethodError(cause()), 'unsupportedMethod'],
  ['4900 disconnected', new ProviderDisconnectedError(cause()), 'disconnected'],
  ['4901 chain disconnected', new ChainDisconnectedError(cause()), 'chainDisconnected'],
  ['4902 unknown chain', new SwitchChainError(cause()), 'switchChain'],
  ['5700 capability', new UnsupportedNonOptionalCapabilityError(cause()), 'walletCapability'],
  ['5710 chain id', new UnsupportedChainIdError(cause()), 'walletCapability'],
  ['5720 duplicate id', new DuplicateIdError(cause()), 'walletCapability'],
  ['5730 bundle id', new UnknownBundleIdError(cause()), 'walletCapability'],
  ['5740 bundle size', new BundleTooLargeError(cause()), 'walletCapability'],
  ['5750 upgrade rejected', new AtomicReadyWalletRejectedUpgradeError(cause()), 'walletCapability'],
  ['5760 atomicity', new AtomicityNotSupportedError(cause()), 'walletCapability'],
  ['-32602 invalid params', new InvalidParamsRpcError(cause()), 'rpc'],
  ['-32603 internal', new InternalRpcError(cause()), 'rpc'],
  ['-32005 limit exceeded', new LimitExceededRpcError(cause()), 'rpc'],
  ['an unknown RPC error', new UnknownRpcError(cause()), 'unknownRpc'],
  ['an unlisted code', Object.assign(new Error('odd'), { code: 1234 }), 'unknownRpc'],
  ['a plain error', new Error('boom'), 'unknownRpc'],
  ['not an error at all', 'nope', 'unknownRpc'],
  ['a raw EIP-1193 refusal (an object with a code)', { code: 4001, message: 'User denied' }, 'userRejected'],
  ['ProviderNotFoundError', new ProviderNotFoundError(), 'providerNotFound'],
  ['ChainNotConfiguredError', new ChainNotConfiguredError(), 'chainNotConfigured'],
  ['ConnectorAlreadyConnectedError', new ConnectorAlreadyConnectedError(), 'alreadyConnected'],
  [
    'ConnectorChainMismatchError',
    new ConnectorChainMismatchError({ connectionChainId: 1284, connectorChainId: 1287 }),
    'chainMismatch',
  ],
  ['a missing RPC URL', missingUrlError(), 'noTransportUrl'],
  [
    'a refusal wrapped by a transaction error',
    new TransactionExecutionError(new UserRejectedRequestError(cause()), {} as never),
    'userRejected',
  ],
  [
    'a chain switch wagmi refused for a chain it was not given',
    new SwitchChainError(new ChainNotConfiguredError()),
    'chainNotConfigured',
  ],
];

describe('walletErrorKey', () => {
  it.each(cases)('%s', (_name, error, key) => {
    expect(walletErrorKey(error)).toBe(key);
  });

  it('reads the message of a transport without URL', () => {
    expect(String((missingUrlError() as Error).message)).toMatch(/No URL was provided to the Transport/);
  });

  it('calls a refusal during a chain switch switchRejected, and leaves other switch errors alone', () => {
    expect(walletErrorKey(new UserRejectedRequestError(cause()), { during: 'switchChain' })).toBe('switchRejected');
    expect(walletErrorKey(new SwitchChainError(cause()), { during: 'switchChain' })).toBe('switchChain');
  });

  it('stops on a cause chain that loops', () => {
    const looping = new Error('a') as Error & { cause?: unknown };
    looping.cause = looping;
    expect(walletErrorKey(looping)).toBe('unknownRpc');
  });

  it('reaches every key but projectIdMissing (a configuration fact, not an error), and the switch refusal', () => {
    const reached = new Set(cases.map(([, , key]) => key));
    reached.add('switchRejected');
    expect([...WALLET_ERROR_KEYS].filter((key) => !reached.has(key))).toEqual(['notConnected', 'projectIdMissing']);
  });
});
