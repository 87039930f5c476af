// Refunds over HTTP against the real server: made from a confirmed payment within what it
// received, the payer's single-use link and address page, cancelling and recording the
// transaction, who may do what, `/v1/refunds` with its scopes, and the events they write.
import {
  apiRoutes,
  CreatedRefundResponse,
  PaymentRefundsResponse,
  Refund,
  RefundListResponse,
  RefundPayerLinkResponse,
  RefundRequestView,
} from '@meridian/contract';
import { eq } from 'drizzle-orm';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundTotals } from '../src/billing/refund-totals';
import { checkoutSessions, refunds } from '../src/db/schema';
import { createKey } from './support/api-keys';
import { listedEvents } from './support/events';
import { link, merchant, payer, type Merchant } from './support/checkout';
import { Agent, startApi, type TestApi } from './support/harness';
import { hex, paid } from './support/paid';
import { addEndpoint, Receiver } from './support/webhooks';
import { errorOf, joinAs, path } from './support/workspaces';
import { eventually } from './support/eventually';

let api: TestApi;
let lumen: Merchant;
let other: Merchant;
let linkId: string;
let receiver: Receiver;

/** The payer's address on the refund page in these tests. */
const PAYER = '0x2B5AD5c4795c026514f8317c7a215E218DcCD6cF';
/** 1 USDC is 1,000,000 units; the tests' payments are at a rate of 1 USD per USDC. */
const usdc = (dollars: number) => String(dollars * 1_000_000);

beforeAll(async () => {
  api = await startApi(
    { WEBHOOK_ALLOW_PRIVATE_URLS: '1', WEBHOOK_POLL_MS: '30' },
    { rateLimit: (limit) => ({ ...limit, max: 10_000 }) },
  );
  receiver = new Receiver();
  await receiver.listen();
  lumen = await merchant(api);
  other = await merchant(api, { name: 'Other' });
  linkId = (await link(lumen)).id;
}, 60_000);

afterAll(async () => {
  await receiver?.close();
  await api?.close();
});

/** A confirmed payment of $`dollars` (in USDC) to Lumen, with the payer's e-mail when given. */
async function payment(dollars: number, options: { email?: string; state?: 'pending' | 'confirmed' } = {}) {
  const made = await paid(api, {
    companyId: lumen.company.id,
    linkId,
    payTo: lumen.wallet.addresses[0]!,
    at: new Date(),
    cents: dollars * 100,
    state: options.state,
  });
  if (options.email) {
    await api.app.meridian.database.db
      .update(checkoutSessions)
      .set({ email: options.email })
      .where(eq(checkoutSessions.id, made.sessionId));
  }
  return made;
}

const refundsPath = (paymentId: string) => path(apiRoutes.createRefund.path, { id: paymentId });

async function refund(paymentId: string, body: Record<string, unknown> = {}, agent = lumen.owner.agent) {
  return agent.post(refundsPath(paymentId), body);
}

async function made(paymentId: string, body: Record<string, unknown> = {}) {
  const response = await refund(paymentId, body);
  if (response.status !== 201) throw new Error(`refund: ${response.status} ${JSON.stringify(response.body)}`);
  return create(response.body, CreatedRefundResponse);
}

async function payerLink(refundId: string) {
  const response = await lumen.owner.agent.post(path(apiRoutes.createRefundPayerLink.path, { id: refundId }));
  expect(response.status).toBe(200);
  return create(response.body, RefundPayerLinkResponse);
}

const tokenOf = (url: string) => url.split('/refund/')[1]!;

