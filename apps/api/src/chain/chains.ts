/**
 * Which EVM chain each environment uses, where its JSON-RPC endpoint is, and which tokens are
 * offered on it, read from the environment like the rest of the configuration (`config.ts`):
 *
 * - `live` is Moonbeam (1284), `CHAIN_RPC_1284`, the public endpoint by default;
 * - `test` is Moonbase Alpha (1287), `CHAIN_RPC_1287`, the public endpoint by default, unless
 *   `CHAIN_RPC_1281` names a running local test chain (`npm start` sets it): then `test` is
 *   that chain, 1281, labelled "Local test chain". Refused in production.
 * - `CHAIN_TOKENS_<id>` lists the ERC-20 tokens offered on a chain beside its native coin, as
 *   `SYMBOL:address:decimals` separated by commas. A token is offered only where its address is
 *   configured: not every stablecoin exists on Moonbeam, and a wrong address would take payments
 *   nobody can match.
 */
import {
  checkWalletAddress,
  EVM_CHAINS,
  toChecksumAddress,
  type Environment,
  type EvmChainName,
} from '@meridian/contract';
import type { Address } from 'viem';
import { ConfigError, type NodeEnv } from '../config';

/** The public endpoints, used when no address is configured: the contract's chain table. */
export const PUBLIC_RPC_URLS = {
  1284: EVM_CHAINS.moonbeam.defaultRpcUrl,
  1287: EVM_CHAINS.moonbaseAlpha.defaultRpcUrl,
} as const;

export interface ChainToken {
  symbol: string;
  /** The token's contract; null for the chain's native coin. */
  address: Address | null;
  decimals: number;
}

export interface ChainConfig {
  id: number;
  name: EvmChainName;
  /** How the interface names the chain ("Moonbeam", "Moonbase Alpha", "Local test chain"). */
  label: string;
  nativeSymbol: string;
  nativeDecimals: number;
  rpcUrl: string;
  /** The chain `npm start` runs in-process: no finality tag, so confirmations count blocks. */
  local: boolean;
  /** The native coin first, then the configured ERC-20 tokens. */
  tokens: ChainToken[];
}

export type ChainSettings = Readonly<Record<Environment, ChainConfig>>;

const TOKEN_SYMBOL = /^[A-Za-z0-9.]{1,11}$/;
const MAX_DECIMALS = 36;

function parseRpcUrl(name: string, value: string, problems: string[]): string {
  try {
    const url = new URL(value);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname && !url.hash) return value;
  } catch {
    // reported below
  }
  problems.push(`${name} must be an http:// or https:// URL, such as https://rpc.example/v1 (got "${value}")`);
  return value;
}

/** `USDC:0x…:6,DAI:0x…:18` -> tokens, each problem reported with the variable's name. */
export function parseTokenList(name: string, value: string | undefined, problems: string[]): ChainToken[] {
  if (!value) return [];
  const tokens: ChainToken[] = [];
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [symbol = '', address = '', decimalsRaw = '', ...rest] = entry.split(':').map((part) => part.trim());
    if (rest.length > 0 || !symbol || !address || !decimalsRaw) {
      problems.push(`${name}: "${entry}" must be SYMBOL:address:decimals, such as USDC:0xA0b8…eB48:6`);
      continue;
    }
    const before = problems.length;
    if (!TOKEN_SYMBOL.test(symbol))
      problems.push(`${name}: "${symbol}" is not a token symbol (1 to 11 letters or digits)`);
    // A token's address is a contract, often a precompile (external XC-20s at 0xFFFFFFFF…): the
    // shape and checksum are checked, not whether it could receive a payout.
    const shape = checkWalletAddress('moonbeam', address);
    const checked =
      !shape.ok && shape.problem === 'cannot_receive'
        ? { ok: true as const, address: toChecksumAddress(address) }
        : shape;
    if (!checked.ok) {
      problems.push(
        checked.problem === 'checksum'
          ? `${name}: the address of ${symbol} fails its EIP-55 checksum (a typing mistake?)`
          : `${name}: the address of ${symbol} is not a 0x address of 40 hex digits`,
      );
    }
    const decimals = Number(decimalsRaw);
    if (!/^\d+$/.test(decimalsRaw) || decimals > MAX_DECIMALS)
      problems.push(
        `${name}: the decimals of ${symbol} must be an integer from 0 to ${MAX_DECIMALS} (got "${decimalsRaw}")`,
      );
    if (tokens.some((token) => token.symbol === symbol)) problems.push(`${name}: ${symbol} is listed twice`);
    if (problems.length === before && checked.ok) {
      tokens.push({ symbol, address: checked.address as Address, decimals });
    }
  }
  return tokens;
}

