// The payer's side of a payment link over HTTP: exchange rates from a fake provider on
// loopback, the link's public face, opening and reading checkout sessions.
import { apiRoutes, CheckoutLink, CheckoutSession, ExchangeRate, CHECKOUT_LIMITS } from '@meridian/contract';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listedEvents } from './support/events';
import { dynamicLink, link, merchant, openSession, payer, readSession, startRateProvider } from './support/checkout';
import { minutes, startApi, type TestApi } from './support/harness';
import { errorOf, path } from './support/workspaces';

let provider: Awaited<ReturnType<typeof startRateProvider>>;
let api: TestApi;
beforeAll(async () => {
  provider = await startRateProvider({ GLMR: '0.2512', USDC: '1', USDT: '0.9998', DAI: '1', EURC: '1.08' });
  api = await startApi({
    EXCHANGE_RATE_URL: provider.url,
    // Stablecoins offered on the test chain (addresses of no real contract: nothing is paid here).
    CHAIN_TOKENS_1287: [
      'USDC:0x00000000000000000000000000000000000000c1:6',
      'USDT:0x00000000000000000000000000000000000000c2:6',
      'DAI:0x00000000000000000000000000000000000000c3:18',
      'EURC:0x00000000000000000000000000000000000000c4:6',
    ].join(','),
  });
});
afterAll(async () => {
  await api?.close();
  await provider?.close();
});

const rateOf = (agent = payer(api), pairing = 'GLMR/USD') =>
  agent.get(`${apiRoutes.exchangeRate.path}?pairing=${encodeURIComponent(pairing)}`);

