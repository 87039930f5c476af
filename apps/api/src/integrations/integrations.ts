/**
 * A workspace's store integrations: creating one, the list with each one's health, the
 * Squarespace settings, and removing one. The key of a provider is sealed (`secret-box.ts`)
 * and never answered; the answer shows its last four characters.
 */
import { randomUUID } from 'node:crypto';
import {
  INTEGRATION_FAILURES,
  SQUARESPACE_PERMISSIONS,
  SYNC_KINDS,
  SYNC_OUTCOMES,
  type Environment,
  type Integration,
  type IntegrationListResponse,
  type IntegrationProvider,
  type SyncKind,
  type SyncOutcome,
  type StoreSettingsRequest,
} from '@meridian/contract';
import { and, eq } from 'drizzle-orm';
import type { SignedInCaller } from '../accounts/sessions';
import type { AppContext } from '../context';
import type { Database, Db, NamedStatement } from '../db/database';
import { integrations, integrationSyncLog, type IntegrationRow } from '../db/schema';
import { recordEvent } from '../events/record';
import { ApiError } from '../http/errors';
import { checkPayoutWallet } from '../links/rules';
import type { WorkspaceAccess } from '../workspaces/access';
import { unpair } from './woocommerce';

/** An integration's row with what its answer adds: the products imported and the last sync. */
export interface IntegrationFacts {
  productCount: number;
  lastKind: string | null;
  lastOutcome: string | null;
  lastAt: Date | null;
}

const known = <T extends string>(list: readonly T[], value: unknown): T | null =>
  list.find((item) => item === value) ?? null;

export function toIntegration(row: IntegrationRow, facts: IntegrationFacts): Integration {
  const reason = known(INTEGRATION_FAILURES, row.failureReason);
  const kind = known(SYNC_KINDS, facts.lastKind);
  const outcome = known(SYNC_OUTCOMES, facts.lastOutcome);
  return {
    id: row.id,
    companyId: row.companyId,
    provider: row.provider,
    status: row.status,
    failure:
      row.status === 'failed' && reason
        ? {
            reason,
            permissions: row.failurePermissions.filter((p) => known(SQUARESPACE_PERMISSIONS, p) !== null),
            at: (row.failedAt ?? row.updatedAt).toISOString(),
          }
        : null,
    keyLastFour: row.secretLastFour,
    siteTitle: row.siteTitle,
    siteUrl: row.siteUrl,
    payoutWalletId: row.payoutWalletId,
    environment: row.environment,
    productCount: facts.productCount,
    health: kind && outcome && facts.lastAt ? { kind, outcome, at: facts.lastAt.toISOString() } : null,
    createdAt: row.createdAt.toISOString(),
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
  };
}

const FACTS_OF_INTEGRATION: NamedStatement = {
  name: 'facts_of_integration',
  text: `SELECT (SELECT count(*)::int FROM integration_products p WHERE p.integration_id = $1) AS product_count,
      l.kind, l.outcome, l.created_at
    FROM (SELECT 1) one
    LEFT JOIN LATERAL (
      SELECT kind, outcome, created_at FROM integration_sync_log WHERE integration_id = $1
      ORDER BY created_at DESC, id DESC LIMIT 1
    ) l ON true`,
};

interface FactsRow extends Record<string, unknown> {
  product_count: number;
  kind: string | null;
  outcome: string | null;
  created_at: Date | string | null;
}

const asDate = (value: Date | string | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);

/** The answer for one integration row (its product count and last sync read alongside). */
export async function integrationView(database: Pick<Database, 'query'>, row: IntegrationRow): Promise<Integration> {
  const [facts] = await database.query<FactsRow>(FACTS_OF_INTEGRATION, [row.id]);
  return toIntegration(row, {
    productCount: facts?.product_count ?? 0,
    lastKind: facts?.kind ?? null,
    lastOutcome: facts?.outcome ?? null,
    lastAt: asDate(facts?.created_at ?? null),
  });
}

