/**
 * Wallets that sign in the test itself, as a person's wallet app does away from the browser:
 * an EVM account (viem) and a Polkadot account (an sr25519 key of @polkadot/keyring), each with a
 * key made for the flow. The libraries are the API's dependencies, loaded from there.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from './environment';
import type { Hex } from './chain';

const fromApi = createRequire(join(repoRoot, 'apps/api/package.json'));

interface ViemAccounts {
  generatePrivateKey: () => Hex;
  privateKeyToAccount: (key: Hex) => { address: Hex; signMessage: (input: { message: string }) => Promise<Hex> };
}
interface KeyringPair {
  address: string;
  sign: (message: Uint8Array) => Uint8Array;
}
interface PolkadotKeyring {
  Keyring: new (options: { type: 'sr25519'; ss58Format: number }) => {
    addFromUri: (uri: string) => KeyringPair;
  };
}
interface PolkadotCrypto {
  cryptoWaitReady: () => Promise<boolean>;
  mnemonicGenerate: () => string;
}
interface PolkadotUtil {
  stringToU8a: (value: string) => Uint8Array;
  u8aToHex: (value: Uint8Array) => Hex;
}

export interface MessageSigner {
  address: string;
  /** The signature of `message` as a wallet app shows it (0x and hex digits). */
  sign: (message: string) => Promise<string>;
}

/** A Moonbeam (EVM) account of its own: an EIP-191 personal_sign signature, as MetaMask makes. */
export function evmSigner(): MessageSigner {
  const viem = fromApi('viem/accounts') as ViemAccounts;
  const account = viem.privateKeyToAccount(viem.generatePrivateKey());
  return { address: account.address, sign: (message) => account.signMessage({ message }) };
}

/** A Polkadot account of its own (SS58 prefix 0): an sr25519 signature of the message's bytes. */
export async function polkadotSigner(): Promise<MessageSigner> {
  const crypto = fromApi('@polkadot/util-crypto') as PolkadotCrypto;
  const { Keyring } = fromApi('@polkadot/keyring') as PolkadotKeyring;
  const util = fromApi('@polkadot/util') as PolkadotUtil;
  await crypto.cryptoWaitReady();
  const pair = new Keyring({ type: 'sr25519', ss58Format: 0 }).addFromUri(crypto.mnemonicGenerate());
  return { address: pair.address, sign: async (message) => util.u8aToHex(pair.sign(util.stringToU8a(message))) };
}
