// @vitest-environment node
// The wallet actions through wagmi's mock connector, whose accounts are the local test chain's
// (started here on a free port): connect, state, sign, switch, pay, and the refusals a person
// can give, each reported with the key the screens explain.
import { createConfig, type Config } from 'wagmi';
import { injected, mock } from 'wagmi/connectors';
import { getConnectorClient } from 'wagmi/actions';
import { createPublicClient, erc20Abi, http, parseEther, parseUnits, verifyMessage } from 'viem';
import { walletProofMessage } from '@meridian/contract';
import { startLocalChain, type LocalChain } from '../../../../apps/api/src/chain/local-chain';
import { connectWallet, disconnectWallet, sendPayment, signProofMessage, switchWalletChain } from './actions';
import { walletChains, walletTransport } from './chains';
import { createWalletConfig, resumeConnection } from './config';
import { walletErrorKey } from './errors';
import { readWalletState } from './state';
import { TEST_WALLET_IDS, testWalletConnectors } from './test-wallets';

let chain: LocalChain;
beforeAll(async () => {
  chain = await startLocalChain({ port: 0 });
});
afterAll(() => chain?.stop());

type MockFeatures = NonNullable<Parameters<typeof mock>[0]['features']>;

/** Meridian's chains, the local one first (the mock starts on the first) and every RPC on it. */
function mockConfig(features: MockFeatures = {}): Config {
  const [moonbeam, moonbase, local] = walletChains({ 1284: chain.rpcUrl, 1287: chain.rpcUrl, 1281: chain.rpcUrl });
  return createConfig({
    chains: [local, moonbeam, moonbase],
    connectors: [mock({ accounts: [chain.accounts[0]!.address, chain.accounts[1]!.address], features })],
    transports: {
      1281: walletTransport(chain.rpcUrl),
      1284: walletTransport(chain.rpcUrl),
      1287: walletTransport(chain.rpcUrl),
    },
  });
}
const reader = () => createPublicClient({ transport: http(chain.rpcUrl) });

describe('the wallet connection against the local chain', () => {
  it('connects, then reports the connector, accounts, chain and status', async () => {
    const config = mockConfig();
    expect(readWalletState(config)).toMatchObject({ status: 'disconnected', connector: null, address: null });
    const connected = await connectWallet(config, 'mock');
    expect(connected).toEqual({
      ok: true,
      value: { accounts: [chain.accounts[0]!.address, chain.accounts[1]!.address], chainId: 1281 },
    });
    const state = readWalletState(config);
    expect(state).toMatchObject({
      status: 'connected',
      chainId: 1281,
      connector: { id: 'mock', name: 'Mock Connector' },
      address: chain.accounts[0]!.address,
    });
    expect([...state.connections.values()]).toEqual([
      {
        connectorId: 'mock',
        connectorName: 'Mock Connector',
        accounts: [chain.accounts[0]!.address, chain.accounts[1]!.address],
        chainId: 1281,
      },
    ]);
    // Connecting again with the same connector is refused by wagmi.
    expect(await connectWallet(config, 'mock')).toMatchObject({ ok: false, error: 'alreadyConnected' });
    expect(await connectWallet(config, 'nope')).toMatchObject({ ok: false, error: 'providerNotFound' });
  });

  it('signs the wallet proof as a personal message that verifies for the connected address', async () => {
    const config = mockConfig();
    await connectWallet(config, 'mock');
    const message = walletProofMessage({ address: chain.accounts[0]!.address, nonce: 'n-123', workspaceName: 'Lumen' });
    const signed = await signProofMessage(config, message);
    if (!signed.ok) throw new Error(`signing failed: ${signed.error}`);
    expect(signed.value.address).toBe(chain.accounts[0]!.address);
    expect(
      await verifyMessage({ address: chain.accounts[0]!.address, message, signature: signed.value.signature }),
    ).toBe(true);
    expect(
      await verifyMessage({ address: chain.accounts[1]!.address, message, signature: signed.value.signature }),
    ).toBe(false);
  });

  it('sends a native payment and an ERC-20 payment that land on the chain', async () => {
    const config = mockConfig();
    await connectWallet(config, 'mock');
    const payee = chain.accounts[5]!.address;
    const before = await reader().getBalance({ address: payee });
    const native = await sendPayment(config, { chainId: 1281, to: payee, amount: parseEther('2') });
    if (!native.ok) throw new Error(`native payment failed: ${native.error}`);
    const receipt = await reader().waitForTransactionReceipt({ hash: native.value });
    expect(receipt.status).toBe('success');
    expect(await reader().getBalance({ address: payee })).toBe(before + parseEther('2'));

    const usdc = chain.tokens.find((token) => token.symbol === 'USDC')!;
    const amount = parseUnits('12.5', usdc.decimals);
    const tokenBefore = await reader().readContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [payee],
    });
    const paid = await sendPayment(config, { chainId: 1281, to: payee, amount, token: usdc.address });
    if (!paid.ok) throw new Error(`token payment failed: ${paid.error}`);
    expect((await reader().waitForTransactionReceipt({ hash: paid.value })).status).toBe('success');
    expect(
      await reader().readContract({ address: usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [payee] }),
    ).toBe(tokenBefore + amount);
  });

  it('switches chain, and refuses a chain it was not configured with', async () => {
    const config = mockConfig();
    await connectWallet(config, 'mock');
    expect(await switchWalletChain(config, 1287)).toEqual({ ok: true, value: 1287 });
    expect(readWalletState(config).chainId).toBe(1287);
    expect(await switchWalletChain(config, 1281)).toEqual({ ok: true, value: 1281 });
    expect(await switchWalletChain(config, 1)).toMatchObject({ ok: false, error: 'chainNotConfigured' });
    expect(readWalletState(config).chainId).toBe(1281);
  });

  it('reports a refused connection, signature and switch with their keys', async () => {
    expect(await connectWallet(mockConfig({ connectError: true }), 'mock')).toMatchObject({
      ok: false,
      error: 'userRejected',
    });

    const refusesToSign = mockConfig({ signMessageError: true });
    await connectWallet(refusesToSign, 'mock');
    expect(await signProofMessage(refusesToSign, 'hello')).toMatchObject({ ok: false, error: 'userRejected' });

    const refusesToSwitch = mockConfig({ switchChainError: true });
    await connectWallet(refusesToSwitch, 'mock');
    expect(await switchWalletChain(refusesToSwitch, 1287)).toMatchObject({ ok: false, error: 'switchRejected' });
    expect(readWalletState(refusesToSwitch).chainId).toBe(1281);
  });

  it('disconnects, after which signing and paying say the wallet is not connected', async () => {
    const config = mockConfig();
    await connectWallet(config, 'mock');
    expect(await disconnectWallet(config)).toEqual({ ok: true, value: null });
    expect(readWalletState(config)).toMatchObject({ status: 'disconnected', connector: null, address: null });
    expect(await signProofMessage(config, 'hello')).toMatchObject({ ok: false, error: 'notConnected' });
    expect(await sendPayment(config, { chainId: 1281, to: chain.accounts[2]!.address, amount: 1n })).toMatchObject({
      ok: false,
      error: 'notConnected',
    });
    // wagmi's own error for it maps to the same key.
    const error = await getConnectorClient(config).catch((caught: unknown) => caught);
    expect(walletErrorKey(error)).toBe('notConnected');
  });
});