const INTEGRATIONS_OF_COMPANY: NamedStatement = {
  name: 'integrations_of_company',
  // A paired WooCommerce store whose key was revoked or has expired, or whose webhook endpoint
  // was removed or disabled elsewhere (the API keys or webhooks pages), is failed here too, as its
  // own page says (wooCommerceStatus): $2 is the API's clock.
  text: `SELECT i.*,
      CASE WHEN i.provider = 'woocommerce' AND i.status = 'verified' AND (
          k.id IS NULL OR k.revoked_at IS NOT NULL OR (k.expires_at IS NOT NULL AND k.expires_at <= $2)
          OR e.id IS NULL OR NOT e.enabled)
        THEN 'failed' ELSE i.status END AS effective_status,
      CASE WHEN i.provider = 'woocommerce' AND i.status = 'verified' AND (
          k.id IS NULL OR k.revoked_at IS NOT NULL OR (k.expires_at IS NOT NULL AND k.expires_at <= $2))
        THEN 'key_refused' ELSE i.failure_reason END AS effective_failure_reason,
      (SELECT count(*)::int FROM integration_products p WHERE p.integration_id = i.id) AS product_count,
      l.kind AS last_kind, l.outcome AS last_outcome, l.created_at AS last_at
    FROM integrations i
    LEFT JOIN api_keys k ON k.id = i.api_key_id
    LEFT JOIN webhook_endpoints e ON e.id = i.webhook_endpoint_id
    LEFT JOIN LATERAL (
      SELECT kind, outcome, created_at FROM integration_sync_log WHERE integration_id = i.id
      ORDER BY created_at DESC, id DESC LIMIT 1
    ) l ON true
    WHERE i.company_id = $1
    ORDER BY i.provider`,
};

interface IntegrationListRow extends Record<string, unknown> {
  id: string;
  company_id: string;
  provider: IntegrationRow['provider'];
  effective_status: IntegrationRow['status'];
  effective_failure_reason: IntegrationRow['failureReason'];
  failure_permissions: string[] | string;
  failed_at: Date | string | null;
  secret_last_four: string | null;
  site_title: string | null;
  site_url: string | null;
  payout_wallet_id: string | null;
  environment: IntegrationRow['environment'];
  created_at: Date | string;
  updated_at: Date | string;
  verified_at: Date | string | null;
  product_count: number;
  last_kind: string | null;
  last_outcome: string | null;
  last_at: Date | string | null;
}

/** A text[] as the driver gives it: an array, or PostgreSQL's `{a,b}` text. */
function textArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',').map((item) => item.replace(/^"|"$/g, ''));
}

/** GET /integration/{companyId}/list: one answer per integration, each with its health. */
export async function listIntegrations(
  database: Pick<Database, 'query'>,
  companyId: string,
  now: Date,
): Promise<IntegrationListResponse> {
  const rows = await database.query<IntegrationListRow>(INTEGRATIONS_OF_COMPANY, [companyId, now]);
  return {
    integrations: rows.map((row) =>
      toIntegration(
        {
          id: row.id,
          companyId: row.company_id,
          provider: row.provider,
          status: row.effective_status,
          failureReason: row.effective_failure_reason,
          failurePermissions: textArray(row.failure_permissions) as IntegrationRow['failurePermissions'],
          failedAt: asDate(row.failed_at),
          secretCiphertext: null,
          secretLastFour: row.secret_last_four,
          siteTitle: row.site_title,
          siteUrl: row.site_url,
          payoutWalletId: row.payout_wallet_id,
          environment: row.environment,
          createdBy: null,
          createdAt: asDate(row.created_at)!,
          updatedAt: asDate(row.updated_at)!,
          verifiedAt: asDate(row.verified_at),
          pairingCodeHash: null,
          pairingCodeExpiresAt: null,
          apiKeyId: null,
          webhookEndpointId: null,
        },
        {
          productCount: row.product_count,
          lastKind: row.last_kind,
          lastOutcome: row.last_outcome,
          lastAt: asDate(row.last_at),
        },
      ),
    ),
  };
}

/** What an integration event carries: its state, never its key. */
function eventData(row: IntegrationRow): Record<string, unknown> {
  return {
    integrationId: row.id,
    provider: row.provider,
    status: row.status,
    failureReason: row.status === 'failed' ? row.failureReason : null,
    failurePermissions: row.status === 'failed' ? row.failurePermissions : [],
    siteUrl: row.siteUrl,
  };
}

