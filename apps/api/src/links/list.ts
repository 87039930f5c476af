/** The workspace's links, a page at a time (raw SQL: the links page reads it on every visit). */
import {
  formatMinor,
  pageSize,
  type Environment,
  type LinkListQuery,
  type LinkListResponse,
  type LinkStatus,
  type LinkType,
} from '@meridian/contract';
import { statementsByShape, type Database, type NamedStatement } from '../db/database';
import { ApiError } from '../http/errors';
import { decodeCursor, encodeCursor, keysetPredicate, pageWithTotal, type KeyKind } from '../db/keyset';
import { toLink, type LinkFields } from './views';

// The list: one named statement per sort, direction and set of filters given (the text must not
// change per call). Each holds only the conditions its request has, so PostgreSQL plans it once
// per connection and the plan fits every call: the first page with the default filters is an
// index scan of (company_id, created_at, id) that stops after a page. A condition written for
// absent values (`$2::text IS NULL OR type = $2`) cannot be planned once: a generic plan reads
// and sorts every link of the workspace, and a plan per call costs its planning every time.
// The order is the sort's value, then the id, a unique order, so a page starts strictly after
// the last link of the previous one.
const SORT_EXPRESSIONS = {
  created: { expression: 'created_at', cast: 'timestamptz' },
  name: { expression: 'lower(name) COLLATE "C"', cast: 'text' },
  amount: { expression: 'COALESCE(amount_cents, minimum_cents, 0)', cast: 'bigint' },
} as const satisfies Record<string, { expression: string; cast: KeyKind }>;
type SortName = keyof typeof SORT_EXPRESSIONS;

/** The filters a list request gives (null: not given), in the order of the statement's parameters. */
interface ListFilters {
  type: LinkType | null;
  excludedType: LinkType | null;
  status: LinkStatus | null;
  environment: Environment | null;
  /** A LIKE pattern. */
  search: string | null;
  after: string[] | null;
}

const statementOfShape = statementsByShape();

/** The list's statement for this sort, direction and set of filters, and its parameters. */
function listStatement(
  sort: SortName,
  order: 'asc' | 'desc',
  companyId: string,
  filters: ListFilters,
  limit: number,
): { statement: NamedStatement; values: unknown[] } {
  const { expression, cast } = SORT_EXPRESSIONS[sort];
  const values: unknown[] = [companyId];
  const parameter = (value: unknown) => `$${values.push(value)}`;
  const conditions = ['company_id = $1'];
  let key = '';
  if (filters.type !== null) {
    conditions.push(`type = ${parameter(filters.type)}`);
    key += 't';
  }
  if (filters.excludedType !== null) {
    conditions.push(`type <> ${parameter(filters.excludedType)}`);
    key += 'x';
  }
  if (filters.status !== null) {
    conditions.push(`status = ${parameter(filters.status)}`);
    key += 's';
  } else {
    conditions.push(`status <> 'archived'`);
  }
  if (filters.environment !== null) {
    conditions.push(`environment = ${parameter(filters.environment)}`);
    key += 'e';
  }
  if (filters.search !== null) {
    conditions.push(`name ILIKE ${parameter(filters.search)} ESCAPE '\\'`);
    key += 'q';
  }
  const matching = conditions.join(' AND ');
  let page = matching;
  if (filters.after !== null) {
    page += ` AND ${keysetPredicate([expression, 'id'], [cast, 'uuid'], filters.after, order, parameter)}`;
    key += 'c';
  }
  const limitParameter = parameter(limit);
  const name = `payment_links_by_${sort}_${order}${key ? `_${key}` : ''}`;
  const statement = statementOfShape(name, () => {
    const direction = order === 'asc' ? 'ASC' : 'DESC';
    return pageWithTotal(
      'payment_links',
      matching,
      `SELECT id, company_id AS "companyId", type, name, status, environment, currency,
          amount_cents::float8 AS "amountCents", minimum_cents::float8 AS "minimumCents",
          to_jsonb(suggested_cents) AS "suggestedCents", message, redirect_url AS "redirectUrl",
          payout_wallet_id AS "payoutWalletId", collect_email AS "collectEmail",
          collect_billing AS "collectBilling", vat_rate_bp AS "vatRateBp",
          recipient_name AS "recipientName", recipient_email AS "recipientEmail", summary, slug,
          created_at AS "createdAt", updated_at AS "updatedAt",
          (${expression})::text AS "sortValue",
          paid.count AS "paidCount", paid.total AS "paidTotalCents"
        FROM payment_links
        CROSS JOIN LATERAL (
          SELECT count(*)::int AS count, COALESCE(sum(s.total_cents), 0)::float8 AS total
          FROM checkout_sessions s WHERE s.link_id = payment_links.id AND s.state = 'paid'
        ) paid
        WHERE ${page}
        ORDER BY ${expression} ${direction}, id ${direction}
        LIMIT ${limitParameter}`,
    );
  });
  return { statement, values };
}

/** A row of the list's query: the page's links, or one row of nulls with the total when the page is empty. */
type LinkListRow = Record<string, unknown> & { total: number; sortValue: string | null } & (LinkFields | { id: null });

function isLinkRow(row: LinkListRow): row is LinkListRow & LinkFields {
  return row.id !== null;
}

/** `%`, `_` and `\` typed in a search match themselves. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * A page of the workspace's links (raw SQL: the links page reads it on every visit). Archived
 * links appear only when the status filter asks for them.
 */
export async function listLinks(
  database: Pick<Database, 'query'>,
  publicUrl: string,
  companyId: string,
  query: Omit<LinkListQuery, 'type'> & { type?: LinkType },
  excludedType: LinkType | null,
): Promise<LinkListResponse> {
  const sort = query.sort ?? 'created';
  const order = query.order ?? (sort === 'created' ? 'desc' : 'asc');
  if (!Object.hasOwn(SORT_EXPRESSIONS, sort)) throw new ApiError('VALIDATION_FAILED');
  const limit = pageSize(query.limit);
  const search = query.search?.trim();
  const { statement, values } = listStatement(
    sort,
    order,
    companyId,
    {
      type: query.type ?? null,
      excludedType,
      status: query.status ?? null,
      environment: query.environment ?? null,
      search: search ? likePattern(search) : null,
      after: query.cursor ? decodeCursor(query.cursor, [SORT_EXPRESSIONS[sort].cast, 'uuid']) : null,
    },
    limit + 1,
  );
  const rows = await database.query<LinkListRow>(statement, values);
  const total = rows[0]?.total ?? 0;
  const found = rows.filter(isLinkRow);
  const page = found.slice(0, limit);
  const last = page[page.length - 1];
  const nextCursor =
    found.length > limit && last && last.sortValue !== null ? encodeCursor([last.sortValue, last.id]) : null;
  return {
    links: page.map((row) => ({
      ...toLink(row, publicUrl),
      paid: { count: Number(row.paidCount), total: formatMinor(Number(row.paidTotalCents), row.currency) },
    })),
    total,
    nextCursor,
    hasMore: nextCursor !== null,
  };
}
