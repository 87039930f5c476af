// Prices in the workspace's own currency over HTTP, against the real server with the sandbox's
// fixed rates (a euro is US$1.08, a yen US$0.0064, GLMR US$0.25, EURC one euro) and a watched
// local chain: the workspace's currency, links and /v1 checkouts in a currency with its digits,
// the rate a session locks and shows, the payment keeping it, and tier limits through the rate.
import {
  apiRoutes,
  BillingResponse,
  CheckoutLink,
  Checkout,
  Company,
  CompanyListResponse,
  PaymentLink,
  type Currency,
} from '@meridian/contract';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import type { LocalChain } from '../src/chain';
import { payments } from '../src/db/schema';
import { createKey } from './support/api-keys';
import { link, merchant, openSession, payer, watchChain, type Merchant } from './support/checkout';
import { Agent, confirmedUser, type TestApi } from './support/harness';
import { createWorkspace, errorOf, joinAs, path } from './support/workspaces';

let chain: LocalChain;
let api: TestApi;
const { mine, pay, until } = watchChain((started) => ({ chain, api } = started));

const companyPath = (m: Merchant) => path(apiRoutes.getCompany.path, { id: m.company.id });
const readCompany = async (m: Merchant) => create((await m.owner.agent.get(companyPath(m))).body, Company);
const linksOf = async (m: Merchant) =>
  (await m.owner.agent.get(`${apiRoutes.listLinks.path}?companyId=${m.company.id}`)).body as { total: number };
const face = async (slug: string) =>
  create((await payer(api).get(path(apiRoutes.getCheckoutLink.path, { slug }))).body, CheckoutLink);

async function refusedLink(m: Merchant, body: Record<string, unknown>) {
  const response = await m.owner.agent.post(apiRoutes.createStaticLink.path, {
    companyId: m.company.id,
    type: 'static',
    environment: 'test',
    payoutWalletId: m.wallet.id,
    ...body,
  });
  return { status: response.status, error: errorOf(response.body) };
}

async function store(m: Merchant) {
  const key = await createKey(m.owner.agent, m.company.id);
  return new Agent(api.url, { authorization: `Bearer ${key.secret}` });
}

const postCheckout = (program: Agent, body: Record<string, unknown>) =>
  program.post(
    apiRoutes.publicCreateCheckout.path,
    { description: 'Two bags of beans', ...body },
    { 'idempotency-key': randomUUID() },
  );

describe("a workspace's pricing currency", () => {
  it("starts from the country's own, is shown wherever the workspace is, and only owners and admins change it", async () => {
    const m = await merchant(api);
    // Portugal prices in euros unless the creator chooses.
    const founder = await confirmedUser(api);
    const portuguese = await createWorkspace(founder.agent, { name: 'Lisboa', currency: undefined });
    expect(portuguese.currency).toBe('EUR');
    const japanese = await createWorkspace(founder.agent, { name: 'Tokyo', country: 'JP', currency: undefined });
    expect(japanese.currency).toBe('JPY');
    const listed = create((await founder.agent.get(apiRoutes.userCompanies.path)).body, CompanyListResponse);
    expect(listed.companies.map((company) => [company.name, company.currency])).toEqual([
      ['Lisboa', 'EUR'],
      ['Tokyo', 'JPY'],
    ]);

    // An unknown currency is refused on its field, and nothing changes.
    const unknown = await m.owner.agent.request('PATCH', companyPath(m), { json: { currency: 'XAU', name: 'Gold' } });
    expect(unknown.status).toBe(422);
    expect(errorOf(unknown.body)).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'currency' }] });
    expect(await readCompany(m)).toMatchObject({ name: 'Lumen', currency: 'USD' });

    // A developer cannot change it; the owner can. Existing links keep theirs, new ones take it.
    const before = await link(m, { amount: '10.00' });
    const developer = await joinAs(api, m.owner.agent, m.company.id, 'developer');
    const refused = await developer.agent.request('PATCH', companyPath(m), { json: { currency: 'EUR' } });
    expect(refused.status).toBe(403);
    const changed = await m.owner.agent.request('PATCH', companyPath(m), { json: { currency: 'EUR' } });
    expect(changed.status).toBe(200);
    expect(create(changed.body, Company).currency).toBe('EUR');
    const after = await link(m, { amount: '10.00' });
    expect([before.currency, after.currency]).toEqual(['USD', 'EUR']);
    expect((await face(before.slug)).currency).toBe('USD');
  });
});

