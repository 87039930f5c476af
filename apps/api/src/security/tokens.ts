import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits, base64url: the session token handed to the browser. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Six random digits from the CSPRNG (leading zeros kept). */
export function newVerificationCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Codes are stored hashed with the row's subject, so equal codes hash differently. */
export function hashVerificationCode(subject: string, code: string): string {
  return sha256Hex(`${subject}:${code}`);
}

export function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
