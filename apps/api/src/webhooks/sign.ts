/**
 * The Standard Webhooks signature: `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body`,
 * keyed with the secret's bytes (the base64 after `whsec_`). During a rotation the header
 * carries one signature per secret, separated by a space; a receiver accepts any that matches.
 */
import { createHmac, randomBytes } from 'node:crypto';

/** What begins every secret: `whsec_` (and what a stored secret that is not sealed begins with). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
const PREFIX = WEBHOOK_SECRET_PREFIX;

/** A new secret: `whsec_` and the base64 of 32 random bytes. */
export function newWebhookSecret(): string {
  return `${PREFIX}${randomBytes(32).toString('base64')}`;
}

/** One `v1,` signature of a message by `secret`. */
export function signature(secret: string, messageId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64')}`;
}

/** The `webhook-signature` header: a signature by each secret still in use. */
export function signatureHeader(secrets: readonly string[], messageId: string, timestamp: number, body: string) {
  return secrets.map((secret) => signature(secret, messageId, timestamp, body)).join(' ');
}
