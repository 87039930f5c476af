// The chain watcher against the local test chain (in this process, on a free loopback port):
// payments in the coin and in a test token turn sessions paid, amounts tell sessions apart,
// the wallet path binds only a transaction that pays the session, under-, over- and late
// payments are flagged, a reorg reverts a payment that a re-sent one replaces, counted once,
// payments answer their confirmations, and a dynamic link answers where its payment stands.
import { apiRoutes, CheckoutSession, Payment, PaymentLinkDetail, PaymentListResponse } from '@meridian/contract';
import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import type { LocalChain } from '../src/chain';
import {
  dynamicLink,
  link,
  merchant,
  openSession,
  payer,
  paymentsOf,
  proveWallet,
  readSession,
  watchChain,
} from './support/checkout';
import { eventually } from './support/eventually';
import { minutes, type TestApi } from './support/harness';
import { errorOf, path } from './support/workspaces';

let chain: LocalChain;
let api: TestApi;
const { rpc, mine, pay, until } = watchChain((started) => ({ chain, api } = started));

// Each test pays to an address of its own (the funded accounts 1 to 9), from account 0; the
// workspace proves it by a signature, as only then does it see the transfers no session claims.
let nextAccount = 1;
async function shop() {
  const account = chain.accounts[nextAccount]!;
  const m = await merchant(api, { address: account.address });
  nextAccount += 1;
  expect(await proveWallet(m, account.privateKey)).toBe(200);
  return { m, created: await link(m) };
}

