import type { Wallet, WalletChallenge } from '@meridian/contract';
import { ApiError } from '@meridian/data';
import { describe, expect, it, vi } from 'vitest';
import {
  confirmsLeaving,
  createWalletRequest,
  proveWallet,
  removalFailure,
  walletUpdateRequest,
  walletView,
} from './wallet-actions';
import { substrateConnectorId, substrateSource, walletConnectors } from './wallet-connectors';
import { LOCAL_CHAIN_RPC, testWalletAccounts, walletRpcUrls } from './wallet-env';

const wallet: Wallet = {
  id: '11111111-1111-4111-8111-111111111111',
  companyId: '22222222-2222-4222-8222-222222222222',
  platform: 'moonbeam',
  ecosystem: 'evm',
  addresses: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
  metadata: { ui: { label: 'Main payouts', colour: 'green' } },
  verified: false,
  verifiedAt: null,
  createdAt: '2026-06-15T10:00:00.000Z',
  updatedAt: '2026-06-15T10:00:00.000Z',
};
const challenge: WalletChallenge = { message: 'Sign to prove', nonce: 'n-1', expiresAt: '2026-06-15T10:10:00.000Z' };

describe('proving a wallet', () => {
  it('signs the challenge’s message and sends the signature', async () => {
    const verified = { ...wallet, verified: true };
    const sign = vi.fn(async () => ({ ok: true as const, value: '0xabc' }));
    const verify = vi.fn(async () => verified);
    expect(await proveWallet({ challenge: async () => challenge, sign, verify })).toEqual({
      ok: true,
      wallet: verified,
    });
    expect(sign).toHaveBeenCalledWith('Sign to prove');
    expect(verify).toHaveBeenCalledWith('0xabc');
  });

  it('says what the wallet answered when it does not sign, and sends nothing', async () => {
    const verify = vi.fn();
    expect(
      await proveWallet({
        challenge: async () => challenge,
        sign: async () => ({ ok: false, error: 'userRejected' }),
        verify,
      }),
    ).toEqual({ ok: false, walletError: 'userRejected' });
    expect(verify).not.toHaveBeenCalled();
  });

  it('reports the server’s refusal of the challenge or of the signature without a wallet error', async () => {
    const refused = new ApiError(422, 'SIGNATURE_INVALID', 'no');
    const sign = vi.fn();
    const noChallenge = await proveWallet({
      challenge: async () => Promise.reject(new ApiError(403, 'FORBIDDEN', 'no')),
      sign,
      verify: vi.fn(),
    });
    expect(noChallenge).toMatchObject({ ok: false });
    expect(noChallenge).not.toHaveProperty('walletError');
    expect(sign).not.toHaveBeenCalled();
    expect(
      await proveWallet({
        challenge: async () => challenge,
        sign: async () => ({ ok: true, value: '0xabc' }),
        verify: async () => Promise.reject(refused),
      }),
    ).toEqual({ ok: false, cause: refused });
  });
});

describe('a refused removal', () => {
  it('names the links that pay to the wallet, asks for the password, or says it failed', () => {
    expect(
      removalFailure(
        new ApiError(409, 'WALLET_IN_USE', 'in use', {
          links: [
            { id: 'a', name: 'Coffee beans', status: 'active' },
            { id: 'b', name: 'Donations', status: 'disabled' },
          ],
        }),
      ),
    ).toEqual({ kind: 'inUse', links: ['Coffee beans', 'Donations'] });
    expect(removalFailure(new ApiError(401, 'REAUTHENTICATION_REQUIRED', 'again'))).toEqual({
      kind: 'reauthenticate',
    });
    expect(removalFailure(new ApiError(404, 'NOT_FOUND', 'gone'))).toEqual({ kind: 'gone' });
    expect(removalFailure(new ApiError(429, 'RATE_LIMITED', 'slow'))).toEqual({ kind: 'failed' });
    expect(removalFailure(new Error('network'))).toEqual({ kind: 'failed' });
  });
});

