/**
 * GET /v1/checkouts: the checkouts a store made through `/v1` in the key's mode, by order
 * reference, a keyset page at a time (the one list kind: `db/keyset.ts`), newest first or, with
 * `order=asc`, oldest first. Each is the public checkout object, as `GET /v1/checkouts/{id}` and
 * its events answer it.
 */
import {
  pageSize,
  type Environment,
  type PublicCheckoutListQuery,
  type PublicCheckoutListResponse,
} from '@meridian/contract';
import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { storeCheckoutObject, type Moment } from '../checkout/object';
import type { Db } from '../db/database';
import { decodeCursor, pageOf, type KeyKind } from '../db/keyset';
import { checkoutSessions, paymentLinks } from '../db/schema';

const KEY_KINDS: KeyKind[] = ['timestamptz', 'uuid'];

export async function listStoreCheckouts(
  db: Db,
  scope: { companyId: string; mode: Environment },
  query: PublicCheckoutListQuery,
  at: Moment,
): Promise<PublicCheckoutListResponse> {
  const limit = pageSize(query.limit);
  const order = query.order ?? 'desc';
  const matching = and(
    eq(paymentLinks.companyId, scope.companyId),
    eq(paymentLinks.environment, scope.mode),
    isNotNull(paymentLinks.checkoutExpiresAt),
    query.orderReference === undefined ? undefined : eq(paymentLinks.orderReference, query.orderReference.trim()),
  );
  const start = query.cursor ? decodeCursor(query.cursor, KEY_KINDS) : null;
  const after =
    start === null
      ? undefined
      : sql`(${paymentLinks.createdAt}, ${paymentLinks.id}) ${sql.raw(order === 'asc' ? '>' : '<')} (${start[0]}::timestamptz, ${start[1]}::uuid)`;
  const direction = order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(paymentLinks)
      .where(and(matching, after))
      .orderBy(direction(paymentLinks.createdAt), direction(paymentLinks.id))
      .limit(limit + 1),
    db.select({ value: count() }).from(paymentLinks).where(matching),
  ]);
  const { page, nextCursor, hasMore } = pageOf(rows, limit, (row) => [row.createdAt.toISOString(), row.id]);
  const sessions =
    page.length === 0
      ? []
      : await db
          .select()
          .from(checkoutSessions)
          .where(
            inArray(
              checkoutSessions.linkId,
              page.map((row) => row.id),
            ),
          )
          .orderBy(desc(checkoutSessions.createdAt), desc(checkoutSessions.id));
  const checkouts = await Promise.all(
    page.map((row) =>
      storeCheckoutObject(
        db,
        row,
        sessions.filter((session) => session.linkId === row.id),
        at,
      ),
    ),
  );
  return { checkouts, total: total?.value ?? 0, nextCursor, hasMore };
}
