// Refunds in the reports, over HTTP against the real server: a statement counts the refunds
// confirmed in its month and its net (a refund returns no fee), the payments' and the statement's
// CSV files say what each payment's refunds gave back in the workspace's currency at the
// payment's own locked rate, and a customer's page answers their refunds.
import { apiRoutes, CreatedRefundResponse, CustomerDetail, StatementResponse, type Currency } from '@meridian/contract';
import { eq } from 'drizzle-orm';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds, wallets } from '../src/db/schema';
import { SANDBOX_USD_PER_UNIT } from '../src/payments/sandbox-rates';
import { link, merchant, type Merchant } from './support/checkout';
import { parseCsv } from './support/csv';
import { startApi, type TestApi } from './support/harness';
import { customer, hex, paid } from './support/paid';
import { path } from './support/workspaces';

let api: TestApi;
let lisboa: Merchant;
let customerId: string;
/** The €25.00 payment (EURC) and the $27.00 one (USDC, €25.00 at the locked 1.08). */
let euroPayment: string;
let dollarPayment: string;

const LOCKED: Record<Currency, string> = { ...SANDBOX_USD_PER_UNIT, EUR: '1.08' };
const PAYER = '0x2B5AD5c4795c026514f8317c7a215E218DcCD6cF';

const thisMonth = () => api.clock.now().toISOString().slice(0, 7);
const companyId = () => lisboa.company.id;
const get = async (url: string) => {
  const response = await lisboa.owner.agent.get(url);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response;
};
const csvRows = async (url: string) => parseCsv(String((await get(url)).body));

/** A refund of `amount` of the payment's price currency to the payer's address; confirmed at `confirmedAt` when given. */
async function refund(paymentId: string, amount: string, currency: Currency, confirmedAt?: Date) {
  const response = await lisboa.owner.agent.post(path(apiRoutes.createRefund.path, { id: paymentId }), {
    amount,
    currency,
    address: PAYER,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const made = create(response.body, CreatedRefundResponse).refund;
  if (confirmedAt) {
    await api.app.meridian.database.db
      .update(refunds)
      .set({ state: 'confirmed', txHash: hex(32), confirmedAt })
      .where(eq(refunds.id, made.id));
  }
  return made;
}

beforeAll(async () => {
  api = await startApi({}, { rateLimit: (limit) => ({ ...limit, max: 10_000 }) });
  lisboa = await merchant(api, { name: 'Café Lisboa' });
  const currency = await lisboa.owner.agent.request('PATCH', path(apiRoutes.updateCompany.path, { id: companyId() }), {
    json: { currency: 'EUR' },
  });
  expect(currency.status).toBe(200);
  const db = api.app.meridian.database.db;
  await db.update(wallets).set({ verifiedAt: api.clock.now() }).where(eq(wallets.id, lisboa.wallet.id));
  const liveLink = (await link(lisboa, { name: 'Bica', environment: 'live' })).id;
  customerId = await customer(api, companyId(), { email: 'ana@example.pt', name: 'Ana' });
  const base = { companyId: companyId(), linkId: liveLink, payTo: lisboa.wallet.addresses[0]!, customerId };
  euroPayment = (
    await paid(api, {
      ...base,
      environment: 'live',
      at: api.clock.now(),
      cents: 25_00,
      locked: { currency: 'EUR', usdPerUnit: LOCKED, token: 'EURC' },
    })
  ).paymentId;
  dollarPayment = (
    await paid(api, {
      ...base,
      environment: 'live',
      at: new Date(api.clock.now().getTime() - 60_000),
      cents: 27_00,
      locked: { currency: 'USD', usdPerUnit: LOCKED },
    })
  ).paymentId;
  // €10.00 of the euro payment and $5.40 (€5.00 at its locked rate) of the dollar one, confirmed;
  // €3.00 more of the euro payment that is still waiting to be sent.
  await refund(euroPayment, '10.00', 'EUR', api.clock.now());
  await refund(dollarPayment, '5.40', 'USD', api.clock.now());
  await refund(euroPayment, '3.00', 'EUR');
});
afterAll(async () => {
  await api?.close();
});

describe('refunds in the reports', () => {
  it("counts the month's confirmed refunds in its statement and its net, and keeps the fees", async () => {
    const statement = create(
      (await get(path(apiRoutes.billingStatement.path, { id: companyId(), month: thisMonth() }))).body,
      StatementResponse,
    );
    expect(statement).toMatchObject({
      currency: 'EUR',
      volumeCents: 50_00,
      paymentCount: 2,
      feeCents: 50,
      refundCount: 2,
      refundCents: 15_00,
      netCents: 35_00,
    });

    // Another month's statement has none of them.
    const earlier = create(
      (await get(path(apiRoutes.billingStatement.path, { id: companyId(), month: '2025-01' }))).body,
      StatementResponse,
    );
    expect(earlier).toMatchObject({ refundCount: 0, refundCents: 0, netCents: 0 });
  });

  it("says in the payments' and the statement's CSV what each payment's confirmed refunds gave back", async () => {
    const [header, ...rows] = await csvRows(`${apiRoutes.exportPayments.path}?companyId=${companyId()}`);
    expect(header!.at(-1)).toBe('refunded');
    const byToken = (token: string) => rows.find((row) => row[header!.indexOf('token')] === token)!;
    const fields = (row: string[]) =>
      ['value', 'currency', 'price_currency', 'price', 'refunded'].map((name) => row[header!.indexOf(name)]);
    expect(fields(byToken('EURC'))).toEqual(['25.00', 'EUR', 'EUR', '25.00', '10.00']);
    expect(fields(byToken('USDC'))).toEqual(['25.00', 'EUR', 'USD', '27.00', '5.00']);

    const [statementHeader, ...lines] = await csvRows(
      path(apiRoutes.billingStatementCsv.path, { id: companyId(), month: thisMonth() }),
    );
    expect(statementHeader!.at(-1)).toBe('refunded');
    expect(lines.map((line) => [line[3], line[4], line[6], line.at(-1)])).toEqual([
      ['USDC', '25.00', '0.25', '5.00'],
      ['EURC', '25.00', '0.25', '10.00'],
    ]);
  });

  it("answers a customer's refunds with their page, each naming its payment, and another workspace's nothing", async () => {
    const detail = create(
      (await get(path(apiRoutes.customer.path, { id: companyId(), customerId }))).body,
      CustomerDetail,
    );
    expect(detail.payments.map((payment) => payment.paymentId)).toEqual([euroPayment, dollarPayment]);
    expect(
      detail.refunds.map(({ paymentId, state, priceAmount, currency }) => ({
        paymentId,
        state,
        priceAmount,
        currency,
      })),
    ).toEqual([
      { paymentId: euroPayment, state: 'ready', priceAmount: '3.00', currency: 'EUR' },
      { paymentId: dollarPayment, state: 'confirmed', priceAmount: '5.40', currency: 'USD' },
      { paymentId: euroPayment, state: 'confirmed', priceAmount: '10.00', currency: 'EUR' },
    ]);

    const other = await merchant(api, { name: 'Other' });
    const stranger = await other.owner.agent.get(path(apiRoutes.customer.path, { id: other.company.id, customerId }));
    expect(stranger.status).toBe(404);
  });
});
