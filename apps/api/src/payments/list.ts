/**
 * Payments as the workspace's members see them, newest first, filtered, a keyset page at a time
 * (the one list kind: `packages/contract/src/lists.ts`, `db/keyset.ts`).
 *
 * Who sees a payment: a matched one (its session's, by exact amount, bound transaction or
 * assignment), the session's workspace only. An unmatched one belongs to its address: every
 * workspace with a Moonbeam wallet on that address verified by a signature sees it, and nobody
 * else (a wallet added without the proof, or whose address changed since, shows nothing). The
 * first of them to assign it takes it: it moves to that workspace's session and leaves the
 * others' lists.
 */
import {
  isUuid,
  type Currency,
  pageSize,
  type Payment,
  type PaymentListResponse,
  type PaymentMatch,
  type PaymentState,
  type SessionException,
  type SessionState,
} from '@meridian/contract';
import { statementsByShape, type Database } from '../db/database';
import { decodeCursor, keysetPredicate, pageOf, pageWithTotal, readSize, type KeyKind } from '../db/keyset';
import { ApiError } from '../http/errors';
import { lockedSql, paymentValueSql, priceSql, workspaceCurrencySql } from '../dashboard/currency';
import { sessionStateSql } from './checkout-state';

export interface PaymentFilters {
  state?: PaymentState;
  environment?: 'test' | 'live';
  linkId?: string;
  matched?: 'matched' | 'unmatched';
  from?: string;
  to?: string;
  limit?: string;
  cursor?: string;
}

/** The list's order and key: newest first, then by id. */
const KEY_COLUMNS = ['p.detected_at', 'p.id'];
const KEY_KINDS: KeyKind[] = ['timestamptz', 'uuid'];

/**
 * The unmatched payments workspace $1 sees: those that came after one of its checkouts expired
 * (kept in its inbox), and those to an address it proved (a verified Moonbeam wallet of its own).
 */
const UNMATCHED_SEEN = `p.session_id IS NULL AND (p.company_id = $1 OR p.to_address = ANY (ARRAY(
        SELECT w.address FROM wallets w
        WHERE w.company_id = $1 AND w.network = 'moonbeam' AND w.verified_at IS NOT NULL)))`;

interface Given {
  state: PaymentState | null;
  environment: 'test' | 'live' | null;
  linkId: string | null;
  matched: 'matched' | 'unmatched' | null;
  from: Date | null;
  to: Date | null;
  after: string[] | null;
  only: string | null;
}

const statementOfShape = statementsByShape();

/** The currency of workspace $1. */
const WORKSPACE_CURRENCY = workspaceCurrencySql('$1');

/**
 * The text of a page of payments: how many `matching` names (`total`, on every row, and on the
 * one row of nulls a page past the end answers), and the rows `page` names, newest first, each
 * with its session, its link, its value (in its session's currency, in US dollars and in the
 * workspace's currency, from its own locked rate and snapshot: dashboard/currency.ts) and the chain head, then `tail` (the LIMIT, and an OFFSET if any).
 * $1 is the workspace (an unmatched payment's, read by one that sees it), $2 the time: a
 * session past its deadline reads as expired.
 */
export function paymentPageText(matching: string, page: string, tail: string): string {
  return pageWithTotal(
    'payments p',
    matching,
    `SELECT p.id, COALESCE(p.company_id, $1) AS company_id, p.environment, p.chain_id, p.tx_hash, p.log_index,
        p.block_number::text AS block_number, p.from_address, p.to_address, p.token_symbol,
        p.token_address, p.token_decimals, p.amount::text AS amount, p.state, p.match,
        p.late_session_id IS NOT NULL AS late,
        p.detected_at, p.confirmed_at, s.id AS session_id, ${sessionStateSql('s', '$2')} AS session_state,
        s.exception AS session_exception, s.link_id, l.name AS link_name, ${lockedSql('p.', 's.').currency} AS price_currency,
        ${priceSql('p.', 's.')}::text AS price_cents, ${paymentValueSql('p.', 's.', "'USD'")}::text AS usd_cents,
        ${WORKSPACE_CURRENCY} AS currency, ${paymentValueSql('p.', 's.', WORKSPACE_CURRENCY)}::text AS cents,
        c.block_number::text AS head
      FROM payments p
      LEFT JOIN checkout_sessions s ON s.id = p.session_id
      LEFT JOIN payment_links l ON l.id = s.link_id
      LEFT JOIN chain_cursors c ON c.chain_id = p.chain_id
      WHERE ${page}
      ORDER BY p.detected_at DESC, p.id DESC
      ${tail}`,
  );
}

/**
 * The statement for the filters given, holding only their conditions (one text, and one name, per
 * combination: PostgreSQL plans each once), and its parameters: $1 the workspace, $2 the time
 * (a session past its deadline reads as expired), then the filters'. It reads at least `rows`
 * rows (`readSize`: the count is in its text and name).
 */
