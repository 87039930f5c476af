// A store's checkout over /v1, as the store's program sees it, against the real server and a
// watched local chain: one id from its creation to its last event, its expiry (final: money that
// comes afterwards never pays it), ending it early, and reading back what happened without
// webhooks (by order reference, payments and events oldest first after the last one handled).
import {
  apiRoutes,
  Checkout,
  CreatedApiKey,
  PaymentListResponse,
  PublicCheckoutListResponse,
  PublicEventListResponse,
  PublicPayment,
  PublicPaymentListResponse,
  type ApiKeyScope,
} from '@meridian/contract';
import { randomUUID } from 'node:crypto';
import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import type { LocalChain } from '../src/chain';
import { merchant, openSession, payer, watchChain, type Merchant } from './support/checkout';
import { eventually } from './support/eventually';
import { Agent, hours, minutes, type TestApi } from './support/harness';
import { errorOf, path } from './support/workspaces';

let chain: LocalChain;
let api: TestApi;
const { mine, pay, until } = watchChain((started) => ({ chain, api } = started));

const SCOPES: ApiKeyScope[] = ['checkouts:write', 'payments:read', 'events:read'];

/** A workspace paid at funded account `index`'s address, and a test key of it. */
async function store(index: number, name: string): Promise<{ m: Merchant; key: CreatedApiKey; program: Agent }> {
  const m = await merchant(api, { address: chain.accounts[index]!.address, name });
  const made = await m.owner.agent.post(path(apiRoutes.listApiKeys.path, { id: m.company.id }), {
    label: 'Shop',
    mode: 'test',
    scopes: SCOPES,
  });
  expect(made.status).toBe(201);
  const key = create(made.body, CreatedApiKey);
  return { m, key, program: new Agent(api.url, { authorization: `Bearer ${key.secret}` }) };
}

const order = (reference: string, extra: Record<string, unknown> = {}) => ({
  amount: '25.00',
  description: `Order ${reference}`,
  orderReference: reference,
  metadata: { cart: `c_${reference}` },
  ...extra,
});

async function createCheckout(program: Agent, body: Record<string, unknown>) {
  const response = await program.post(apiRoutes.publicCreateCheckout.path, body, { 'idempotency-key': randomUUID() });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return create(response.body, Checkout);
}

const read = async (program: Agent, id: string) => {
  const response = await program.get(path(apiRoutes.publicGetCheckout.path, { id }));
  expect(response.status).toBe(200);
  return create(response.body, Checkout);
};

const slugOf = (checkout: Checkout) => checkout.url.split('/pay/')[1] ?? '';

/** Every event the key sees, oldest first, read after `after` a page at a time, once `check` holds. */
async function eventsAfter(program: Agent, after: string | null, check: (types: string[]) => boolean) {
  return eventually(
    async () => {
      const found: PublicEventListResponse['events'] = [];
      let query = `?order=asc&limit=2${after ? `&after=${after}` : ''}`;
      for (;;) {
        const response = await program.get(`${apiRoutes.publicListEvents.path}${query}`);
        expect(response.status).toBe(200);
        const page = create(response.body, PublicEventListResponse);
        expect(page.hasMore).toBe(page.nextCursor !== null);
        found.push(...page.events);
        if (!page.hasMore) return found;
        query = `?order=asc&limit=2&cursor=${page.nextCursor}`;
      }
    },
    (found) => check(found.map((event) => event.type)),
    15_000,
  );
}

