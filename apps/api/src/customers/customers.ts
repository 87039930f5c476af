/**
 * A workspace's customers (docs/product.md, "Customers"): the list (most recently seen first,
 * searched by name or e-mail, a keyset page at a time), one customer with their payments, the
 * CSV export, and erasure on request. Totals count paid checkouts, live and test apart, in the
 * workspace's currency: each checkout's total re-expressed from its own locked snapshot
 * (dashboard/currency.ts).
 */
import {
  CUSTOMER_CSV_COLUMNS,
  pageSize,
  type Customer,
  type CustomerDetail,
  type CustomerListQuery,
  type CustomerListResponse,
  type Currency,
  type Environment,
} from '@meridian/contract';
import { and, eq, sql } from 'drizzle-orm';
import { statementsByShape, type Database, type NamedStatement } from '../db/database';
import { decodeCursor, keysetPredicate, pageOf, pageWithTotal, type KeyKind } from '../db/keyset';
import { checkoutSessions, customers, paymentLinks } from '../db/schema';
import { convertedSql, workspaceCurrencySql } from '../dashboard/currency';
import { amountField, csvLine } from '../dashboard/export';
import { recordEvent } from '../events/record';
import { NO_DETAILS } from './record';
import { ApiError } from '../http/errors';

const KEY_KINDS: KeyKind[] = ['timestamptz', 'uuid'];
const statementOfShape = statementsByShape();

/** The workspace's currency (`c` the customer), and a paid checkout's total (`s`) in it. */
const WORKSPACE_CURRENCY = workspaceCurrencySql('c.company_id');
const TOTAL = convertedSql('s.total_cents', 's.currency', 's.usd_per_unit', WORKSPACE_CURRENCY);

/** The columns of a customer with their totals (`c` the customer). */
const CUSTOMER_COLUMNS = `c.id, c.email, c.name, c.country, c.street, c.city, c.postal_code, c.vat_number,
        c.created_at, c.updated_at, c.updated_at::text AS updated_key,
        paid.live_count, paid.live_total, paid.test_count, paid.test_total, ${WORKSPACE_CURRENCY} AS currency`;
const PAID_TOTALS = `CROSS JOIN LATERAL (
        SELECT count(*) FILTER (WHERE s.environment = 'live')::int AS live_count,
          COALESCE(sum(${TOTAL}) FILTER (WHERE s.environment = 'live'), 0)::text AS live_total,
          count(*) FILTER (WHERE s.environment = 'test')::int AS test_count,
          COALESCE(sum(${TOTAL}) FILTER (WHERE s.environment = 'test'), 0)::text AS test_total
        FROM checkout_sessions s WHERE s.customer_id = c.id AND s.state = 'paid'
      ) paid`;

interface CustomerRow extends Record<string, unknown> {
  id: string;
  email: string | null;
  name: string | null;
  country: string | null;
  street: string | null;
  city: string | null;
  postal_code: string | null;
  vat_number: string | null;
  created_at: Date;
  updated_at: Date;
  updated_key: string;
  live_count: number;
  live_total: string;
  test_count: number;
  test_total: string;
  currency: Currency;
}

function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    country: row.country,
    currency: row.currency,
    paymentCount: row.live_count,
    totalCents: Number(row.live_total),
    testPaymentCount: row.test_count,
    testTotalCents: Number(row.test_total),
    firstSeenAt: new Date(row.created_at).toISOString(),
    lastSeenAt: new Date(row.updated_at).toISOString(),
  };
}

