/**
 * What the wallet and checkout pages ask of a connected wallet, each answering a `WalletResult`:
 * the value, or the key of what went wrong (`walletErrorKey`) with the original error for logs.
 */
import type { WalletErrorKey } from '@meridian/contract';
import type { Config } from 'wagmi';
import {
  connect,
  disconnect,
  getConnection,
  sendTransaction,
  signMessage,
  switchChain,
  writeContract,
} from 'wagmi/actions';
import { erc20Abi, numberToHex, type Address, type Hex } from 'viem';
import { walletErrorKey } from './errors';

export type WalletResult<T> = { ok: true; value: T } | { ok: false; error: WalletErrorKey; cause: unknown };

const ok = <T>(value: T): WalletResult<T> => ({ ok: true, value });
const failed = <T>(cause: unknown, key = walletErrorKey(cause)): WalletResult<T> => ({ ok: false, error: key, cause });

/** Connects with one of the configured connectors (`CONNECTOR_IDS`, or an announced wallet's id). */
export async function connectWallet(
  config: Config,
  connectorId: string,
  chainId?: number,
): Promise<WalletResult<{ accounts: readonly Address[]; chainId: number }>> {
  const connector = config.connectors.find((candidate) => candidate.id === connectorId);
  if (!connector) return { ok: false, error: 'providerNotFound', cause: new Error(`no connector ${connectorId}`) };
  try {
    const result = await connect(config, { connector, ...(chainId === undefined ? {} : { chainId }) });
    return ok({ accounts: result.accounts, chainId: result.chainId });
  } catch (error) {
    return failed(error);
  }
}

export async function disconnectWallet(config: Config): Promise<WalletResult<null>> {
  try {
    await disconnect(config);
    return ok(null);
  } catch (error) {
    return failed(error);
  }
}

/**
 * Switches the connected wallet to `chainId`. A wallet that does not know the chain (4902) is
 * asked to add it (`wallet_addEthereumChain`) and then to switch; most connectors do this
 * themselves, and this covers those that only report it. A refusal of either is
 * `switchRejected`.
 */
export async function switchWalletChain(config: Config, chainId: number): Promise<WalletResult<number>> {
  try {
    const chain = await switchChain(config, { chainId });
    return ok(chain.id);
  } catch (error) {
    const key = walletErrorKey(error, { during: 'switchChain' });
    if (key !== 'switchChain') return failed(error, key);
  }
  const chain = config.chains.find((candidate) => candidate.id === chainId);
  const { connector } = getConnection(config);
  if (!chain || !connector) return failed(new Error(`chain ${chainId} cannot be added`), 'switchChain');
  try {
    const provider = (await connector.getProvider()) as {
      request(args: { method: string; params?: unknown }): Promise<unknown>;
    };
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: numberToHex(chain.id),
          chainName: chain.name,
          nativeCurrency: chain.nativeCurrency,
          rpcUrls: chain.rpcUrls.default.http,
          blockExplorerUrls: chain.blockExplorers ? [chain.blockExplorers.default.url] : [],
        },
      ],
    });
    const switched = await switchChain(config, { chainId });
    return ok(switched.id);
  } catch (error) {
    return failed(error, walletErrorKey(error, { during: 'switchChain' }));
  }
}

/**
 * Signs `message` as a personal message (EIP-191) with the connected account, or with `account`
 * when it is one of the connection's accounts: how a merchant proves a Moonbeam payout wallet is
 * theirs (`walletProofMessage`). An account the connection does not share is `notConnected`.
 */
export async function signProofMessage(
  config: Config,
  message: string,
  account?: Address,
): Promise<WalletResult<{ address: Address; signature: Hex }>> {
  const connection = getConnection(config);
  const address = account
    ? connection.addresses?.find((candidate) => candidate.toLowerCase() === account.toLowerCase())
    : connection.address;
  if (!address) return failed(new Error(`no connected account ${account ?? ''}`.trim()), 'notConnected');
  try {
    const signature = await signMessage(config, { account: address, message });
    return ok({ address, signature });
  } catch (error) {
    return failed(error);
  }
}

export interface PaymentRequest {
  chainId: number;
  to: Address;
  /** In the smallest unit: wei for the native coin, the token's units for an ERC-20. */
  amount: bigint;
  /** The ERC-20 contract; absent for the chain's native coin. */
  token?: Address;
}

/**
 * Sends a payment from the connected account: a native transfer, or an ERC-20 `transfer`. The
 * answer is the transaction hash, which checkout reports to the server; the server reads the
 * receipt itself before it counts the payment.
 */
export async function sendPayment(config: Config, payment: PaymentRequest): Promise<WalletResult<Hex>> {
  const { address, chainId } = getConnection(config);
  if (!address) return failed(new Error('no connected account'), 'notConnected');
  if (chainId !== payment.chainId) {
    const switched = await switchWalletChain(config, payment.chainId);
    if (!switched.ok) return switched;
  }
  try {
    const hash = payment.token
      ? await writeContract(config, {
          chainId: payment.chainId,
          address: payment.token,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [payment.to, payment.amount],
        })
      : await sendTransaction(config, { chainId: payment.chainId, to: payment.to, value: payment.amount });
    return ok(hash);
  } catch (error) {
    return failed(error);
  }
}
