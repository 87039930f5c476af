/**
 * Billing: the workspace's tier, its limit and this calendar month's (UTC) use, the tier's fee
 * rate, and a statement per month. Only live payments count: the month's use is the confirmed
 * (paid) live checkouts' total, read in US dollars by `monthVolume` as the checkout's cap check
 * reads it, and in the workspace's currency; test payments are shown apart and count towards
 * nothing. Statements are in the workspace's currency: each paid checkout's total re-expressed
 * from its own locked snapshot (dashboard/currency.ts). Fees are accounted here, never taken on
 * chain: each paid checkout's fee is that total at the tier's rate, rounded half up to the minor
 * unit, and a statement's fees are the sum of its payments' fees. A statement also counts the
 * refunds confirmed in its month and its net (refund-totals.ts); a refund returns no fee.
 */
import {
  formatMinor,
  feeCents,
  type Currency,
  STATEMENT_CSV_COLUMNS,
  STATEMENT_MONTH_PATTERN,
  TIER_LIMITS,
  type BillingResponse,
  type StatementResponse,
  type StatementSummary,
  type Tier,
} from '@meridian/contract';
import { eq } from 'drizzle-orm';
import { monthVolume } from '../checkout/open';
import type { Config } from '../config';
import type { Database, NamedStatement } from '../db/database';
import { companies } from '../db/schema';
import { convertedSql, workspaceCurrencySql } from '../dashboard/currency';
import { amountField, csvLine } from '../dashboard/export';
import { ApiError } from '../http/errors';
import { companyTier } from '../workspaces/views';
import { refundedSql, refundTotals } from './refund-totals';

/** The most statements the billing page lists. */
export const STATEMENTS_LISTED = 24;

/** The fee rate of a tier, in basis points: Gold's reduced rate, the standard one for the others. */
export function feeRateOf(tier: Tier, rates: Config['feeRates']): number {
  return tier === 'gold' ? rates.gold : rates.standard;
}

/** `2026-06` for a month's first instant (UTC). */
const monthName = (start: Date) => start.toISOString().slice(0, 7);

/** The calendar month (UTC) named `2026-06`: its first instant and the next month's. 422 when it is no month. */
export function monthRange(month: string): { from: Date; to: Date } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  // From 2000: Date.UTC reads a year below 100 as 19xx (0000-01 would be January 1900).
  if (!STATEMENT_MONTH_PATTERN.test(month) || year < 2000) {
    const message = 'Name a calendar month as YYYY-MM, from 2000-01';
    throw new ApiError('VALIDATION_FAILED', { message, details: [{ field: 'month', code: 'invalid', message }] });
  }
  return { from: new Date(Date.UTC(year, number - 1, 1)), to: new Date(Date.UTC(year, number, 1)) };
}

