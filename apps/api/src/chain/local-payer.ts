/**
 * A payer on the local test chain, for the scripts that pay a checkout session from the command
 * line (`pnpm demo:pay`, `pnpm bench:checkout`): sends exactly what a session asks, in the coin
 * or a token, from one of the chain's funded accounts, and waits for it to be mined. No Hardhat
 * here: it talks to a running chain over JSON-RPC.
 */
import { EVM_CHAINS } from '@meridian/contract';
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  keccak256,
  type Address,
  type Chain,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { localAccounts } from './local-accounts';

/** What a session asks to be paid: `payTo`, `amount` (smallest units) and the token (null contract: the coin). */
export interface PaymentRequest {
  payTo: string;
  amount: string;
  token: { symbol: string; contract: string | null };
}

export interface SentPayment {
  hash: Hex;
  from: Address;
  blockNumber: bigint;
  /** The block's own time (seconds, as the chain stamps it), in milliseconds. */
  blockTimestampMs: number;
  /** When this process saw the transaction mined (its receipt), in milliseconds. */
  minedAt: number;
}

function chainAt(rpcUrl: string): Chain {
  const { id, name, symbol, decimals } = EVM_CHAINS.local;
  return { id, name, nativeCurrency: { name: symbol, symbol, decimals }, rpcUrls: { default: { http: [rpcUrl] } } };
}

/** The address of funded account `index` (0 to 9) of the local chain. */
export function localAccountAddress(index: number): Address {
  const account = localAccounts()[index];
  if (!account || index >= 10) throw new Error(`the local chain funds accounts 0 to 9, not ${index}`);
  return account.address;
}

/** Pays `request` from funded account `accountIndex` on the chain at `rpcUrl`; resolves once mined. */
export async function payOnLocalChain(
  rpcUrl: string,
  request: PaymentRequest,
  accountIndex: number,
): Promise<SentPayment> {
  const chain = chainAt(rpcUrl);
  const from = localAccountAddress(accountIndex);
  const account = privateKeyToAccount(localAccounts()[accountIndex]!.privateKey);
  const client = createPublicClient({ chain, transport: http(rpcUrl) });
  const chainId = await client.getChainId();
  if (chainId !== chain.id) throw new Error(`${rpcUrl} is chain ${chainId}, not the local test chain (${chain.id})`);
  const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) });
  const value = BigInt(request.amount);
  const hash = request.token.contract
    ? await wallet.writeContract({
        address: request.token.contract as Address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [request.payTo as Address, value],
      })
    : await wallet.sendTransaction({ to: request.payTo as Address, value });
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  const minedAt = Date.now();
  if (receipt.status !== 'success') throw new Error(`the payment ${hash} failed on the chain`);
  const block = await client.getBlock({ blockNumber: receipt.blockNumber });
  return {
    hash,
    from,
    blockNumber: receipt.blockNumber,
    blockTimestampMs: Number(block.timestamp) * 1000,
    minedAt,
  };
}

/** A payment signed but not yet sent: its hash is known before the chain has it. */
export interface SignedPayment {
  hash: Hex;
  /** Sends it and resolves once mined. */
  send(): Promise<Hex>;
}

/**
 * Signs `request` from funded account `accountIndex` without sending it, so that its hash can be
 * announced first (the sandbox on-ramp reports its delivery's hash before the chain has it).
 */
export async function signOnLocalChain(
  rpcUrl: string,
  request: PaymentRequest,
  accountIndex: number,
): Promise<SignedPayment> {
  const chain = chainAt(rpcUrl);
  localAccountAddress(accountIndex);
  const account = privateKeyToAccount(localAccounts()[accountIndex]!.privateKey);
  const client = createPublicClient({ chain, transport: http(rpcUrl) });
  const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) });
  const value = BigInt(request.amount);
  const prepared = await wallet.prepareTransactionRequest(
    request.token.contract
      ? {
          to: request.token.contract as Address,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [request.payTo as Address, value],
          }),
        }
      : { to: request.payTo as Address, value },
  );
  const serialized = await wallet.signTransaction(prepared);
  return {
    hash: keccak256(serialized),
    async send() {
      const hash = await wallet.sendRawTransaction({ serializedTransaction: serialized });
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
      if (receipt.status !== 'success') throw new Error(`the payment ${hash} failed on the chain`);
      return hash;
    },
  };
}
