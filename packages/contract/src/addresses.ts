/**
 * How a typed wallet address is checked on each network (docs/product.md, "Wallets"): EIP-55 on
 * Moonbeam, SS58 with its network prefix on Polkadot and Kusama, and the Moonbeam addresses that
 * cannot receive a payment.
 *
 * Nothing here loads wallet libraries: the checks use two small hash functions, so the forms that
 * need them stay light. A module of its own, apart from the money rules, so that a page which
 * checks no address (the payer's checkout) does not download the hash functions.
 */
import { base58 } from '@scure/base';
import { blake2b } from '@noble/hashes/blake2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { SS58_PREFIX, type Network } from './money';

/**
 * What is wrong with a typed address:
 * - `required`: nothing typed;
 * - `invalid`: not an address of the network's kind at all;
 * - `checksum`: the right shape, but its checksum fails (a typing mistake);
 * - `wrong_network`: a valid address of another network (a Kusama address offered as Polkadot);
 * - `cannot_receive`: a valid address that cannot receive a payment (`cannotReceive`).
 */
export type AddressProblem = 'required' | 'invalid' | 'checksum' | 'wrong_network' | 'cannot_receive';

export type AddressCheck = { ok: true; address: string } | { ok: false; problem: AddressProblem };

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * Whether a Moonbeam address cannot receive a payment: a payment sent there is burnt or locked.
 * - the zero address and Moonbeam's precompiles, `0x0000…0000` to `0x0000…0FFF` (0-1023:
 *   Ethereum's, 1024-2047: neither Ethereum's nor Moonbeam's own, 2048-4095: Moonbeam's, such as
 *   staking, governance, XCM and GLMR's own ERC-20 interface at `0x…0802`);
 * - the precompiles of assets from other chains (external XC-20s): `0xFFFFFFFF` followed by the
 *   asset's id;
 * - `contracts`: token contracts the caller knows of (the API passes the tokens it offers on
 *   every chain, `CHAIN_TOKENS_<id>`).
 */
export function cannotReceive(address: string, contracts: readonly string[] = []): boolean {
  const hex = address.toLowerCase();
  if (/^0x0{37}[0-9a-f]{3}$/.test(hex)) return true;
  if (hex.startsWith('0xffffffff')) return true;
  return contracts.some((contract) => contract.toLowerCase() === hex);
}

/** The EIP-55 checksummed spelling of a 20-byte hex address (`0x` and 40 hex digits). */
export function toChecksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(hex));
  let out = '0x';
  for (let i = 0; i < hex.length; i += 1) {
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0x0f;
    out += nibble >= 8 ? hex[i]!.toUpperCase() : hex[i];
  }
  return out;
}

function checkEvmAddress(value: string): AddressCheck {
  if (!HEX_ADDRESS.test(value)) return { ok: false, problem: 'invalid' };
  const checksummed = toChecksumAddress(value);
  const digits = value.slice(2);
  // One case throughout carries no checksum and is accepted; mixed case must be the checksum.
  if (digits === digits.toLowerCase() || digits === digits.toUpperCase()) return { ok: true, address: checksummed };
  return value === checksummed ? { ok: true, address: checksummed } : { ok: false, problem: 'checksum' };
}

/** The decoded parts of an SS58 address with a 32-byte account id, or null when it is not one. */
function decodeSs58(value: string): { prefix: number; checksumOk: boolean } | null {
  let bytes: Uint8Array;
  try {
    bytes = base58.decode(value);
  } catch {
    return null;
  }
  if (bytes.length < 35) return null;
  const first = bytes[0]!;
  let prefix: number;
  let prefixLength: number;
  if (first < 64) {
    prefix = first;
    prefixLength = 1;
  } else if (first < 128) {
    const second = bytes[1]!;
    prefix = ((first & 0x3f) << 2) | (second >> 6) | ((second & 0x3f) << 8);
    prefixLength = 2;
  } else {
    return null;
  }
  if (bytes.length !== prefixLength + 32 + 2) return null;
  const body = bytes.subarray(0, prefixLength + 32);
  const context = new TextEncoder().encode('SS58PRE');
  const input = new Uint8Array(context.length + body.length);
  input.set(context);
  input.set(body, context.length);
  const hash = blake2b(input, { dkLen: 64 });
  const checksum = bytes.subarray(prefixLength + 32);
  return { prefix, checksumOk: hash[0] === checksum[0] && hash[1] === checksum[1] };
}

function checkSs58Address(value: string, expectedPrefix: number): AddressCheck {
  const decoded = decodeSs58(value);
  if (!decoded) return { ok: false, problem: 'invalid' };
  if (!decoded.checksumOk) return { ok: false, problem: 'checksum' };
  if (decoded.prefix !== expectedPrefix) return { ok: false, problem: 'wrong_network' };
  return { ok: true, address: value };
}

/**
 * Checks an address typed or chosen for a network and returns it as Meridian stores it:
 * Moonbeam addresses EIP-55 checksummed (all lower or upper case accepted; mixed case must be
 * the checksum), Polkadot and Kusama addresses as SS58 with their own prefix (0 and 2) and a
 * valid checksum.
 */
export function checkWalletAddress(
  network: Network,
  input: string,
  options: { contracts?: readonly string[] } = {},
): AddressCheck {
  const value = input.trim();
  if (value === '') return { ok: false, problem: 'required' };
  if (network === 'moonbeam') {
    if (!value.startsWith('0x') && decodeSs58(value)) return { ok: false, problem: 'wrong_network' };
    const check = checkEvmAddress(value);
    return check.ok && cannotReceive(check.address, options.contracts)
      ? { ok: false, problem: 'cannot_receive' }
      : check;
  }
  if (HEX_ADDRESS.test(value)) return { ok: false, problem: 'wrong_network' };
  return checkSs58Address(value, SS58_PREFIX[network]);
}