/** `%`, `_` and `\` typed in a search match themselves. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** One statement per set of filters given: with or without a search, with or without a cursor. */
function listStatement(companyId: string, search: string | null, after: string[] | null, limit: number | null) {
  const values: unknown[] = [companyId];
  const parameter = (value: unknown) => `$${values.push(value)}`;
  let matching = 'c.company_id = $1';
  let key = '';
  if (search !== null) {
    const pattern = parameter(likePattern(search));
    matching += ` AND (c.email ILIKE ${pattern} ESCAPE '\\' OR c.name ILIKE ${pattern} ESCAPE '\\')`;
    key += 's';
  }
  let page = matching;
  if (after !== null) {
    page += ` AND ${keysetPredicate(['c.updated_at', 'c.id'], KEY_KINDS, after, 'desc', parameter)}`;
    key += 'c';
  }
  const limitClause = limit === null ? '' : `LIMIT ${parameter(limit)}`;
  if (limit === null) key += 'a';
  const name = `customers_of_company${key ? `_${key}` : ''}`;
  const statement = statementOfShape(name, () => {
    const rows = `SELECT ${CUSTOMER_COLUMNS}
      FROM customers c
      ${PAID_TOTALS}
      WHERE ${page}
      ORDER BY c.updated_at DESC, c.id DESC ${limitClause}`;
    return limit === null ? rows : pageWithTotal('customers c', matching, rows);
  });
  return { statement, values };
}

/** GET /company/{id}/customers */
export async function listCustomers(
  database: Pick<Database, 'query'>,
  companyId: string,
  query: CustomerListQuery,
): Promise<CustomerListResponse> {
  const limit = pageSize(query.limit);
  const search = query.q?.trim() || null;
  const after = query.cursor ? decodeCursor(query.cursor, KEY_KINDS) : null;
  const { statement, values } = listStatement(companyId, search, after, limit + 1);
  const rows = await database.query<CustomerRow & { total: number }>(statement, values);
  const total = rows[0]?.total ?? 0;
  const found = rows.filter((row) => row.id !== null);
  const { page, nextCursor, hasMore } = pageOf(found, limit, (row) => [row.updated_key, row.id]);
  return { customers: page.map(toCustomer), total, nextCursor, hasMore };
}

/** GET /company/{id}/customers/export: every customer the search matches, as CSV. */
export async function customersCsv(
  database: Pick<Database, 'query'>,
  companyId: string,
  q: string | undefined,
): Promise<string> {
  const { statement, values } = listStatement(companyId, q?.trim() || null, null, null);
  const rows = await database.query<CustomerRow>(statement, values);
  const lines = rows.map((row) =>
    csvLine([
      row.email ?? '',
      row.name ?? '',
      row.street ?? '',
      row.city ?? '',
      row.postal_code ?? '',
      row.country ?? '',
      row.vat_number ?? '',
      String(row.live_count),
      amountField(row.live_total, row.currency),
      String(row.test_count),
      amountField(row.test_total, row.currency),
      new Date(row.created_at).toISOString(),
      new Date(row.updated_at).toISOString(),
      row.currency,
    ]),
  );
  return `\uFEFF${csvLine(CUSTOMER_CSV_COLUMNS)}${lines.join('')}`;
}

/** The customers' file name: `customers-2026-11-26.csv` (the day it was made, UTC). */
export const customersFileName = (now: Date) => `customers-${now.toISOString().slice(0, 10)}.csv`;

const ONE_CUSTOMER: NamedStatement = {
  name: 'customer_of_company',
  text: `SELECT ${CUSTOMER_COLUMNS} FROM customers c ${PAID_TOTALS} WHERE c.id = $1 AND c.company_id = $2`,
};

const WORKSPACE_CURRENCY_OF_SESSION = workspaceCurrencySql('s.company_id');

const CUSTOMER_PAYMENTS: NamedStatement = {
  name: 'customer_payments',
  text: `SELECT s.id, (SELECT p.id FROM payments p WHERE p.session_id = s.id
        ORDER BY p.state = 'confirmed' DESC, p.detected_at DESC, p.id LIMIT 1) AS payment_id,
      s.link_id, l.name AS link_name, s.environment, s.state, s.token_symbol, s.token_address,
      s.token_decimals, s.currency AS price_currency, s.total_cents::text AS price,
      ${WORKSPACE_CURRENCY_OF_SESSION} AS currency,
      ${convertedSql('s.total_cents', 's.currency', 's.usd_per_unit', WORKSPACE_CURRENCY_OF_SESSION)}::text AS total,
      s.tx_hash, s.created_at, s.paid_at
    FROM checkout_sessions s JOIN payment_links l ON l.id = s.link_id
    WHERE s.customer_id = $1 AND s.state IN ('paid', 'processing')
    ORDER BY s.created_at DESC, s.id DESC LIMIT 100`,
};

