/**
 * An endpoint's delivery log, newest first, a keyset page at a time, with the counts the page
 * shows: every delivery, and those still pending ("Send pending now"). Named statements
 * (docs/contributing.md, "A read path").
 */
import { pageSize, type WebhookDeliveryListQuery, type WebhookDeliveryListResponse } from '@meridian/contract';
import type { Database, NamedStatement } from '../db/database';
import { decodeCursor, keysetPredicate, pageOf, type KeyKind } from '../db/keyset';
import { toDelivery, type DeliveryColumns } from './deliveries';

const KEY_KINDS: KeyKind[] = ['timestamptz', 'uuid'];
/** The columns `toDelivery` reads, under the names of the table's row. */
const COLUMNS = `id, endpoint_id AS "endpointId", message_id AS "messageId", event_id AS "eventId", type, status,
  attempts, next_attempt_at AS "nextAttemptAt", last_attempt_at AS "lastAttemptAt",
  last_status_code AS "lastStatusCode", created_at AS "createdAt"`;
/** Every delivery of the endpoint, and those still pending. */
const COUNTS = `(SELECT count(*)::int FROM webhook_deliveries WHERE endpoint_id = $1) AS total,
  (SELECT count(*)::int FROM webhook_deliveries WHERE endpoint_id = $1 AND status = 'pending') AS pending`;
const DELIVERIES_FIRST_PAGE: NamedStatement = {
  name: 'webhook_deliveries_of_endpoint',
  text: `SELECT ${COUNTS}, ${COLUMNS}
    FROM webhook_deliveries WHERE endpoint_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
};
/** The page after a cursor: the key values are `$3` and `$4`, after the endpoint and the limit. */
const afterCursor = (() => {
  let next = 2;
  return keysetPredicate(['created_at', 'id'], KEY_KINDS, ['', ''], 'desc', () => `$${(next += 1)}`);
})();
const DELIVERIES_NEXT_PAGE: NamedStatement = {
  name: 'webhook_deliveries_of_endpoint_c',
  text: `SELECT ${COUNTS}, ${COLUMNS}
    FROM webhook_deliveries
    WHERE endpoint_id = $1 AND ${afterCursor}
    ORDER BY created_at DESC, id DESC LIMIT $2`,
};
const COUNT_DELIVERIES: NamedStatement = {
  name: 'webhook_deliveries_counts',
  text: `SELECT ${COUNTS}`,
};

type DeliveryListRow = DeliveryColumns & { total: number; pending: number };

/** GET /company/:id/webhooks/:endpointId/deliveries: newest first, a keyset page at a time. */
export async function listDeliveries(
  database: Pick<Database, 'query'>,
  endpointId: string,
  query: WebhookDeliveryListQuery,
): Promise<WebhookDeliveryListResponse> {
  const limit = pageSize(query.limit);
  const after = query.cursor ? decodeCursor(query.cursor, KEY_KINDS) : null;
  const id = endpointId.toLowerCase();
  const rows = after
    ? await database.query<DeliveryListRow>(DELIVERIES_NEXT_PAGE, [id, limit + 1, after[0], after[1]])
    : await database.query<DeliveryListRow>(DELIVERIES_FIRST_PAGE, [id, limit + 1]);
  const counts = rows[0] ?? (await database.query<{ total: number; pending: number }>(COUNT_DELIVERIES, [id]))[0];
  const { page, nextCursor, hasMore } = pageOf(rows, limit, (row) => [row.createdAt.toISOString(), row.id]);
  return {
    deliveries: page.map(toDelivery),
    total: counts?.total ?? 0,
    nextCursor,
    hasMore,
    pending: counts?.pending ?? 0,
  };
}