/** The workspace's tier and currency. */
async function tierOf(database: Database, companyId: string): Promise<{ tier: Tier; currency: Currency }> {
  const [row] = await database.db
    .select({
      domainVerifiedAt: companies.domainVerifiedAt,
      verifiedTier: companies.verifiedTier,
      currency: companies.currency,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!row) throw new ApiError('NOT_FOUND');
  return { tier: companyTier(row), currency: row.currency as Currency };
}

/** A paid checkout's total (`s` the session) in the workspace's currency ($1 the workspace). */
const TOTAL = convertedSql('s.total_cents', 's.currency', 's.usd_per_unit', workspaceCurrencySql('$1'));

const MONTHS: NamedStatement = {
  name: 'billing_statements_of_company',
  text: `SELECT month, COALESCE(sum(total), 0)::text AS volume, count(*)::int AS count,
      COALESCE(sum(round(total * $2::numeric / 10000)), 0)::text AS fees
    FROM (
      SELECT to_char(date_trunc('month', s.paid_at AT TIME ZONE 'UTC'), 'YYYY-MM') AS month, ${TOTAL} AS total
      FROM checkout_sessions s
      WHERE s.company_id = $1 AND s.environment = 'live' AND s.state = 'paid' AND s.paid_at IS NOT NULL
    ) paid
    GROUP BY 1 ORDER BY 1 DESC LIMIT $3`,
};

/** This month's paid checkouts ($2 to $3) in the workspace's currency, live and test. */
const MONTH_USE: NamedStatement = {
  name: 'billing_month_use_in_currency',
  text: `SELECT COALESCE(sum(${TOTAL}) FILTER (WHERE s.environment = 'live'), 0)::text AS live,
      COALESCE(sum(${TOTAL}) FILTER (WHERE s.environment = 'test'), 0)::text AS test
    FROM checkout_sessions s
    WHERE s.company_id = $1 AND s.state = 'paid' AND s.paid_at >= $2 AND s.paid_at < $3`,
};

interface MonthRow extends Record<string, unknown> {
  month: string;
  volume: string;
  count: number;
  fees: string;
}

type LimitCents = Pick<BillingResponse['limit'], 'perPaymentCents' | 'monthlyCents'>;
type LocalLimit = Pick<BillingResponse['limit'], 'currency' | 'perPaymentLocal' | 'monthlyLocal' | 'usdPerUnit'>;

/** GET /company/{id}/billing */
export async function billingOf(
  database: Database,
  companyId: string,
  now: Date,
  rates: Config['feeRates'],
  /** The caps in the workspace's currency (`limitsInCurrency`). */
  localLimit: (limit: LimitCents) => Promise<LocalLimit>,
): Promise<BillingResponse> {
  const { tier, currency } = await tierOf(database, companyId);
  const feeRateBp = feeRateOf(tier, rates);
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const [usedCents, testUsedCents, rows, [use]] = await Promise.all([
    monthVolume(database.db, companyId, now, 'live'),
    monthVolume(database.db, companyId, now, 'test'),
    database.query<MonthRow>(MONTHS, [companyId, feeRateBp, STATEMENTS_LISTED]),
    database.query<{ live: string; test: string }>(MONTH_USE, [companyId, from, to]),
  ]);
  const statements: StatementSummary[] = rows.map((row) => ({
    month: row.month,
    volumeCents: Number(row.volume),
    paymentCount: row.count,
    feeCents: Number(row.fees),
  }));
  const current = monthName(from);
  if (!statements.some((statement) => statement.month === current)) {
    statements.unshift({ month: current, volumeCents: 0, paymentCount: 0, feeCents: 0 });
    statements.splice(STATEMENTS_LISTED);
  }
  const limits = TIER_LIMITS[tier];
  const limit = { perPaymentCents: limits.perPaymentCents ?? null, monthlyCents: limits.monthlyCents ?? null };
  return {
    tier,
    currency,
    limit: { ...limit, ...(await localLimit(limit)) },
    month: { month: current, from: from.toISOString(), to: to.toISOString(), usedCents, testUsedCents },
    inCurrency: { usedCents: Number(use?.live ?? 0), testUsedCents: Number(use?.test ?? 0) },
    feeRateBp,
    statements,
  };
}

const STATEMENT_LINES: NamedStatement = {
  name: 'billing_statement_lines',
  text: `SELECT link_id, link_name, COALESCE(sum(total), 0)::text AS volume, count(*)::int AS count,
      COALESCE(sum(round(total * $4::numeric / 10000)), 0)::text AS fees
    FROM (
      SELECT l.id AS link_id, l.name AS link_name, ${TOTAL} AS total
      FROM checkout_sessions s JOIN payment_links l ON l.id = s.link_id
      WHERE s.company_id = $1 AND s.environment = 'live' AND s.state = 'paid'
        AND s.paid_at >= $2 AND s.paid_at < $3
    ) paid
    GROUP BY link_id, link_name ORDER BY COALESCE(sum(total), 0) DESC, link_id`,
};

interface LineRow extends Record<string, unknown> {
  link_id: string;
  link_name: string;
  volume: string;
  count: number;
  fees: string;
}

/** GET /company/{id}/billing/statements/{month} */
export async function statementOf(
  database: Database,
  companyId: string,
  month: string,
  rates: Config['feeRates'],
): Promise<StatementResponse> {
  const { from, to } = monthRange(month);
  const { tier, currency } = await tierOf(database, companyId);
  const feeRateBp = feeRateOf(tier, rates);
  const [rows, refunds] = await Promise.all([
    database.query<LineRow>(STATEMENT_LINES, [companyId, from, to, feeRateBp]),
    refundTotals(database, companyId, { from, to }),
  ]);
  const lines = rows.map((row) => ({
    linkId: row.link_id,
    linkName: row.link_name,
    volumeCents: Number(row.volume),
    paymentCount: row.count,
    feeCents: Number(row.fees),
  }));
  const sum = (pick: (line: (typeof lines)[number]) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const volumeCents = sum((line) => line.volumeCents);
  return {
    month,
    currency,
    volumeCents,
    paymentCount: sum((line) => line.paymentCount),
    feeCents: sum((line) => line.feeCents),
    refundCount: refunds.count,
    refundCents: refunds.minor,
    netCents: volumeCents - refunds.minor,
    tier,
    feeRateBp,
    lines,
  };
}

const STATEMENT_ROWS: NamedStatement = {
  name: 'billing_statement_rows',
  text: `SELECT s.id, s.paid_at, l.name AS link_name, s.token_symbol, s.currency AS price_currency,
      s.total_cents::text AS price, ${TOTAL}::text AS total, (SELECT sum(${refundedSql('p.', 's.', workspaceCurrencySql('$1'))})
        FROM payments p WHERE p.session_id = s.id)::text AS refunded
    FROM checkout_sessions s JOIN payment_links l ON l.id = s.link_id
    WHERE s.company_id = $1 AND s.environment = 'live' AND s.state = 'paid'
      AND s.paid_at >= $2 AND s.paid_at < $3
    ORDER BY s.paid_at, s.id`,
};

interface StatementRow extends Record<string, unknown> {
  id: string;
  paid_at: Date;
  link_name: string;
  token_symbol: string;
  price_currency: Currency;
  price: string;
  /** In the workspace's currency; null when the checkout's snapshot cannot express it there. */
  total: string | null;
  /** What its payments' confirmed refunds gave back, in the workspace's currency (null: not expressible there). */
  refunded: string | null;
}

/** The fee rate as a percentage with two decimals: 100 -> "1.00". */
const percent = (bp: number) => `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;

/**
 * GET /company/{id}/billing/statements/{month}/csv: the month's paid live checkouts, oldest
 * first, each with its fee (the file the export of payments writes: a byte order mark, CRLF,
 * formulas made text). A month holds at most a few thousand rows: it is written whole.
 */
export async function statementCsv(
  database: Database,
  companyId: string,
  month: string,
  rates: Config['feeRates'],
): Promise<string> {
  const { from, to } = monthRange(month);
  const { tier, currency } = await tierOf(database, companyId);
  const feeRateBp = feeRateOf(tier, rates);
  const rows = await database.query<StatementRow>(STATEMENT_ROWS, [companyId, from, to]);
  const lines = rows.map((row) =>
    csvLine([
      new Date(row.paid_at).toISOString(),
      row.id,
      row.link_name,
      row.token_symbol,
      amountField(row.total, currency),
      percent(feeRateBp),
      row.total === null ? '' : formatMinor(feeCents(Number(row.total), feeRateBp), currency),
      currency,
      row.price_currency,
      amountField(row.price, row.price_currency),
      row.total === null ? '' : amountField(row.refunded ?? '0', currency),
    ]),
  );
  return `\uFEFF${csvLine(STATEMENT_CSV_COLUMNS)}${lines.join('')}`;
}

/** The statement file's name: `statement-2026-06.csv`. */
export const statementFileName = (month: string) => `statement-${month}.csv`;
