/**
 * What refunds take off a workspace's money, for billing statements and the CSV files: only
 * confirmed refunds count (money that left a workspace wallet), in the price currency of their
 * payment at its locked rate, in the month they were confirmed. A refund returns no fee: the fee
 * of the payment stays as it was. Small read functions that the statement and export modules
 * call beside their own payment totals.
 */
import type { Currency } from '@meridian/contract';
import type { Database, NamedStatement } from '../db/database';

/** A month's confirmed refunds of one price currency: how many, and their sum in its minor units. */
export interface RefundTotal {
  currency: Currency;
  count: number;
  minor: number;
}

const MONTH_REFUNDS: NamedStatement = {
  name: 'billing_refunds_of_month',
  text: `SELECT currency, count(*)::int AS count, sum(price_minor)::text AS minor
    FROM refunds
    WHERE company_id = $1 AND environment = $2 AND state = 'confirmed'
      AND confirmed_at >= $3 AND confirmed_at < $4
    GROUP BY currency ORDER BY currency`,
};

/** The confirmed refunds of `[from, to)` (a statement's month), per price currency; live ones unless told. */
export async function refundTotals(
  database: Pick<Database, 'query'>,
  companyId: string,
  range: { from: Date; to: Date },
  environment: 'test' | 'live' = 'live',
): Promise<RefundTotal[]> {
  const rows = await database.query<{ currency: Currency; count: number; minor: string }>(MONTH_REFUNDS, [
    companyId,
    environment,
    range.from,
    range.to,
  ]);
  return rows.map((row) => ({ currency: row.currency, count: row.count, minor: Number(row.minor) }));
}

const PAYMENT_REFUNDS: NamedStatement = {
  name: 'billing_refunds_of_payments',
  text: `SELECT payment_id, sum(price_minor)::text AS minor, sum(amount)::text AS units
    FROM refunds
    WHERE payment_id = ANY($1::uuid[]) AND state = 'confirmed'
    GROUP BY payment_id`,
};

/** Per payment (of `paymentIds`), what its confirmed refunds gave back: in its price currency's minor units and in token units. */
export async function refundedByPayment(
  database: Pick<Database, 'query'>,
  paymentIds: readonly string[],
): Promise<Map<string, { minor: number; units: bigint }>> {
  const refunded = new Map<string, { minor: number; units: bigint }>();
  if (paymentIds.length === 0) return refunded;
  const rows = await database.query<{ payment_id: string; minor: string; units: string }>(PAYMENT_REFUNDS, [
    [...paymentIds],
  ]);
  for (const row of rows) refunded.set(row.payment_id, { minor: Number(row.minor), units: BigInt(row.units) });
  return refunded;
}