interface PaymentRow extends Record<string, unknown> {
  id: string;
  payment_id: string | null;
  link_id: string;
  link_name: string;
  environment: Environment;
  state: string;
  token_symbol: string;
  token_address: string | null;
  token_decimals: number;
  price_currency: Currency;
  price: string;
  currency: Currency;
  total: string | null;
  tx_hash: string | null;
  created_at: Date;
  paid_at: Date | null;
}

/** GET /company/{id}/customers/{customerId}, but its refunds (refunds/actions.ts, `customerRefunds`). */
export async function customerDetail(
  database: Pick<Database, 'query'>,
  companyId: string,
  customerId: string,
): Promise<Omit<CustomerDetail, 'refunds'>> {
  const [row] = await database.query<CustomerRow>(ONE_CUSTOMER, [customerId, companyId]);
  if (!row) throw new ApiError('NOT_FOUND');
  const payments = await database.query<PaymentRow>(CUSTOMER_PAYMENTS, [customerId]);
  return {
    customer: toCustomer(row),
    billing: { street: row.street, city: row.city, postalCode: row.postal_code, vatNumber: row.vat_number },
    payments: payments.map((payment) => ({
      sessionId: payment.id,
      paymentId: payment.payment_id,
      linkId: payment.link_id,
      linkName: payment.link_name,
      environment: payment.environment,
      state: payment.state,
      token: { symbol: payment.token_symbol, contract: payment.token_address, decimals: payment.token_decimals },
      currency: payment.currency,
      totalCents: payment.total === null ? null : Number(payment.total),
      priceCurrency: payment.price_currency,
      priceCents: Number(payment.price),
      txHash: payment.tx_hash,
      createdAt: new Date(payment.created_at).toISOString(),
      paidAt: payment.paid_at ? new Date(payment.paid_at).toISOString() : null,
    })),
  };
}

/**
 * DELETE /company/{id}/customers/{customerId}: erasure on request. In one transaction, the
 * personal fields of the customer's checkout sessions are removed (the sessions and their
 * payments stay, amounts and transactions included), so are the recipient's name and e-mail of
 * the workspace's dynamic links and store checkouts made out to the customer's e-mail address,
 * the customer is deleted, and `customer.erased` is recorded, naming only the customer's id and
 * how many sessions lost their details.
 */
export async function eraseCustomer(
  database: Database,
  companyId: string,
  customerId: string,
  erasedBy: string,
  now: Date,
): Promise<void> {
  await database.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: customers.id, email: customers.email })
      .from(customers)
      .where(and(eq(customers.id, customerId), eq(customers.companyId, companyId)))
      .for('update');
    if (!found) throw new ApiError('NOT_FOUND');
    const sessions = await tx
      .update(checkoutSessions)
      .set({ ...NO_DETAILS, customerId: null, updatedAt: now })
      .where(and(eq(checkoutSessions.customerId, customerId), eq(checkoutSessions.companyId, companyId)))
      .returning({ id: checkoutSessions.id });
    if (found.email !== null) {
      await tx
        .update(paymentLinks)
        .set({ recipientName: null, recipientEmail: null, updatedAt: now })
        .where(
          and(
            eq(paymentLinks.companyId, companyId),
            sql`lower(${paymentLinks.recipientEmail}) = ${found.email.toLowerCase()}`,
          ),
        );
    }
    await tx.delete(customers).where(eq(customers.id, customerId));
    await recordEvent(
      tx,
      {
        companyId,
        type: 'customer.erased',
        objectType: 'customer',
        objectId: customerId,
        data: { customerId, checkouts: sessions.length, erasedBy },
      },
      now,
    );
  });
}
