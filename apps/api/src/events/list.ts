/**
 * GET /events and GET /v1/events: a workspace's events, a keyset page at a time (the one list
 * kind: `packages/contract/src/lists.ts`, `db/keyset.ts`), on the (company_id, id),
 * (company_id, type, id) or (company_id, mode, id) index. Only events whose transaction has
 * ended are read (`COMMITTED_EVENTS_SQL`, see record.ts). One named statement per set of filters.
 *
 * Newest first by default (by id). Oldest first (`asc`) follows the order in which events became
 * readable, (txid, id), as the stream's own consumers do: ids are drawn when an event is written,
 * not when its transaction commits, so a reader that kept only the last id could pass an event
 * that became readable later; `after` names the last event a reader handled, and the page starts
 * after its (txid, id). The order names `events.id`, the number: a bare `id` would sort by the
 * text the statement answers.
 */
import {
  pageSize,
  type Environment,
  type EventListResponse,
  type EventObjectType,
  type EventType,
  type ListOrder,
  type PublicEvent,
  type PublicEventListResponse,
} from '@meridian/contract';
import { statementsByShape, type Database, type NamedStatement } from '../db/database';
import { decodeCursor, invalidCursor, keysetPredicate, pageOf, pageWithTotal, type KeyKind } from '../db/keyset';
import { ApiError } from '../http/errors';
import { COMMITTED_EVENTS_SQL } from './record';

const KEYS: Record<ListOrder, { columns: string[]; kinds: KeyKind[] }> = {
  desc: { columns: ['events.id'], kinds: ['bigint'] },
  asc: { columns: ['events.txid', 'events.id'], kinds: ['xid8', 'bigint'] },
};
const statementOfShape = statementsByShape();

/** What a list asks for: a type, a page, and for the public API a time, a mode and an order. */
export interface EventFilter {
  type?: EventType;
  cursor?: string;
  limit?: string;
  /** Events written at or after this time. */
  since?: Date;
  /** Only events of this mode and those of none (facts of the workspace itself). */
  mode?: Environment;
  order?: ListOrder;
  /** The last event a reader handled: the page starts after it (oldest first). */
  after?: string;
}

function statementFor(companyId: string, filter: EventFilter, start: string[] | null, limit: number) {
  const order = filter.order ?? 'desc';
  const values: unknown[] = [companyId];
  const parameter = (value: unknown) => `$${values.push(value)}`;
  let matching = `company_id = $1 AND ${COMMITTED_EVENTS_SQL}`;
  let key = order === 'asc' ? 'a' : '';
  if (filter.type !== undefined) {
    matching += ` AND type = ${parameter(filter.type)}`;
    key += 't';
  }
  if (filter.since !== undefined) {
    matching += ` AND created_at >= ${parameter(filter.since)}`;
    key += 's';
  }
  if (filter.mode !== undefined) {
    matching += ` AND (mode = ${parameter(filter.mode)} OR mode IS NULL)`;
    key += 'e';
  }
  let page = matching;
  if (start !== null) {
    page += ` AND ${keysetPredicate(KEYS[order].columns, KEYS[order].kinds, start, order, parameter)}`;
    key += 'c';
  }
  const limitParameter = parameter(limit);
  const name = `events_of_company${key ? `_${key}` : ''}`;
  const statement = statementOfShape(name, () => {
    const sort = order === 'asc' ? 'events.txid, events.id' : 'events.id DESC';
    return pageWithTotal(
      'events',
      matching,
      `SELECT id::text AS id, txid::text AS txid, company_id, type, mode, object_type, object_id, data, created_at
      FROM events WHERE ${page}
      ORDER BY ${sort} LIMIT ${limitParameter}`,
    );
  });
  return { statement, values };
}

interface EventRow extends Record<string, unknown> {
  total: number;
  id: string | null;
  txid: string;
  company_id: string;
  type: EventType;
  mode: Environment | null;
  object_type: EventObjectType;
  object_id: string;
  data: Record<string, unknown> | string;
  created_at: Date;
}

const EVENT_BY_ID: NamedStatement = {
  name: 'event_position',
  text: 'SELECT txid::text AS txid, id::text AS id FROM events WHERE company_id = $1 AND id = $2',
};

/** Where a page starts: the cursor's key, or the position of the event `after` names. */
async function startOf(
  database: Pick<Database, 'query'>,
  companyId: string,
  filter: EventFilter,
): Promise<string[] | null> {
  const order = filter.order ?? 'desc';
  if (filter.cursor) return decodeCursor(filter.cursor, KEYS[order].kinds);
  if (filter.after === undefined) return null;
  const [event] = await database.query<{ txid: string; id: string }>(EVENT_BY_ID, [companyId, filter.after]);
  if (!event) {
    const message = 'No event of this workspace has this id';
    throw new ApiError('VALIDATION_FAILED', { message, details: [{ field: 'after', code: 'invalid', message }] });
  }
  return order === 'asc' ? [event.txid, event.id] : [event.id];
}

/** A page of a workspace's events, and its paging. */
async function readEvents(database: Pick<Database, 'query'>, companyId: string, filter: EventFilter) {
  const limit = pageSize(filter.limit);
  const order = filter.order ?? 'desc';
  const start = await startOf(database, companyId, filter);
  if (start !== null && start.length !== KEYS[order].kinds.length) throw invalidCursor();
  const { statement, values } = statementFor(companyId, filter, start, limit + 1);
  const rows = await database.query<EventRow>(statement, values);
  const found = rows.filter((row): row is EventRow & { id: string } => row.id !== null);
  const paged = pageOf(found, limit, (row) => (order === 'asc' ? [row.txid, row.id] : [row.id]));
  return { ...paged, total: rows[0]?.total ?? 0 };
}

// jsonb arrives parsed from both drivers; text only if a driver leaves it so.
const dataOf = (row: EventRow) =>
  typeof row.data === 'string' ? (JSON.parse(row.data) as Record<string, unknown>) : row.data;

/** What both lists say of an event: which it is, of what, its data and when. */
const eventFields = (row: EventRow & { id: string }) => ({
  id: row.id,
  type: row.type,
  objectType: row.object_type,
  objectId: row.object_id,
  data: dataOf(row),
  createdAt: row.created_at.toISOString(),
});

/** GET /events: the workspace's events as its members read them. */
export async function listEvents(
  database: Pick<Database, 'query'>,
  companyId: string,
  filter: EventFilter,
): Promise<EventListResponse> {
  const { page, total, nextCursor, hasMore } = await readEvents(database, companyId, filter);
  return {
    events: page.map((row) => ({ ...eventFields(row), companyId: row.company_id })),
    total,
    nextCursor,
    hasMore,
  };
}

/** GET /v1/events: the events as the public API lists them, each `data` its type's (`EVENT_DATA`). */
export async function listPublicEvents(
  database: Pick<Database, 'query'>,
  companyId: string,
  filter: EventFilter,
): Promise<PublicEventListResponse> {
  const { page, total, nextCursor, hasMore } = await readEvents(database, companyId, filter);
  return {
    events: page.map((row) => ({ ...eventFields(row), mode: row.mode }) as PublicEvent),
    total,
    nextCursor,
    hasMore,
  };
}
