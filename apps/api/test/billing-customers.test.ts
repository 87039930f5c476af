// Billing (the tier, its limit and this month's use, fees, statements as a page and as CSV) and
// customers (one per e-mail per workspace, searched, paged, exported, erased on request), over
// HTTP against the real server.
import {
  apiRoutes,
  BillingResponse,
  CUSTOMER_CSV_COLUMNS,
  CustomerDetail,
  CustomerListResponse,
  STATEMENT_CSV_COLUMNS,
  StatementResponse,
} from '@meridian/contract';
import { eq } from 'drizzle-orm';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../src/config';
import { NO_DETAILS } from '../src/customers/record';
import { readMigrations } from '../src/db/migrate';
import { checkoutSessions, customers, paymentLinks, payments, wallets } from '../src/db/schema';
import { createKey } from './support/api-keys';
import { listedEvents } from './support/events';
import { link, merchant, openSession, payer, type Merchant } from './support/checkout';
import { startApi, type Agent, type TestApi } from './support/harness';
import { paid } from './support/paid';
import { errorOf, joinAs, path } from './support/workspaces';
import { parseCsv } from './support/csv';

let api: TestApi;
let lumen: Merchant;
let other: Merchant;
let viewer: Agent;
let admin: Agent;
let payTo: string;
let liveLink: string;
let testLink: string;

const thisMonth = () => api.clock.now().toISOString().slice(0, 7);

beforeAll(async () => {
  api = await startApi({}, { rateLimit: (limit) => ({ ...limit, max: 10_000 }) });
  // Priced in US dollars: the figures below are the payments' own dollar amounts.
  lumen = await merchant(api, { name: 'Lumen', currency: 'USD' });
  other = await merchant(api, { name: 'Other', currency: 'USD' });
  viewer = (await joinAs(api, lumen.owner.agent, lumen.company.id, 'viewer')).agent;
  admin = (await joinAs(api, lumen.owner.agent, lumen.company.id, 'admin')).agent;
  payTo = lumen.wallet.addresses[0]!;
  // A live link pays to a proven wallet.
  await api.app.meridian.database.db
    .update(wallets)
    .set({ verifiedAt: api.clock.now() })
    .where(eq(wallets.id, lumen.wallet.id));
  liveLink = (await link(lumen, { name: 'Live beans', environment: 'live' })).id;
  testLink = (
    await link(lumen, {
      name: '=Test beans',
      options: { collectEmail: true, collectBillingDetails: true, includeVat: false, vatRate: null },
    })
  ).id;
});
afterAll(async () => {
  await api?.close();
});

const billingOf = async (agent: Agent, companyId = lumen.company.id) => {
  const response = await agent.get(path(apiRoutes.billing.path, { id: companyId }));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return create(response.body, BillingResponse);
};

