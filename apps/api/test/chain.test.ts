// The local test chain over JSON-RPC on loopback, read and driven with viem as the API and a
// wallet would: its accounts and tokens, transfers and their receipts, snapshots.
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  parseEther,
  parseEventLogs,
  parseUnits,
  toEventSignature,
  toFunctionSignature,
  type AbiFunction,
  type AbiEvent,
  type Hex,
} from 'viem';
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_DEV_ACCOUNTS } from '../src/chain/public-accounts';
import { EVM_CHAINS } from '@meridian/contract';
import {
  createChainClient,
  LOCAL_ACCOUNT_BALANCE,
  LOCAL_CHAIN_MNEMONIC,
  LOCAL_TOKEN_BALANCE,
  LOCAL_TOKENS,
  loadChainConfig,
  localAccounts,
  localChainEnv,
  localViemChain,
  startLocalChain,
  TEST_TOKEN_ABI,
  TEST_TOKEN_ARTIFACT_ABI,
  type LocalChain,
} from '../src/chain';

let chain: LocalChain;
let startedInMs: number;

beforeAll(async () => {
  const started = performance.now();
  chain = await startLocalChain({ port: 0 });
  startedInMs = performance.now() - started;
});
afterAll(() => chain?.stop());

const client = () => createPublicClient({ chain: localViemChain(chain.rpcUrl), transport: http(chain.rpcUrl) });
const walletOf = (privateKey: Hex) =>
  createWalletClient({
    account: privateKeyToAccount(privateKey),
    chain: localViemChain(chain.rpcUrl),
    transport: http(chain.rpcUrl),
  });
const rpc = (method: string, params: unknown[] = []) =>
  client().request({ method, params } as never) as Promise<unknown>;