describe('the test wallets of the end-to-end build', () => {
  const setup = () =>
    createWalletConfig({
      appName: 'Meridian',
      rpcUrls: { 1281: chain.rpcUrl },
      extraConnectors: testWalletConnectors([chain.accounts[0]!.address, chain.accounts[1]!.address]),
    });

  it('come first, and sign with the account asked for, on the local chain', async () => {
    const { config } = setup();
    expect(config.connectors.map((connector) => connector.id)).toEqual([
      TEST_WALLET_IDS.signs,
      TEST_WALLET_IDS.refuses,
      'injected',
      'coinbaseWalletSDK',
    ]);
    expect(await connectWallet(config, TEST_WALLET_IDS.signs, 1281)).toMatchObject({ ok: true });
    const second = chain.accounts[1]!.address;
    const message = walletProofMessage({ address: second, nonce: 'n-456', workspaceName: 'Lumen' });
    const signed = await signProofMessage(config, message, second);
    if (!signed.ok) throw new Error(`signing failed: ${signed.error}`);
    expect(signed.value.address).toBe(second);
    expect(await verifyMessage({ address: second, message, signature: signed.value.signature })).toBe(true);
    // An account the wallet does not share cannot sign.
    expect(await signProofMessage(config, message, chain.accounts[4]!.address)).toMatchObject({
      ok: false,
      error: 'notConnected',
    });
  });

  it('include one that refuses every signature as a person would (4001)', async () => {
    const { config } = setup();
    await connectWallet(config, TEST_WALLET_IDS.refuses, 1281);
    expect(await signProofMessage(config, 'hello', chain.accounts[0]!.address)).toMatchObject({
      ok: false,
      error: 'userRejected',
    });
  });
});

/**
 * A browser wallet as an injected EIP-1193 provider: it knows the local chain only, answers 4902
 * for another until it is added (`wallet_addEthereumChain`, which switches to it, or which
 * `refuseAdd` refuses with 4001), and sends everything else to the local chain.
 */