describe('the chain watcher', () => {
  it('turns a session paid in the coin: processing when seen, paid after the confirmations', async () => {
    const { m, created } = await shop();
    const session = await openSession(payer(api), created.slug, { token: 'DEV' });
    expect(session.chain).toEqual({ id: 1281, name: 'Local test chain', test: true });
    const hash = await pay(0, session.payTo, 'DEV', BigInt(session.amount));
    const processing = await until(session.id, (s) => s.state !== 'open');
    expect(processing).toMatchObject({
      state: 'processing',
      received: session.amount,
      confirmations: { count: 1, required: 2 },
      payments: [{ txHash: hash, amount: session.amount, state: 'pending', confirmations: 1 }],
    });
    await mine(2);
    const paid = await until(session.id, (s) => s.state === 'paid');
    expect(paid).toMatchObject({ exception: null, payments: [{ state: 'confirmed' }] });
    expect(paid.paidAt).not.toBeNull();

    const list = await paymentsOf(m);
    expect(list.payments).toEqual([
      expect.objectContaining({
        txHash: hash,
        logIndex: -1,
        amount: session.amount,
        state: 'confirmed',
        match: 'amount',
        usdCents: 4990,
        token: { symbol: 'DEV', contract: null, decimals: 18 },
        session: expect.objectContaining({ id: session.id, state: 'paid', linkName: created.name }),
      }),
    ]);
  });

  it('turns a session paid in a test token, and tells two sessions on one address apart by their amounts', async () => {
    const { m, created } = await shop();
    const first = await openSession(payer(api), created.slug, { token: 'USDC' });
    const second = await openSession(payer(api), created.slug, { token: 'USDC' });
    expect(first.amount).not.toBe(second.amount);
    await pay(0, second.payTo, 'USDC', BigInt(second.amount));
    await mine(2);
    const paid = await until(second.id, (s) => s.state === 'paid');
    expect(paid.payments).toHaveLength(1);
    expect((await readSession(payer(api), first.id)).state).toBe('open');
    const list = await paymentsOf(m);
    expect(list.payments[0]).toMatchObject({ token: { symbol: 'USDC' }, logIndex: 0, session: { id: second.id } });
    // The links list counts what each link took.
    const links = await m.owner.agent.get(`${apiRoutes.listLinks.path}?companyId=${m.company.id}`);
    expect(
      (links.body as { links: { id: string; paid?: unknown }[] }).links.find((l) => l.id === created.id)?.paid,
    ).toEqual({
      count: 1,
      total: '49.90',
    });
  });

  it('binds the hash of a transaction that pays the session, and refuses one that does not', async () => {
    const { created } = await shop();
    const session = await openSession(payer(api), created.slug, { token: 'USDT' });
    const other = await openSession(payer(api), created.slug, { token: 'USDT' });
    const submit = (id: string, txHash: string) =>
      payer(api).post(path(apiRoutes.submitCheckoutTransaction.path, { id }), { txHash });

    const unknown = await submit(session.id, `0x${'12'.repeat(32)}`);
    expect(unknown.status).toBe(409);
    expect(errorOf(unknown.body).code).toBe('TRANSACTION_NOT_FOUND');

    // The other session's amount: the right token and address, not this session's amount.
    const wrong = await pay(0, other.payTo, 'USDT', BigInt(other.amount));
    const refused = await submit(session.id, wrong);
    expect(refused.status).toBe(422);
    expect(errorOf(refused.body)).toMatchObject({ code: 'TRANSACTION_MISMATCH', mismatch: ['amount'] });
    const wrongToken = await pay(0, session.payTo, 'USDC', BigInt(session.amount));
    expect(errorOf((await submit(session.id, wrongToken)).body).mismatch).toEqual(['token']);
    expect((await readSession(payer(api), session.id)).transactionHash).toBeNull();

    const right = await pay(0, session.payTo, 'USDT', BigInt(session.amount));
    const bound = await submit(session.id, right);
    expect(bound.status).toBe(200);
    expect(create(bound.body, CheckoutSession)).toMatchObject({
      transactionHash: right,
      state: 'processing',
      received: session.amount,
    });
    // Bound once: another session cannot claim it.
    const third = await openSession(payer(api), created.slug, { token: 'USDT' });
    expect(errorOf((await submit(third.id, right)).body).mismatch).toContain('used');
    await mine(2);
    await until(session.id, (s) => s.state === 'paid');
    await until(other.id, (s) => s.state === 'paid');
  });

  it('flags an overpayment, an underpayment assigned by hand, and a late payment', async () => {
    const { m, created } = await shop();
    const twice = await openSession(payer(api), created.slug, { token: 'DAI' });
    await pay(0, twice.payTo, 'DAI', BigInt(twice.amount));
    await pay(0, twice.payTo, 'DAI', BigInt(twice.amount));
    await mine(2);
    const over = await until(twice.id, (s) => s.state === 'paid' && s.payments.length === 2);
    expect(over).toMatchObject({ exception: 'overpaid', received: (2n * BigInt(twice.amount)).toString() });

    // Half the amount matches no session: it waits in the unmatched inbox until assigned.
    const short = await openSession(payer(api), created.slug, { token: 'DAI' });
    const half = BigInt(short.amount) / 2n;
    const hash = await pay(0, short.payTo, 'DAI', half);
    const unmatched = await eventually(
      () => paymentsOf(m, 'unmatched'),
      (list) => list.payments.some((p) => p.txHash === hash),
    );
    const stray = unmatched.payments.find((p) => p.txHash === hash)!;
    expect(stray).toMatchObject({ amount: half.toString(), session: null, match: null, usdCents: null });
    const assigned = await m.owner.agent.post(path(apiRoutes.assignPayment.path, { id: stray.id }), {
      companyId: m.company.id,
      sessionId: short.id,
    });
    expect(assigned.status).toBe(200);
    expect(create(assigned.body, Payment)).toMatchObject({ match: 'marked', session: { id: short.id } });
    expect(await readSession(payer(api), short.id)).toMatchObject({
      state: 'open',
      exception: 'underpaid',
      received: half.toString(),
    });
    const again = await m.owner.agent.post(path(apiRoutes.assignPayment.path, { id: stray.id }), {
      companyId: m.company.id,
      sessionId: twice.id,
    });
    expect(errorOf(again.body).code).toBe('PAYMENT_ALREADY_MATCHED');

    // Past its 60 minutes: expired is final. The money is known as late for this session, which
    // says so, but it never pays it: it waits, unmatched, in the workspace's inbox.
    const late = await openSession(payer(api), created.slug, { token: 'DAI' });
    api.clock.advance(minutes(61));
    expect((await readSession(payer(api), late.id)).state).toBe('expired');
    const lateHash = await pay(0, late.payTo, 'DAI', BigInt(late.amount));
    await mine(2);
    expect(await until(late.id, (s) => s.exception === 'paid_late')).toMatchObject({
      state: 'expired',
      received: '0',
      paidAt: null,
    });
    // The owner's session has run out meanwhile (61 minutes): refreshed, as the dashboard does.
    expect((await m.owner.agent.post(apiRoutes.refreshSession.path)).status).toBe(200);
    const inbox = await paymentsOf(m, 'unmatched');
    expect(inbox.payments.find((p) => p.txHash === lateHash)).toMatchObject({ session: null, late: true, match: null });
  });

  it('reverts a payment whose block a reorg replaced, and counts a re-sent one once', async () => {
    const { m, created } = await shop();
    const session = await openSession(payer(api), created.slug, { token: 'EURC' });
    const snapshot = (await rpc('evm_snapshot')) as string;
    const first = await pay(0, session.payTo, 'EURC', BigInt(session.amount));
    await until(session.id, (s) => s.state === 'processing');
    // Another history: the block at that height holds something else.
    expect(await rpc('evm_revert', [snapshot])).toBe(true);
    await pay(2, chain.accounts[3]!.address, 'DEV', 1n);
    await mine(1);
    const reverted = await until(session.id, (s) => s.payments.some((p) => p.state === 'reverted'));
    expect(reverted).toMatchObject({ state: 'open', received: '0', payments: [{ txHash: first, state: 'reverted' }] });

    const resent = await pay(0, session.payTo, 'EURC', BigInt(session.amount));
    await mine(2);
    const paid = await until(session.id, (s) => s.state === 'paid');
    expect(paid.received).toBe(session.amount);
    expect(paid.exception).toBeNull();
    const counted = paid.payments.filter((p) => p.state !== 'reverted');
    expect(counted).toEqual([expect.objectContaining({ state: 'confirmed', amount: session.amount })]);
    // The same transaction mined again (a new hash here: the wallet signed it anew) or not, one counts.
    expect(counted[0]!.txHash === resent || counted[0]!.txHash === first).toBe(true);
    expect((await paymentsOf(m, 'payments', '&state=reverted')).payments).toHaveLength(paid.payments.length - 1);
  });

  it('lists a workspace’s payments a page at a time, and keeps other workspaces’ apart', async () => {
    const { m, created } = await shop();
    const hashes: string[] = [];
    for (const units of [11n, 12n, 13n]) hashes.push(await pay(0, m.wallet.addresses[0]!, 'USDC', units));
    const first = await eventually(
      () => paymentsOf(m, 'unmatched', '&limit=2'),
      (list) => list.total >= 3,
    );
    expect(first.total).toBe(3);
    expect(first.payments).toHaveLength(2);
    const next = await m.owner.agent.get(
      `${apiRoutes.listUnmatchedPayments.path}?companyId=${m.company.id}&limit=2&cursor=${first.nextCursor}`,
    );
    const second = create(next.body, PaymentListResponse);
    expect(second).toMatchObject({ total: 3, nextCursor: null });
    // Every payment once, newest first across the pages.
    const all = [...first.payments, ...second.payments];
    expect(all.map((p) => p.txHash).sort()).toEqual([...hashes].sort());
    const times = all.map((p) => p.detectedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await paymentsOf(m, 'payments', '&matched=matched')).total).toBe(0);
    const bad = await m.owner.agent.get(`${apiRoutes.listPayments.path}?companyId=${m.company.id}&cursor=nope`);
    expect(errorOf(bad.body).details?.[0]).toMatchObject({ field: 'cursor', code: 'invalid' });

    // Another workspace sees none of it, and cannot reach it by id.
    const other = await merchant(api);
    const otherLink = await link(other);
    const otherSession = await openSession(payer(api), otherLink.slug, { token: 'USDC' });
    expect((await other.owner.agent.get(`${apiRoutes.listPayments.path}?companyId=${m.company.id}`)).status).toBe(404);
    const stranger = await other.owner.agent.post(path(apiRoutes.assignPayment.path, { id: first.payments[0]!.id }), {
      companyId: other.company.id,
      sessionId: otherSession.id,
    });
    expect(stranger.status).toBe(404);
    // Nor can the owner assign a payment to another workspace's session.
    const before = await api.counts();
    const across = await m.owner.agent.post(path(apiRoutes.assignPayment.path, { id: first.payments[0]!.id }), {
      companyId: m.company.id,
      sessionId: otherSession.id,
    });
    expect(across.status).toBe(422);
    expect(errorOf(across.body).details?.[0]).toMatchObject({ field: 'sessionId', code: 'invalid' });
    expect(await api.counts()).toEqual(before);
    expect((await readSession(payer(api), otherSession.id)).received).toBe('0');
    expect(created.status).toBe('active');
  });

  it('answers a payment’s confirmations, and a dynamic link’s payment with the link', async () => {
    const { m } = await shop();
    const dynamic = await dynamicLink(m);
    const read = async (id: string) => {
      const response = await m.owner.agent.get(path(apiRoutes.getDynamicLink.path, { id }));
      expect(response.status).toBe(200);
      return create(response.body, PaymentLinkDetail);
    };
    // Before anyone opens it: no payment.
    expect((await read(dynamic.id)).payment).toBeNull();
    const session = await openSession(payer(api), dynamic.slug, { token: 'DEV' });
    expect((await read(dynamic.id)).payment).toEqual({
      sessionId: session.id,
      state: 'open',
      exception: null,
      token: session.token,
      amount: session.amount,
      paidAt: null,
      paymentId: null,
    });

    await pay(0, session.payTo, 'DEV', BigInt(session.amount));
    await until(session.id, (s) => s.state === 'processing');
    const [seen] = (await paymentsOf(m)).payments;
    expect(seen!.confirmations).toEqual({ count: 1, required: 2 });
    await mine(2);
    const paid = await until(session.id, (s) => s.state === 'paid');
    const [confirmed] = (await paymentsOf(m)).payments;
    expect(confirmed!.state).toBe('confirmed');
    expect(confirmed!.confirmations.required).toBe(2);
    expect(confirmed!.confirmations.count).toBeGreaterThanOrEqual(2);
    expect((await read(dynamic.id)).payment).toMatchObject({
      sessionId: session.id,
      state: 'paid',
      paidAt: paid.paidAt,
      paymentId: confirmed!.id,
    });
    // The same through GET /payment-link/{id}; a static link has no payment field.
    const any = await m.owner.agent.get(path(apiRoutes.getLink.path, { id: dynamic.id }));
    expect(create(any.body, PaymentLinkDetail).payment).toMatchObject({ state: 'paid', paymentId: confirmed!.id });

    // A dynamic link whose session ran out unpaid reads as expired, however often it is read.
    const other = await link(m, {
      type: 'dynamic',
      recipientName: 'Bo',
      recipientEmail: 'bo@example.com',
      summary: 'Audit',
    });
    await openSession(payer(api), other.slug, { token: 'DEV' });
    api.clock.advance(minutes(21));
    expect((await m.owner.agent.post(apiRoutes.refreshSession.path, {})).status).toBe(200);
    expect((await read(other.id)).payment).toMatchObject({ state: 'expired', paymentId: null });
  });
});