describe('the local test chain', () => {
  it('answers on a free loopback port with chain id 1281, soon after it is asked to start', async () => {
    expect(chain.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(chain.chainId).toBe(1281);
    expect(await client().getChainId()).toBe(EVM_CHAINS.local.id);
    // Well under 2 s on an idle machine; the bound leaves room for a busy one.
    expect(startedInMs).toBeLessThan(5000);
  });

  it('funds ten accounts of the development mnemonic with 10,000 DEV each, keys included', async () => {
    expect(chain.accounts).toHaveLength(10);
    for (const [index, account] of chain.accounts.entries()) {
      const derived = mnemonicToAccount(LOCAL_CHAIN_MNEMONIC, { addressIndex: index });
      expect(account.address).toBe(derived.address);
      expect(privateKeyToAccount(account.privateKey).address).toBe(derived.address);
      expect(await client().getBalance({ address: account.address })).toBe(LOCAL_ACCOUNT_BALANCE);
    }
    expect(LOCAL_ACCOUNT_BALANCE).toBe(parseEther('10000'));
    // The written-out keys are the mnemonic's, deployer (index 10) included.
    const deployer = localAccounts()[10]!;
    expect(deployer.address).toBe(mnemonicToAccount(LOCAL_CHAIN_MNEMONIC, { addressIndex: 10 }).address);
    // The API's list of accounts with public keys (never a live payout address) is the mnemonic's first twenty.
    expect(PUBLIC_DEV_ACCOUNTS).toEqual(
      Array.from(
        { length: 20 },
        (_, index) => mnemonicToAccount(LOCAL_CHAIN_MNEMONIC, { addressIndex: index }).address,
      ),
    );
  });

  it('deploys USDC, USDT, DAI and EURC with their decimals and mints each account a million of each', async () => {
    expect(chain.tokens.map((token) => [token.symbol, token.decimals])).toEqual([
      ['USDC', 6],
      ['USDT', 6],
      ['DAI', 18],
      ['EURC', 6],
    ]);
    const reader = client();
    for (const token of chain.tokens) {
      const read = <T>(functionName: 'symbol' | 'decimals' | 'totalSupply') =>
        reader.readContract({ address: token.address, abi: erc20Abi, functionName }) as Promise<T>;
      expect(await read<string>('symbol')).toBe(token.symbol);
      expect(await read<number>('decimals')).toBe(token.decimals);
      const each = parseUnits(LOCAL_TOKEN_BALANCE, token.decimals);
      expect(await read<bigint>('totalSupply')).toBe(each * 10n);
      for (const account of chain.accounts) {
        expect(
          await reader.readContract({
            address: token.address,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [account.address],
          }),
        ).toBe(each);
      }
    }
    expect(LOCAL_TOKENS.map((token) => token.symbol)).toEqual(chain.tokens.map((token) => token.symbol));
  });

  it('uses a typed ABI that says what the committed artifact says', () => {
    const signatures = (abi: readonly unknown[]) =>
      (abi as (AbiFunction | AbiEvent | { type: string })[])
        .map((item) =>
          item.type === 'function'
            ? `${toFunctionSignature(item as AbiFunction)} ${(item as AbiFunction).stateMutability}`
            : item.type === 'event'
              ? toEventSignature(item as AbiEvent)
              : item.type,
        )
        .sort();
    expect(signatures(TEST_TOKEN_ABI)).toEqual(signatures(TEST_TOKEN_ARTIFACT_ABI));
  });

  it('carries a native transfer: the receipt, and both balances (the sender also pays gas)', async () => {
    const [payer, payee] = [chain.accounts[1]!, chain.accounts[2]!];
    const reader = client();
    const before = await Promise.all([payer, payee].map((account) => reader.getBalance({ address: account.address })));
    const value = parseEther('1.25');
    const hash = await walletOf(payer.privateKey).sendTransaction({ to: payee.address, value });
    const receipt = await reader.waitForTransactionReceipt({ hash });
    expect(receipt).toMatchObject({
      status: 'success',
      from: payer.address.toLowerCase(),
      to: payee.address.toLowerCase(),
    });
    const transaction = await reader.getTransaction({ hash });
    expect(transaction.value).toBe(value);
    const fee = receipt.gasUsed * receipt.effectiveGasPrice;
    expect(fee).toBeGreaterThan(0n);
    expect(await reader.getBalance({ address: payer.address })).toBe(before[0]! - value - fee);
    expect(await reader.getBalance({ address: payee.address })).toBe(before[1]! + value);
  });

  it('carries an ERC-20 transfer whose receipt holds the Transfer log a watcher reads', async () => {
    const [payer, payee] = [chain.accounts[3]!, chain.accounts[4]!];
    const usdc = chain.tokens.find((token) => token.symbol === 'USDC')!;
    const reader = client();
    const amount = parseUnits('49.99', usdc.decimals);
    const hash = await walletOf(payer.privateKey).writeContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [payee.address, amount],
    });
    const receipt = await reader.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    const logs = parseEventLogs({ abi: erc20Abi, logs: receipt.logs, eventName: 'Transfer' });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      address: usdc.address.toLowerCase(),
      args: { from: payer.address, to: payee.address, value: amount },
    });
    // The same log through eth_getLogs, as the payment watcher will query it.
    const found = await reader.getContractEvents({
      address: usdc.address,
      abi: erc20Abi,
      eventName: 'Transfer',
      args: { to: payee.address },
      fromBlock: receipt.blockNumber,
      toBlock: receipt.blockNumber,
    });
    expect(found.map((log) => log.transactionHash)).toEqual([hash]);
    const balance = (address: Hex) =>
      reader.readContract({ address: usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] });
    const minted = parseUnits(LOCAL_TOKEN_BALANCE, usdc.decimals);
    expect(await balance(payer.address)).toBe(minted - amount);
    expect(await balance(payee.address)).toBe(minted + amount);
  });

  it('refuses a token transfer beyond the balance, and lets nobody but the deployer mint', async () => {
    const [payer, payee] = [chain.accounts[5]!, chain.accounts[6]!];
    const dai = chain.tokens.find((token) => token.symbol === 'DAI')!;
    const wallet = walletOf(payer.privateKey);
    await expect(
      wallet.writeContract({
        address: dai.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [payee.address, parseUnits('1000001', dai.decimals)],
      }),
    ).rejects.toThrow(/balance too low/);
    await expect(
      wallet.writeContract({
        address: dai.address,
        abi: TEST_TOKEN_ABI,
        functionName: 'mint',
        args: [payer.address, 1n],
      }),
    ).rejects.toThrow(/only the deployer mints/);
  });

  it('fails to start, without taking the process down, when its port is taken', async () => {
    const port = Number(new URL(chain.rpcUrl).port);
    await expect(startLocalChain({ port })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    expect(await client().getChainId()).toBe(1281);
  });

  it('answers a browser page from another origin (CORS), as the dashboard and wallets need', async () => {
    const response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:5173' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x501' });
  });

  it('mines on request and reverts to a snapshot', async () => {
    const reader = client();
    const start = await reader.getBlockNumber({ cacheTime: 0 });
    await rpc('evm_mine');
    expect(await reader.getBlockNumber({ cacheTime: 0 })).toBe(start + 1n);

    const [payer, payee] = [chain.accounts[7]!, chain.accounts[8]!];
    const snapshot = (await rpc('evm_snapshot')) as Hex;
    const before = await reader.getBalance({ address: payee.address });
    await reader.waitForTransactionReceipt({
      hash: await walletOf(payer.privateKey).sendTransaction({ to: payee.address, value: parseEther('3') }),
    });
    expect(await reader.getBalance({ address: payee.address })).toBe(before + parseEther('3'));
    expect(await rpc('evm_revert', [snapshot])).toBe(true);
    expect(await reader.getBalance({ address: payee.address })).toBe(before);
    expect(await reader.getBlockNumber({ cacheTime: 0 })).toBe(start + 1n);
  });
});

