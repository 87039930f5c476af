/**
 * WooCommerce pairing. The dashboard issues a one-time connection code (kept as its SHA-256,
 * valid WOOCOMMERCE_CODE_MINUTES); the plugin on the store exchanges it once, through the public
 * pair route, for an API key (WOOCOMMERCE_KEY_SCOPES, in the integration's environment) and a
 * webhook endpoint at the store for WOOCOMMERCE_EVENT_TYPES, both answered that once. Pairing
 * again replaces the key and the endpoint; disconnecting (deleting the integration) revokes the
 * key and removes the endpoint in the same transaction. Each change writes its events there too:
 * the key and the endpoint are made, revoked and removed by the API keys' and the webhook
 * endpoints' own functions, which write the events their pages write.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WOOCOMMERCE_CODE_MINUTES,
  WOOCOMMERCE_EVENT_TYPES,
  WOOCOMMERCE_KEY_SCOPES,
  type StoreSettingsRequest,
  type WooCommerceCodeResponse,
  type WooCommercePairRequest,
  type WooCommercePairResponse,
  type WooCommerceStatus,
} from '@meridian/contract';
import { and, desc, eq } from 'drizzle-orm';
import { createKey, revokeKey } from '../api-keys/keys';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { apiKeys, integrations, webhookDeliveries, webhookEndpoints, type IntegrationRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { checkedEndpointUrl, insertEndpoint, removeEndpoint } from '../webhooks/endpoints';
import type { WorkspaceAccess } from '../workspaces/access';
import { integrationOf, recordIntegrationChange, savePaymentSettings } from './integrations';

/** Crockford's base32: no I, L, O or U, so that a code read aloud or retyped survives. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUPS = 5;
const GROUP_LENGTH = 5;

/** A new code: five groups of five base32 characters (125 random bits), such as `7K3QD-...`. */
export function newConnectionCode(): string {
  const bytes = randomBytes(GROUPS * GROUP_LENGTH);
  const characters = [...bytes].map((byte) => ALPHABET[byte % 32]);
  const groups: string[] = [];
  for (let group = 0; group < GROUPS; group += 1) {
    groups.push(characters.slice(group * GROUP_LENGTH, (group + 1) * GROUP_LENGTH).join(''));
  }
  return groups.join('-');
}

/** The code as stored: its characters without separators, read as Crockford reads them, hashed. */
export function connectionCodeHash(code: string): string {
  const normalized = code.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return createHash('sha256').update(normalized).digest('hex');
}

/** What the dashboard reads of a WooCommerce integration: where the pairing stands. */
export async function wooCommerceStatus(app: AppContext, row: IntegrationRow): Promise<WooCommerceStatus> {
  const db = app.database.db;
  const now = app.config.clock.now();
  const [key] = row.apiKeyId
    ? await db
        .select({ lastFour: apiKeys.lastFour, revokedAt: apiKeys.revokedAt, expiresAt: apiKeys.expiresAt })
        .from(apiKeys)
        .where(eq(apiKeys.id, row.apiKeyId))
        .limit(1)
    : [];
  const [endpoint] = row.webhookEndpointId
    ? await db
        .select({ enabled: webhookEndpoints.enabled, updatedAt: webhookEndpoints.updatedAt })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, row.webhookEndpointId))
        .limit(1)
    : [];
  const [delivery] = row.webhookEndpointId
    ? await db
        .select({
          type: webhookDeliveries.type,
          status: webhookDeliveries.status,
          lastAttemptAt: webhookDeliveries.lastAttemptAt,
          createdAt: webhookDeliveries.createdAt,
        })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, row.webhookEndpointId))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(1)
    : [];
  const codeOut = row.pairingCodeHash !== null && row.pairingCodeExpiresAt !== null;
  const codeLive = codeOut && row.pairingCodeExpiresAt! > now;
  const paired = row.verifiedAt !== null && row.siteUrl !== null;
  const keyGone = paired && (!key || key.revokedAt !== null || (key.expiresAt !== null && key.expiresAt <= now));

  let state: WooCommerceStatus['state'] = 'not_started';
  let failure: WooCommerceStatus['failure'] = null;
  if (codeLive) state = 'waiting';
  else if (paired) {
    if (keyGone) failure = { reason: 'key_revoked', at: key?.revokedAt?.toISOString() ?? null };
    else if (!endpoint) failure = { reason: 'endpoint_removed', at: null };
    else if (!endpoint.enabled) failure = { reason: 'endpoint_disabled', at: endpoint.updatedAt.toISOString() };
    state = failure ? 'failed' : 'connected';
  } else if (codeOut) {
    state = 'failed';
    failure = { reason: 'code_expired', at: row.pairingCodeExpiresAt!.toISOString() };
  }
  return {
    integrationId: row.id,
    state,
    codeExpiresAt: codeLive ? row.pairingCodeExpiresAt!.toISOString() : null,
    storeUrl: paired ? row.siteUrl : null,
    connectedAt: paired ? row.verifiedAt!.toISOString() : null,
    keyLastFour: paired && key && !keyGone ? key.lastFour : null,
    environment: row.environment,
    payoutWalletId: row.payoutWalletId,
    lastDelivery: delivery
      ? {
          eventType: delivery.type,
          status: delivery.status,
          at: (delivery.lastAttemptAt ?? delivery.createdAt).toISOString(),
        }
      : null,
    failure,
  };
}

/** GET /integration/woocommerce/{id}/check-verify */
export async function checkWooCommerce(app: AppContext, access: WorkspaceAccess, id: string) {
  return wooCommerceStatus(app, await integrationOf(app.database.db, access.companyId, id, 'woocommerce'));
}

