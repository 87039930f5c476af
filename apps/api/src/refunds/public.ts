/**
 * `/v1/refunds`: refunds through an API key, bounded to its workspace and mode. A store names the
 * checkout (its order's) or the payment; a checkout is refunded through its confirmed payment.
 */
import {
  isUuid,
  pageSize,
  type PublicCreateRefundRequest,
  type PublicRefundListQuery,
  type Refund,
  type RefundListResponse,
} from '@meridian/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { ApiKeyCaller } from '../api-keys/authenticate';
import type { AppContext } from '../context';
import { decodeCursor, pageOf, type KeyKind } from '../db/keyset';
import { checkoutSessions, payments, refunds } from '../db/schema';
import { ApiError } from '../http/errors';
import { refundMoment, createRefund } from './create';
import { toRefund } from './object';

const KEY_KINDS: KeyKind[] = ['timestamptz', 'uuid'];

const scopeOf = (key: ApiKeyCaller) => ({ companyId: key.companyId, mode: key.mode });

/**
 * The confirmed payment of checkout `id` of the key's mode: a session of a link (its id), or a
 * store's checkout (its link's sessions); the latest confirmed one. NOT_FOUND for no such
 * checkout, PAYMENT_NOT_REFUNDABLE for one without a confirmed payment.
 */
async function paymentOfCheckout(app: AppContext, key: ApiKeyCaller, id: string): Promise<string> {
  if (!isUuid(id)) throw new ApiError('NOT_FOUND');
  const rows = await app.database.db
    .select({ id: payments.id, state: payments.state })
    .from(payments)
    .innerJoin(
      checkoutSessions,
      eq(checkoutSessions.id, sql`coalesce(${payments.sessionId}, ${payments.lateSessionId})`),
    )
    .where(
      and(
        eq(checkoutSessions.companyId, key.companyId),
        eq(checkoutSessions.environment, key.mode),
        sql`(${checkoutSessions.id} = ${id}::uuid OR ${checkoutSessions.linkId} = ${id}::uuid)`,
      ),
    )
    .orderBy(desc(payments.detectedAt), desc(payments.id));
  if (rows.length === 0) throw new ApiError('NOT_FOUND');
  const confirmed = rows.find((row) => row.state === 'confirmed');
  if (!confirmed) throw new ApiError('PAYMENT_NOT_REFUNDABLE');
  return confirmed.id;
}

export async function createKeyRefund(
  app: AppContext,
  key: ApiKeyCaller,
  body: PublicCreateRefundRequest,
): Promise<Refund> {
  const { checkoutId, paymentId, ...fields } = body;
  const id = paymentId ?? (await paymentOfCheckout(app, key, checkoutId!.trim().toLowerCase()));
  const { refund } = await createRefund(app, scopeOf(key), id, fields, {
    userId: key.createdBy,
    apiKeyId: key.keyId,
  });
  return refund;
}

export async function listKeyRefunds(
  app: AppContext,
  key: ApiKeyCaller,
  query: PublicRefundListQuery,
): Promise<RefundListResponse> {
  const db = app.database.db;
  const limit = pageSize(query.limit);
  for (const field of ['checkoutId', 'paymentId'] as const) {
    const value = query[field];
    if (value !== undefined && !isUuid(value.trim())) {
      const message = `Give a ${field === 'checkoutId' ? 'checkout' : 'payment'} id (a UUID)`;
      throw new ApiError('VALIDATION_FAILED', { message, details: [{ field, code: 'invalid', message }] });
    }
  }
  const matching = and(
    eq(refunds.companyId, key.companyId),
    eq(refunds.environment, key.mode),
    query.checkoutId ? eq(refunds.checkoutId, query.checkoutId.trim().toLowerCase()) : undefined,
    query.paymentId ? eq(refunds.paymentId, query.paymentId.trim().toLowerCase()) : undefined,
  );
  const start = query.cursor ? decodeCursor(query.cursor, KEY_KINDS) : null;
  const after =
    start === null
      ? undefined
      : sql`(${refunds.createdAt}, ${refunds.id}) < (${start[0]}::timestamptz, ${start[1]}::uuid)`;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(refunds)
      .where(and(matching, after))
      .orderBy(desc(refunds.createdAt), desc(refunds.id))
      .limit(limit + 1),
    db.select({ value: count() }).from(refunds).where(matching),
  ]);
  const { page, nextCursor, hasMore } = pageOf(rows, limit, (row) => [row.createdAt.toISOString(), row.id]);
  const at = refundMoment(app);
  return { refunds: page.map((row) => toRefund(row, at)), total: total?.value ?? 0, nextCursor, hasMore };
}
