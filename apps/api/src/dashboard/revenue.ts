/**
 * GET /dashboard/revenue: a period's confirmed payments, valued in the workspace's currency from
 * each one's own locked rate and snapshot (currency.ts), by bucket in the workspace's time zone
 * (periods.ts), beside the same buckets one period earlier.
 *
 * A payment counts where the workspace sees it (the lists' rule: its own, and the unmatched
 * transfers to an address it proved), once `confirmed`, in the bucket of its detection time (the
 * time the lists filter and sort on). One that has no session, or whose snapshot cannot express
 * it in the workspace's currency, has no value: it is left out of the totals and counted in
 * `unpriced`. Its value is the one the lists show: `amount × rate` truncated to the minor unit of
 * its session's currency, then re-expressed half up.
 */
import {
  canonicalTimeZone,
  DEFAULT_TIME_ZONE,
  type RevenuePeriod,
  type RevenueResponse,
  type RevenueSpan,
  type Currency,
  DEFAULT_CURRENCY,
} from '@meridian/contract';
import type { Database, NamedStatement } from '../db/database';
import { paymentValueSql } from './currency';
import { periodBuckets, type Bucket } from './periods';
import { visibleTo } from './visible';

const COMPANY_TIME_ZONE: NamedStatement = {
  name: 'company_time_zone_currency',
  text: `SELECT time_zone, currency FROM companies WHERE id = $1`,
};

/**
 * The buckets ($3: a JSON array of [start, end] pairs, the previous period's then the current
 * one's) with the count, total cents and unpriced count of the confirmed payments in each.
 */
const REVENUE_BUCKETS: NamedStatement = {
  name: 'dashboard_revenue_buckets',
  text: `WITH b AS (
      SELECT i::int AS i, (v->>0)::timestamptz AS s, (v->>1)::timestamptz AS e
      FROM jsonb_array_elements($3::jsonb) WITH ORDINALITY AS t(v, i)
    ), x AS (
      SELECT p.detected_at, ${paymentValueSql('p.', 's.', '$6::text')} AS cents
      FROM payments p
      LEFT JOIN checkout_sessions s ON s.id = p.session_id
      WHERE ${visibleTo('p.', '$1')} AND p.state = 'confirmed' AND p.environment = $2
        AND p.detected_at >= $4::timestamptz AND p.detected_at < $5::timestamptz
    )
    SELECT b.i, count(x.cents)::int AS count, COALESCE(sum(x.cents), 0)::text AS total_cents,
      (count(x.detected_at) - count(x.cents))::int AS unpriced
    FROM b LEFT JOIN x ON x.detected_at >= b.s AND x.detected_at < b.e
    GROUP BY b.i
    ORDER BY b.i`,
};

interface BucketRow extends Record<string, unknown> {
  i: number;
  count: number;
  total_cents: string;
  unpriced: number;
}

interface Tally {
  count: number;
  totalCents: number;
  unpriced: number;
}

function span(buckets: Bucket[], tallies: Tally[]): RevenueSpan {
  const count = tallies.reduce((sum, tally) => sum + tally.count, 0);
  const totalCents = tallies.reduce((sum, tally) => sum + tally.totalCents, 0);
  return {
    from: (buckets[0]?.start ?? new Date(0)).toISOString(),
    to: (buckets.at(-1)?.end ?? new Date(0)).toISOString(),
    totalCents,
    count,
    averageCents: count === 0 ? null : Math.round(totalCents / count),
  };
}

/**
 * The workspace's time zone and currency (UTC and US dollars for a workspace that is gone
 * meanwhile: its caller gets an empty answer).
 */
export async function companyTimeZone(
  database: Pick<Database, 'query'>,
  companyId: string,
): Promise<{ timeZone: string; currency: Currency }> {
  const [row] = await database.query<{ time_zone: string; currency: Currency }>(COMPANY_TIME_ZONE, [companyId]);
  return { timeZone: row?.time_zone ?? DEFAULT_TIME_ZONE, currency: row?.currency ?? DEFAULT_CURRENCY };
}

export async function revenue(
  database: Pick<Database, 'query'>,
  companyId: string,
  query: { period: RevenuePeriod; environment?: 'test' | 'live' },
  now: Date,
): Promise<RevenueResponse> {
  const environment = query.environment ?? 'live';
  // A stored name this runtime's time zone data does not know (an older ICU) counts in UTC.
  const { timeZone: stored, currency } = await companyTimeZone(database, companyId);
  const timeZone = canonicalTimeZone(stored) === undefined ? DEFAULT_TIME_ZONE : stored;
  const { current, previous } = periodBuckets(query.period, now, timeZone);
  const all = [...previous, ...current];
  const from = all.reduce((min, bucket) => (bucket.start < min ? bucket.start : min), now);
  const to = all.reduce((max, bucket) => (bucket.end > max ? bucket.end : max), new Date(0));
  const rows = await database.query<BucketRow>(REVENUE_BUCKETS, [
    companyId,
    environment,
    JSON.stringify(all.map((bucket) => [bucket.start.toISOString(), bucket.end.toISOString()])),
    from,
    to,
    currency,
  ]);
  const tallies: Tally[] = all.map((_, index) => {
    const row = rows.find((candidate) => Number(candidate.i) === index + 1);
    return { count: row?.count ?? 0, totalCents: Number(row?.total_cents ?? 0), unpriced: row?.unpriced ?? 0 };
  });
  const previousTallies = tallies.slice(0, previous.length);
  const currentTallies = tallies.slice(previous.length);
  return {
    period: query.period,
    currency,
    environment,
    timeZone,
    current: span(current, currentTallies),
    previous: span(previous, previousTallies),
    buckets: current.map((bucket, index) => ({
      start: bucket.start.toISOString(),
      end: bucket.end.toISOString(),
      totalCents: currentTallies[index]?.totalCents ?? 0,
      count: currentTallies[index]?.count ?? 0,
      previousTotalCents: previousTallies[index]?.totalCents ?? 0,
    })),
    unpriced: currentTallies.reduce((sum, tally) => sum + tally.unpriced, 0),
  };
}