describe('making a refund', () => {
  it('gives back all of a payment by default, and asks the payer by mail when the checkout knows their e-mail', async () => {
    const { paymentId } = await payment(25, { email: 'buyer@example.com' });
    const { refund: full, payerUrl } = await made(paymentId);
    expect(full).toMatchObject({ state: 'awaiting_address', amount: usdc(25), priceAmount: '25.00', currency: 'USD' });
    expect(full.linkMailed).toBe(true);
    expect(payerUrl).toMatch(/\/refund\/[A-Za-z0-9_-]{22}$/);
    const mail = await api.lastMail('buyer@example.com', 'refund-address');
    expect(mail?.text).toContain(payerUrl!);
    expect(mail?.text).toContain('25 USDC');

    const listed = create((await lumen.owner.agent.get(refundsPath(paymentId))).body, PaymentRefundsResponse);
    expect(listed.refunds.map((entry) => entry.id)).toEqual([full.id]);
    expect(listed.refundable.amount).toBe('0');
    expect(listed.canRefund).toBe(false);
  });

  it('adds partial refunds up, in the token or the price currency, and never beyond what was paid', async () => {
    const { paymentId } = await payment(50);
    const first = await made(paymentId, { amount: '10.00', currency: 'USD', reason: 'Damaged item' });
    expect(first.refund).toMatchObject({
      state: 'requested',
      amount: usdc(10),
      priceAmount: '10.00',
      reason: 'Damaged item',
    });
    expect(first.payerUrl).toBeNull();
    const second = await made(paymentId, { amount: '15.5' });
    expect(second.refund).toMatchObject({ amount: '15500000', priceAmount: '15.50' });

    const tooMuch = await refund(paymentId, { amount: '24.51', currency: 'USD' });
    expect(tooMuch.status).toBe(422);
    expect(errorOf(tooMuch.body)).toMatchObject({
      code: 'REFUND_EXCEEDS_PAYMENT',
      refundable: { amount: '24500000', priceAmount: '24.50', currency: 'USD' },
    });

    // A cancelled refund gives its amount back to what can be refunded.
    const cancelled = await lumen.owner.agent.post(path(apiRoutes.cancelRefund.path, { id: second.refund.id }));
    expect(create(cancelled.body, Refund).state).toBe('cancelled');
    const rest = await made(paymentId, { amount: '40', currency: 'USD' });
    expect(rest.refund.amount).toBe(usdc(40));
    const none = await refund(paymentId, { amount: '0.01', currency: 'USD' });
    expect(errorOf(none.body).code).toBe('REFUND_EXCEEDS_PAYMENT');
  });

  it('refuses an amount it cannot read, in another currency, or with more decimals than its unit', async () => {
    const { paymentId } = await payment(5);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: '1.005', currency: 'USD' }, 'amount', 'too_many_decimals'],
      [{ amount: '1.0000001' }, 'amount', 'too_many_decimals'],
      [{ amount: '2', currency: 'EUR' }, 'currency', 'not_allowed'],
      [{ amount: '-1' }, 'amount', 'negative'],
      [{ amount: '0' }, 'amount', 'out_of_range'],
      [{ amount: 'ten' }, 'amount', 'invalid'],
    ];
    for (const [body, field, code] of cases) {
      const response = await refund(paymentId, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(errorOf(response.body).details).toContainEqual(expect.objectContaining({ field, code }));
    }
  });

  it('refuses a payment that is not confirmed, and finds no payment of another workspace', async () => {
    const { paymentId: pending } = await payment(5, { state: 'pending' });
    expect(errorOf((await refund(pending)).body).code).toBe('PAYMENT_NOT_REFUNDABLE');

    const { paymentId } = await payment(5);
    const stranger = await refund(paymentId, {}, other.owner.agent);
    expect(stranger.status).toBe(404);
    expect((await other.owner.agent.get(refundsPath(paymentId))).status).toBe(404);
    const { refund: mine } = await made(paymentId, { amount: '1' });
    const refundPath = path(apiRoutes.getRefund.path, { id: mine.id });
    expect((await other.owner.agent.get(refundPath)).status).toBe(404);
  });

  it('lets a viewer read refunds but not make, cancel or send one; a developer makes one', async () => {
    const { paymentId } = await payment(5);
    const viewer = await joinAs(api, lumen.owner.agent, lumen.company.id, 'viewer');
    const developer = await joinAs(api, lumen.owner.agent, lumen.company.id, 'developer');
    expect((await refund(paymentId, {}, viewer.agent)).status).toBe(403);
    const { refund: byDeveloper } = create(
      (await refund(paymentId, { amount: '1' }, developer.agent)).body,
      CreatedRefundResponse,
    );
    expect((await viewer.agent.get(path(apiRoutes.getRefund.path, { id: byDeveloper.id }))).status).toBe(200);
    const cancel = await viewer.agent.post(path(apiRoutes.cancelRefund.path, { id: byDeveloper.id }));
    expect(cancel.status).toBe(403);
  });

  it('takes an address the merchant gives, checked for the payment’s network', async () => {
    const { paymentId } = await payment(5);
    const cases: [string, string][] = [
      ['15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5', 'wrong_network'],
      ['0x2B5AD5c4795c026514f8317c7a215E218DcCD6cf', 'checksum'],
      ['0x0000000000000000000000000000000000000000', 'cannot_receive'],
      ['0x123', 'invalid'],
    ];
    for (const [address, code] of cases) {
      const response = await refund(paymentId, { address });
      expect(response.status, address).toBe(422);
      expect(errorOf(response.body).details).toContainEqual(expect.objectContaining({ field: 'address', code }));
    }
    const { refund: ready } = await made(paymentId, { address: PAYER.toLowerCase() });
    expect(ready).toMatchObject({ state: 'ready', address: PAYER });
  });
});