function browserWallet(options: { refuseAdd?: boolean } = {}) {
  const known = new Set([1281]);
  let current = 1281;
  const requests: { method: string; params?: unknown }[] = [];
  const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code });
  const provider = {
    on: () => provider,
    removeListener: () => provider,
    async request({ method, params }: { method: string; params?: unknown }) {
      requests.push({ method, params });
      const [first] = (params ?? []) as { chainId?: string }[];
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return [chain.accounts[0]!.address.toLowerCase()];
        case 'eth_chainId':
          return `0x${current.toString(16)}`;
        case 'wallet_requestPermissions':
        case 'wallet_revokePermissions':
          return [];
        case 'wallet_switchEthereumChain': {
          const id = Number(first!.chainId);
          if (!known.has(id)) throw rpcError(4902, 'Unrecognized chain ID');
          current = id;
          return null;
        }
        case 'wallet_addEthereumChain':
          if (options.refuseAdd) throw rpcError(4001, 'User rejected the request.');
          // Like MetaMask, a wallet that adds a chain switches to it.
          known.add(Number(first!.chainId));
          current = Number(first!.chainId);
          return null;
        default: {
          const response = await fetch(chain.rpcUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
          });
          const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
          if (body.error) throw rpcError(body.error.code, body.error.message);
          return body.result;
        }
      }
    },
  };
  const [moonbeam, moonbase, local] = walletChains({ 1281: chain.rpcUrl });
  const config = createConfig({
    chains: [local, moonbeam, moonbase],
    connectors: [
      injected({ target: () => ({ id: 'browserWallet', name: 'Browser wallet', provider: provider as never }) }),
    ],
    transports: {
      1281: walletTransport(chain.rpcUrl),
      1284: walletTransport(chain.rpcUrl),
      1287: walletTransport(chain.rpcUrl),
    },
    multiInjectedProviderDiscovery: false,
  });
  return { config, requests };
}

describe('a chain the wallet does not know', () => {
  // Injected wallets live in a page: wagmi looks for one only where there is a window.
  beforeAll(() => vi.stubGlobal('window', globalThis));
  afterAll(() => vi.unstubAllGlobals());

  it('is added to the wallet (wallet_addEthereumChain) and then switched to', async () => {
    const wallet = browserWallet();
    expect(await connectWallet(wallet.config, 'browserWallet')).toMatchObject({ ok: true, value: { chainId: 1281 } });
    expect(await switchWalletChain(wallet.config, 1287)).toEqual({ ok: true, value: 1287 });
    expect(readWalletState(wallet.config).chainId).toBe(1287);
    const added = wallet.requests.find((request) => request.method === 'wallet_addEthereumChain');
    expect(added?.params).toEqual([
      expect.objectContaining({
        chainId: '0x507',
        chainName: 'Moonbase Alpha',
        nativeCurrency: { name: 'DEV', symbol: 'DEV', decimals: 18 },
        rpcUrls: ['https://rpc.api.moonbase.moonbeam.network'],
        blockExplorerUrls: ['https://moonbase.moonscan.io'],
      }),
    ]);
  });

  it('is a refused switch when the person refuses to add it, and the wallet stays where it was', async () => {
    const wallet = browserWallet({ refuseAdd: true });
    await connectWallet(wallet.config, 'browserWallet');
    expect(await switchWalletChain(wallet.config, 1284)).toMatchObject({ ok: false, error: 'switchRejected' });
    expect(readWalletState(wallet.config).chainId).toBe(1281);
  });
});

describe('createWalletConfig', () => {
  it('has the three chains and, without a WalletConnect project id, no QR connector and says so', () => {
    const setup = createWalletConfig({ appName: 'Meridian', rpcUrls: { 1281: chain.rpcUrl } });
    expect(setup.projectIdMissing).toBe(true);
    expect(setup.config.chains.map((entry) => [entry.id, entry.name, entry.nativeCurrency.symbol])).toEqual([
      [1284, 'Moonbeam', 'GLMR'],
      [1287, 'Moonbase Alpha', 'DEV'],
      [1281, 'Local test chain', 'DEV'],
    ]);
    expect(setup.config.chains[2]!.rpcUrls.default.http).toEqual([chain.rpcUrl]);
    expect(setup.config.connectors.map((connector) => connector.id)).toEqual(['injected', 'coinbaseWalletSDK']);
    expect(
      createWalletConfig({ appName: 'Meridian', rpcUrls: {}, walletConnectProjectId: '  ' }).projectIdMissing,
    ).toBe(true);
  });

  it('resumes a connection without loading Coinbase Wallet’s SDK, unless it was the last one used', async () => {
    const setup = createWalletConfig({ appName: 'Meridian', rpcUrls: { 1281: chain.rpcUrl } });
    const coinbase = setup.config.connectors.find((connector) => connector.id === 'coinbaseWalletSDK')!;
    const loads = vi.spyOn(coinbase, 'getProvider').mockResolvedValue(undefined as never);
    await resumeConnection(setup.config);
    expect(loads).not.toHaveBeenCalled();
    // This test runs outside a browser, without storage: the last connector is read as Coinbase Wallet.
    vi.spyOn(setup.config.storage!, 'getItem').mockResolvedValue('coinbaseWalletSDK' as never);
    await resumeConnection(setup.config);
    expect(loads).toHaveBeenCalled();
  });
});