/** Records `integration.updated` for `row` as it is now, on `tx`. */
export async function recordIntegrationChange(tx: Db, row: IntegrationRow, now: Date): Promise<void> {
  await recordEvent(
    tx,
    {
      companyId: row.companyId,
      type: 'integration.updated',
      objectType: 'integration',
      objectId: row.id,
      data: eventData(row),
    },
    now,
  );
}

/** Adds a line to an integration's sync log, on `tx`. */
export async function logSync(
  tx: Db,
  integrationId: string,
  kind: SyncKind,
  outcome: SyncOutcome,
  detail: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await tx
    .insert(integrationSyncLog)
    .values({ id: randomUUID(), integrationId, kind, outcome, detail, createdAt: now });
}

/** POST /integration, POST /integration/squarespace: a pending integration (one per provider). */
export async function createIntegration(
  app: AppContext,
  caller: SignedInCaller,
  access: WorkspaceAccess,
  provider: IntegrationProvider,
): Promise<Integration> {
  const now = app.config.clock.now();
  const row = await app.database.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(integrations)
      .values({
        id: randomUUID(),
        companyId: access.companyId,
        provider,
        status: 'pending',
        createdBy: caller.user.id,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) return null;
    await recordIntegrationChange(tx, inserted, now);
    return inserted;
  });
  if (!row) {
    throw new ApiError('CONFLICT', { message: `This workspace already has a ${provider} integration` });
  }
  return integrationView(app.database, row);
}

/** The integration `id` of the workspace, of `provider` when given; 404 otherwise. */
export async function integrationOf(
  db: Db,
  companyId: string,
  id: string,
  provider?: IntegrationProvider,
): Promise<IntegrationRow> {
  const [row] = await db
    .select()
    .from(integrations)
    .where(and(eq(integrations.id, id.toLowerCase()), eq(integrations.companyId, companyId)))
    .limit(1);
  if (!row || (provider && row.provider !== provider)) throw new ApiError('NOT_FOUND');
  return row;
}

/** DELETE /integration/{companyId}/{id}: the integration, its key, its log and queued orders go. */
export async function deleteIntegration(app: AppContext, access: WorkspaceAccess, id: string): Promise<void> {
  const now = app.config.clock.now();
  await app.database.db.transaction(async (tx) => {
    const row = await integrationOf(tx, access.companyId, id);
    // A WooCommerce store's key stops working and its endpoint goes, with the integration.
    await unpair(tx, row, now);
    await tx.delete(integrations).where(eq(integrations.id, row.id));
    await recordEvent(
      tx,
      {
        companyId: row.companyId,
        type: 'integration.removed',
        objectType: 'integration',
        objectId: row.id,
        data: eventData(row),
      },
      now,
    );
  });
}

/**
 * Sets an integration's payout wallet and environment from what `body` names (the wallet checked
 * against the environment it will pay in), with its `integration.updated` event.
 */
export async function savePaymentSettings(
  app: AppContext,
  current: IntegrationRow,
  body: { payoutWalletId?: string; environment?: Environment },
): Promise<IntegrationRow> {
  const db = app.database.db;
  const environment = body.environment ?? current.environment;
  const walletId = body.payoutWalletId ?? current.payoutWalletId;
  if (walletId !== null && (body.payoutWalletId !== undefined || body.environment !== undefined)) {
    await checkPayoutWallet(db, current.companyId, walletId, environment);
  }
  const now = app.config.clock.now();
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(integrations)
      .set({ environment, payoutWalletId: walletId?.toLowerCase() ?? null, updatedAt: now })
      .where(eq(integrations.id, current.id))
      .returning();
    if (!updated) throw new ApiError('NOT_FOUND');
    await recordIntegrationChange(tx, updated, now);
    return updated;
  });
}

/** PATCH /integration/squarespace/{id}: the payout wallet and environment of imported links. */
export async function updateSquarespace(
  app: AppContext,
  access: WorkspaceAccess,
  id: string,
  body: StoreSettingsRequest,
): Promise<Integration> {
  const db = app.database.db;
  const current = await integrationOf(db, access.companyId, id, 'squarespace');
  return integrationView(app.database, await savePaymentSettings(app, current, body));
}
