/**
 * GET /dashboard/recent-payments: the workspace's own payments (those of its checkout sessions;
 * an unmatched transfer belongs to its address until it is assigned), newest first, a numbered
 * page at a time. Each as the payment lists show it.
 */
import {
  RECENT_PAYMENTS_LIMIT_DEFAULT,
  type Payment,
  type PaymentMatch,
  type PaymentState,
  type RecentPaymentsResponse,
  type SessionException,
  type SessionState,
} from '@meridian/contract';
import type { Database, NamedStatement } from '../db/database';

const RECENT_PAYMENTS: NamedStatement = {
  name: 'dashboard_recent_payments',
  text: `SELECT t.total, x.*
    FROM (SELECT count(*)::int AS total FROM payments WHERE company_id = $1) t
    LEFT JOIN LATERAL (
      SELECT p.id, p.company_id, p.environment, p.chain_id, p.tx_hash, p.log_index,
        p.block_number::text AS block_number, p.from_address, p.to_address, p.token_symbol,
        p.token_address, p.token_decimals, p.amount::text AS amount, p.state, p.match,
        p.detected_at, p.confirmed_at, s.id AS session_id, s.state AS session_state,
        s.exception AS session_exception, s.link_id, l.name AS link_name,
        div(p.amount * s.rate::numeric * 100, power(10::numeric, p.token_decimals))::text AS usd_cents
      FROM payments p
      JOIN checkout_sessions s ON s.id = p.session_id
      JOIN payment_links l ON l.id = s.link_id
      WHERE p.company_id = $1
      ORDER BY p.detected_at DESC, p.id DESC
      LIMIT $2 OFFSET $3
    ) x ON true`,
};

interface RecentPaymentRow extends Record<string, unknown> {
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
  session_id: string;
  session_state: SessionState;
  session_exception: SessionException | null;
  link_id: string;
  link_name: string;
  usd_cents: string;
}

function toPayment(row: RecentPaymentRow & { id: string }): Payment {
  return {
    id: row.id,
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
    usdCents: Number(row.usd_cents),
    state: row.state,
    match: row.match,
    session: {
      id: row.session_id,
      state: row.session_state,
      exception: row.session_exception,
      linkId: row.link_id,
      linkName: row.link_name,
    },
    detectedAt: new Date(row.detected_at).toISOString(),
    confirmedAt: row.confirmed_at ? new Date(row.confirmed_at).toISOString() : null,
  };
}

export async function recentPayments(
  database: Pick<Database, 'query'>,
  companyId: string,
  query: { page?: string; limit?: string },
): Promise<RecentPaymentsResponse> {
  const page = query.page ? Number(query.page) : 1;
  const limit = query.limit ? Number(query.limit) : RECENT_PAYMENTS_LIMIT_DEFAULT;
  const rows = await database.query<RecentPaymentRow>(RECENT_PAYMENTS, [companyId, limit, (page - 1) * limit]);
  return {
    payments: rows.filter((row): row is RecentPaymentRow & { id: string } => row.id !== null).map(toPayment),
    total: rows[0]?.total ?? 0,
    page,
    limit,
  };
}