describe('links and /v1 checkouts in a currency', () => {
  it("take the workspace's currency or the one named, with its own digits, and refuse bad input changing nothing", async () => {
    const m = await merchant(api, { currency: 'EUR' });
    const euros = await link(m, { amount: '25.00' });
    expect(euros).toMatchObject({ currency: 'EUR', amount: '25.00' });
    const yen = await link(m, { currency: 'JPY', amount: '1250' });
    expect(yen).toMatchObject({ currency: 'JPY', amount: '1250' });
    expect(await face(yen.slug)).toMatchObject({ currency: 'JPY', amount: '1250' });

    const total = (await linksOf(m)).total;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ currency: 'JPY', amount: '12.5' }, 'amount', 'too_many_decimals'],
      [{ amount: '12.505' }, 'amount', 'too_many_decimals'],
      [{ currency: 'XYZ', amount: '10' }, 'currency', 'invalid'],
      [{ type: 'donation', currency: 'JPY', minimumAmount: '5.5' }, 'minimumAmount', 'too_many_decimals'],
      [
        { type: 'donation', currency: 'JPY', suggestedAmounts: ['500', '7.5'] },
        'suggestedAmounts.1',
        'too_many_decimals',
      ],
    ];
    for (const [body, field, code] of cases) {
      const { status, error } = await refusedLink(m, body);
      expect([status, error.code, error.details], JSON.stringify(body)).toEqual([
        422,
        'VALIDATION_FAILED',
        [expect.objectContaining({ field, code })],
      ]);
    }
    expect((await linksOf(m)).total).toBe(total);

    // /v1/checkouts: the workspace's currency by default, another named, an unknown one refused.
    const program = await store(m);
    const inEuros = await postCheckout(program, { amount: '49.90' });
    expect(inEuros.status).toBe(201);
    expect(create(inEuros.body, Checkout)).toMatchObject({
      amount: '49.90',
      currency: 'EUR',
      rate: null,
      rateSource: null,
      rateAt: null,
    });
    const inYen = await postCheckout(program, { amount: '5000', currency: 'JPY' });
    expect(create(inYen.body, Checkout)).toMatchObject({ amount: '5000', currency: 'JPY' });
    for (const [body, field, code] of [
      [{ amount: '10', currency: 'SEK' }, 'currency', 'invalid'],
      [{ amount: '12.5', currency: 'JPY' }, 'amount', 'too_many_decimals'],
    ] as const) {
      const refused = await postCheckout(program, body);
      expect(refused.status).toBe(422);
      expect(errorOf(refused.body).details).toEqual([expect.objectContaining({ field, code })]);
    }
    const listed = await program.get(apiRoutes.publicListCheckouts.path);
    expect((listed.body as { total: number }).total).toBe(2);
  });
});

describe('the rate a session locks', () => {
  it("opens a euro workspace's €25 link at the euro rate, shows it, and keeps it with the payment", async () => {
    const m = await merchant(api, { currency: 'EUR', address: chain.accounts[5]!.address });
    const euros = await link(m, { amount: '25.00' });
    expect(await face(euros.slug)).toMatchObject({ currency: 'EUR', amount: '25.00', status: 'usable' });

    // In the coin: through US dollars (0.25 / 1.08 euros per DEV), about 108 DEV.
    const coin = await openSession(payer(api), euros.slug, { token: 'DEV' });
    expect(coin).toMatchObject({ currency: 'EUR', subtotalCents: 2500, totalCents: 2500, rateSource: 'sandbox' });
    expect(coin.rate).toMatch(/^0\.2314814814/);
    // 108 DEV and the session's unique offset (at most 0.009999 DEV).
    expect(BigInt(coin.amount)).toBeGreaterThan(108n * 10n ** 18n);
    expect(BigInt(coin.amount)).toBeLessThanOrEqual(108_01n * 10n ** 16n);
    expect(Date.parse(coin.rateAt)).toBeLessThanOrEqual(Date.parse(coin.createdAt));

    // In EURC: a euro price at the euro rate, never through dollars.
    const eurc = await openSession(payer(api), euros.slug, { token: 'EURC' });
    expect(eurc).toMatchObject({ currency: 'EUR', rate: '1', rateSource: 'sandbox', rateSandbox: true });
    expect(BigInt(eurc.amount) - 25_000_000n).toBeGreaterThanOrEqual(1n);
    expect(BigInt(eurc.amount) - 25_000_000n).toBeLessThanOrEqual(9999n);

    // A store's checkout in euros, paid in EURC: the payment keeps the session's rate.
    const program = await store(m);
    const made = create((await postCheckout(program, { amount: '25.00', orderReference: 'E-1' })).body, Checkout);
    const session = await openSession(payer(api), made.url.split('/pay/')[1]!, { token: 'EURC' });
    await pay(0, session.payTo, 'EURC', BigInt(session.amount));
    await until(session.id, (s) => s.state === 'processing' || s.state === 'paid');
    await mine(2);
    await until(session.id, (s) => s.state === 'paid');
    const paid = create((await program.get(path(apiRoutes.publicGetCheckout.path, { id: made.id }))).body, Checkout);
    expect(paid).toMatchObject({ status: 'paid', currency: 'EUR', amount: '25.00', rate: '1', rateSource: 'sandbox' });
    expect(paid.rateAt).toBe(session.rateAt);
    const [row] = await api.app.meridian.database.db.select().from(payments).where(eq(payments.id, paid.payment!.id));
    expect(row).toMatchObject({ currency: 'EUR', rate: '1', rateSource: 'sandbox' });
    expect(row!.usdPerUnit).toMatchObject({ USD: '1', EUR: '1.08' });
    expect(row!.rateAt!.toISOString()).toBe(session.rateAt);
  });

  it('prices a yen link in whole yen: ¥1,250 is 8 USDC at 156.25 yen per USDC', async () => {
    const m = await merchant(api, { currency: 'JPY' });
    const yen = await link(m, { amount: '1250' });
    const session = await openSession(payer(api), yen.slug, { token: 'USDC' });
    expect(session).toMatchObject({ currency: 'JPY', rate: '156.25', subtotalCents: 1250, totalCents: 1250 });
    expect(BigInt(session.amount) - 8_000_000n).toBeGreaterThanOrEqual(1n);
    expect(BigInt(session.amount) - 8_000_000n).toBeLessThanOrEqual(9999n);
  });
});

