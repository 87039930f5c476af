/**
 * GET /payments/export: the payments a workspace sees (the list's rule and filters), newest
 * first, each valued in the workspace's currency from its own locked rate (currency.ts) beside
 * its own price, as a CSV file (RFC 4180: a header row, CRLF line ends, fields with a comma, a quote or a
 * line break quoted, quotes doubled), in UTF-8 with a byte order mark. Read in keyset batches of `EXPORT_BATCH` rows and sent as
 * each batch arrives, so that a long history never sits in memory whole.
 *
 * A spreadsheet runs a cell that starts with `=`, `+`, `-` or `@` (or a tab or carriage return
 * before one) as a formula: such a value (a link's name, a payer's text) is written with a `'`
 * in front, which spreadsheets show as text.
 */
import { Readable } from 'node:stream';
import {
  explorerTxUrl,
  formatMinor,
  formatTokenUnits,
  type Currency,
  isUuid,
  PAYMENT_EXPORT_COLUMNS,
  type PaymentExportQuery,
} from '@meridian/contract';
import type { Database, NamedStatement } from '../db/database';
import { ApiError } from '../http/errors';
import { refundedSql } from '../billing/refund-totals';
import { lockedSql, paymentValueSql, priceSql, workspaceCurrencySql } from './currency';
import { visibleTo } from './visible';

/** How many rows each read of the export takes. */
export const EXPORT_BATCH = 500;

type Filters = Omit<PaymentExportQuery, 'companyId'>;

/** The filters in the order of their parameters ($5 on), each with its condition. */
const FILTERS = [
  ['state', (n: number) => `p.state = $${n}`],
  ['environment', (n: number) => `p.environment = $${n}`],
  ['linkId', (n: number) => `s.link_id = $${n}::uuid`],
  ['matched', (n: number) => `($${n} = 'matched') = (p.session_id IS NOT NULL)`],
  ['from', (n: number) => `p.detected_at >= $${n}::timestamptz`],
  ['to', (n: number) => `p.detected_at < $${n}::timestamptz`],
] as const;

const statements = new Map<string, NamedStatement>();
const LOCKED = lockedSql('p.', 's.');
const WORKSPACE_CURRENCY = workspaceCurrencySql('$1');

/** One statement per set of filters given (PostgreSQL plans a named statement once). */
function exportStatement(given: readonly string[]): NamedStatement {
  const key = given.join(',');
  let statement = statements.get(key);
  if (!statement) {
    const conditions = FILTERS.filter(([name]) => given.includes(name)).map(([, condition], index) =>
      condition(5 + index),
    );
    statement = {
      name: `payments_export${given.map((name) => `_${name}`).join('')}`.toLowerCase(),
      text: `SELECT p.id, p.detected_at, p.detected_at::text AS detected_key, l.name AS link_name, l.type AS link_type, p.environment, p.chain_id,
          p.token_symbol, p.token_decimals, p.amount::text AS amount, ${LOCKED.rate} AS rate,
          ${LOCKED.currency} AS price_currency, ${priceSql('p.', 's.')}::text AS price_cents,
          ${WORKSPACE_CURRENCY} AS currency, ${paymentValueSql('p.', 's.', WORKSPACE_CURRENCY)}::text AS cents,
          ${refundedSql('p.', 's.', WORKSPACE_CURRENCY)}::text AS refunded,
          p.from_address, p.tx_hash, p.block_number::text AS block_number, p.state
        FROM payments p
        LEFT JOIN checkout_sessions s ON s.id = p.session_id
        LEFT JOIN payment_links l ON l.id = s.link_id
        WHERE ${visibleTo('p.', '$1')}
          AND (p.detected_at, p.id) < ($2::timestamptz, $3::uuid)
          ${conditions.map((condition) => `AND ${condition}`).join('\n          ')}
        ORDER BY p.detected_at DESC, p.id DESC
        LIMIT $4`,
    };
    statements.set(key, statement);
  }
  return statement;
}