describe('exchange rates', () => {
  it('answers the provider’s rate, then serves it from memory for a minute', async () => {
    provider.state.behaviour = 'answer';
    const before = provider.state.requests.length;
    const first = await rateOf(payer(api), 'USDT/USD');
    expect(first.status).toBe(200);
    const rate = create(first.body, ExchangeRate);
    expect(rate).toMatchObject({ pairing: 'USDT/USD', base: 'USDT', quote: 'USD', rate: '0.9998', sandbox: false });
    expect((await rateOf(payer(api), 'usdt/usd')).status).toBe(200);
    expect(provider.state.requests.length - before).toBe(1);
    expect(provider.state.requests.at(-1)).toBe('/v2/prices/USDT-USD/spot');
  });

  it('keeps answering the last rate while the provider fails, until it is 10 minutes old', async () => {
    provider.state.behaviour = 'answer';
    provider.state.rates.DAI = '1.0001';
    const fresh = create((await rateOf(payer(api), 'DAI/USD')).body, ExchangeRate);
    provider.state.behaviour = 'error';
    api.clock.advance(minutes(5));
    const served = await rateOf(payer(api), 'DAI/USD');
    expect(served.status).toBe(200);
    expect(create(served.body, ExchangeRate)).toEqual(fresh);
    api.clock.advance(minutes(5));
    const stale = await rateOf(payer(api), 'DAI/USD');
    expect(stale.status).toBe(503);
    expect(errorOf(stale.body).code).toBe('RATE_UNAVAILABLE');
    provider.state.behaviour = 'answer';
    expect(create((await rateOf(payer(api), 'DAI/USD')).body, ExchangeRate).fetchedAt > fresh.fetchedAt).toBe(true);
  });

  it('refuses a rate the provider answers wrongly, and gives up on a slow provider', { timeout: 20_000 }, async () => {
    provider.state.behaviour = 'garbage';
    const garbage = await rateOf(payer(api), 'EURC/USD');
    expect(garbage.status).toBe(503);
    expect(errorOf(garbage.body).code).toBe('RATE_UNAVAILABLE');
    provider.state.behaviour = 'slow';
    const started = Date.now();
    const slow = await rateOf(payer(api), 'EURC/USD');
    expect(slow.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(6500);
    provider.state.behaviour = 'answer';
  });

  it('refuses pairings that are not an offered token in USD', async () => {
    for (const pairing of ['GLMR/EUR', 'BTC/USD', 'GLMR', 'GLMR/USD/X']) {
      const response = await rateOf(payer(api), pairing);
      expect(response.status, pairing).toBe(422);
      expect(errorOf(response.body).details?.[0]).toMatchObject({ field: 'pairing', code: 'invalid' });
    }
    const missing = await payer(api).get(apiRoutes.exchangeRate.path);
    expect(missing.status).toBe(422);
  });

  it('labels the fixed rates of a server without a provider as sandbox rates', async () => {
    const sandbox = await startApi();
    try {
      const response = await sandbox.agent().get(`${apiRoutes.exchangeRate.path}?pairing=DEV/USD`);
      expect(create(response.body, ExchangeRate)).toMatchObject({ rate: '0.25', sandbox: true, pairing: 'DEV/USD' });
    } finally {
      await sandbox.close();
    }
  });
});

describe('the link’s public face', () => {
  it('shows the merchant’s name, the link and the tokens of its chain, and nothing else of the workspace', async () => {
    const m = await merchant(api, { name: 'Lumen Coffee' });
    const created = await link(m, { name: 'Beans', message: 'Thank you!' });
    const response = await payer(api).get(path(apiRoutes.getCheckoutLink.path, { slug: created.slug }));
    expect(response.status).toBe(200);
    const face = create(response.body, CheckoutLink);
    expect(face).toMatchObject({
      slug: created.slug,
      merchantName: 'Lumen Coffee',
      name: 'Beans',
      amount: '49.90',
      type: 'static',
      status: 'usable',
      chain: { id: 1287, name: 'Moonbase Alpha', test: true },
      tokens: [
        { symbol: 'DEV', contract: null, decimals: 18 },
        { symbol: 'USDC', contract: '0x00000000000000000000000000000000000000C1', decimals: 6 },
        { symbol: 'USDT', contract: '0x00000000000000000000000000000000000000c2', decimals: 6 },
        { symbol: 'DAI', contract: '0x00000000000000000000000000000000000000C3', decimals: 18 },
        { symbol: 'EURC', contract: '0x00000000000000000000000000000000000000C4', decimals: 6 },
      ],
    });
    const text = JSON.stringify(response.body);
    expect(text).not.toContain(m.company.id);
    // What the merchant says after the payment is not shown before it.
    expect(text).not.toContain('Thank you!');
    expect(text).not.toContain(m.wallet.id);
    expect(text).not.toContain(created.id);
  });

  it('says a disabled or archived link is unavailable, and opens no session on it', async () => {
    const m = await merchant(api);
    const created = await link(m);
    const patch = (status: string) =>
      m.owner.agent.request('PATCH', path(apiRoutes.changeLinkStatus.path, { id: created.id }), { json: { status } });
    expect((await patch('disabled')).status).toBe(200);
    const face = create(
      (await payer(api).get(path(apiRoutes.getCheckoutLink.path, { slug: created.slug }))).body,
      CheckoutLink,
    );
    expect(face.status).toBe('unavailable');
    const before = await api.counts();
    const refused = await payer(api).post(path(apiRoutes.openCheckoutSession.path, { slug: created.slug }), {
      token: 'DEV',
    });
    expect(refused.status).toBe(409);
    expect(errorOf(refused.body).code).toBe('LINK_UNAVAILABLE');
    expect(await api.counts()).toEqual(before);
  });

  it('answers 404 for an unknown slug', async () => {
    for (const slug of ['nope', 'a'.repeat(22), '..%2F']) {
      const response = await payer(api).get(path(apiRoutes.getCheckoutLink.path, { slug }));
      expect(response.status, slug).toBe(404);
    }
  });
});

describe('checkout sessions', () => {
  it('locks the rate and makes the amount unique on the payout address', async () => {
    const m = await merchant(api);
    const created = await link(m);
    const first = await openSession(payer(api), created.slug, { token: 'DEV' });
    const second = await openSession(payer(api), created.slug, { token: 'DEV' });
    // $49.90 at 0.2512 USD per GLMR (DEV is priced as GLMR): 198.646496815... DEV, rounded up to the wei.
    const base = 198_646_496_815_286_624_204n;
    for (const session of [first, second]) {
      const offset = BigInt(session.amount) - base;
      expect(offset % 10n ** 12n).toBe(0n);
      expect(offset / 10n ** 12n).toBeGreaterThanOrEqual(1n);
      expect(offset / 10n ** 12n).toBeLessThanOrEqual(9999n);
      expect(session).toMatchObject({
        state: 'open',
        exception: null,
        payTo: m.wallet.addresses[0],
        token: { symbol: 'DEV', contract: null, decimals: 18 },
        currency: 'USD',
        rate: '0.2512',
        rateSource: 'coinbase',
        rateSandbox: false,
        subtotalCents: 4990,
        vatCents: 0,
        totalCents: 4990,
        received: '0',
        chain: { id: 1287, test: true },
        paymentUri: `ethereum:${m.wallet.addresses[0]}@1287?value=${session.amount}`,
      });
      // 20 minutes in the coin.
      expect(Date.parse(session.expiresAt) - Date.parse(session.createdAt)).toBe(minutes(20));
    }
    expect(first.amount).not.toBe(second.amount);
    expect(await readSession(payer(api), first.id)).toEqual(first);

    // 60 minutes in a stablecoin; its offset is in millionths of the token.
    const usdc = await openSession(payer(api), created.slug, { token: 'usdc' });
    expect(Date.parse(usdc.expiresAt) - Date.parse(usdc.createdAt)).toBe(minutes(60));
    expect(BigInt(usdc.amount) - 49_900_000n).toBeGreaterThanOrEqual(1n);
    expect(BigInt(usdc.amount) - 49_900_000n).toBeLessThanOrEqual(9999n);
    expect(usdc.token.symbol).toBe('USDC');
    expect(usdc.paymentUri).toBe(
      `ethereum:${usdc.token.contract}@1287/transfer?address=${m.wallet.addresses[0]}&uint256=${usdc.amount}`,
    );
  });

  it('adds VAT, asks exactly for the fields the link collects, and refuses unknown fields', async () => {
    const m = await merchant(api);
    const created = await link(m, {
      amount: '10.00',
      options: { collectEmail: true, collectBillingDetails: true, includeVat: true, vatRate: '21' },
    });
    const url = path(apiRoutes.openCheckoutSession.path, { slug: created.slug });
    const before = await api.counts();
    const missing = await payer(api).post(url, { token: 'DEV' });
    expect(missing.status).toBe(422);
    expect(errorOf(missing.body).details?.map((detail) => [detail.field, detail.code])).toEqual([
      ['email', 'required'],
      ['billing', 'required'],
    ]);
    const unknown = await payer(api).post(url, { token: 'DEV', email: 'ada@example.com', tip: '5' });
    expect(unknown.status).toBe(422);
    expect(errorOf(unknown.body).details).toContainEqual(
      expect.objectContaining({ field: 'tip', code: 'unknown_field' }),
    );
    const badToken = await payer(api).post(url, { token: 'BTC' });
    expect(errorOf(badToken.body).details?.[0]).toMatchObject({ field: 'token', code: 'invalid' });
    const amount = await payer(api).post(url, { token: 'DEV', amount: '5.00' });
    expect(errorOf(amount.body).details).toContainEqual(
      expect.objectContaining({ field: 'amount', code: 'not_allowed' }),
    );
    expect(await api.counts()).toEqual(before);

    const session = await openSession(payer(api), created.slug, {
      token: 'DEV',
      email: 'ada@example.com',
      billing: { name: 'Ada Lovelace', street: '1 Rua Augusta', city: 'Lisboa', postalCode: '1100-048', country: 'PT' },
      vatNumber: 'PT123456789',
    });
    expect(session).toMatchObject({ subtotalCents: 1000, vatCents: 210, totalCents: 1210 });

    const plain = await link(m);
    const notAsked = await payer(api).post(path(apiRoutes.openCheckoutSession.path, { slug: plain.slug }), {
      token: 'DEV',
      email: 'ada@example.com',
    });
    expect(errorOf(notAsked.body).details?.[0]).toMatchObject({ field: 'email', code: 'not_allowed' });
  });

  it('takes a donation’s amount from the payer, within the minimum and the tier’s cap per payment', async () => {
    const m = await merchant(api);
    const created = await link(m, { type: 'donation', minimumAmount: '5.00' });
    const url = path(apiRoutes.openCheckoutSession.path, { slug: created.slug });
    expect(errorOf((await payer(api).post(url, { token: 'DEV' })).body).details?.[0]).toMatchObject({
      field: 'amount',
      code: 'required',
    });
    expect(errorOf((await payer(api).post(url, { token: 'DEV', amount: '4.99' })).body).details?.[0]).toMatchObject({
      field: 'amount',
      code: 'out_of_range',
    });
    const before = await api.counts();
    const above = await payer(api).post(url, { token: 'DEV', amount: '100.01' });
    expect(above.status).toBe(422);
    expect(errorOf(above.body)).toMatchObject({
      code: 'TIER_LIMIT_EXCEEDED',
      tierLimit: { tier: 'basic', limit: '100.00', amount: '100.01', requiredTier: 'basicPlus', period: 'payment' },
    });
    expect(errorOf(above.body).message).toContain('Basic Plus');
    expect(await api.counts()).toEqual(before);
    const session = await openSession(payer(api), created.slug, { token: 'DEV', amount: '100' });
    expect(session.totalCents).toBe(10_000);
  });

  it('expires after its time; the page reads it expired, and reading it writes nothing', async () => {
    const m = await merchant(api);
    const created = await link(m);
    const session = await openSession(payer(api), created.slug, { token: 'DEV' });
    api.clock.advance(minutes(20));
    expect((await readSession(payer(api), session.id)).state).toBe('expired');
    expect((await readSession(payer(api), session.id)).state).toBe('expired');
    // Only the chain watcher's pass stores the expiry (no chain is watched here): the stream
    // holds the opening alone, however often the session is read.
    expect((await m.owner.agent.post(apiRoutes.refreshSession.path, {})).status).toBe(200);
    const stream = await listedEvents(m.owner.agent, m.company.id);
    expect(stream.map((event) => event.type)).toEqual(['checkout.opened']);
    const late = await payer(api).post(path(apiRoutes.submitCheckoutTransaction.path, { id: session.id }), {
      txHash: `0x${'ab'.repeat(32)}`,
    });
    expect(late.status).toBe(410);
    expect(errorOf(late.body).code).toBe('CHECKOUT_EXPIRED');
  });

  it('answers one session for a dynamic link', async () => {
    const m = await merchant(api);
    const created = await dynamicLink(m);
    const first = await openSession(payer(api), created.slug, { token: 'DEV' });
    const again = await openSession(payer(api), created.slug, { token: 'DEV' });
    expect(again.id).toBe(first.id);
    const face = create(
      (await payer(api).get(path(apiRoutes.getCheckoutLink.path, { slug: created.slug }))).body,
      CheckoutLink,
    );
    expect(face).toMatchObject({ sessionId: first.id, summary: 'Consulting', status: 'usable' });
  });

  it('answers 404 for an unknown session', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await payer(api).get(path(apiRoutes.getCheckoutSession.path, { id }))).status).toBe(404);
    }
  });

  it('limits new sessions per client address, not per link', async () => {
    const m = await merchant(api);
    const created = await link(m);
    const url = path(apiRoutes.openCheckoutSession.path, { slug: created.slug });
    // Many payers, one link: no count of requests closes it (checkout-limits.test.ts for its ceiling).
    for (let i = 0; i < 8; i += 1) expect((await payer(api).post(url, { token: 'DEV' })).status).toBe(201);

    // Per client address (as declared): one payer, several links.
    const one = payer(api);
    let status = 0;
    for (let i = 0; i <= CHECKOUT_LIMITS.openIp.max && status !== 429; i += 1) {
      const other = await link(m);
      status = (await one.post(path(apiRoutes.openCheckoutSession.path, { slug: other.slug }), { token: 'DEV' }))
        .status;
    }
    expect(status).toBe(429);
  });
});

describe('a session read', () => {
  it('is the same object the opening answered', async () => {
    const m = await merchant(api);
    const created = await link(m);
    const session = await openSession(payer(api), created.slug, { token: 'DEV' });
    const read = await payer(api).get(path(apiRoutes.getCheckoutSession.path, { id: session.id }));
    expect(create(read.body, CheckoutSession)).toEqual(session);
  });
});
