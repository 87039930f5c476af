// Reports in the workspace's currency, over HTTP against the real server: the dashboard's figures
// and recent payments, billing and its statement, customers and every CSV value each payment from
// its own locked rate and USD snapshot (never the day's rate), say the currency, and show a
// payment priced in another currency in both.
import {
  apiRoutes,
  BillingResponse,
  convertMinor,
  CustomerDetail,
  CustomerListResponse,
  PAYMENT_EXPORT_COLUMNS,
  RecentPaymentsResponse,
  RevenueResponse,
  STATEMENT_CSV_COLUMNS,
  StatementResponse,
  type Currency,
} from '@meridian/contract';
import { eq } from 'drizzle-orm';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallets } from '../src/db/schema';
import { SANDBOX_USD_PER_UNIT } from '../src/payments/sandbox-rates';
import { link, merchant, type Merchant } from './support/checkout';
import { parseCsv } from './support/csv';
import { startApi, type TestApi } from './support/harness';
import { customer, paid } from './support/paid';
import { path } from './support/workspaces';

let api: TestApi;
let lisboa: Merchant;
let liveLink: string;
let customerId: string;

/**
 * The snapshot locked with both payments: a pound worth 1.35 dollars then, not the 1.27 of the
 * sandbox's rates today, so that a figure in pounds shows which rate it was computed from.
 */
const LOCKED: Record<Currency, string> = { ...SANDBOX_USD_PER_UNIT, EUR: '1.08', GBP: '1.35' };

const thisMonth = () => api.clock.now().toISOString().slice(0, 7);
const get = async (url: string) => {
  const response = await lisboa.owner.agent.get(url);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response;
};
const companyId = () => lisboa.company.id;
const revenue = async () =>
  create(
    (await get(`${apiRoutes.dashboardRevenue.path}?companyId=${companyId()}&period=month&environment=live`)).body,
    RevenueResponse,
  );
const recent = async () =>
  create(
    (await get(`${apiRoutes.dashboardRecentPayments.path}?companyId=${companyId()}&environment=live`)).body,
    RecentPaymentsResponse,
  );
const statement = async () =>
  create(
    (await get(path(apiRoutes.billingStatement.path, { id: companyId(), month: thisMonth() }))).body,
    StatementResponse,
  );
