/**
 * The lists of webhook endpoints: a workspace's, every mode (the dashboard), and one mode's a
 * keyset page at a time (the public API, a key's mode). Both are named statements
 * (docs/contributing.md, "A read path"); neither reads a secret.
 */
import {
  pageSize,
  type PublicWebhookEndpointListQuery,
  type PublicWebhookEndpointListResponse,
  type WebhookEndpointListResponse,
} from '@meridian/contract';
import { statementsByShape, type Database, type NamedStatement } from '../db/database';
import { decodeCursor, keysetPredicate, pageOf, pageWithTotal, readSize, type KeyKind } from '../db/keyset';
import { toEndpoint, type EndpointColumns, type EndpointScope } from './endpoints';

/** The columns `toEndpoint` reads, under the names of the table's row (never a secret). */
const COLUMNS = `id, company_id AS "companyId", url, description, mode, event_types AS "eventTypes", enabled,
  disabled_reason AS "disabledReason", consecutive_failures AS "consecutiveFailures",
  previous_secret_expires_at AS "previousSecretExpiresAt", created_at AS "createdAt"`;

const ENDPOINTS_OF_COMPANY: NamedStatement = {
  name: 'webhook_endpoints_of_company',
  text: `SELECT ${COLUMNS} FROM webhook_endpoints WHERE company_id = $1 ORDER BY created_at, id`,
};

/** GET /company/:id/webhooks: every endpoint of the workspace, of both modes. */
export async function listEndpoints(
  database: Pick<Database, 'query'>,
  companyId: string,
  now: Date,
): Promise<WebhookEndpointListResponse> {
  const rows = await database.query<EndpointColumns>(ENDPOINTS_OF_COMPANY, [companyId]);
  return { endpoints: rows.map((row) => toEndpoint(row, now)) };
}

const KEY_KINDS: KeyKind[] = ['timestamptz', 'uuid'];
const statementOfShape = statementsByShape();

/** The page statement of a mode's endpoints, oldest first: after a cursor or not, `rows` read. */
function modeStatement(afterCursor: boolean, rows: number): NamedStatement {
  const name = `webhook_endpoints_of_mode${afterCursor ? '_c' : ''}_${rows}`;
  return statementOfShape(name, () => {
    let next = 2;
    const after = afterCursor
      ? ` AND ${keysetPredicate(['created_at', 'id'], KEY_KINDS, ['', ''], 'asc', () => `$${(next += 1)}`)}`
      : '';
    return pageWithTotal(
      'webhook_endpoints',
      'company_id = $1 AND mode = $2',
      `SELECT ${COLUMNS} FROM webhook_endpoints
      WHERE company_id = $1 AND mode = $2${after}
      ORDER BY created_at, id LIMIT ${rows}`,
    );
  });
}

/** GET /v1/webhook-endpoints: the endpoints of the key's mode, oldest first, a keyset page at a time. */
export async function listModeEndpoints(
  database: Pick<Database, 'query'>,
  scope: Required<EndpointScope>,
  query: PublicWebhookEndpointListQuery,
  now: Date,
): Promise<PublicWebhookEndpointListResponse> {
  const limit = pageSize(query.limit);
  const after = query.cursor ? decodeCursor(query.cursor, KEY_KINDS) : null;
  const statement = modeStatement(after !== null, readSize(limit + 1));
  const rows = await database.query<EndpointColumns & { total: number }>(statement, [
    scope.companyId,
    scope.mode,
    ...(after ?? []),
  ]);
  const found = rows.filter((row) => row.id !== null);
  const { page, nextCursor, hasMore } = pageOf(found, limit, (row) => [row.createdAt.toISOString(), row.id]);
  return { endpoints: page.map((row) => toEndpoint(row, now)), total: rows[0]?.total ?? 0, nextCursor, hasMore };
}
