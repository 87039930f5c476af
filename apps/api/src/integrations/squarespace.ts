/**
 * Squarespace: checking a Commerce API key (and keeping it sealed), importing the products as
 * payment links, and what the integration's page reads. Squarespace's checkout takes only its
 * own payment processors, so Meridian does not sit in it: each product (or variant) becomes a
 * static payment link whose buy URL the merchant puts on their Squarespace pages, and a paid
 * checkout becomes an order in Squarespace (`squarespace-orders.ts`).
 */
import { randomUUID } from 'node:crypto';
import {
  formatMinor,
  isCurrency,
  type FieldError,
  type Integration,
  type SkippedProduct,
  type SquarespaceDetail,
  type SquarespacePermission,
  type SquarespaceSyncResponse,
  type SyncLogEntry,
} from '@meridian/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { SignedInCaller } from '../accounts/sessions';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { integrationProducts, integrations, integrationSyncLog, paymentLinks, type IntegrationRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { toLink } from '../links/views';
import { createStaticLink, updateStaticLink } from '../links/write';
import type { WorkspaceAccess } from '../workspaces/access';
import { integrationOf, integrationView, logSync, recordIntegrationChange } from './integrations';
import { open, seal } from './secret-box';
import { SquarespaceClient, type SquarespaceAnswer } from './squarespace-client';
import { cleanText, readProducts } from './squarespace-products';

/** The products left out that an import's log line names, at most. */
const LEFT_OUT_LOGGED = 100;

/** Pages of products read in one import at most (Squarespace pages by 50). */
const MAX_PRODUCT_PAGES = 40;

function unavailable(answer?: SquarespaceAnswer<unknown>): ApiError {
  const retry = answer?.retryAfterSeconds;
  return new ApiError('INTEGRATION_UNAVAILABLE', {
    message:
      answer?.status === 429
        ? 'Squarespace asks to wait before the next request. Try again shortly.'
        : 'Squarespace could not be reached. Try again in a moment.',
    ...(retry !== null && retry !== undefined ? { retryAfterSeconds: retry } : {}),
  });
}

async function reach<T>(call: () => Promise<SquarespaceAnswer<T>>): Promise<SquarespaceAnswer<T>> {
  let answer: SquarespaceAnswer<T>;
  try {
    answer = await call();
  } catch {
    throw unavailable();
  }
  if (answer.status === 429 || answer.status >= 500) throw unavailable(answer);
  return answer;
}

const KEY_FIELD = 'squarespaceApiKey';

function keyRefused(): ApiError {
  return new ApiError('VALIDATION_FAILED', {
    message: 'Squarespace refused this key: check that it is copied whole and has not been revoked',
    details: [{ field: KEY_FIELD, code: 'key_refused', message: 'Squarespace refused this key (unknown or revoked)' }],
  });
}

const PERMISSION_NAMES: Record<SquarespacePermission, string> = {
  products: 'Products (read)',
  orders: 'Orders (read and write)',
};

/**
 * POST /integration/squarespace/{id}/verify: asks Squarespace who the key belongs to, lists
 * the products (Products: read) and sends an empty order, which a key allowed to write orders
 * gets back as invalid (400) and one without the permission as forbidden (403). A refused key
 * (401) or a missing permission is a 422 naming it; nothing is kept then. An accepted key is
 * sealed, the integration becomes verified and its log says so.
 */