describe('wallets between the screens and the API', () => {
  it('sends a new wallet with its network’s ecosystem, its one address, name and colour', () => {
    expect(
      createWalletRequest({
        network: 'kusama',
        address: 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F',
        label: 'KSM',
        colour: 'red',
      }),
    ).toEqual({
      platform: 'kusama',
      ecosystem: 'substrate',
      addresses: ['HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F'],
      metadata: { ui: { label: 'KSM', colour: 'red' } },
    });
  });

  it('shows a wallet with its network, address, name, colour, whether it is verified and whether another workspace proved its address', () => {
    expect(walletView(wallet)).toEqual({
      id: wallet.id,
      network: 'moonbeam',
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      label: 'Main payouts',
      colour: 'green',
      verified: false,
      provenElsewhere: false,
    });
  });

  it('sends an edit’s name and colour, and its address only when it is a new one', () => {
    const view = walletView(wallet);
    expect(walletUpdateRequest(view, { label: 'Café', colour: 'blue', address: view.address })).toEqual({
      metadata: { ui: { label: 'Café', colour: 'blue' } },
    });
    expect(
      walletUpdateRequest(view, {
        label: 'Main payouts',
        colour: 'green',
        address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
      }),
    ).toEqual({
      metadata: { ui: { label: 'Main payouts', colour: 'green' } },
      address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    });
  });
});

describe('leaving the add-wallet page', () => {
  it('asks only with something entered, the wallet not created yet, for another page', () => {
    const away = { from: '/wallet-management/add', to: '/links' };
    expect(confirmsLeaving({ ...away, isDirty: true, isDone: false })).toBe(true);
    expect(confirmsLeaving({ ...away, isDirty: false, isDone: false })).toBe(false);
    expect(confirmsLeaving({ ...away, isDirty: true, isDone: true })).toBe(false);
    expect(confirmsLeaving({ ...away, to: away.from, isDirty: true, isDone: false })).toBe(false);
  });
});

describe('the ways to connect a wallet', () => {
  it('names the browser’s wallet and each Polkadot extension, whose ids are told apart', () => {
    const connectors = walletConnectors(
      [
        { id: 'injected', name: 'Injected' },
        { id: 'io.metamask', name: 'MetaMask' },
        { id: 'coinbaseWalletSDK', name: 'Coinbase Wallet' },
      ],
      ['talisman', 'unknown-extension'],
      { browserWallet: 'Browser wallet', polkadotExtension: (name) => `${name} (Polkadot)` },
    );
    expect(connectors).toEqual([
      { id: 'injected', name: 'Browser wallet', ecosystem: 'evm' },
      { id: 'io.metamask', name: 'MetaMask', ecosystem: 'evm' },
      { id: 'coinbaseWalletSDK', name: 'Coinbase Wallet', ecosystem: 'evm' },
      { id: 'polkadot:talisman', name: 'Talisman (Polkadot)', ecosystem: 'substrate' },
      { id: 'polkadot:unknown-extension', name: 'unknown-extension (Polkadot)', ecosystem: 'substrate' },
    ]);
    expect(substrateSource(substrateConnectorId('polkadot-js'))).toBe('polkadot-js');
  });

  it('lists WalletConnect as unavailable, with why, when its project id is missing', () => {
    const texts = { browserWallet: 'Browser wallet', polkadotExtension: (name: string) => name };
    const injected = { id: 'injected', name: 'Injected' };
    expect(walletConnectors([injected], [], texts, { projectIdMissing: true })).toEqual([
      { id: 'injected', name: 'Browser wallet', ecosystem: 'evm' },
      { id: 'walletConnect', name: 'WalletConnect', ecosystem: 'evm', unavailable: 'projectIdMissing' },
    ]);
    expect(walletConnectors([injected], [], texts)).toEqual([
      { id: 'injected', name: 'Browser wallet', ecosystem: 'evm' },
    ]);
    expect(substrateSource('io.metamask')).toBeNull();
  });
});

describe('the build’s wallet settings', () => {
  it('read the chains’ addresses, the local chain’s defaulting to the one npm start runs', () => {
    expect(walletRpcUrls({})).toEqual({ 1281: LOCAL_CHAIN_RPC });
    expect(
      walletRpcUrls({
        VITE_CHAIN_RPC_1281: ' http://127.0.0.1:9545 ',
        VITE_CHAIN_RPC_1284: 'https://moonbeam.example/rpc',
        VITE_CHAIN_RPC_1287: '',
      }),
    ).toEqual({ 1281: 'http://127.0.0.1:9545', 1284: 'https://moonbeam.example/rpc' });
    expect(() => walletRpcUrls({ VITE_CHAIN_RPC_1284: 'wss://moonbeam.example' })).toThrow(
      'VITE_CHAIN_RPC_1284 must be an http(s) address',
    );
  });

  it('read the test wallets’ accounts, checksummed, and refuse one that is not an address', () => {
    expect(
      testWalletAccounts('0x70997970c51812dc3a010c7d01b50e0d17dc79c8, 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266,'),
    ).toEqual(['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266']);
    expect(() => testWalletAccounts('0x1234')).toThrow('VITE_WALLET_MOCK: "0x1234" is not an EVM address (invalid)');
  });
});
