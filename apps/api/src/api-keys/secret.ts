/**
 * A key's secret: `mrd_test_` or `mrd_live_`, 37 random base62 characters and a base62 CRC32
 * checksum (`@meridian/contract`'s api-key-format.ts), and the HMAC of it that is stored.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { API_KEY_RANDOM_LENGTH, BASE62, composeApiKey, type ApiKeyMode } from '@meridian/contract';
import type { ApiKeyPepper } from '../config';

/** The random part: base62 characters drawn without bias (bytes of 248 and above are skipped). */
function randomBase62(length: number): string {
  let text = '';
  while (text.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && text.length < length) text += BASE62[byte % 62];
    }
  }
  return text;
}

/** A new key of a mode. */
export function newApiKey(mode: ApiKeyMode): string {
  return composeApiKey(mode, randomBase62(API_KEY_RANDOM_LENGTH));
}

/** HMAC-SHA256 of a key under a pepper, in hex: what is stored and looked up. */
export function apiKeyHash(key: string, pepper: ApiKeyPepper): string {
  return createHmac('sha256', pepper.secret).update(key).digest('hex');
}
