/**
 * GET /dashboard/recent-payments: the workspace's own payments (those of its checkout sessions;
 * an unmatched transfer belongs to its address until it is assigned), newest first, a numbered
 * page at a time. Each as the payment lists show it.
 */
import { RECENT_PAYMENTS_LIMIT_DEFAULT, type RecentPaymentsResponse } from '@meridian/contract';
import type { Database, NamedStatement } from '../db/database';
import { toPayment, type PaymentListRow } from '../payments/list';
import { sessionStateSql } from '../payments/states';

/** The payment lists' columns (see payments/list.ts), for the workspace's own payments only. */
const RECENT_PAYMENTS: NamedStatement = {
  name: 'dashboard_recent_payments',
  text: `SELECT t.total, x.*
    FROM (SELECT count(*)::int AS total FROM payments WHERE company_id = $1) t
    LEFT JOIN LATERAL (
      SELECT p.id, p.company_id, p.environment, p.chain_id, p.tx_hash, p.log_index,
        p.block_number::text AS block_number, p.from_address, p.to_address, p.token_symbol,
        p.token_address, p.token_decimals, p.amount::text AS amount, p.state, p.match,
        p.detected_at, p.confirmed_at, s.id AS session_id, ${sessionStateSql('s', '$4')} AS session_state,
        s.exception AS session_exception, s.link_id, l.name AS link_name, s.rate AS session_rate,
        c.block_number::text AS head
      FROM payments p
      JOIN checkout_sessions s ON s.id = p.session_id
      JOIN payment_links l ON l.id = s.link_id
      LEFT JOIN chain_cursors c ON c.chain_id = p.chain_id
      WHERE p.company_id = $1
      ORDER BY p.detected_at DESC, p.id DESC
      LIMIT $2 OFFSET $3
    ) x ON true`,
};

export async function recentPayments(
  database: Pick<Database, 'query'>,
  companyId: string,
  query: { page?: string; limit?: string },
  context: { now: Date; confirmations: number },
): Promise<RecentPaymentsResponse> {
  const page = query.page ? Number(query.page) : 1;
  const limit = query.limit ? Number(query.limit) : RECENT_PAYMENTS_LIMIT_DEFAULT;
  const rows = await database.query<PaymentListRow>(RECENT_PAYMENTS, [
    companyId,
    limit,
    (page - 1) * limit,
    context.now,
  ]);
  return {
    payments: rows.filter((row) => row.id !== null).map((row) => toPayment(row, context.confirmations)),
    total: rows[0]?.total ?? 0,
    page,
    limit,
  };
}
