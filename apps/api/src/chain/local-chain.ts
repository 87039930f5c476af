/**
 * The local test chain: an EVM node in this process (Hardhat Network, served over JSON-RPC on
 * loopback) with chain id 1281, the id of Moonbeam's own development node, ten funded accounts
 * and Meridian's test ERC-20 tokens (USDC, USDT, DAI, EURC) deployed and minted to each account.
 * `npm start` runs it so that the whole payment journey works offline and without a wallet;
 * tests start one on port 0.
 *
 * Nothing here reaches the internet: Hardhat gets its configuration from this module (no
 * config file, no compile task), and the token's bytecode was compiled ahead of time
 * (`contracts/TestToken.json`, from `scripts/compile-test-token.mjs`).
 *
 * The accounts come from a public development mnemonic: anyone can spend what they hold, on any
 * chain. They are for this chain only.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { HardhatConfig, HardhatUserConfig, EthereumProvider } from 'hardhat/types';
import {
  createWalletClient,
  custom,
  encodeDeployData,
  getAddress,
  parseEther,
  parseUnits,
  parseAbi,
  type Chain,
  type Address,
  type Hex,
} from 'viem';
import { EVM_CHAINS } from '@meridian/contract';
import testToken from './contracts/TestToken.json' with { type: 'json' };
import { LOCAL_ACCOUNT_COUNT, LOCAL_PRIVATE_KEYS, localAccounts, type LocalAccount } from './local-accounts';

export { LOCAL_ACCOUNT_COUNT, LOCAL_CHAIN_MNEMONIC, localAccounts, type LocalAccount } from './local-accounts';

export const LOCAL_CHAIN_ID = EVM_CHAINS.local.id;
/** Each funded account's native balance (DEV, 18 decimals). */
export const LOCAL_ACCOUNT_BALANCE = parseEther('10000');
/** Each funded account's balance of every test token, in whole tokens. */
export const LOCAL_TOKEN_BALANCE = '1000000';

/** The test tokens deployed on the local chain, with the decimals of the real ones. */
export const LOCAL_TOKENS = [
  { symbol: 'USDC', name: 'USD Coin (test)', decimals: 6 },
  { symbol: 'USDT', name: 'Tether USD (test)', decimals: 6 },
  { symbol: 'DAI', name: 'Dai Stablecoin (test)', decimals: 18 },
  { symbol: 'EURC', name: 'Euro Coin (test)', decimals: 6 },
] as const;

/** The test token's interface (the artifact's ABI, typed; test/chain.test.ts compares the two). */
export const TEST_TOKEN_ABI = parseAbi([
  'constructor(string name_, string symbol_, uint8 decimals_)',
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function totalSupply() view returns (uint256)',
  'function minter() view returns (address)',
  'function balanceOf(address) view returns (uint256)',
  'function allowance(address, address) view returns (uint256)',
  'function mint(address to, uint256 value)',
  'function transfer(address to, uint256 value) returns (bool)',
  'function approve(address spender, uint256 value) returns (bool)',
  'function transferFrom(address from, address to, uint256 value) returns (bool)',
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'event Approval(address indexed owner, address indexed spender, uint256 value)',
]);
export const TEST_TOKEN_ARTIFACT_ABI: readonly unknown[] = testToken.abi;

export interface LocalToken {
  symbol: string;
  address: Address;
  decimals: number;
}

export interface LocalChain {
  rpcUrl: string;
  chainId: number;
  /** The funded accounts, each unlocked on the node and importable into a wallet by its key. */
  accounts: LocalAccount[];
  tokens: LocalToken[];
  stop(): Promise<void>;
}

export interface LocalChainOptions {
  /** 0 (the default) takes a free port. */
  port?: number;
  host?: string;
  /**
   * Besides mining each transaction as it is sent, a new block every this many milliseconds, so
   * payments gather confirmations as on a real chain (`npm start`); 0 (the default): blocks only
   * when transactions come or a test mines them.
   */
  blockIntervalMs?: number;
}