export async function verifySquarespace(
  app: AppContext,
  access: WorkspaceAccess,
  id: string,
  apiKey: string,
): Promise<Integration> {
  const db = app.database.db;
  const current = await integrationOf(db, access.companyId, id, 'squarespace');
  const key = apiKey.trim();
  const client = new SquarespaceClient(app.config.squarespaceApiUrl);

  const website = await reach(() => client.website(key));
  if (website.status === 401 || website.status === 403) throw keyRefused();
  if (website.status !== 200) throw unavailable(website);

  const missing: SquarespacePermission[] = [];
  const products = await reach(() => client.products(key));
  if (products.status === 401) throw keyRefused();
  if (products.status === 403) missing.push('products');
  else if (products.status !== 200) throw unavailable(products);

  // A fresh Idempotency-Key each time: a remembered answer must not hide a permission changed since.
  const probe = await reach(() => client.createOrder(key, {}, `meridian-verify-${randomUUID()}`));
  if (probe.status === 401) throw keyRefused();
  if (probe.status === 403) missing.push('orders');
  else if (probe.status !== 400 && (probe.status < 200 || probe.status >= 300)) throw unavailable(probe);

  if (missing.length > 0) {
    const details: FieldError[] = missing.map((permission) => ({
      field: `${KEY_FIELD}.${permission}`,
      code: 'missing_permission',
      message: `The key lacks ${PERMISSION_NAMES[permission]}`,
    }));
    throw new ApiError('VALIDATION_FAILED', {
      message: `The key lacks ${missing.map((permission) => PERMISSION_NAMES[permission]).join(' and ')}: give it these permissions in Squarespace, or make a new key`,
      details,
    });
  }

  const now = app.config.clock.now();
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(integrations)
      .set({
        status: 'verified',
        failureReason: null,
        failurePermissions: [],
        failedAt: null,
        secretCiphertext: seal(app.config.integrationSecret, key, current.id),
        secretLastFour: key.slice(-4),
        siteTitle: cleanText(website.body?.siteTitle, 200),
        siteUrl: cleanText(website.body?.url, 500),
        verifiedAt: now,
        updatedAt: now,
      })
      .where(eq(integrations.id, current.id))
      .returning();
    if (!updated) throw new ApiError('NOT_FOUND');
    await logSync(tx, updated.id, 'verify', 'ok', {}, now);
    await recordIntegrationChange(tx, updated, now);
    return updated;
  });
  return integrationView(app.database, row);
}

/** The stored key of a verified integration. */
export function keyOf(app: Pick<AppContext, 'config'>, row: IntegrationRow): string | null {
  if (row.secretCiphertext === null) return null;
  return open(app.config.integrationSecret, row.secretCiphertext, row.id);
}

/**
 * Marks the integration failed (Squarespace refused its key, or a permission was taken away),
 * logs it and records the change; on `tx`.
 */
export async function markFailed(
  tx: Db,
  row: IntegrationRow,
  failure: { reason: 'key_refused' } | { reason: 'missing_permission'; permission: SquarespacePermission },
  kind: 'import' | 'order',
  detail: Record<string, unknown>,
  now: Date,
): Promise<void> {
  const permissions = failure.reason === 'missing_permission' ? [failure.permission] : [];
  const [updated] = await tx
    .update(integrations)
    .set({
      status: 'failed',
      failureReason: failure.reason,
      failurePermissions: permissions,
      failedAt: now,
      updatedAt: now,
    })
    .where(eq(integrations.id, row.id))
    .returning();
  await logSync(tx, row.id, kind, 'failed', { ...detail, reason: failure.reason }, now);
  if (updated) await recordIntegrationChange(tx, updated, now);
}

/**
 * POST /integration/squarespace/{id}/sync: reads every product and makes or updates one static
 * link per product or variant (its name and price; the integration's wallet and environment;
 * e-mail and billing address asked, for the order). A product imported before updates its own
 * link, never a second one. Left out and named: prices not in US dollars, prices above the
 * tier's cap, links the merchant archived, and products whose data cannot be imported (see
 * squarespace-products.ts), each also named in the import's log line.
 */