describe('a store’s checkout', () => {
  it('has one id from its creation to its last event, which names the store’s order', async () => {
    const { program } = await store(1, 'Vela');
    const before = create(
      (await program.get(`${apiRoutes.publicListEvents.path}?limit=1`)).body,
      PublicEventListResponse,
    );
    const last = before.events[0]?.id ?? null;
    const checkout = await createCheckout(program, order('1042'));
    expect(checkout).toMatchObject({
      status: 'open',
      exception: null,
      paymentLinkId: null,
      orderReference: '1042',
      metadata: { cart: 'c_1042' },
      payment: null,
    });
    // 24 hours unless the store says.
    expect(Date.parse(checkout.expiresAt) - Date.parse(checkout.createdAt)).toBe(hours(24));

    // The buyer opens its page and pays it: each of its events carries it, by its own id.
    const session = await openSession(payer(api), slugOf(checkout), { token: 'DEV' });
    expect(Date.parse(session.expiresAt)).toBeLessThanOrEqual(Date.parse(checkout.expiresAt));
    await pay(0, session.payTo, 'DEV', BigInt(session.amount));
    await until(session.id, (s) => s.state === 'processing');
    await mine(2);
    await until(session.id, (s) => s.state === 'paid');
    const events = await eventsAfter(program, last, (types) => types.includes('checkout.paid'));
    const ofCheckout = events.filter((event) => event.objectType === 'checkout');
    expect(ofCheckout.map((event) => event.type)).toEqual(['checkout.opened', 'checkout.processing', 'checkout.paid']);
    for (const event of ofCheckout) expect(event).toMatchObject({ objectId: checkout.id, data: { id: checkout.id } });
    const paid = ofCheckout.at(-1)!.data as Checkout;
    expect(paid).toMatchObject({ status: 'paid', orderReference: '1042', metadata: { cart: 'c_1042' } });
    expect(paid.payment).toMatchObject({ checkoutId: checkout.id, status: 'confirmed', amount: session.amount });
    // The event's object is what GET answers; the payment's events name the checkout too.
    expect(await read(program, checkout.id)).toEqual(paid);
    const paymentEvents = events.filter((event) => event.objectType === 'payment');
    expect(paymentEvents.map((event) => event.type)).toEqual(['payment.detected', 'payment.confirmed']);
    for (const event of paymentEvents) expect(event.data).toMatchObject({ checkoutId: checkout.id });

    // Reconciliation: the payment by its id, the checkout by its order reference.
    const payment = await program.get(path(apiRoutes.publicGetPayment.path, { id: paid.payment!.id }));
    expect(create(payment.body, PublicPayment)).toEqual(paid.payment);
    const byOrder = create(
      (await program.get(`${apiRoutes.publicListCheckouts.path}?orderReference=1042`)).body,
      PublicCheckoutListResponse,
    );
    expect(byOrder).toEqual({ checkouts: [paid], total: 1, nextCursor: null, hasMore: false });
    // A paid checkout is not ended.
    const expire = await program.post(path(apiRoutes.publicExpireCheckout.path, { id: checkout.id }));
    expect([expire.status, errorOf(expire.body).code]).toEqual([409, 'CHECKOUT_NOT_EXPIRABLE']);
    // Another store's key learns nothing of it.
    const other = await store(2, 'Umbra');
    expect((await other.program.get(path(apiRoutes.publicGetCheckout.path, { id: checkout.id }))).status).toBe(404);
    expect((await other.program.get(path(apiRoutes.publicGetPayment.path, { id: paid.payment!.id }))).status).toBe(404);
  });

  it('once expired is never paid: money sent afterwards is late, unmatched, and the store hears paid_late', async () => {
    const { m, program } = await store(3, 'Orbit');
    const checkout = await createCheckout(program, order('2001'));
    const session = await openSession(payer(api), slugOf(checkout), { token: 'DEV' });
    // The order changed: the store ends the checkout (and ending it again changes nothing).
    const ended = await program.post(path(apiRoutes.publicExpireCheckout.path, { id: checkout.id }), undefined, {
      'idempotency-key': randomUUID(),
    });
    expect(ended.status).toBe(200);
    expect(create(ended.body, Checkout)).toMatchObject({ id: checkout.id, status: 'expired', payment: null });
    const again = await program.post(path(apiRoutes.publicExpireCheckout.path, { id: checkout.id }));
    expect(create(again.body, Checkout).status).toBe('expired');
    // Its page takes no new buyer, and its open price ended with it.
    const reopened = await payer(api).post(path(apiRoutes.openCheckoutSession.path, { slug: slugOf(checkout) }), {
      token: 'DEV',
    });
    expect([reopened.status, errorOf(reopened.body).code]).toEqual([410, 'CHECKOUT_EXPIRED']);
    const face = await payer(api).get(path(apiRoutes.getCheckoutLink.path, { slug: slugOf(checkout) }));
    expect(face.body).toMatchObject({ status: 'expired' });
    expect((await until(session.id, (s) => s.state === 'expired')).state).toBe('expired');

    // The buyer pays the price they had anyway.
    const hash = await pay(0, session.payTo, 'DEV', BigInt(session.amount));
    await mine(2);
    await until(session.id, (s) => s.exception === 'paid_late');
    const late = await eventually(
      () => read(program, checkout.id),
      (found) => found.exception === 'paid_late',
    );
    expect(late).toMatchObject({ status: 'expired', payment: { checkoutId: null, lateForCheckoutId: checkout.id } });
    const events = await eventsAfter(program, null, (types) => types.includes('checkout.paid_late'));
    const types = events.filter((event) => event.objectId === checkout.id).map((event) => event.type);
    expect(types).toEqual(['checkout.opened', 'checkout.expired', 'checkout.paid_late']);
    expect(events.map((event) => event.type)).not.toContain('checkout.paid');
    // The money waits in the workspace's unmatched inbox.
    const inbox = create(
      (await m.owner.agent.get(`${apiRoutes.listUnmatchedPayments.path}?companyId=${m.company.id}`)).body,
      PaymentListResponse,
    );
    expect(inbox.payments.find((payment) => payment.txHash === hash)).toMatchObject({ session: null, late: true });
  });

  it('expires at its deadline, once, with checkout.expired; the buyer’s price never outlives it', async () => {
    const { program } = await store(4, 'Drift');
    const expiresAt = new Date(api.clock.now().getTime() + minutes(20)).toISOString();
    const checkout = await createCheckout(program, order('3001', { expiresAt }));
    expect(checkout.expiresAt).toBe(expiresAt);
    const session = await openSession(payer(api), slugOf(checkout), { token: 'USDC' });
    // A stablecoin's price holds an hour; this checkout only 20 minutes.
    expect(session.expiresAt).toBe(expiresAt);
    api.clock.advance(minutes(21));
    expect((await read(program, checkout.id)).status).toBe('expired');
    const events = await eventsAfter(program, null, (types) => types.includes('checkout.expired'));
    expect(events.filter((event) => event.type === 'checkout.expired').map((event) => event.objectId)).toEqual([
      checkout.id,
    ]);
  });

  it('refuses an expiry outside 15 minutes to 7 days, naming the field, and makes nothing', async () => {
    const { program } = await store(5, 'Tide');
    const before = create((await program.get(apiRoutes.publicListCheckouts.path)).body, PublicCheckoutListResponse);
    const now = api.clock.now().getTime();
    for (const [expiresAt, code] of [
      [new Date(now + minutes(14)).toISOString(), 'out_of_range'],
      [new Date(now + hours(24 * 7) + minutes(1)).toISOString(), 'out_of_range'],
      ['tomorrow', 'invalid'],
      ['2026-12-31', 'invalid'],
    ]) {
      const response = await program.post(apiRoutes.publicCreateCheckout.path, order('4001', { expiresAt }));
      expect(response.status, expiresAt).toBe(422);
      expect(errorOf(response.body).details?.[0]).toMatchObject({ field: 'expiresAt', code });
    }
    const after = create((await program.get(apiRoutes.publicListCheckouts.path)).body, PublicCheckoutListResponse);
    expect(after.total).toBe(before.total);
  });

  it('lists checkouts by order reference, newest or oldest first, a page at a time', async () => {
    const { program } = await store(6, 'Reef');
    const first = await createCheckout(program, order('5001'));
    api.clock.advance(1000);
    const second = await createCheckout(program, order('5001'));
    api.clock.advance(1000);
    await createCheckout(program, order('5002'));
    const newest = create(
      (await program.get(`${apiRoutes.publicListCheckouts.path}?orderReference=5001&limit=1`)).body,
      PublicCheckoutListResponse,
    );
    expect(newest).toMatchObject({ total: 2, hasMore: true });
    expect(newest.checkouts.map((checkout) => checkout.id)).toEqual([second.id]);
    const next = create(
      (
        await program.get(
          `${apiRoutes.publicListCheckouts.path}?orderReference=5001&limit=1&cursor=${newest.nextCursor}`,
        )
      ).body,
      PublicCheckoutListResponse,
    );
    expect(next).toMatchObject({ total: 2, hasMore: false, nextCursor: null });
    expect(next.checkouts.map((checkout) => checkout.id)).toEqual([first.id]);
    const oldest = create(
      (await program.get(`${apiRoutes.publicListCheckouts.path}?orderReference=5001&order=asc`)).body,
      PublicCheckoutListResponse,
    );
    expect(oldest.checkouts.map((checkout) => checkout.id)).toEqual([first.id, second.id]);
    const payments = create(
      (await program.get(`${apiRoutes.publicListPayments.path}?order=asc`)).body,
      PublicPaymentListResponse,
    );
    expect(payments).toEqual({ payments: [], total: 0, nextCursor: null, hasMore: false });
    // A bad order, an event id of no event, a cursor of another list: the field named.
    for (const [query, field] of [
      [`${apiRoutes.publicListCheckouts.path}?order=sideways`, 'order'],
      [`${apiRoutes.publicListEvents.path}?order=asc&after=999999999`, 'after'],
      [`${apiRoutes.publicListEvents.path}?after=abc`, 'after'],
      [`${apiRoutes.publicListCheckouts.path}?cursor=${newest.nextCursor}x`, 'cursor'],
    ] as const) {
      const response = await program.get(query);
      expect(response.status, query).toBe(422);
      expect(errorOf(response.body).details?.[0]).toMatchObject({ field });
    }
  });
});