describe("the payer's refund page", () => {
  it('opens once: the payer sees the refund and the address they paid from, and gives an address', async () => {
    const { paymentId } = await payment(8);
    const { refund: asked } = await made(paymentId, { amount: '3', currency: 'USD' });
    expect(asked.state).toBe('requested');
    const copied = await payerLink(asked.id);
    expect(copied.refund.state).toBe('awaiting_address');
    const token = tokenOf(copied.payerUrl);
    const visitor = payer(api);

    const view = create((await visitor.get(path(apiRoutes.getRefundRequest.path, { token }))).body, RefundRequestView);
    expect(view).toMatchObject({
      merchantName: 'Lumen',
      amount: usdc(3),
      priceAmount: '3.00',
      state: 'awaiting_address',
    });
    expect(view.paymentFrom).toBe(asked.paymentFrom);

    const addressPath = path(apiRoutes.submitRefundAddress.path, { token });
    const polkadot = await visitor.post(addressPath, { address: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5' });
    expect(errorOf(polkadot.body).details).toContainEqual(expect.objectContaining({ code: 'wrong_network' }));
    const given = await visitor.post(addressPath, { address: PAYER });
    expect(create(given.body, RefundRequestView)).toMatchObject({ state: 'ready', address: PAYER });

    // Used up: the link opens nothing any more.
    const again = await visitor.get(path(apiRoutes.getRefundRequest.path, { token }));
    expect(errorOf(again.body).code).toBe('LINK_INVALID');
    expect(errorOf((await visitor.post(addressPath, { address: PAYER })).body).code).toBe('LINK_INVALID');
    const read = create((await lumen.owner.agent.get(path(apiRoutes.getRefund.path, { id: asked.id }))).body, Refund);
    expect(read).toMatchObject({ state: 'ready', address: PAYER, linkExpiresAt: null });
  });

  it('refuses a replaced link, an unknown one and one older than 30 days', async () => {
    const { paymentId } = await payment(8);
    const { refund: asked } = await made(paymentId, { amount: '1' });
    const first = tokenOf((await payerLink(asked.id)).payerUrl);
    const second = tokenOf((await payerLink(asked.id)).payerUrl);
    const visitor = payer(api);
    const read = (token: string) => visitor.get(path(apiRoutes.getRefundRequest.path, { token }));
    expect(errorOf((await read(first)).body).code).toBe('LINK_INVALID');
    expect(errorOf((await read('x'.repeat(22))).body).code).toBe('LINK_INVALID');
    expect((await read(second)).status).toBe(200);
    api.clock.advance(31 * 24 * 60 * 60 * 1000);
    try {
      const expired = await read(second);
      expect(expired.status).toBe(410);
      expect(errorOf(expired.body).code).toBe('LINK_EXPIRED');
    } finally {
      api.clock.advance(-31 * 24 * 60 * 60 * 1000);
    }
  });
});

describe('cancelling and sending', () => {
  it('records the transaction once the address is known, and refuses changes its state does not allow', async () => {
    const { paymentId } = await payment(6);
    const { refund: asked } = await made(paymentId, { amount: '2' });
    const sentPath = path(apiRoutes.markRefundSent.path, { id: asked.id });
    const early = await lumen.owner.agent.post(sentPath, { txHash: hex(32) });
    expect(errorOf(early.body).code).toBe('REFUND_STATE_CONFLICT');

    const { refund: ready } = await made(paymentId, { amount: '2', address: PAYER });
    const txHash = hex(32);
    const badHash = await lumen.owner.agent.post(path(apiRoutes.markRefundSent.path, { id: ready.id }), {
      txHash: '0x12',
    });
    expect(badHash.status).toBe(422);
    const sent = await lumen.owner.agent.post(path(apiRoutes.markRefundSent.path, { id: ready.id }), { txHash });
    expect(create(sent.body, Refund)).toMatchObject({ state: 'sending', txHash, problem: null });
    const cancel = await lumen.owner.agent.post(path(apiRoutes.cancelRefund.path, { id: ready.id }));
    expect(errorOf(cancel.body).code).toBe('REFUND_STATE_CONFLICT');

    // Another refund cannot name the same transaction.
    const { refund: another } = await made(paymentId, { amount: '1', address: PAYER });
    const taken = await lumen.owner.agent.post(path(apiRoutes.markRefundSent.path, { id: another.id }), { txHash });
    expect(errorOf(taken.body).code).toBe('CONFLICT');

    const events = await listedEvents(lumen.owner.agent, lumen.company.id, {
      ready: (list) => list.some((event) => event.type === 'refund.sending' && event.objectId === ready.id),
    });
    const ofReady = events.filter((event) => event.objectId === ready.id).map((event) => event.type);
    expect(ofReady).toEqual(['refund.sending', 'refund.ready', 'refund.requested']);
  });
});

describe('/v1/refunds', () => {
  it('refunds a checkout through a key with refunds:write, and lists and reads them with refunds:read', async () => {
    const { paymentId, sessionId } = await payment(20);
    const writer = await createKey(lumen.owner.agent, lumen.company.id, { scopes: ['refunds:write'] });
    const reader = await createKey(lumen.owner.agent, lumen.company.id, { scopes: ['refunds:read'] });
    const store = new Agent(api.url, { authorization: `Bearer ${writer.secret}` });
    const program = new Agent(api.url, { authorization: `Bearer ${reader.secret}` });

    const madeByStore = await store.post(apiRoutes.publicCreateRefund.path, {
      checkoutId: sessionId,
      amount: '7.50',
      currency: 'USD',
      reason: 'Order #12 refunded',
    });
    expect(madeByStore.status).toBe(201);
    const storeRefund = create(madeByStore.body, Refund);
    expect(storeRefund).toMatchObject({ paymentId, checkoutId: sessionId, amount: '7500000', state: 'requested' });

    expect((await program.post(apiRoutes.publicCreateRefund.path, { paymentId, amount: '1' })).status).toBe(403);
    const both = await store.post(apiRoutes.publicCreateRefund.path, { paymentId, checkoutId: sessionId });
    expect(errorOf(both.body).code).toBe('VALIDATION_FAILED');

    const listed = await program.get(`${apiRoutes.publicListRefunds.path}?checkoutId=${sessionId}`);
    expect(create(listed.body, RefundListResponse).refunds.map((entry) => entry.id)).toEqual([storeRefund.id]);
    const one = await program.get(path(apiRoutes.publicGetRefund.path, { id: storeRefund.id }));
    expect(create(one.body, Refund).id).toBe(storeRefund.id);

    // Another workspace's key finds nothing.
    const stranger = await createKey(other.owner.agent, other.company.id, { scopes: ['refunds:write'] });
    const strangerAgent = new Agent(api.url, { authorization: `Bearer ${stranger.secret}` });
    expect((await strangerAgent.get(path(apiRoutes.publicGetRefund.path, { id: storeRefund.id }))).status).toBe(404);
    const foreign = await strangerAgent.post(apiRoutes.publicCreateRefund.path, { checkoutId: sessionId });
    expect(foreign.status).toBe(404);
  });
});

describe('what refunds take off the money', () => {
  it('counts confirmed refunds only, in the month they were confirmed, in the workspace currency', async () => {
    const { paymentId } = await payment(30);
    const { refund: confirmedOne } = await made(paymentId, { amount: '12.25', currency: 'USD', address: PAYER });
    await made(paymentId, { amount: '5', currency: 'USD', address: PAYER }); // still ready: not counted
    const database = api.app.meridian.database;
    const confirmedAt = new Date('2026-03-10T12:00:00Z');
    await database.db
      .update(refunds)
      .set({ state: 'confirmed', txHash: hex(32), confirmedAt })
      .where(eq(refunds.id, confirmedOne.id));
    const march = { from: new Date('2026-03-01T00:00:00Z'), to: new Date('2026-04-01T00:00:00Z') };
    expect(await refundTotals(database, lumen.company.id, march, 'test')).toEqual({
      currency: 'USD',
      count: 1,
      minor: 1225,
    });
    expect(await refundTotals(database, lumen.company.id, march, 'live')).toEqual({
      currency: 'USD',
      count: 0,
      minor: 0,
    });
  });
});

describe('refund webhooks', () => {
  it('delivers the refund events an endpoint chose, with the refund as /v1 answers it', async () => {
    await addEndpoint(lumen.owner.agent, lumen.company.id, {
      url: receiver.url,
      eventTypes: ['refund.requested', 'refund.cancelled'],
    });
    const { paymentId } = await payment(4);
    const { refund: asked } = await made(paymentId, { amount: '1' });
    await lumen.owner.agent.post(path(apiRoutes.cancelRefund.path, { id: asked.id }));
    const bodies = await eventually(
      async () =>
        receiver.received
          .map((entry) => JSON.parse(entry.body) as { type: string; data: Refund })
          .filter((event) => event.data.id === asked.id),
      (events) => events.length >= 2,
    );
    expect(bodies.map((event) => event.type).sort()).toEqual(['refund.cancelled', 'refund.requested']);
    expect(bodies.find((event) => event.type === 'refund.cancelled')?.data).toMatchObject({
      id: asked.id,
      state: 'cancelled',
      amount: usdc(1),
    });
  });
});
