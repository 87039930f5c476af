import { checkWalletAddress, EVM_CHAINS } from '@meridian/contract';

/** The name wallets show when they ask the person to connect or sign. */
export const WALLET_APP_NAME = 'Meridian';

/** The build-time settings of the wallet connection (`import.meta.env`). */
export interface WalletEnv {
  VITE_CHAIN_RPC_1281?: string | undefined;
  VITE_CHAIN_RPC_1284?: string | undefined;
  VITE_CHAIN_RPC_1287?: string | undefined;
  VITE_WALLETCONNECT_PROJECT_ID?: string | undefined;
  VITE_WALLET_MOCK?: string | undefined;
}

/** Where `npm start` runs the local test chain, the address used when none is configured. */
export const LOCAL_CHAIN_RPC = EVM_CHAINS.local.defaultRpcUrl;

/**
 * The chains' JSON-RPC addresses: the local chain's from `VITE_CHAIN_RPC_1281` (else `npm
 * start`'s), Moonbeam's and Moonbase Alpha's when configured (else their public endpoints).
 * An address that is not http(s) stops the build's wallet pages with an error naming it.
 */
export function walletRpcUrls(env: WalletEnv): { 1281: string; 1284?: string; 1287?: string } {
  const read = (name: keyof WalletEnv) => {
    const value = env[name]?.trim();
    if (!value) return undefined;
    if (!/^https?:\/\/[^\s/]+/.test(value)) throw new Error(`${name} must be an http(s) address, not "${value}"`);
    return value;
  };
  const moonbeam = read('VITE_CHAIN_RPC_1284');
  const moonbase = read('VITE_CHAIN_RPC_1287');
  return {
    1281: read('VITE_CHAIN_RPC_1281') ?? LOCAL_CHAIN_RPC,
    ...(moonbeam ? { 1284: moonbeam } : {}),
    ...(moonbase ? { 1287: moonbase } : {}),
  };
}

/** The test wallets' accounts of `VITE_WALLET_MOCK`, checksummed; a malformed one is an error naming it. */
export function testWalletAccounts(value: string): `0x${string}`[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const check = checkWalletAddress('moonbeam', entry);
      if (!check.ok) throw new Error(`VITE_WALLET_MOCK: "${entry}" is not an EVM address (${check.problem})`);
      return check.address as `0x${string}`;
    });
}