export async function syncSquarespace(
  app: AppContext,
  caller: SignedInCaller,
  access: WorkspaceAccess,
  id: string,
): Promise<SquarespaceSyncResponse> {
  const db = app.database.db;
  const row = await integrationOf(db, access.companyId, id, 'squarespace');
  if (row.status !== 'verified') {
    throw new ApiError('PRECONDITION_FAILED', { message: 'Connect a Squarespace key that works first' });
  }
  if (row.payoutWalletId === null) {
    throw new ApiError('PRECONDITION_FAILED', { message: 'Choose the wallet the imported links pay to first' });
  }
  const key = keyOf(app, row);
  if (key === null) throw new ApiError('PRECONDITION_FAILED', { message: 'Connect a Squarespace key first' });
  const client = new SquarespaceClient(app.config.squarespaceApiUrl);

  const products: unknown[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PRODUCT_PAGES; page += 1) {
    let answer: SquarespaceAnswer<Awaited<ReturnType<SquarespaceClient['products']>>['body']>;
    try {
      answer = await reach(() => client.products(key, cursor));
    } catch (error) {
      if (error instanceof ApiError) {
        await db.transaction((tx) =>
          logSync(
            tx,
            row.id,
            'import',
            'retrying',
            { httpStatus: null, retryAfterSeconds: error.retryAfterSeconds },
            app.config.clock.now(),
          ),
        );
      }
      throw error;
    }
    if (answer.status === 401 || answer.status === 403) {
      await db.transaction((tx) =>
        markFailed(
          tx,
          row,
          answer.status === 401 ? { reason: 'key_refused' } : { reason: 'missing_permission', permission: 'products' },
          'import',
          { httpStatus: answer.status },
          app.config.clock.now(),
        ),
      );
      throw new ApiError('PRECONDITION_FAILED', {
        message:
          answer.status === 401
            ? 'Squarespace refused the key (it was revoked or deleted): connect a new one'
            : 'The key lost its Products permission: give it back in Squarespace, or connect a new key',
      });
    }
    if (answer.status !== 200 || !answer.body) throw unavailable(answer);
    // A page of any shape: its products are read one by one (squarespace-products.ts).
    const { products: listed, pagination } = answer.body as { products?: unknown; pagination?: unknown };
    if (Array.isArray(listed)) products.push(...listed);
    const paging = pagination && typeof pagination === 'object' ? (pagination as Record<string, unknown>) : {};
    const next =
      paging.hasNextPage === true && typeof paging.nextPageCursor === 'string' && paging.nextPageCursor.length <= 1000
        ? paging.nextPageCursor
        : null;
    if (!next) break;
    cursor = next;
  }

  let imported = 0;
  let updated = 0;
  const { items, invalid } = readProducts(products);
  const skipped: SkippedProduct[] = invalid.map((product) => ({ ...product, reason: 'invalid_data' }));
  for (const item of items) {
    const skip = (reason: SkippedProduct['reason']) =>
      skipped.push({ productId: item.productId, variantId: item.variantId, name: item.name, reason });
    // Priced in the store's currency, when Meridian takes it.
    if (item.currency !== null && !isCurrency(item.currency)) {
      skip('currency');
      continue;
    }
    if (item.cents === null || item.cents <= 0 || item.currency === null) {
      skip('no_price');
      continue;
    }
    const currency = item.currency;
    const amount = formatMinor(item.cents, currency);
    const [known] = await db
      .select({ link: paymentLinks })
      .from(integrationProducts)
      .innerJoin(paymentLinks, eq(paymentLinks.id, integrationProducts.linkId))
      .where(
        and(
          eq(integrationProducts.integrationId, row.id),
          eq(integrationProducts.productId, item.productId),
          eq(integrationProducts.variantId, item.variantId),
        ),
      )
      .limit(1);
    try {
      const now = app.config.clock.now();
      if (known) {
        const link = known.link;
        if (link.status === 'archived') {
          skip('archived');
          continue;
        }
        // A link keeps its currency: a store that changed its own cannot reprice it.
        if (link.currency !== currency) {
          skip('currency');
          continue;
        }
        const same =
          link.name === item.name &&
          Number(link.amountCents) === item.cents &&
          link.environment === row.environment &&
          link.payoutWalletId === row.payoutWalletId;
        if (!same) {
          await updateStaticLink(app, access, link.id, {
            name: item.name,
            amount,
            environment: row.environment,
            payoutWalletId: row.payoutWalletId,
          });
          updated += 1;
        }
        await db
          .update(integrationProducts)
          .set({ name: item.name, sku: item.sku, updatedAt: now })
          .where(
            and(
              eq(integrationProducts.integrationId, row.id),
              eq(integrationProducts.productId, item.productId),
              eq(integrationProducts.variantId, item.variantId),
            ),
          );
      } else {
        const link = await createStaticLink(app, caller, access, {
          companyId: access.companyId,
          type: 'static',
          name: item.name,
          currency,
          amount,
          environment: row.environment,
          payoutWalletId: row.payoutWalletId,
          options: { collectEmail: true, collectBillingDetails: true, includeVat: false, vatRate: null },
        });
        await db.insert(integrationProducts).values({
          integrationId: row.id,
          productId: item.productId,
          variantId: item.variantId,
          linkId: link.id,
          name: item.name,
          sku: item.sku,
          updatedAt: now,
        });
        imported += 1;
      }
    } catch (error) {
      if (error instanceof ApiError && error.code === 'TIER_LIMIT_EXCEEDED') skip('tier_limit');
      else if (error instanceof ApiError && error.code === 'LINK_ARCHIVED') skip('archived');
      else throw error;
    }
  }
  await db.transaction((tx) =>
    logSync(
      tx,
      row.id,
      'import',
      'ok',
      // The products left out, named (their ids and names passed the text rule, or are empty).
      { imported, updated, skipped: skipped.length, leftOut: skipped.slice(0, LEFT_OUT_LOGGED) },
      app.config.clock.now(),
    ),
  );
  const [fresh] = await db.select().from(integrations).where(eq(integrations.id, row.id)).limit(1);
  return { integration: await integrationView(app.database, fresh ?? row), imported, updated, skipped };
}

