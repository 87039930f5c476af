/**
 * GET /dashboard/recent-payments: the workspace's own payments (those of its checkout sessions;
 * an unmatched transfer belongs to its address until it is assigned), newest first, a numbered
 * page at a time, of the environment the dashboard's figures show. Each as the payment lists show it.
 */
import { RECENT_PAYMENTS_LIMIT_DEFAULT, type RecentPaymentsResponse } from '@meridian/contract';
import { statementsByShape, type Database, type NamedStatement } from '../db/database';
import { readSize } from '../db/keyset';
import { paymentPageText, toPayment, type PaymentListRow } from '../payments/list';

const statementOfShape = statementsByShape();

/**
 * The statement of a page of the workspace's own payments, as the payment lists read them
 * (`paymentPageText`: $1 the workspace, $2 the time, then the environment when one is asked for),
 * reading at least `limit` rows (`readSize`, in its text) after the last parameter's count of them;
 * the first page, the one the dashboard opens with, skips none and has no OFFSET.
 */
function statementFor(limit: number, first: boolean, environment: boolean): NamedStatement {
  const size = readSize(limit);
  const name = `dashboard_recent_payments_${size}${environment ? '_env' : ''}${first ? '' : '_offset'}`;
  return statementOfShape(name, () => {
    // With an environment, it is $3 and the offset $4.
    const own = environment ? 'p.company_id = $1 AND p.environment = $3' : 'p.company_id = $1';
    const offset = environment ? '$4' : '$3';
    return paymentPageText(own, own, first ? `LIMIT ${size}` : `LIMIT ${size} OFFSET ${offset}`);
  });
}

export async function recentPayments(
  database: Pick<Database, 'query'>,
  companyId: string,
  query: { environment?: 'test' | 'live'; page?: string; limit?: string },
  context: { now: Date; confirmations: number },
): Promise<RecentPaymentsResponse> {
  const page = query.page ? Number(query.page) : 1;
  const limit = query.limit ? Number(query.limit) : RECENT_PAYMENTS_LIMIT_DEFAULT;
  const values: unknown[] = [companyId, context.now];
  if (query.environment) values.push(query.environment);
  if (page > 1) values.push((page - 1) * limit);
  const rows = await database.query<PaymentListRow>(
    statementFor(limit, page === 1, query.environment !== undefined),
    values,
  );
  return {
    payments: rows
      .filter((row) => row.id !== null)
      .slice(0, limit)
      .map((row) => toPayment(row, context.confirmations)),
    total: rows[0]?.total ?? 0,
    page,
    limit,
  };
}
