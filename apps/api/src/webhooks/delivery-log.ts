/**
 * An endpoint's delivery log, newest first, a keyset page at a time, with the counts the page
 * shows: every delivery, and those still pending ("Send pending now"). Named statements
 * (docs/contributing.md, "A read path").
 */
import {
  pageSize,
  type WebhookDeliveryListQuery,
  type WebhookDeliveryListResponse,
  type WebhookDeliveryStatus,
} from '@meridian/contract';
import type { Database, NamedStatement } from '../db/database';
import { decodeCursor, keysetPredicate, pageOf, type KeyKind } from '../db/keyset';

const KEY_KINDS: KeyKind[] = ['timestamptz', 'uuid'];
const COLUMNS = `id, endpoint_id, message_id, event_id, type, status, attempts, next_attempt_at, last_attempt_at,
  last_status_code, created_at`;
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

interface DeliveryListRow extends Record<string, unknown> {
  total: number;
  pending: number;
  id: string;
  endpoint_id: string;
  message_id: string;
  event_id: string | number | null;
  type: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  next_attempt_at: Date | null;
  last_attempt_at: Date | null;
  last_status_code: number | null;
  created_at: Date;
}

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
  const { page, nextCursor, hasMore } = pageOf(rows, limit, (row) => [row.created_at.toISOString(), row.id]);
  return {
    deliveries: page.map((row) => ({
      id: row.id,
      endpointId: row.endpoint_id,
      messageId: row.message_id,
      eventId: row.event_id === null ? null : String(row.event_id),
      type: row.type,
      status: row.status,
      attempts: row.attempts,
      nextAttemptAt: row.next_attempt_at?.toISOString() ?? null,
      lastAttemptAt: row.last_attempt_at?.toISOString() ?? null,
      lastStatusCode: row.last_status_code,
      createdAt: row.created_at.toISOString(),
    })),
    total: counts?.total ?? 0,
    nextCursor,
    hasMore,
    pending: counts?.pending ?? 0,
  };
}
