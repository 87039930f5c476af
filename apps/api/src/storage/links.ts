import { createHmac, timingSafeEqual } from 'node:crypto';
import { ApiPath, buildApiPath, STORAGE_LINK_LIFETIME_MS } from '@meridian/contract';
import type { Clock } from '../clock';
import { isStorageKey } from './files';

export interface SignedLink {
  url: string;
  expiresAt: Date;
}

export type LinkCheck = 'valid' | 'invalid' | 'expired';

const SIGNATURE = /^[0-9a-f]{64}$/;
const EXPIRES = /^\d{1,15}$/;

/**
 * Expiring links to stored files: `<apiPublicPath>/storage/<key>?expires=<ms>&signature=<hex>`,
 * where the signature is HMAC-SHA256 over the key and the expiry. The links are relative to
 * the dashboard's origin (it proxies the API under `apiPublicPath`).
 */
export class StorageLinks {
  constructor(private readonly options: { secret: string; apiPublicPath: string; clock: Clock }) {}

  private signature(key: string, expires: number): Buffer {
    return createHmac('sha256', this.options.secret).update(`storage\n${key}\n${expires}`).digest();
  }

  sign(key: string): SignedLink {
    const expires = this.options.clock.now().getTime() + STORAGE_LINK_LIFETIME_MS;
    const path = buildApiPath(ApiPath.storageFile, { key });
    const query = new URLSearchParams({
      expires: String(expires),
      signature: this.signature(key, expires).toString('hex'),
    });
    return { url: `${this.options.apiPublicPath}${path}?${query}`, expiresAt: new Date(expires) };
  }

  /** The signature is checked before the expiry: a forged link never learns more than "invalid". */
  check(key: string, expires: unknown, signature: unknown): LinkCheck {
    if (!isStorageKey(key)) return 'invalid';
    if (typeof expires !== 'string' || !EXPIRES.test(expires)) return 'invalid';
    if (typeof signature !== 'string' || !SIGNATURE.test(signature)) return 'invalid';
    const expected = this.signature(key, Number(expires));
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'invalid';
    return Number(expires) <= this.options.clock.now().getTime() ? 'expired' : 'valid';
  }

  /** Milliseconds the link still works (0 when expired). */
  remaining(expires: string): number {
    return Math.max(0, Number(expires) - this.options.clock.now().getTime());
  }
}
