import type { Ecosystem } from '@meridian/contract';
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto';
import { verifyMessage } from 'viem';

const HEX = /^0x[0-9a-fA-F]+$/;

let cryptoReady: Promise<boolean> | undefined;

/**
 * Whether `signature` is `address` signing `message`: on EVM (Moonbeam) an EIP-191
 * personal_sign signature; on Substrate (Polkadot, Kusama) an sr25519 or ed25519 signature of
 * the message, or of the message wrapped in `<Bytes>…</Bytes>` as browser extensions sign it.
 * A malformed signature is simply not a match.
 */
export async function signatureMatches(
  ecosystem: Ecosystem,
  address: string,
  message: string,
  signature: string,
): Promise<boolean> {
  if (!HEX.test(signature)) return false;
  try {
    if (ecosystem === 'evm') {
      return await verifyMessage({ address: address as `0x${string}`, message, signature: signature as `0x${string}` });
    }
    cryptoReady ??= cryptoWaitReady();
    await cryptoReady;
    return [message, `<Bytes>${message}</Bytes>`].some((signed) => signatureVerify(signed, signature, address).isValid);
  } catch {
    return false;
  }
}