describe('the chains per environment', () => {
  it('uses Moonbeam for live and Moonbase Alpha for test, on their public endpoints, native coin only', () => {
    const chains = loadChainConfig({});
    expect(chains.live).toMatchObject({
      id: 1284,
      label: 'Moonbeam',
      rpcUrl: 'https://rpc.api.moonbeam.network',
      local: false,
      tokens: [{ symbol: 'GLMR', address: null, decimals: 18 }],
    });
    expect(chains.test).toMatchObject({
      id: 1287,
      label: 'Moonbase Alpha',
      rpcUrl: 'https://rpc.api.moonbase.moonbeam.network',
      tokens: [{ symbol: 'DEV', address: null, decimals: 18 }],
    });
  });

  it('points test at the running local chain, labelled as such, with the tokens deployed on it', async () => {
    const chains = loadChainConfig(localChainEnv(chain.rpcUrl, chain.tokens));
    expect(chains.live.id).toBe(1284);
    expect(chains.test).toMatchObject({ id: 1281, label: 'Local test chain', rpcUrl: chain.rpcUrl, local: true });
    expect(chains.test.tokens).toEqual([{ symbol: 'DEV', address: null, decimals: 18 }, ...chain.tokens]);
    // The API's own client reads the configured chain.
    const reader = createChainClient(chains.test);
    expect(await reader.getChainId()).toBe(1281);
    expect(await reader.getBalance({ address: chain.accounts[9]!.address })).toBe(LOCAL_ACCOUNT_BALANCE);
  });

  it('takes RPC addresses and token lists from the environment, addresses checksummed', () => {
    const chains = loadChainConfig({
      CHAIN_RPC_1284: 'https://moonbeam.node.example/rpc',
      CHAIN_TOKENS_1284:
        'USDC:0x931715fee2d06333043d11f658c8ce934ac61d0c:6, DAI:0x765277EebeCA2e31912C9946eAe1021199B39C61:18',
    });
    expect(chains.live.rpcUrl).toBe('https://moonbeam.node.example/rpc');
    expect(chains.live.tokens).toEqual([
      { symbol: 'GLMR', address: null, decimals: 18 },
      { symbol: 'USDC', address: '0x931715FEE2d06333043d11F658C8CE934aC61D0c', decimals: 6 },
      { symbol: 'DAI', address: '0x765277EebeCA2e31912C9946eAe1021199B39C61', decimals: 18 },
    ]);
  });

  it('refuses bad values, naming each variable and what is wrong', () => {
    const problems = (env: NodeJS.ProcessEnv) => {
      try {
        loadChainConfig(env);
      } catch (error) {
        return (error as { problems: string[] }).problems;
      }
      return [];
    };
    expect(problems({ CHAIN_RPC_1284: 'ws://node.example' })).toEqual([
      'CHAIN_RPC_1284 must be an http:// or https:// URL, such as https://rpc.example/v1 (got "ws://node.example")',
    ]);
    expect(problems({ CHAIN_TOKENS_1287: 'USDC:0x931715fee2d06333043d11f658c8ce934ac61d0c' })).toEqual([
      'CHAIN_TOKENS_1287: "USDC:0x931715fee2d06333043d11f658c8ce934ac61d0c" must be SYMBOL:address:decimals, such as USDC:0xA0b8…eB48:6',
    ]);
    expect(
      problems({
        CHAIN_TOKENS_1284:
          'USDC:0x931715FEE2d06333043d11F658C8CE934aC61D0C:6,USDT:0x12:6,DAI:0x765277EebeCA2e31912C9946eAe1021199B39C61:x,GLMR:0x765277EebeCA2e31912C9946eAe1021199B39C61:18',
      }),
    ).toEqual([
      'CHAIN_TOKENS_1284: the address of USDC fails its EIP-55 checksum (a typing mistake?)',
      'CHAIN_TOKENS_1284: the address of USDT is not a 0x address of 40 hex digits',
      'CHAIN_TOKENS_1284: the decimals of DAI must be an integer from 0 to 36 (got "x")',
      "CHAIN_TOKENS_1284: GLMR is the chain's native coin, not a token",
    ]);
    expect(problems({ NODE_ENV: 'production', CHAIN_RPC_1281: 'http://127.0.0.1:8545' })).toEqual([
      'CHAIN_RPC_1281 (the local test chain) cannot be set when NODE_ENV is production',
    ]);
  });
});