describe('tier limits in US dollars through the rate', () => {
  const limitOf = async (m: Merchant) =>
    create((await m.owner.agent.get(path(apiRoutes.billing.path, { id: m.company.id }))).body, BillingResponse).limit;

  it("compares a euro price in dollars (Basic's US$100: €95 is US$102.60) and says the limit in euros", async () => {
    const m = await merchant(api, { currency: 'EUR' });
    const refused = await refusedLink(m, { amount: '95.00' });
    expect(refused).toMatchObject({ status: 422, error: { code: 'TIER_LIMIT_EXCEEDED' } });
    expect(refused.error).toMatchObject({
      tierLimit: { limit: '100.00', amount: '102.60', requiredTier: 'basicPlus' },
    });
    expect((await link(m, { amount: '92.00' })).amount).toBe('92.00');

    // A donation is compared at the rate its session locks.
    const donation = await link(m, { type: 'donation' });
    const over = await payer(api).post(path(apiRoutes.openCheckoutSession.path, { slug: donation.slug }), {
      token: 'EURC',
      amount: '95.00',
    });
    expect(over.status).toBe(422);
    expect(errorOf(over.body)).toMatchObject({ code: 'TIER_LIMIT_EXCEEDED', tierLimit: { amount: '102.60' } });
    expect((await openSession(payer(api), donation.slug, { token: 'EURC', amount: '92.00' })).totalCents).toBe(9200);
    const yenDecimals = await payer(api).post(path(apiRoutes.openCheckoutSession.path, { slug: donation.slug }), {
      token: 'EURC',
      amount: '92.005',
    });
    expect(errorOf(yenDecimals.body).details).toEqual([expect.objectContaining({ field: 'amount' })]);

    // US$100 is €92.59 at 1.08 dollars per euro.
    expect(await limitOf(m)).toEqual({
      perPaymentCents: 100_00,
      monthlyCents: null,
      currency: 'EUR' satisfies Currency,
      perPaymentLocal: 92_59,
      monthlyLocal: null,
      // The snapshot they come from, for the link forms to compare amounts and say the caps with.
      usdPerUnit: expect.objectContaining({ USD: '1', EUR: '1.08' }),
    });
  });

  it('lets ¥15,000 (US$96) through and refuses ¥16,000 (US$102.40)', async () => {
    const m = await merchant(api, { currency: 'JPY' });
    expect((await link(m, { amount: '15000' })).amount).toBe('15000');
    expect(await refusedLink(m, { amount: '16000' })).toMatchObject({
      status: 422,
      error: { code: 'TIER_LIMIT_EXCEEDED', tierLimit: { amount: '102.40' } },
    });
    expect((await limitOf(m)).perPaymentLocal).toBe(15_625);
  });
});

// The link's answer carries its currency everywhere it is read.
it('lists links with their currency', async () => {
  const m = await merchant(api, { currency: 'GBP' });
  await link(m, { amount: '10.00' });
  const body = (await m.owner.agent.get(`${apiRoutes.listLinks.path}?companyId=${m.company.id}`)).body as {
    links: unknown[];
  };
  expect(body.links.map((entry) => create(entry, PaymentLink).currency)).toEqual(['GBP']);
});