/** How many lines of the log the page shows. */
const LOG_LINES = 20;

function logEntry(line: typeof integrationSyncLog.$inferSelect): SyncLogEntry {
  const detail = line.detail;
  const int = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : undefined);
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const entry: SyncLogEntry = { id: line.id, kind: line.kind, outcome: line.outcome, at: line.createdAt.toISOString() };
  const fields = {
    imported: int(detail.imported),
    updated: int(detail.updated),
    skipped: int(detail.skipped),
    orderNumber: detail.orderNumber === null ? null : text(detail.orderNumber),
    linkName: text(detail.linkName),
    httpStatus: detail.httpStatus === null ? null : int(detail.httpStatus),
    retryAfterSeconds: int(detail.retryAfterSeconds),
    reason: text(detail.reason),
  };
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) (entry as Record<string, unknown>)[name] = value;
  }
  return entry;
}

/** GET /integration/squarespace/{id}: the integration, its imported products and its log. */
export async function squarespaceDetail(
  app: AppContext,
  access: WorkspaceAccess,
  id: string,
): Promise<SquarespaceDetail> {
  const db = app.database.db;
  const row = await integrationOf(db, access.companyId, id, 'squarespace');
  const products = await db
    .select({ product: integrationProducts, link: paymentLinks })
    .from(integrationProducts)
    .innerJoin(paymentLinks, eq(paymentLinks.id, integrationProducts.linkId))
    .where(eq(integrationProducts.integrationId, row.id))
    .orderBy(integrationProducts.name, integrationProducts.variantId);
  const log = await db
    .select()
    .from(integrationSyncLog)
    .where(eq(integrationSyncLog.integrationId, row.id))
    .orderBy(desc(integrationSyncLog.createdAt), desc(integrationSyncLog.id))
    .limit(LOG_LINES);
  return {
    integration: await integrationView(app.database, row),
    products: products.map(({ product, link }) => {
      const view = toLink(link, app.config.publicUrl);
      return {
        productId: product.productId,
        variantId: product.variantId,
        name: product.name,
        sku: product.sku,
        amount: view.amount ?? '0.00',
        currency: view.currency,
        linkId: link.id,
        linkStatus: link.status,
        url: view.url,
      };
    }),
    log: log.map(logEntry),
  };
}