function chain(
  name: EvmChainName,
  rpcUrl: string,
  tokens: ChainToken[],
  problems: string[],
  variable: string,
): ChainConfig {
  const known = EVM_CHAINS[name];
  if (tokens.some((token) => token.symbol === known.symbol))
    problems.push(`${variable}: ${known.symbol} is the chain's native coin, not a token`);
  return {
    id: known.id,
    name,
    label: known.name,
    nativeSymbol: known.symbol,
    nativeDecimals: known.decimals,
    rpcUrl,
    local: !known.finalityTag,
    tokens: [{ symbol: known.symbol, address: null, decimals: known.decimals }, ...tokens],
  };
}

/** Reads the chain settings; throws a `ConfigError` listing every problem. Empty values count as unset. */
export function loadChainConfig(
  env: NodeJS.ProcessEnv = process.env,
  nodeEnv: NodeEnv = env.NODE_ENV === 'production' ? 'production' : 'development',
): ChainSettings {
  const problems: string[] = [];
  const read = (name: string): string | undefined => env[name]?.trim() || undefined;

  const moonbeamRpc = parseRpcUrl('CHAIN_RPC_1284', read('CHAIN_RPC_1284') ?? PUBLIC_RPC_URLS[1284], problems);
  const moonbaseRpc = parseRpcUrl('CHAIN_RPC_1287', read('CHAIN_RPC_1287') ?? PUBLIC_RPC_URLS[1287], problems);
  const localRaw = read('CHAIN_RPC_1281');
  const localRpc = localRaw === undefined ? undefined : parseRpcUrl('CHAIN_RPC_1281', localRaw, problems);
  if (localRpc !== undefined && nodeEnv === 'production')
    problems.push('CHAIN_RPC_1281 (the local test chain) cannot be set when NODE_ENV is production');

  const live = chain(
    'moonbeam',
    moonbeamRpc,
    parseTokenList('CHAIN_TOKENS_1284', read('CHAIN_TOKENS_1284'), problems),
    problems,
    'CHAIN_TOKENS_1284',
  );
  const test =
    localRpc === undefined
      ? chain(
          'moonbaseAlpha',
          moonbaseRpc,
          parseTokenList('CHAIN_TOKENS_1287', read('CHAIN_TOKENS_1287'), problems),
          problems,
          'CHAIN_TOKENS_1287',
        )
      : chain(
          'local',
          localRpc,
          parseTokenList('CHAIN_TOKENS_1281', read('CHAIN_TOKENS_1281'), problems),
          problems,
          'CHAIN_TOKENS_1281',
        );

  if (problems.length > 0) throw new ConfigError(problems);
  return { live, test };
}

/** The environment variables that point `test` at a running local chain and offer its tokens. */
export function localChainEnv(rpcUrl: string, tokens: readonly ChainToken[]): Record<string, string> {
  return {
    CHAIN_RPC_1281: rpcUrl,
    CHAIN_TOKENS_1281: tokens
      .filter((token) => token.address !== null)
      .map((token) => `${token.symbol}:${token.address}:${token.decimals}`)
      .join(','),
  };
}