describe('billing', () => {
  it('answers the tier, its limit, the fee rate, and a month with nothing used yet', async () => {
    const billing = await billingOf(viewer);
    expect(billing).toMatchObject({
      tier: 'basic',
      limit: { perPaymentCents: 100_00, monthlyCents: null },
      month: { month: thisMonth(), usedCents: 0, testUsedCents: 0 },
      feeRateBp: 100,
    });
    expect(billing.statements).toEqual([{ month: thisMonth(), volumeCents: 0, paymentCount: 0, feeCents: 0 }]);
  });

  it("counts this month's confirmed live payments; test ones are shown apart and count towards nothing", async () => {
    const now = api.clock.now();
    await paid(api, {
      companyId: lumen.company.id,
      linkId: liveLink,
      payTo,
      at: now,
      cents: 72_00,
      environment: 'live',
    });
    await paid(api, {
      companyId: lumen.company.id,
      linkId: liveLink,
      payTo,
      at: now,
      cents: 8_33,
      environment: 'live',
    });
    await paid(api, {
      companyId: lumen.company.id,
      linkId: testLink,
      payTo,
      at: now,
      cents: 50_00,
      environment: 'test',
    });
    // Received, not yet confirmed: not counted.
    await paid(api, {
      companyId: lumen.company.id,
      linkId: liveLink,
      payTo,
      at: now,
      cents: 99_00,
      environment: 'live',
      state: 'pending',
    });
    // Another month.
    await paid(api, {
      companyId: lumen.company.id,
      linkId: liveLink,
      payTo,
      at: '2026-01-15T12:00:00Z',
      cents: 10_00,
      environment: 'live',
    });
    const billing = await billingOf(lumen.owner.agent);
    expect(billing.month).toMatchObject({ usedCents: 80_33, testUsedCents: 50_00 });
    // Fees: each payment's at 1 %, rounded half up (72.00 -> 0.72, 8.33 -> 0.08).
    expect(billing.statements[0]).toEqual({ month: thisMonth(), volumeCents: 80_33, paymentCount: 2, feeCents: 80 });
    expect(billing.statements).toContainEqual({ month: '2026-01', volumeCents: 10_00, paymentCount: 1, feeCents: 10 });
    // Another workspace sees none of it.
    expect((await billingOf(other.owner.agent, other.company.id)).month.usedCents).toBe(0);
  });

  it("answers a month's statement by link, and its CSV with each payment's fee", async () => {
    const response = await viewer.get(
      path(apiRoutes.billingStatement.path, { id: lumen.company.id, month: thisMonth() }),
    );
    expect(response.status).toBe(200);
    const statement = create(response.body, StatementResponse);
    expect(statement).toMatchObject({
      month: thisMonth(),
      volumeCents: 80_33,
      paymentCount: 2,
      feeCents: 80,
      feeRateBp: 100,
    });
    expect(statement.lines).toEqual([
      { linkId: liveLink, linkName: 'Live beans', volumeCents: 80_33, paymentCount: 2, feeCents: 80 },
    ]);

    const csv = await viewer.get(
      path(apiRoutes.billingStatementCsv.path, { id: lumen.company.id, month: thisMonth() }),
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="statement-${thisMonth()}.csv"`);
    const [header, ...rows] = parseCsv(String(csv.body));
    expect(header).toEqual([...STATEMENT_CSV_COLUMNS]);
    expect(rows.map((row) => [row[2], row[3], row[4], row[5], row[6]]).sort()).toEqual([
      ['Live beans', 'USDC', '72.00', '1.00', '0.72'],
      ['Live beans', 'USDC', '8.33', '1.00', '0.08'],
    ]);
  });

  it('refuses a month that is not YYYY-MM with a 422 naming the field', async () => {
    for (const month of ['2026-13', '26-01', 'june', '0000-01', '1999-12']) {
      const response = await viewer.get(path(apiRoutes.billingStatement.path, { id: lumen.company.id, month }));
      expect(response.status).toBe(422);
      expect(errorOf(response.body)).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'month' }] });
    }
    const csv = await viewer.get(path(apiRoutes.billingStatementCsv.path, { id: lumen.company.id, month: 'x' }));
    expect(csv.status).toBe(422);
  });

  it('answers 404 for a workspace the caller does not belong to', async () => {
    const response = await other.owner.agent.get(path(apiRoutes.billing.path, { id: lumen.company.id }));
    expect([response.status, errorOf(response.body).code]).toEqual([404, 'NOT_FOUND']);
  });

  it('reads its fee rates from configuration, Gold no higher than the others', () => {
    expect(loadConfig({}).feeRates).toEqual({ standard: 100, gold: 50 });
    expect(loadConfig({ FEE_RATE_BP: '250', FEE_RATE_GOLD_BP: '125' }).feeRates).toEqual({ standard: 250, gold: 125 });
    expect(() => loadConfig({ FEE_RATE_BP: '1.5' })).toThrow(ConfigError);
    expect(() => loadConfig({ FEE_RATE_BP: '20000' })).toThrow(ConfigError);
    expect(() => loadConfig({ FEE_RATE_BP: '50', FEE_RATE_GOLD_BP: '60' })).toThrow(ConfigError);
  });
});

const listOf = async (agent: Agent, query = '') => {
  const response = await agent.get(`${path(apiRoutes.listCustomers.path, { id: lumen.company.id })}${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return create(response.body, CustomerListResponse);
};

const billingDetails = {
  name: 'Ada Lovelace',
  street: '12 Ockham Lane',
  city: 'London',
  postalCode: 'W1',
  country: 'GB',
};

describe('customers', () => {
  let slug: string;
  let adaSessions: string[];

  beforeAll(async () => {
    const [row] = await api.app.meridian.database.db
      .select({ slug: paymentLinks.slug })
      .from(paymentLinks)
      .where(eq(paymentLinks.id, testLink));
    slug = row!.slug;
    const ada1 = await openSession(payer(api), slug, {
      token: 'DEV',
      email: 'ada@example.com',
      billing: billingDetails,
    });
    // The same e-mail in other letters, with a VAT number this time: the same customer.
    const ada2 = await openSession(payer(api), slug, {
      token: 'DEV',
      email: 'ADA@example.com',
      billing: billingDetails,
      vatNumber: 'GB123',
    });
    await openSession(payer(api), slug, {
      token: 'DEV',
      email: 'grace@example.com',
      billing: { ...billingDetails, name: 'Grace Hopper' },
    });
    await openSession(payer(api), slug, {
      token: 'DEV',
      email: 'linus@example.com',
      billing: { ...billingDetails, name: 'Linus' },
    });
    adaSessions = [ada1.id, ada2.id];
    // Ada's first checkout is paid.
    const db = api.app.meridian.database.db;
    await db
      .update(checkoutSessions)
      .set({ state: 'paid', paidAt: api.clock.now() })
      .where(eq(checkoutSessions.id, ada1.id));
    await db.insert(payments).values({
      id: crypto.randomUUID(),
      companyId: lumen.company.id,
      sessionId: ada1.id,
      environment: 'test',
      chainId: 1287,
      txHash: `0x${'ab'.repeat(32)}`,
      logIndex: 0,
      blockNumber: 1n,
      blockHash: `0x${'cd'.repeat(32)}`,
      fromAddress: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
      toAddress: payTo,
      tokenSymbol: 'DEV',
      tokenAddress: null,
      tokenDecimals: 18,
      amount: '1',
      state: 'confirmed',
      match: 'amount',
      detectedAt: api.clock.now(),
      confirmedAt: api.clock.now(),
    });
  });

  it('keeps one customer per e-mail, with the latest details and the paid totals', async () => {
    const list = await listOf(viewer);
    expect(list.total).toBe(3);
    const ada = list.customers.find((customer) => customer.email?.toLowerCase() === 'ada@example.com');
    expect(ada).toMatchObject({
      name: 'Ada Lovelace',
      country: 'GB',
      testPaymentCount: 1,
      testTotalCents: 49_90,
      paymentCount: 0,
    });
    const detail = await viewer.get(path(apiRoutes.customer.path, { id: lumen.company.id, customerId: ada!.id }));
    expect(detail.status).toBe(200);
    const body = create(detail.body, CustomerDetail);
    expect(body.billing).toEqual({ street: '12 Ockham Lane', city: 'London', postalCode: 'W1', vatNumber: 'GB123' });
    expect(body.payments.map((payment) => [payment.sessionId, payment.state, payment.totalCents])).toEqual([
      [adaSessions[0], 'paid', 49_90],
    ]);
  });

  it('searches by name or e-mail, any case, with % and _ matching themselves', async () => {
    expect((await listOf(viewer, '?q=GRACE')).customers.map((c) => c.email)).toEqual(['grace@example.com']);
    expect((await listOf(viewer, '?q=lovelace')).customers.map((c) => c.name)).toEqual(['Ada Lovelace']);
    expect((await listOf(viewer, '?q=%25')).total).toBe(0);
    expect((await listOf(viewer, '?q=nobody')).customers).toEqual([]);
  });

  it('pages by cursor, most recently seen first, and refuses a bad page size or cursor', async () => {
    const first = await listOf(viewer, '?limit=2');
    expect(first.customers).toHaveLength(2);
    expect(first.total).toBe(3);
    expect(first.nextCursor).not.toBeNull();
    const second = await listOf(viewer, `?limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.customers).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    const all = [...first.customers, ...second.customers].map((customer) => customer.name);
    expect(all).toEqual(['Linus', 'Grace Hopper', 'Ada Lovelace']);
    for (const query of ['?limit=0', '?limit=101', '?cursor=nonsense']) {
      const response = await viewer.get(`${path(apiRoutes.listCustomers.path, { id: lumen.company.id })}${query}`);
      expect(response.status).toBe(422);
      expect(errorOf(response.body).code).toBe('VALIDATION_FAILED');
    }
  });

  it('exports the customers the search matches as CSV', async () => {
    const response = await viewer.get(`${path(apiRoutes.exportCustomers.path, { id: lumen.company.id })}?q=ada`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = parseCsv(String(response.body));
    expect(header).toEqual([...CUSTOMER_CSV_COLUMNS]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.slice(0, 11)).toEqual([
      'ADA@example.com',
      'Ada Lovelace',
      '12 Ockham Lane',
      'London',
      'W1',
      'GB',
      'GB123',
      '0',
      '0.00',
      '1',
      '49.90',
    ]);
  });

  it("answers 404 for another workspace's customer, read or erased through this one", async () => {
    const ada = (await listOf(viewer, '?q=ada')).customers[0]!;
    const asOther = await other.owner.agent.get(
      path(apiRoutes.customer.path, { id: other.company.id, customerId: ada.id }),
    );
    expect([asOther.status, errorOf(asOther.body).code]).toEqual([404, 'NOT_FOUND']);
    const erase = await other.owner.agent.request(
      'DELETE',
      path(apiRoutes.eraseCustomer.path, { id: other.company.id, customerId: ada.id }),
    );
    expect(erase.status).toBe(404);
    const unknown = await viewer.get(
      path(apiRoutes.customer.path, { id: lumen.company.id, customerId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknown.status).toBe(404);
    expect((await listOf(viewer, '?q=ada')).total).toBe(1);
  });

  it('lets owners and admins erase a customer: personal fields gone, payments kept, an event recorded', async () => {
    const ada = (await listOf(viewer, '?q=ada')).customers[0]!;
    const url = path(apiRoutes.eraseCustomer.path, { id: lumen.company.id, customerId: ada.id });
    // A viewer is refused, and nothing changes.
    const refused = await viewer.request('DELETE', url);
    expect([refused.status, errorOf(refused.body).code]).toEqual([403, 'FORBIDDEN']);
    expect((await listOf(viewer, '?q=ada')).total).toBe(1);

    const erased = await admin.request('DELETE', url);
    expect(erased.status).toBe(200);
    expect((await listOf(viewer, '?q=ada')).total).toBe(0);
    expect((await viewer.get(path(apiRoutes.customer.path, { id: lumen.company.id, customerId: ada.id }))).status).toBe(
      404,
    );
    expect((await admin.request('DELETE', url)).status).toBe(404);

    const db = api.app.meridian.database.db;
    const sessions = await db.select().from(checkoutSessions).where(eq(checkoutSessions.linkId, testLink));
    for (const id of adaSessions) {
      const session = sessions.find((row) => row.id === id)!;
      // Every detail the payer gave is gone, and the session belongs to no customer.
      expect(session).toMatchObject({ ...NO_DETAILS, customerId: null });
    }
    // The payment and the paid checkout stay: the month's test use still counts them.
    expect(sessions.find((row) => row.id === adaSessions[0])!.state).toBe('paid');
    expect(await db.select().from(payments).where(eq(payments.sessionId, adaSessions[0]!))).toHaveLength(1);
    expect(await db.select().from(customers).where(eq(customers.id, ada.id))).toEqual([]);
    // The other customers keep their details.
    expect(sessions.filter((row) => row.email !== null)).toHaveLength(2);

    // A viewer reads the stream too.
    const [event] = await listedEvents(viewer, lumen.company.id, { type: 'customer.erased' });
    expect(event).toMatchObject({ type: 'customer.erased', objectType: 'customer', objectId: ada.id });
    expect(JSON.stringify(event!.data)).not.toContain('ada@');
  });

  it('lists a store checkout’s buyer as a customer, and erases them from it and from dynamic links made out to them', async () => {
    const { secret } = await createKey(lumen.owner.agent, lumen.company.id);
    const store = api.agent({ authorization: `Bearer ${secret}` });
    const made = await store.post(apiRoutes.publicCreateCheckout.path, {
      amount: '25.00',
      description: 'Two bags of beans',
      customer: { name: 'Mary Shelley', email: 'Mary@Example.com' },
    });
    expect(made.status).toBe(201);
    const checkoutId = (made.body as { id: string }).id;
    // The buyer is on the Customers page.
    const [mary] = (await listOf(viewer, '?q=shelley')).customers;
    expect(mary).toMatchObject({ name: 'Mary Shelley', email: 'mary@example.com' });
    // A dynamic link the dashboard made out to the same person, and one to somebody else.
    const invoice = await link(lumen, {
      type: 'dynamic',
      recipientName: 'M. Shelley',
      recipientEmail: 'MARY@example.com',
      summary: 'Catering',
    });
    const otherInvoice = await link(lumen, {
      type: 'dynamic',
      recipientName: 'Percy',
      recipientEmail: 'percy@example.com',
      summary: 'Catering',
    });

    const url = path(apiRoutes.eraseCustomer.path, { id: lumen.company.id, customerId: mary!.id });
    expect((await admin.request('DELETE', url)).status).toBe(200);
    expect((await listOf(viewer, '?q=shelley')).total).toBe(0);
    const rows = await api.app.meridian.database.db
      .select({ id: paymentLinks.id, name: paymentLinks.recipientName, email: paymentLinks.recipientEmail })
      .from(paymentLinks)
      .where(eq(paymentLinks.companyId, lumen.company.id));
    const recipient = (id: string) => rows.find((row) => row.id === id);
    expect(recipient(checkoutId)).toEqual({ id: checkoutId, name: null, email: null });
    expect(recipient(invoice.id)).toEqual({ id: invoice.id, name: null, email: null });
    expect(recipient(otherInvoice.id)).toEqual({ id: otherInvoice.id, name: 'Percy', email: 'percy@example.com' });
  });

  it('answers 422 to a search that is too long, and nothing is listed', async () => {
    const response = await viewer.get(
      `${path(apiRoutes.listCustomers.path, { id: lumen.company.id })}?q=${'a'.repeat(201)}`,
    );
    expect(response.status).toBe(422);
    expect(errorOf(response.body)).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'q' }] });
  });
});

describe('the customers of checkouts stored before them (migration 0015)', () => {
  it('makes one customer per e-mail per workspace from the sessions, with the latest details, and names it on each session', async () => {
    const db = api.app.meridian.database.db;
    const now = api.clock.now();
    const base = {
      companyId: other.company.id,
      environment: 'test' as const,
      chainId: 1287,
      payTo: other.wallet.addresses[0]!,
      tokenSymbol: 'DEV',
      tokenAddress: null,
      tokenDecimals: 18,
      currency: 'USD' as const,
      rate: '0.25',
      rateSource: 'sandbox',
      rateAt: now,
      rateSandbox: true,
      usdPerUnit: { USD: '1' },
      subtotalCents: 10_00,
      vatCents: 0,
      totalCents: 10_00,
      totalUsdCents: 10_00,
      state: 'expired' as const,
      exception: null,
      expiresAt: now,
      holdUntil: now,
      amountHeld: false,
      updatedAt: now,
    };
    const otherLink = (await link(other, { name: 'Old link' })).id;
    const old = [
      { email: 'Zoe@example.com', billingName: 'Zoé', createdAt: new Date(now.getTime() - 60_000) },
      { email: 'zoe@example.com', billingName: 'Zoé Durand', createdAt: now },
      { email: null, billingName: 'Max', billingCountry: 'DE', createdAt: now },
      { email: null, billingName: null, createdAt: now },
    ];
    const ids: string[] = [];
    for (const [index, details] of old.entries()) {
      const id = crypto.randomUUID();
      ids.push(id);
      await db
        .insert(checkoutSessions)
        .values({ ...base, ...details, id, linkId: otherLink, amount: String(index + 1) });
    }
    const migration = readMigrations().find((file) => file.version === '0015')!;
    const backfill = migration.sql.slice(migration.sql.indexOf('INSERT INTO customers'));
    await api.app.meridian.database.script((runner) => runner.exec(backfill));

    const rows = await db.select().from(customers).where(eq(customers.companyId, other.company.id));
    expect(rows.map((row) => [row.key, row.name]).sort()).toEqual([
      ['billing:max|DE', 'Max'],
      ['email:zoe@example.com', 'Zoé Durand'],
    ]);
    const sessions = await db.select().from(checkoutSessions).where(eq(checkoutSessions.linkId, otherLink));
    const zoe = rows.find((row) => row.key.startsWith('email:'))!.id;
    expect(ids.map((id) => sessions.find((session) => session.id === id)!.customerId)).toEqual([
      zoe,
      zoe,
      rows.find((row) => row.key.startsWith('billing:'))!.id,
      null,
    ]);
  });
});
