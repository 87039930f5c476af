/**
 * Payments as the workspace's members see them: lists (newest first, filtered, keyset pages)
 * and the assignment of an unmatched payment to a checkout session.
 *
 * Who sees a payment: a matched one (its session's, by exact amount, bound transaction or
 * assignment), the session's workspace only. An unmatched one belongs to its address: every
 * workspace with a Moonbeam wallet on that address verified by a signature sees it, and nobody
 * else (a wallet added without the proof, or whose address changed since, shows nothing). The
 * first of them to assign it takes it: it moves to that workspace's session and leaves the
 * others' lists.
 */
import {
  LINK_PAGE_SIZE_DEFAULT,
  type Payment,
  type PaymentListResponse,
  type PaymentMatch,
  type PaymentState,
  type SessionException,
  type SessionState,
} from '@meridian/contract';
import type { Database, NamedStatement } from '../db/database';
import { ApiError } from '../http/errors';
import { isUuid } from '../workspaces/access';
import { unitsToCents } from './rates';

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

/**
 * The payments workspace $1 sees: its own (matched to its sessions), and the unmatched ones to an
 * address it proved by a signature (a verified Moonbeam wallet of its own on that address).
 */
const visible = (p: string) => `(${p}company_id = $1 OR (${p}session_id IS NULL AND ${p}to_address = ANY (ARRAY(
        SELECT w.address FROM wallets w
        WHERE w.company_id = $1 AND w.network = 'moonbeam' AND w.verified_at IS NOT NULL))))`;

const filters = (p: string) => `${visible(p)}
      AND ($2::text IS NULL OR ${p}state = $2)
      AND ($3::text IS NULL OR ${p}environment = $3)
      AND ($4::uuid IS NULL OR ${p}session_id IN (SELECT id FROM checkout_sessions WHERE link_id = $4::uuid))
      AND ($5::text IS NULL OR ($5 = 'matched') = (${p}session_id IS NOT NULL))
      AND ($6::timestamptz IS NULL OR ${p}detected_at >= $6::timestamptz)
      AND ($7::timestamptz IS NULL OR ${p}detected_at < $7::timestamptz)`;

const PAYMENTS_OF_COMPANY: NamedStatement = {
  name: 'payments_of_company',
  text: `SELECT t.total, x.*
    FROM (SELECT count(*)::int AS total FROM payments WHERE ${filters('')}) t
    LEFT JOIN LATERAL (
      SELECT p.id, COALESCE(p.company_id, $1) AS company_id, p.environment, p.chain_id, p.tx_hash, p.log_index,
        p.block_number::text AS block_number, p.from_address, p.to_address, p.token_symbol,
        p.token_address, p.token_decimals, p.amount::text AS amount, p.state, p.match,
        p.detected_at, p.confirmed_at, s.id AS session_id, s.state AS session_state,
        s.exception AS session_exception, s.link_id, l.name AS link_name, s.rate AS session_rate
      FROM payments p
      LEFT JOIN checkout_sessions s ON s.id = p.session_id
      LEFT JOIN payment_links l ON l.id = s.link_id
      WHERE ${filters('p.')}
        AND ($8::timestamptz IS NULL OR (p.detected_at, p.id) < ($8::timestamptz, $9::uuid))
        AND ($11::uuid IS NULL OR p.id = $11::uuid)
      ORDER BY p.detected_at DESC, p.id DESC
      LIMIT $10
    ) x ON true`,
};

interface PaymentListRow extends Record<string, unknown> {
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
  detected_at: Date;
  confirmed_at: Date | null;
  session_id: string | null;
  session_state: SessionState | null;
  session_exception: SessionException | null;
  link_id: string | null;
  link_name: string | null;
  session_rate: string | null;
}

function toPayment(row: PaymentListRow): Payment {
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
    usdCents: row.session_rate === null ? null : unitsToCents(BigInt(row.amount), row.session_rate, row.token_decimals),
    state: row.state,
    match: row.match,
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
  };
}

function invalidCursor(): ApiError {
  const message = 'This cursor does not come from this list; start again';
  return new ApiError('VALIDATION_FAILED', { message, details: [{ field: 'cursor', code: 'invalid', message }] });
}

function decodeCursor(cursor: string): [string, string] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      !Number.isNaN(Date.parse(value[0])) &&
      isUuid(value[1])
    ) {
      return [value[0], value[1]];
    }
  } catch {
    // answered below
  }
  throw invalidCursor();
}

/** A page of a workspace's payments, newest first. */
export async function listPayments(
  database: Pick<Database, 'query'>,
  companyId: string,
  query: PaymentFilters,
  only: string | null = null,
): Promise<PaymentListResponse> {
  const limit = query.limit ? Number(query.limit) : LINK_PAGE_SIZE_DEFAULT;
  const [afterAt, afterId] = query.cursor ? decodeCursor(query.cursor) : [null, null];
  const linkId = query.linkId === undefined ? null : isUuid(query.linkId) ? query.linkId.toLowerCase() : undefined;
  if (linkId === undefined) {
    const message = 'No payment link of this workspace has this id';
    throw new ApiError('VALIDATION_FAILED', { message, details: [{ field: 'linkId', code: 'invalid', message }] });
  }
  const rows = await database.query<PaymentListRow>(PAYMENTS_OF_COMPANY, [
    companyId,
    query.state ?? null,
    query.environment ?? null,
    linkId,
    query.matched ?? null,
    query.from ? new Date(query.from) : null,
    query.to ? new Date(query.to) : null,
    afterAt ? new Date(afterAt) : null,
    afterId,
    limit + 1,
    only,
  ]);
  const total = rows[0]?.total ?? 0;
  const found = rows.filter((row) => row.id !== null);
  const page = found.slice(0, limit);
  const lastRow = page.at(-1);
  return {
    payments: page.map(toPayment),
    total,
    nextCursor:
      found.length > limit && lastRow
        ? Buffer.from(JSON.stringify([new Date(lastRow.detected_at).toISOString(), lastRow.id])).toString('base64url')
        : null,
  };
}