const csvRows = async (url: string) => parseCsv(String((await get(url)).body));
const paymentsCsv = () => csvRows(`${apiRoutes.exportPayments.path}?companyId=${companyId()}&environment=live`);
const statementCsv = () => csvRows(path(apiRoutes.billingStatementCsv.path, { id: companyId(), month: thisMonth() }));
const setCurrency = async (currency: Currency) => {
  const response = await lisboa.owner.agent.request('PATCH', path(apiRoutes.updateCompany.path, { id: companyId() }), {
    json: { currency },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
};

beforeAll(async () => {
  api = await startApi({}, { rateLimit: (limit) => ({ ...limit, max: 10_000 }) });
  lisboa = await merchant(api, { name: 'Café Lisboa' });
  await setCurrency('EUR');
  await api.app.meridian.database.db
    .update(wallets)
    .set({ verifiedAt: api.clock.now() })
    .where(eq(wallets.id, lisboa.wallet.id));
  liveLink = (await link(lisboa, { name: 'Bica', environment: 'live' })).id;
  customerId = await customer(api, companyId(), { email: 'ana@example.pt', name: 'Ana' });
  const base = {
    companyId: companyId(),
    linkId: liveLink,
    payTo: lisboa.wallet.addresses[0]!,
    environment: 'live' as const,
  };
  // €25.00 priced in euros, paid in EURC at the euro rate.
  await paid(api, {
    ...base,
    at: api.clock.now(),
    cents: 25_00,
    customerId,
    locked: { currency: 'EUR', usdPerUnit: LOCKED, token: 'EURC' },
  });
  // $27.00 priced in US dollars (a link made before the workspace moved to euros): €25.00 at 1.08.
  await paid(api, {
    ...base,
    at: new Date(api.clock.now().getTime() - 60_000),
    cents: 27_00,
    customerId,
    locked: { currency: 'USD', usdPerUnit: LOCKED },
  });
});
afterAll(async () => {
  await api?.close();
});

describe('reports in the workspace’s currency', () => {
  it('shows a €25 payment as 2500 euro cents in the figures, the statement and the CSV files', async () => {
    const figures = await revenue();
    expect(figures.currency).toBe('EUR');
    expect(figures.current).toMatchObject({ totalCents: 50_00, count: 2, averageCents: 25_00 });
    expect(figures.buckets.at(-1)).toMatchObject({ totalCents: 50_00, count: 2 });

    const month = await statement();
    expect(month).toMatchObject({ currency: 'EUR', volumeCents: 50_00, paymentCount: 2, feeCents: 50 });
    expect(month.lines).toEqual([
      { linkId: liveLink, linkName: 'Bica', volumeCents: 50_00, paymentCount: 2, feeCents: 50 },
    ]);
    const billing = create((await get(path(apiRoutes.billing.path, { id: companyId() }))).body, BillingResponse);
    expect(billing.currency).toBe('EUR');
    expect(billing.inCurrency.usedCents).toBe(50_00);
    expect(billing.statements[0]).toEqual({ month: thisMonth(), volumeCents: 50_00, paymentCount: 2, feeCents: 50 });

    const [header, ...rows] = await statementCsv();
    expect(header).toEqual(STATEMENT_CSV_COLUMNS);
    expect(rows.map((row) => row.slice(3))).toEqual([
      ['USDC', '25.00', '1.00', '0.25', 'EUR', 'USD', '27.00', '0.00'],
      ['EURC', '25.00', '1.00', '0.25', 'EUR', 'EUR', '25.00', '0.00'],
    ]);

    const [exportHeader, ...exported] = await paymentsCsv();
    const column = (name: string) => exportHeader!.indexOf(name);
    expect(exportHeader).toEqual(PAYMENT_EXPORT_COLUMNS);
    const euro = exported.find((row) => row[column('token')] === 'EURC')!;
    expect([
      euro[column('value')],
      euro[column('currency')],
      euro[column('price_currency')],
      euro[column('price')],
    ]).toEqual(['25.00', 'EUR', 'EUR', '25.00']);
  });

  it('shows a payment priced in US dollars in a euro workspace in both currencies', async () => {
    const { payments } = await recent();
    const dollars = payments.find((payment) => payment.token.symbol === 'USDC')!;
    expect(dollars).toMatchObject({
      currency: 'EUR',
      cents: 25_00,
      priceCurrency: 'USD',
      priceCents: 27_00,
      usdCents: 27_00,
    });
    const euros = payments.find((payment) => payment.token.symbol === 'EURC')!;
    expect(euros).toMatchObject({
      currency: 'EUR',
      cents: 25_00,
      priceCurrency: 'EUR',
      priceCents: 25_00,
      usdCents: 27_00,
    });

    const [header, ...exported] = await paymentsCsv();
    const row = exported.find((candidate) => candidate[header!.indexOf('token')] === 'USDC')!;
    expect(['value', 'currency', 'price_currency', 'price'].map((name) => row[header!.indexOf(name)])).toEqual([
      '25.00',
      'EUR',
      'USD',
      '27.00',
    ]);

    const detail = create(
      (await get(path(apiRoutes.customer.path, { id: companyId(), customerId }))).body,
      CustomerDetail,
    );
    expect(detail.customer).toMatchObject({ currency: 'EUR', paymentCount: 2, totalCents: 50_00 });
    expect(
      detail.payments.map(({ currency, totalCents, priceCurrency, priceCents }) => ({
        currency,
        totalCents,
        priceCurrency,
        priceCents,
      })),
    ).toEqual([
      { currency: 'EUR', totalCents: 25_00, priceCurrency: 'EUR', priceCents: 25_00 },
      { currency: 'EUR', totalCents: 25_00, priceCurrency: 'USD', priceCents: 27_00 },
    ]);
    const list = create(
      (await get(`${path(apiRoutes.listCustomers.path, { id: companyId() })}`)).body,
      CustomerListResponse,
    );
    expect(list.customers[0]).toMatchObject({ currency: 'EUR', totalCents: 50_00 });
    const [customersHeader, ...customerRows] = await csvRows(path(apiRoutes.exportCustomers.path, { id: companyId() }));
    expect(customersHeader!.at(-1)).toBe('currency');
    const ana = customerRows.find((candidate) => candidate[0] === 'ana@example.pt')!;
    expect([ana[customersHeader!.indexOf('total')], ana.at(-1)]).toEqual(['50.00', 'EUR']);
  });

  it("re-expresses earlier payments from their own locked snapshot when the workspace's currency changes", async () => {
    await setCurrency('GBP');
    try {
      // €25.00 and $27.00 are both $27.00, at the locked 1.35 dollars a pound £20.00: not the
      // £21.26 the day's 1.27 would make.
      const pounds = convertMinor(27_00, 'USD', 'GBP', LOCKED);
      expect(pounds).toBe(20_00);
      expect(convertMinor(27_00, 'USD', 'GBP', SANDBOX_USD_PER_UNIT)).not.toBe(pounds);
      const figures = await revenue();
      expect(figures).toMatchObject({ currency: 'GBP', current: { totalCents: 2 * pounds, count: 2 } });
      const { payments } = await recent();
      expect(payments.map(({ currency, cents, priceCurrency }) => ({ currency, cents, priceCurrency }))).toEqual([
        { currency: 'GBP', cents: pounds, priceCurrency: 'EUR' },
        { currency: 'GBP', cents: pounds, priceCurrency: 'USD' },
      ]);
      expect(await statement()).toMatchObject({ currency: 'GBP', volumeCents: 2 * pounds });
      const [, ...rows] = await statementCsv();
      expect(rows.map((row) => [row[4], row[7]])).toEqual([
        ['20.00', 'GBP'],
        ['20.00', 'GBP'],
      ]);
    } finally {
      await setCurrency('EUR');
    }
  });

  it('leaves out of the figures a payment whose snapshot cannot say it in the currency, and counts it', async () => {
    // A checkout priced in dollars before currencies existed keeps a snapshot of dollars only.
    await paid(api, {
      companyId: companyId(),
      linkId: liveLink,
      payTo: lisboa.wallet.addresses[0]!,
      environment: 'live',
      at: new Date(api.clock.now().getTime() - 120_000),
      cents: 10_00,
    });
    const figures = await revenue();
    expect(figures.current).toMatchObject({ totalCents: 50_00, count: 2 });
    expect(figures.unpriced).toBe(1);
    const { payments } = await recent();
    expect(payments.at(-1)).toMatchObject({ currency: 'EUR', cents: null, priceCurrency: 'USD', priceCents: 10_00 });
  });
});
