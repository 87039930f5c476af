/**
 * GET /events: a workspace's events after a cursor, oldest first. Keyset paging on the id
 * (never OFFSET): `after` is the last id the client has, and the page is the next `limit + 1`
 * rows by the (company_id, id) or (company_id, type, id) index, the extra row telling whether
 * more follow. One named statement per set of filters. The order names `events.id`, the
 * number: a bare `id` would sort by the text the statement answers (`100` before `99`).
 */
import {
  EVENT_PAGE_SIZE_DEFAULT,
  type EventListQuery,
  type EventListResponse,
  type EventObjectType,
  type EventType,
} from '@meridian/contract';
import type { Database, NamedStatement } from '../db/database';
import { COMMITTED_EVENTS_SQL } from './record';

const EVENTS_OF_COMPANY: NamedStatement = {
  name: 'events_of_company',
  text: `SELECT id::text AS id, company_id, type, object_type, object_id, data, created_at
    FROM events WHERE company_id = $1 AND id > $2 AND ${COMMITTED_EVENTS_SQL}
    ORDER BY events.id LIMIT $3`,
};

const EVENTS_OF_COMPANY_BY_TYPE: NamedStatement = {
  name: 'events_of_company_by_type',
  text: `SELECT id::text AS id, company_id, type, object_type, object_id, data, created_at
    FROM events WHERE company_id = $1 AND type = $4 AND id > $2 AND ${COMMITTED_EVENTS_SQL}
    ORDER BY events.id LIMIT $3`,
};

interface EventRow extends Record<string, unknown> {
  id: string;
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
  query: Pick<EventListQuery, 'type' | 'after' | 'limit'>,
): Promise<EventListResponse> {
  const limit = query.limit === undefined ? EVENT_PAGE_SIZE_DEFAULT : Number(query.limit);
  const after = query.after ?? '0';
  const values: unknown[] = [companyId, after, limit + 1];
  const rows = query.type
    ? await database.query<EventRow>(EVENTS_OF_COMPANY_BY_TYPE, [...values, query.type])
    : await database.query<EventRow>(EVENTS_OF_COMPANY, values);
  const page = rows.slice(0, limit);
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
    nextAfter: page.at(-1)?.id ?? null,
    hasMore: rows.length > limit,
  };
}