interface ExportRow extends Record<string, unknown> {
  id: string;
  detected_at: Date;
  /** The detection time at the database's precision (microseconds), for the next batch's keyset. */
  detected_key: string;
  link_name: string | null;
  link_type: string | null;
  environment: string;
  chain_id: number;
  token_symbol: string;
  token_decimals: number;
  amount: string;
  rate: string | null;
  price_currency: Currency | null;
  price_cents: string | null;
  /** The workspace's currency, and the payment's value in it. */
  currency: Currency;
  cents: string | null;
  /** What its confirmed refunds gave back, in the workspace's currency; null where `cents` is. */
  refunded: string | null;
  from_address: string;
  tx_hash: string;
  block_number: string;
  state: string;
}

/** A value as a CSV field: a would-be formula made text, then quoted where RFC 4180 says. */
export function csvField(value: string): string {
  const safe = /^[\t\r]*[=+\-@]/.test(value) || /^[\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV record: the fields, then CRLF. */
export const csvLine = (values: readonly string[]) => `${values.map(csvField).join(',')}\r\n`;

/** Minor units of `currency` as the decimal a CSV carries (2500 EUR: "25.00"); empty for none. */
export const amountField = (minor: string | number | null, currency: Currency | null): string =>
  minor === null || currency === null ? '' : formatMinor(Number(minor), currency);

function csvRow(row: ExportRow): string {
  return csvLine([
    new Date(row.detected_at).toISOString(),
    row.link_name ?? '',
    row.link_type ?? '',
    row.environment,
    row.token_symbol,
    formatTokenUnits(row.amount, row.token_decimals),
    amountField(row.cents, row.currency),
    row.rate ?? '',
    row.from_address,
    row.tx_hash,
    row.block_number,
    explorerTxUrl(row.chain_id, row.tx_hash) ?? '',
    row.state,
    row.currency,
    row.price_currency ?? '',
    amountField(row.price_cents, row.price_currency),
    row.cents === null ? '' : amountField(row.refunded, row.currency),
  ]);
}

/** The export's file name: `payments-2026-11-26.csv` (the day it was made, UTC). */
export function exportFileName(now: Date): string {
  return `payments-${now.toISOString().slice(0, 10)}.csv`;
}

/** Past every real payment: the first batch's keyset. */
const START: [string, string] = ['infinity', 'ffffffff-ffff-ffff-ffff-ffffffffffff'];

/**
 * The CSV of the payments workspace `companyId` sees that match `filters`, as a stream. The first
 * batch is read before the stream is handed over, so that a refusal or a failure of the database
 * is still answered as an error rather than as a cut file.
 */
export async function paymentsCsv(
  database: Pick<Database, 'query'>,
  companyId: string,
  filters: Filters,
): Promise<Readable> {
  if (filters.linkId !== undefined && !isUuid(filters.linkId)) {
    const message = 'No payment link of this workspace has this id';
    throw new ApiError('VALIDATION_FAILED', { message, details: [{ field: 'linkId', code: 'invalid', message }] });
  }
  const given = FILTERS.map(([name]) => name).filter((name) => filters[name] !== undefined);
  const values = given.map((name) => {
    const value = filters[name] ?? '';
    if (name === 'from' || name === 'to') return new Date(value);
    return name === 'linkId' ? value.toLowerCase() : value;
  });
  const statement = exportStatement(given);
  const batch = (after: [string, string]) =>
    database.query<ExportRow>(statement, [companyId, after[0], after[1], EXPORT_BATCH, ...values]);
  const first = await batch(START);
  async function* lines(): AsyncGenerator<string> {
    // A byte order mark first: spreadsheets then read the file as UTF-8 (names with accents).
    yield `\uFEFF${csvLine(PAYMENT_EXPORT_COLUMNS)}`;
    let rows = first;
    for (;;) {
      if (rows.length > 0) yield rows.map(csvRow).join('');
      const last = rows.at(-1);
      if (rows.length < EXPORT_BATCH || !last) return;
      rows = await batch([last.detected_key, last.id]);
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