/** POST /integration/woocommerce/{id}: a new code replaces the one before; the code is answered this once. */
export async function issueConnectionCode(
  app: AppContext,
  access: WorkspaceAccess,
  id: string,
): Promise<WooCommerceCodeResponse> {
  const now = app.config.clock.now();
  const code = newConnectionCode();
  const expiresAt = new Date(now.getTime() + WOOCOMMERCE_CODE_MINUTES * 60_000);
  const row = await app.database.db.transaction(async (tx) => {
    const current = await integrationOf(tx, access.companyId, id, 'woocommerce');
    const [updated] = await tx
      .update(integrations)
      .set({ pairingCodeHash: connectionCodeHash(code), pairingCodeExpiresAt: expiresAt, updatedAt: now })
      .where(eq(integrations.id, current.id))
      .returning();
    if (!updated) throw new ApiError('NOT_FOUND');
    await recordIntegrationChange(tx, updated, now);
    return updated;
  });
  return { code, expiresAt: expiresAt.toISOString(), status: await wooCommerceStatus(app, row) };
}

/** PATCH /integration/woocommerce/{id} */
export async function updateWooCommerce(
  app: AppContext,
  access: WorkspaceAccess,
  id: string,
  body: StoreSettingsRequest,
): Promise<WooCommerceStatus> {
  const db = app.database.db;
  const current = await integrationOf(db, access.companyId, id, 'woocommerce');
  const environment = body.environment ?? current.environment;
  if (environment !== current.environment) {
    const status = await wooCommerceStatus(app, current);
    if (status.state === 'connected') {
      throw new ApiError('CONFLICT', {
        message: "The store's key works in one environment: disconnect the store, then pair it again in the other",
      });
    }
  }
  return wooCommerceStatus(app, await savePaymentSettings(app, current, body));
}

/**
 * Revokes the store's key and removes its endpoint, on `tx`, each with its event; one already
 * revoked or removed elsewhere (the API keys or webhooks pages) is left as it is.
 */
export async function unpair(tx: Db, row: IntegrationRow, now: Date): Promise<void> {
  if (row.apiKeyId) await revokeKey(tx, row.companyId, row.apiKeyId, row.createdBy ?? '', now);
  if (row.webhookEndpointId) await removeEndpoint(tx, { companyId: row.companyId }, row.webhookEndpointId, now);
}

const codeRefused = () =>
  new ApiError('CODE_INVALID', {
    message: 'This connection code is not valid: copy it again from the WooCommerce page of the Meridian dashboard',
  });

/**
 * POST /v1/woocommerce/pair: the code's integration gets a key and an endpoint at the store; the
 * code is spent. A wrong or spent code is CODE_INVALID, an expired one CODE_EXPIRED; neither
 * changes anything.
 */
export async function pairWooCommerce(app: AppContext, body: WooCommercePairRequest): Promise<WooCommercePairResponse> {
  // The same rule as any endpoint: https to public addresses only, unless the development
  // setting allows local receivers; its refusal names the request's field.
  const webhookUrl = await checkedEndpointUrl(app, body.webhookUrl, 'webhookUrl');
  const storeUrl = new URL(body.storeUrl.trim()).toString();
  const hash = connectionCodeHash(body.code);
  const now = app.config.clock.now();
  return app.database.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(integrations)
      .where(and(eq(integrations.pairingCodeHash, hash), eq(integrations.provider, 'woocommerce')))
      .for('update');
    if (!current) throw codeRefused();
    if (!current.pairingCodeExpiresAt || current.pairingCodeExpiresAt <= now) {
      throw new ApiError('CODE_EXPIRED', {
        message:
          'This connection code has expired: generate a new one on the WooCommerce page of the Meridian dashboard',
      });
    }
    // Pairing again (a new store, or the same one reinstalled) replaces what the last pairing made.
    await unpair(tx, current, now);
    const host = new URL(storeUrl).host;
    const { row: key, secret } = await createKey(
      tx,
      app,
      current.companyId,
      current.createdBy,
      { label: `WooCommerce: ${host}`.slice(0, 60), mode: current.environment, scopes: [...WOOCOMMERCE_KEY_SCOPES] },
      now,
    );
    // The store's endpoint hears the events of its key's mode (and the workspace's own).
    const { row: endpoint, secret: webhookSecret } = await insertEndpoint(
      tx,
      app.config.integrationSecret,
      current.companyId,
      {
        url: webhookUrl,
        description: `WooCommerce: ${host}`.slice(0, WEBHOOK_DESCRIPTION_MAX_LENGTH),
        eventTypes: WOOCOMMERCE_EVENT_TYPES,
        mode: key.mode,
      },
      now,
    );
    const [paired] = await tx
      .update(integrations)
      .set({
        status: 'verified',
        failureReason: null,
        failedAt: null,
        siteUrl: storeUrl,
        siteTitle: host,
        secretLastFour: key.lastFour,
        verifiedAt: now,
        pairingCodeHash: null,
        pairingCodeExpiresAt: null,
        apiKeyId: key.id,
        webhookEndpointId: endpoint.id,
        updatedAt: now,
      })
      .where(eq(integrations.id, current.id))
      .returning();
    await recordIntegrationChange(tx, paired!, now);
    return {
      apiKey: secret,
      webhookSecret,
      environment: current.environment,
      scopes: [...WOOCOMMERCE_KEY_SCOPES],
      eventTypes: [...WOOCOMMERCE_EVENT_TYPES],
    };
  });
}
