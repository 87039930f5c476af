/**
 * Endpoints' signing secrets at rest: sealed with the integrations' box (AES-256-GCM under
 * `INTEGRATION_SECRET`, the endpoint's id as associated data, integrations/secret-box.ts), since
 * the sender must use them again and so cannot hash them. The secret is answered in plaintext
 * once, when it is made; signing opens it.
 *
 * Rows written before migrations/0022 hold the plaintext (`whsec_...`): `openSecret` reads both
 * forms, and `sealStoredSecrets`, run as the API starts, seals what is left of them.
 */
import type { WebhookSecretResponse } from '@meridian/contract';
import { and, eq, like, or } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { webhookEndpoints } from '../db/schema';
import { open, seal } from '../integrations/secret-box';
import type { KeptAnswer } from '../routes/define';
import { WEBHOOK_SECRET_PREFIX } from './sign';

/** A secret as it is stored: sealed for the endpoint `endpointId`. */
export function sealSecret(key: Buffer, secret: string, endpointId: string): string {
  return seal(key, secret, endpointId);
}

/** The plaintext of a stored secret (sealed, or plaintext from before the sealing); throws when it does not open. */
export function openSecret(key: Buffer, stored: string, endpointId: string): string {
  return stored.startsWith(WEBHOOK_SECRET_PREFIX) ? stored : open(key, stored, endpointId);
}

/** A stored secret sealed, whichever form it is in now (a rotation moves the current one to `previous`). */
export function resealed(key: Buffer, stored: string, endpointId: string): string {
  return stored.startsWith(WEBHOOK_SECRET_PREFIX) ? sealSecret(key, stored, endpointId) : stored;
}

/**
 * Seals the secrets still stored in plaintext (rows from before migrations/0022); answers how
 * many endpoints it sealed. Each row is changed only if it still holds what was read, so that
 * two API instances starting together, or a rotation meanwhile, lose nothing.
 */
export async function sealStoredSecrets(db: Db, key: Buffer): Promise<number> {
  const plain = `${WEBHOOK_SECRET_PREFIX}%`;
  const rows = await db
    .select({ id: webhookEndpoints.id, secret: webhookEndpoints.secret, previous: webhookEndpoints.previousSecret })
    .from(webhookEndpoints)
    .where(or(like(webhookEndpoints.secret, plain), like(webhookEndpoints.previousSecret, plain)));
  let sealed = 0;
  for (const row of rows) {
    const [changed] = await db
      .update(webhookEndpoints)
      .set({
        secret: resealed(key, row.secret, row.id),
        previousSecret: row.previous === null ? null : resealed(key, row.previous, row.id),
      })
      .where(
        and(
          eq(webhookEndpoints.id, row.id),
          eq(webhookEndpoints.secret, row.secret),
          row.previous === null ? undefined : eq(webhookEndpoints.previousSecret, row.previous),
        ),
      )
      .returning({ id: webhookEndpoints.id });
    if (changed) sealed += 1;
  }
  return sealed;
}

/**
 * An answer that carries a secret (a creation, a rotation through the public API), as it is
 * kept for its Idempotency-Key: the secret sealed like the endpoint's own, opened on a replay.
 */
export const keptWithSealedSecret: KeptAnswer<WebhookSecretResponse> = {
  keep: (answer, app: AppContext) => ({
    ...answer,
    secret: sealSecret(app.config.integrationSecret, answer.secret, answer.endpoint.id),
  }),
  replay: (kept, app: AppContext) => {
    const answer = kept as WebhookSecretResponse;
    return { ...answer, secret: openSecret(app.config.integrationSecret, answer.secret, answer.endpoint.id) };
  },
};
