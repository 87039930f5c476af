/**
 * What refunds take off a workspace's money, for billing statements and the CSV files: only
 * confirmed refunds count (money that left a workspace wallet), in the workspace's currency
 * from the price each kept in its payment's currency, re-expressed through that payment's own
 * locked snapshot (dashboard/currency.ts), in the month they were confirmed. A refund returns no
 * fee: the fee of the payment stays as it was.
 */
import type { Currency } from '@meridian/contract';
import type { Database, NamedStatement } from '../db/database';
import { convertedSql, lockedSql, workspaceCurrencySql } from '../dashboard/currency';

/**
 * What the confirmed refunds of payment `p` (its session `s`) gave back, in currency `to` (a SQL
 * expression), at the payment's own locked rate: 0 without refunds, null when its snapshot cannot
 * express its price currency in `to`. A refund's price is in its payment's locked currency.
 */
export function refundedSql(p: string, s: string, to: string): string {
  const locked = lockedSql(p, s);
  const refunded = `(SELECT COALESCE(sum(r.price_minor), 0) FROM refunds r
      WHERE r.payment_id = ${p}id AND r.state = 'confirmed')`;
  return `(CASE WHEN ${locked.currency} IS NULL THEN NULL
      ELSE ${convertedSql(refunded, locked.currency, locked.snapshot, to)} END)`;
}

/** A month's confirmed refunds: how many, and their sum in the workspace's currency's minor units. */
export interface RefundTotal {
  currency: Currency;
  count: number;
  minor: number;
}

const WORKSPACE_CURRENCY = workspaceCurrencySql('$1');
const LOCKED = lockedSql('p.', 's.');

const MONTH_REFUNDS: NamedStatement = {
  name: 'billing_refunds_of_month',
  text: `SELECT ${WORKSPACE_CURRENCY} AS currency, count(*)::int AS count, COALESCE(sum(value), 0)::text AS minor
    FROM (
      SELECT ${convertedSql('r.price_minor', 'r.currency', LOCKED.snapshot, WORKSPACE_CURRENCY)} AS value
      FROM refunds r
      JOIN payments p ON p.id = r.payment_id
      LEFT JOIN checkout_sessions s ON s.id = p.session_id
      WHERE r.company_id = $1 AND r.environment = $2 AND r.state = 'confirmed'
        AND r.confirmed_at >= $3 AND r.confirmed_at < $4
    ) confirmed`,
};

/**
 * The confirmed refunds of `[from, to)` (a statement's month), live ones unless told: how many,
 * and what they gave back in the workspace's currency (a refund whose snapshot cannot say it
 * there is counted and adds nothing).
 */
export async function refundTotals(
  database: Pick<Database, 'query'>,
  companyId: string,
  range: { from: Date; to: Date },
  environment: 'test' | 'live' = 'live',
): Promise<RefundTotal> {
  const [row] = await database.query<{ currency: Currency; count: number; minor: string }>(MONTH_REFUNDS, [
    companyId,
    environment,
    range.from,
    range.to,
  ]);
  return { currency: row!.currency, count: row!.count, minor: Number(row!.minor) };
}