// Hardhat 2 is CommonJS; its in-process provider and JSON-RPC request handler are reached
// through the modules its own `node` task uses (the version is pinned in package.json). The HTTP
// server is ours: Hardhat's also opens a WebSocket server that crashes the process when the
// port is taken, instead of failing the start.
const require = createRequire(import.meta.url);
const { resolveConfig } = require('hardhat/internal/core/config/config-resolution') as {
  resolveConfig(path: string, config: HardhatUserConfig): HardhatConfig;
};
const { createProvider } = require('hardhat/internal/core/providers/construction') as {
  createProvider(config: HardhatConfig, networkName: string): Promise<EthereumProvider>;
};
const { JsonRpcHandler } = require('hardhat/internal/hardhat-network/jsonrpc/handler') as {
  JsonRpcHandler: new (provider: EthereumProvider) => {
    handleHttp(request: IncomingMessage, response: ServerResponse): Promise<void>;
  };
};

/** The local chain as viem describes a chain, reached at `rpcUrl`. */
export function localViemChain(rpcUrl: string): Chain {
  const { id, name, symbol, decimals } = EVM_CHAINS.local;
  return { id, name, nativeCurrency: { name: symbol, symbol, decimals }, rpcUrls: { default: { http: [rpcUrl] } } };
}

function hardhatConfig(blockIntervalMs: number): HardhatConfig {
  const userConfig: HardhatUserConfig = {
    networks: {
      hardhat: {
        chainId: LOCAL_CHAIN_ID,
        // Shanghai, what the test token is compiled for and what Moonbeam's EVM runs.
        hardfork: 'shanghai',
        accounts: LOCAL_PRIVATE_KEYS.map((privateKey) => ({
          privateKey,
          balance: LOCAL_ACCOUNT_BALANCE.toString(),
        })),
        mining: { auto: true, interval: blockIntervalMs },
        loggingEnabled: false,
      },
    },
  };
  // Hardhat wants the path of an existing config file to anchor its project folders, which
  // nothing here reads or writes: this module stands in for it.
  return resolveConfig(fileURLToPath(import.meta.url), userConfig);
}

/**
 * Starts the chain, deploys the test tokens and mints them. Ready in a few hundred
 * milliseconds; `stop()` closes the server (the chain's state goes with it).
 */
export async function startLocalChain({
  port = 0,
  host = '127.0.0.1',
  blockIntervalMs = 0,
}: LocalChainOptions = {}): Promise<LocalChain> {
  const provider = await createProvider(hardhatConfig(blockIntervalMs), 'hardhat');
  const all = localAccounts();
  const accounts = all.slice(0, LOCAL_ACCOUNT_COUNT);
  const deployer = all[LOCAL_ACCOUNT_COUNT]!.address;

  const wallet = createWalletClient({
    account: deployer,
    chain: localViemChain('http://127.0.0.1'),
    transport: custom({ request: ({ method, params }) => provider.request({ method, params }) }),
  });
  const receiptOf = async (hash: Hex) => {
    const receipt = (await provider.request({ method: 'eth_getTransactionReceipt', params: [hash] })) as {
      status: Hex;
      contractAddress: Address | null;
    } | null;
    if (!receipt || receipt.status !== '0x1') throw new Error(`local chain set-up: transaction ${hash} failed`);
    return receipt;
  };

  const tokens: LocalToken[] = [];
  for (const token of LOCAL_TOKENS) {
    const hash = await wallet.sendTransaction({
      data: encodeDeployData({
        abi: TEST_TOKEN_ABI,
        bytecode: testToken.bytecode as Hex,
        args: [token.name, token.symbol, token.decimals],
      }),
    });
    const { contractAddress } = await receiptOf(hash);
    if (!contractAddress) throw new Error(`local chain set-up: ${token.symbol} was not deployed`);
    tokens.push({ symbol: token.symbol, address: getAddress(contractAddress), decimals: token.decimals });
  }
  // Automine: each transaction is mined as it is sent, so the mints need no waiting.
  for (const token of tokens) {
    const value = parseUnits(LOCAL_TOKEN_BALANCE, token.decimals);
    for (const account of accounts) {
      const hash = await wallet.writeContract({
        address: token.address,
        abi: TEST_TOKEN_ABI,
        functionName: 'mint',
        args: [account.address, value],
      });
      await receiptOf(hash);
    }
  }

  // Hardhat's handler answers JSON-RPC over POST and allows any origin (CORS), so the dashboard
  // and browser wallets on other ports reach it.
  const handler = new JsonRpcHandler(provider);
  const server = createServer((request, response) => void handler.handleHttp(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const urlHost = address.address.includes(':') ? `[${address.address}]` : address.address;
  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }));
  return {
    rpcUrl: `http://${urlHost}:${address.port}`,
    chainId: LOCAL_CHAIN_ID,
    accounts,
    tokens,
    stop,
  };
}