describe('an Idempotency-Key', () => {
  it('replays the same request written another way, refuses another, and says when the first still runs', async () => {
    const { key, program } = await store(7, 'Shoal');
    const idempotencyKey = randomUUID();
    const body = order('6001', { returnUrl: 'https://shop.example/thanks' });
    const first = await program.post(apiRoutes.publicCreateCheckout.path, body, { 'idempotency-key': idempotencyKey });
    expect(first.status).toBe(201);
    // The same JSON, its keys in another order (the metadata's too): the same request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const replayed = await program.post(apiRoutes.publicCreateCheckout.path, reordered, {
      'idempotency-key': idempotencyKey,
    });
    expect(replayed.status).toBe(201);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.body).toEqual(first.body);
    const other = await program.post(
      apiRoutes.publicCreateCheckout.path,
      { ...body, amount: '26.00' },
      {
        'idempotency-key': idempotencyKey,
      },
    );
    expect([other.status, errorOf(other.body).code]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);

    // A first request still running under a key (its claim written, no answer yet).
    const running = randomUUID();
    await api.app.meridian.database.query(
      {
        name: 'test_claim_idempotency',
        text: 'INSERT INTO idempotency_keys (api_key_id, key, request_hash, created_at) VALUES ($1, $2, $3, now())',
      },
      [key.apiKey.id, running, 'a request still running'],
    );
    const waiting = await program.post(apiRoutes.publicCreateCheckout.path, body, { 'idempotency-key': running });
    expect([waiting.status, errorOf(waiting.body).code]).toEqual([409, 'IDEMPOTENCY_KEY_IN_USE']);
    expect(waiting.headers.get('retry-after')).toBe('1');
  });
});