function statementFor(companyId: string, now: Date, given: Given, rows: number) {
  const values: unknown[] = [companyId, now];
  const parameter = (value: unknown) => `$${values.push(value)}`;
  const conditions: string[] = [];
  let key = '';
  if (given.matched === 'unmatched') {
    conditions.push(UNMATCHED_SEEN);
    key += 'u';
  } else if (given.matched === 'matched' || given.linkId !== null) {
    conditions.push('p.company_id = $1 AND p.session_id IS NOT NULL');
    key += 'm';
  } else {
    conditions.push(`(p.company_id = $1 OR (${UNMATCHED_SEEN}))`);
  }
  if (given.state !== null) {
    conditions.push(`p.state = ${parameter(given.state)}`);
    key += 's';
  }
  if (given.environment !== null) {
    conditions.push(`p.environment = ${parameter(given.environment)}`);
    key += 'e';
  }
  if (given.linkId !== null) {
    conditions.push(
      `p.session_id IN (SELECT id FROM checkout_sessions WHERE link_id = ${parameter(given.linkId)}::uuid)`,
    );
    key += 'l';
  }
  if (given.from !== null) {
    conditions.push(`p.detected_at >= ${parameter(given.from)}::timestamptz`);
    key += 'f';
  }
  if (given.to !== null) {
    conditions.push(`p.detected_at < ${parameter(given.to)}::timestamptz`);
    key += 't';
  }
  if (given.only !== null) {
    conditions.push(`p.id = ${parameter(given.only)}::uuid`);
    key += 'i';
  }
  const matching = conditions.join(' AND ');
  let page = matching;
  if (given.after !== null) {
    page += ` AND ${keysetPredicate(KEY_COLUMNS, KEY_KINDS, given.after, 'desc', parameter)}`;
    key += 'c';
  }
  const size = readSize(rows);
  const name = `payments_of_company${key ? `_${key}` : ''}_${size}`;
  const statement = statementOfShape(name, () => paymentPageText(matching, page, `LIMIT ${size}`));
  return { statement, values };
}

export interface PaymentListRow extends Record<string, unknown> {
  total: number;
  id: string | null;
  company_id: string;
  environment: 'test' | 'live';
  chain_id: number;
  tx_hash: string;
  log_index: number;
  block_number: string;
  from_address: string;
  to_address: string;
  token_symbol: string;
  token_address: string | null;
  token_decimals: number;
  amount: string;
  state: PaymentState;
  match: PaymentMatch | null;
  late: boolean | null;
  detected_at: Date;
  confirmed_at: Date | null;
  session_id: string | null;
  session_state: SessionState | null;
  session_exception: SessionException | null;
  link_id: string | null;
  link_name: string | null;
  price_currency: Currency | null;
  price_cents: string | null;
  usd_cents: string | null;
  /** The workspace's currency, and the payment's value in it. */
  currency: Currency;
  cents: string | null;
  /** The chain head the watcher last saw, null before it saw the chain. */
  head: string | null;
}

/** A payment as the lists answer it, from a row of their columns. */
export function toPayment(row: PaymentListRow, required: number): Payment {
  return {
    id: row.id!,
    companyId: row.company_id,
    environment: row.environment,
    chainId: row.chain_id,
    txHash: row.tx_hash,
    logIndex: row.log_index,
    blockNumber: row.block_number,
    from: row.from_address,
    to: row.to_address,
    token: { symbol: row.token_symbol, contract: row.token_address, decimals: row.token_decimals },
    amount: row.amount,
    usdCents: row.usd_cents === null ? null : Number(row.usd_cents),
    currency: row.currency,
    cents: row.cents === null ? null : Number(row.cents),
    priceCurrency: row.price_currency,
    priceCents: row.price_cents === null ? null : Number(row.price_cents),
    state: row.state,
    match: row.match,
    late: row.late === true,
    session:
      row.session_id && row.session_state && row.link_id && row.link_name !== null
        ? {
            id: row.session_id,
            state: row.session_state,
            exception: row.session_exception,
            linkId: row.link_id,
            linkName: row.link_name,
          }
        : null,
    detectedAt: new Date(row.detected_at).toISOString(),
    confirmedAt: row.confirmed_at ? new Date(row.confirmed_at).toISOString() : null,
    confirmations: {
      count:
        row.state === 'reverted' || row.head === null
          ? 0
          : Math.max(0, Number(BigInt(row.head) - BigInt(row.block_number)) + 1),
      required,
    },
  };
}

/** A page of a workspace's payments, newest first (`only`: the one payment of that id, if it is seen). */
export async function listPayments(
  database: Pick<Database, 'query'>,
  companyId: string,
  query: PaymentFilters,
  context: { now: Date; confirmations: number },
  only: string | null = null,
): Promise<PaymentListResponse> {
  const limit = pageSize(query.limit);
  const linkId = query.linkId === undefined ? null : isUuid(query.linkId) ? query.linkId.toLowerCase() : undefined;
  if (linkId === undefined) {
    const message = 'No payment link of this workspace has this id';
    throw new ApiError('VALIDATION_FAILED', { message, details: [{ field: 'linkId', code: 'invalid', message }] });
  }
  const { statement, values } = statementFor(
    companyId,
    context.now,
    {
      state: query.state ?? null,
      environment: query.environment ?? null,
      linkId,
      matched: query.matched ?? null,
      from: query.from ? new Date(query.from) : null,
      to: query.to ? new Date(query.to) : null,
      after: query.cursor ? decodeCursor(query.cursor, KEY_KINDS) : null,
      only,
    },
    limit + 1,
  );
  const rows = await database.query<PaymentListRow>(statement, values);
  const found = rows.filter((row): row is PaymentListRow & { id: string } => row.id !== null);
  const { page, nextCursor, hasMore } = pageOf(found, limit, (row) => [
    new Date(row.detected_at).toISOString(),
    row.id,
  ]);
  return {
    payments: page.map((row) => toPayment(row, context.confirmations)),
    total: rows[0]?.total ?? 0,
    nextCursor,
    hasMore,
  };
}
