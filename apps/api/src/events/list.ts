/**
 * GET /events: a workspace's events, newest first, a keyset page at a time (the one list kind:
 * `packages/contract/src/lists.ts`, `db/keyset.ts`), on the (company_id, id) or
 * (company_id, type, id) index. Only events whose transaction has ended are read
 * (`COMMITTED_EVENTS_SQL`, see record.ts). One named statement per set of filters. The order
 * names `events.id`, the number: a bare `id` would sort by the text the statement answers.
 */
import {
  pageSize,
  type Environment,
  type EventListQuery,
  type EventListResponse,
  type EventObjectType,
  type EventType,
} from '@meridian/contract';
import type { Database, NamedStatement } from '../db/database';
import { decodeCursor, keysetPredicate, pageOf, type KeyKind } from '../db/keyset';
import { COMMITTED_EVENTS_SQL } from './record';

const KEY_KINDS: KeyKind[] = ['bigint'];
const STATEMENTS = new Map<string, NamedStatement>();

/** Filters of the public API's reads: events written at or after a time, and of one environment. */
export interface EventScope {
  since: Date | null;
  /** Only events of this mode and those of none (facts of the workspace itself). */
  environment: Environment | null;
}

function statementFor(
  companyId: string,
  type: EventType | null,
  after: string[] | null,
  limit: number,
  scope: EventScope = { since: null, environment: null },
) {
  const values: unknown[] = [companyId];
  const parameter = (value: unknown) => `$${values.push(value)}`;
  let matching = `company_id = $1 AND ${COMMITTED_EVENTS_SQL}`;
  let key = '';
  if (type !== null) {
    matching += ` AND type = ${parameter(type)}`;
    key += 't';
  }
  if (scope.since !== null) {
    matching += ` AND created_at >= ${parameter(scope.since)}`;
    key += 's';
  }
  if (scope.environment !== null) {
    matching += ` AND (mode = ${parameter(scope.environment)} OR mode IS NULL)`;
    key += 'e';
  }
  let page = matching;
  if (after !== null) {
    page += ` AND ${keysetPredicate(['events.id'], KEY_KINDS, after, 'desc', parameter)}`;
    key += 'c';
  }
  const limitParameter = parameter(limit);
  const name = `events_of_company${key ? `_${key}` : ''}`;
  let statement = STATEMENTS.get(name);
  if (!statement) {
    statement = {
      name,
      text: `SELECT t.total, e.*
    FROM (SELECT count(*)::int AS total FROM events WHERE ${matching}) t
    LEFT JOIN LATERAL (
      SELECT id::text AS id, company_id, type, object_type, object_id, data, created_at
      FROM events WHERE ${page}
      ORDER BY events.id DESC LIMIT ${limitParameter}
    ) e ON true`,
    };
    STATEMENTS.set(name, statement);
  }
  return { statement, values };
}

interface EventRow extends Record<string, unknown> {
  total: number;
  id: string | null;
  company_id: string;
  type: EventType;
  object_type: EventObjectType;
  object_id: string;
  data: Record<string, unknown> | string;
  created_at: Date;
}

export async function listEvents(
  database: Pick<Database, 'query'>,
  companyId: string,
  query: Pick<EventListQuery, 'type' | 'cursor' | 'limit'>,
  scope?: EventScope,
): Promise<EventListResponse> {
  const limit = pageSize(query.limit);
  const after = query.cursor ? decodeCursor(query.cursor, KEY_KINDS) : null;
  const { statement, values } = statementFor(companyId, query.type ?? null, after, limit + 1, scope);
  const rows = await database.query<EventRow>(statement, values);
  const found = rows.filter((row): row is EventRow & { id: string } => row.id !== null);
  const { page, nextCursor } = pageOf(found, limit, (row) => [row.id]);
  return {
    events: page.map((row) => ({
      id: row.id,
      companyId: row.company_id,
      type: row.type,
      objectType: row.object_type,
      objectId: row.object_id,
      // jsonb arrives parsed from both drivers; text only if a driver leaves it so.
      data: typeof row.data === 'string' ? (JSON.parse(row.data) as Record<string, unknown>) : row.data,
      createdAt: row.created_at.toISOString(),
    })),
    total: rows[0]?.total ?? 0,
    nextCursor,
  };
}
