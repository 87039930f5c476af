/**
 * GET /v1/payments and GET /v1/payments/{id}: the payments of the key's workspace and mode (those
 * that pay its checkouts, and those that came after one of them expired), as the public payment
 * object, a keyset page at a time (`db/keyset.ts`), newest first or, with `order=asc`, oldest
 * first, detected at or after `since`.
 */
import {
  pageSize,
  type Environment,
  type PublicPayment,
  type PublicPaymentListQuery,
  type PublicPaymentListResponse,
} from '@meridian/contract';
import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import { sessionRefs, toPublicPayment } from '../checkout/object';
import type { Db } from '../db/database';
import { decodeCursor, pageOf, type KeyKind } from '../db/keyset';
import { payments } from '../db/schema';

const KEY_KINDS: KeyKind[] = ['timestamptz', 'uuid'];

type Scope = { companyId: string; mode: Environment };

const ofScope = (scope: Scope) => and(eq(payments.companyId, scope.companyId), eq(payments.environment, scope.mode));

/** One payment of the key's workspace and mode, or undefined. */
export async function getKeyPayment(db: Db, scope: Scope, id: string): Promise<PublicPayment | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), ofScope(scope)))
    .limit(1);
  if (!row) return undefined;
  return toPublicPayment(row, await sessionRefs(db, [row.sessionId, row.lateSessionId]));
}

export async function listKeyPaymentRows(
  db: Db,
  scope: Scope,
  query: PublicPaymentListQuery,
): Promise<PublicPaymentListResponse> {
  const limit = pageSize(query.limit);
  const order = query.order ?? 'desc';
  const matching = and(ofScope(scope), query.since ? gte(payments.detectedAt, new Date(query.since)) : undefined);
  const start = query.cursor ? decodeCursor(query.cursor, KEY_KINDS) : null;
  const after =
    start === null
      ? undefined
      : sql`(${payments.detectedAt}, ${payments.id}) ${sql.raw(order === 'asc' ? '>' : '<')} (${start[0]}::timestamptz, ${start[1]}::uuid)`;
  const direction = order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(and(matching, after))
      .orderBy(direction(payments.detectedAt), direction(payments.id))
      .limit(limit + 1),
    db.select({ value: count() }).from(payments).where(matching),
  ]);
  const { page, nextCursor, hasMore } = pageOf(rows, limit, (row) => [row.detectedAt.toISOString(), row.id]);
  const refs = await sessionRefs(
    db,
    page.flatMap((row) => [row.sessionId, row.lateSessionId]),
  );
  return { payments: page.map((row) => toPublicPayment(row, refs)), total: total?.value ?? 0, nextCursor, hasMore };
}
