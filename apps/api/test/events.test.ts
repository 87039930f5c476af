// The event stream and the notifications made from it, over HTTP with the real server: a paid
// checkout writes its events in order (cursor paging, type filter, another workspace's stream
// refused), over- and underpayments, unmatched and assigned payments have theirs, every member
// is notified of the payment and reads only their own notifications, and notifications written
// while no consumer ran arrive once when the next process starts, even after a SIGKILL.
import {
  apiRoutes,
  EventListResponse,
  MarkNotificationsResponse,
  NotificationListResponse,
  type EventType,
  type Notification,
} from '@meridian/contract';
import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { localChainEnv, type LocalChain } from '../src/chain';
import { killApiProcesses, startApiProcess } from './support/api-process';
import { link, merchant, openSession, payer, proveWallet, readSession, watchChain } from './support/checkout';
import { confirmedUser, freshDatabase, minutes, startApi, type Agent, type TestApi } from './support/harness';
import { eventually } from './support/eventually';
import { scratchDir } from './support/scratch';
import { createWorkspace, errorOf, invite, joinAs } from './support/workspaces';

let chain: LocalChain;
let api: TestApi;
const { rpc, mine, pay, until, payInFull } = watchChain((started) => ({ chain, api } = started));

/**
 * A workspace paid at funded account `index`'s address (its wallet proved by a signature when
 * `prove`), a link, and a checkout opened on it in the coin.
 */
async function shop(index: number, name: string, options: { prove?: boolean } = {}) {
  const account = chain.accounts[index]!;
  const m = await merchant(api, { address: account.address, name });
  if (options.prove) expect(await proveWallet(m, account.privateKey)).toBe(200);
  const created = await link(m);
  const session = await openSession(payer(api), created.slug, { token: 'DEV' });
  return { m, created, session };
}

async function eventsOf(agent: Agent, companyId: string, query = '') {
  const response = await agent.get(`${apiRoutes.listEvents.path}?companyId=${companyId}${query}`);
  expect(response.status).toBe(200);
  return create(response.body, EventListResponse);
}

/** Every event of a workspace, oldest first (read newest first, page after page), once `count` are there. */
async function history(agent: Agent, companyId: string, count: number, query = '') {
  return eventually(
    async () => {
      const found: EventListResponse['events'] = [];
      let cursor = '';
      for (;;) {
        const page = await eventsOf(agent, companyId, `${query}${cursor}`);
        found.push(...page.events);
        if (page.nextCursor === null) return found.reverse();
        cursor = `&cursor=${page.nextCursor}`;
      }
    },
    (found) => found.length >= count,
  );
}

/** The one event of `type` in a workspace, once it is there. */
async function onlyEvent(agent: Agent, companyId: string, type: string) {
  const page = await eventually(
    () => eventsOf(agent, companyId, `&type=${type}`),
    (found) => found.total === 1,
  );
  return page.events[0]!;
}

/** The workspace's history once `types.length` events are there, checked to be of those types in that order. */
async function historyOf(agent: Agent, companyId: string, types: string[]) {
  const stream = await history(agent, companyId, types.length);
  expect(stream.map((event) => event.type)).toEqual(types);
  return stream;
}

async function notificationsOf(agent: Agent, query = '') {
  const response = await agent.get(`${apiRoutes.listNotifications.path}${query}`);
  expect(response.status).toBe(200);
  return create(response.body, NotificationListResponse).data;
}

const markRead = (agent: Agent, notificationIds: unknown) =>
  agent.request('PATCH', apiRoutes.markNotificationsRead.path, { json: { notificationIds } });

describe('the event stream of a paid checkout', () => {
  it('lists each change once, in order, a page at a time; members read it, other workspaces do not', async () => {
    const account = chain.accounts[1]!;
    const m = await merchant(api, { address: account.address });
    expect(await proveWallet(m, account.privateKey)).toBe(200);
    const viewer = await joinAs(api, m.owner.agent, m.company.id, 'viewer');
    const created = await link(m);
    const session = await openSession(payer(api), created.slug, { token: 'DEV' });
    await payInFull(session);

    const expected: EventType[] = [
      'wallet.verified',
      'member.invited',
      'checkout.opened',
      'payment.detected',
      'checkout.processing',
      'payment.confirmed',
      'checkout.paid',
    ];
    // Newest first, in one page of the default size.
    const all = await eventually(
      () => eventsOf(viewer.agent, m.company.id),
      (page) => page.total === expected.length,
    );
    expect(all.events.map((event) => event.type)).toEqual([...expected].reverse());
    expect(all.nextCursor).toBeNull();
    const ids = all.events.map((event) => BigInt(event.id));
    expect([...ids].sort((a, b) => (a > b ? -1 : 1))).toEqual(ids);
    const paid = all.events[0]!;
    // The checkout as the public API answers it: a session of the link, named by its own id.
    expect(paid).toMatchObject({
      companyId: m.company.id,
      objectType: 'checkout',
      objectId: session.id,
      data: {
        id: session.id,
        paymentLinkId: created.id,
        status: 'paid',
        amount: '49.90',
        payment: { checkoutId: session.id, amount: session.amount, status: 'confirmed' },
      },
    });

    // Cursor paging: pages of three, three and one, each with the total, the last without a cursor.
    const pages: string[][] = [];
    let cursor = '';
    for (;;) {
      const page = await eventsOf(m.owner.agent, m.company.id, `&limit=3${cursor}`);
      expect(page.total).toBe(expected.length);
      pages.push(page.events.map((event) => event.type));
      if (page.nextCursor === null) break;
      cursor = `&cursor=${page.nextCursor}`;
    }
    const newest = [...expected].reverse();
    expect(pages).toEqual([newest.slice(0, 3), newest.slice(3, 6), newest.slice(6)]);

    // One type.
    const payments = await eventsOf(m.owner.agent, m.company.id, '&type=payment.detected');
    expect(payments).toEqual({ events: [all.events[3]], total: 1, nextCursor: null, hasMore: false });

    // Another workspace's stream: not found, to its own owner as to a stranger.
    const other = await confirmedUser(api);
    const otherCompany = await createWorkspace(other.agent, { name: 'Umbra' });
    const refused = await other.agent.get(`${apiRoutes.listEvents.path}?companyId=${m.company.id}`);
    expect(refused.status).toBe(404);
    expect(errorOf(refused.body).code).toBe('NOT_FOUND');
    expect((await eventsOf(other.agent, otherCompany.id)).events).toEqual([]);

    // Every member hears of the payment; the wallet's proof goes to those who manage wallets.
    const received = (list: { notifications: Notification[] }) =>
      list.notifications.filter((n) => n.type === 'payment_received');
    const ownerList = await eventually(
      () => notificationsOf(m.owner.agent),
      (list) => received(list).length === 1,
    );
    expect(received(ownerList)[0]).toMatchObject({
      read: false,
      data: {
        companyId: m.company.id,
        sessionId: session.id,
        linkId: created.id,
        linkName: created.name,
        token: { symbol: 'DEV', contract: null, decimals: 18 },
        amount: session.amount,
        totalCents: 4990,
        late: false,
      },
    });
    expect(ownerList.notifications.map((n) => n.type).sort()).toEqual(['payment_received', 'wallet_verification']);
    const viewerList = await eventually(
      () => notificationsOf(viewer.agent),
      (list) => received(list).length === 1,
    );
    // The viewer was invited by e-mail before joining: that notification too, and no wallet one.
    expect(viewerList.notifications.map((n) => n.type)).toEqual(['payment_received', 'company_invite']);
    expect(viewerList.notifications[1]).toMatchObject({
      data: { companyId: m.company.id, companyName: 'Lumen', privilege: 'viewer' },
    });
    expect((await notificationsOf(other.agent)).total).toBe(0);
  });
});

describe('the event stream of a checkout paid late', () => {
  it('records the expiry, then the late payment; members are told it came late', async () => {
    const { m, session } = await shop(2, 'Orbit');
    api.clock.advance(minutes(21));
    // Expired as soon as it is read; the watcher's next pass stores it so, with its event.
    expect((await readSession(payer(api), session.id)).state).toBe('expired');
    // The owner's page refreshes its session after the 21 minutes, as the dashboard does.
    expect((await m.owner.agent.post(apiRoutes.refreshSession.path, {})).status).toBe(200);
    await onlyEvent(m.owner.agent, m.company.id, 'checkout.expired');
    // Expired is final: the money that comes now never pays it. It waits, unmatched, in the
    // workspace's inbox, and the checkout says it came late.
    await pay(0, session.payTo, 'DEV', BigInt(session.amount));
    await mine(2);
    await until(session.id, (s) => s.exception === 'paid_late');
    const stream = await historyOf(m.owner.agent, m.company.id, [
      'checkout.opened',
      'checkout.expired',
      'payment.unmatched',
      'checkout.paid_late',
      'payment.confirmed',
    ]);
    expect(stream[3]!.data).toMatchObject({
      id: session.id,
      status: 'expired',
      exception: 'paid_late',
      payment: { checkoutId: null, lateForCheckoutId: session.id, amount: session.amount },
    });
    expect(stream.map((event) => event.type)).not.toContain('checkout.paid');
    const list = await eventually(
      () => notificationsOf(m.owner.agent),
      (found) => found.total === 1,
    );
    expect(list.notifications[0]).toMatchObject({ type: 'payment_received', data: { late: true } });
  });
});

describe('the event stream through a reorg', () => {
  it('records the payment reverted and the checkout open again', async () => {
    const { m, session } = await shop(3, 'Drift');
    const snapshot = (await rpc('evm_snapshot')) as string;
    await pay(0, session.payTo, 'DEV', BigInt(session.amount));
    await until(session.id, (s) => s.state === 'processing');
    // Another history: the block at that height holds something else.
    expect(await rpc('evm_revert', [snapshot])).toBe(true);
    await pay(4, chain.accounts[5]!.address, 'DEV', 1n);
    await mine(1);
    await until(session.id, (s) => s.state === 'open');
    const stream = await historyOf(m.owner.agent, m.company.id, [
      'checkout.opened',
      'payment.detected',
      'checkout.processing',
      'payment.reverted',
      'checkout.reopened',
    ]);
    expect(stream[3]!.data).toMatchObject({ checkoutId: session.id, status: 'reverted' });
  });
});

describe('the event stream of over- and underpayments', () => {
  it('records an overpayment when the second transfer arrives, then the payment', async () => {
    const { m, session } = await shop(6, 'Tide');
    await pay(0, session.payTo, 'DEV', BigInt(session.amount));
    await pay(0, session.payTo, 'DEV', BigInt(session.amount));
    await mine(2);
    await until(session.id, (s) => s.state === 'paid' && s.payments.length === 2);
    const types = (await history(m.owner.agent, m.company.id, 8)).map((event) => event.type);
    expect(types.slice(0, 5)).toEqual([
      'checkout.opened',
      'payment.detected',
      'checkout.processing',
      'payment.detected',
      'checkout.overpaid',
    ]);
    expect(types.filter((type) => type === 'payment.confirmed')).toHaveLength(2);
    expect(types.at(-1)).toBe('checkout.paid');
    const overpaid = await onlyEvent(m.owner.agent, m.company.id, 'checkout.overpaid');
    expect(overpaid).toMatchObject({
      objectType: 'checkout',
      objectId: session.id,
      data: { id: session.id, status: 'processing', exception: 'overpaid' },
    });
  });

  it('records a stray transfer unmatched for the workspace that proved the address, then assigned and underpaid', async () => {
    const { m, session } = await shop(7, 'Reef', { prove: true });
    // Another workspace paid at an address it did not prove hears nothing of it.
    const unproved = await merchant(api, { address: chain.accounts[7]!.address, name: 'Shoal' });
    const half = BigInt(session.amount) / 2n;
    const hash = await pay(0, session.payTo, 'DEV', half);
    const unmatched = await onlyEvent(m.owner.agent, m.company.id, 'payment.unmatched');
    expect(unmatched).toMatchObject({
      objectType: 'payment',
      data: { txHash: hash, amount: half.toString(), checkoutId: null, lateForCheckoutId: null, status: 'pending' },
    });
    expect((await eventsOf(unproved.owner.agent, unproved.company.id, '&type=payment.unmatched')).events).toEqual([]);

    const assigned = await m.owner.agent.post(`/payments/${unmatched.objectId}/assign`, {
      companyId: m.company.id,
      sessionId: session.id,
    });
    expect(assigned.status).toBe(200);
    const stream = await historyOf(m.owner.agent, m.company.id, [
      'wallet.verified',
      'checkout.opened',
      'payment.unmatched',
      'payment.assigned',
      'checkout.underpaid',
    ]);
    expect(stream[3]).toMatchObject({
      objectId: unmatched.objectId,
      data: { checkoutId: session.id, amount: half.toString() },
    });
    expect(stream[4]!.data).toMatchObject({ id: session.id, status: 'open', exception: 'underpaid' });
  });
});

describe('notifications', () => {
  it('come newest first a page at a time, unread ones alone on request, and only their recipient marks them read', async () => {
    const owner = await confirmedUser(api);
    const company = await createWorkspace(owner.agent, { name: 'Halo' });
    const person = await confirmedUser(api);
    const others = await confirmedUser(api);
    // Five invitations to `person`, from five workspaces: five company_invite notifications.
    const names = ['Halo', 'Beta', 'Gamma', 'Delta', 'Epsilon'];
    for (const name of names) {
      const workspace = name === 'Halo' ? company : await createWorkspace(owner.agent, { name });
      await invite(owner.agent, workspace.id, person.body.email, 'developer');
    }
    await invite(owner.agent, company.id, others.body.email, 'viewer');
    const all = await eventually(
      () => notificationsOf(person.agent),
      (list) => list.total === 5,
    );
    expect(all.hasMore).toBe(false);
    expect(all.notifications.map((n) => (n.type === 'company_invite' ? n.data.companyName : ''))).toEqual(
      [...names].reverse(),
    );
    expect(all.notifications.every((n) => !n.read)).toBe(true);

    const first = await notificationsOf(person.agent, '?limit=2');
    expect(first).toMatchObject({ total: 5, hasMore: true });
    expect(first.notifications).toEqual(all.notifications.slice(0, 2));
    const last = await notificationsOf(person.agent, '?limit=2&skip=4');
    expect(last).toMatchObject({ total: 5, hasMore: false });
    expect(last.notifications).toEqual(all.notifications.slice(4));
    expect(await notificationsOf(person.agent, '?skip=10')).toEqual({ notifications: [], total: 5, hasMore: false });

    // Someone else's notification in the same request changes nothing, and is named.
    const theirs = (
      await eventually(
        () => notificationsOf(others.agent),
        (list) => list.total === 1,
      )
    ).notifications[0]!;
    const mine = all.notifications.slice(0, 2).map((n) => n.id);
    const marked = await markRead(person.agent, [...mine, theirs.id]);
    expect(marked.status).toBe(200);
    expect(create(marked.body, MarkNotificationsResponse)).toEqual({ data: { updated: 2, notFound: [theirs.id] } });
    expect((await notificationsOf(others.agent)).notifications[0]!.read).toBe(false);

    const unread = await notificationsOf(person.agent, '?onlyUnread=true');
    expect(unread.total).toBe(3);
    expect(unread.notifications.map((n) => n.id)).toEqual(all.notifications.slice(2).map((n) => n.id));
    const again = await notificationsOf(person.agent);
    expect(again.notifications.map((n) => n.read)).toEqual([true, true, false, false, false]);
    // Marking again is harmless: still the caller's, still read.
    expect((await markRead(person.agent, [mine[0]])).body).toEqual({ data: { updated: 1, notFound: [] } });
  });

  it('refuses a bad query or body with the field named, and changes nothing', async () => {
    const owner = await confirmedUser(api);
    const company = await createWorkspace(owner.agent, { name: 'Quill' });
    const cases: [string, string][] = [
      [`?companyId=${company.id}&limit=0`, 'limit'],
      [`?companyId=${company.id}&limit=101`, 'limit'],
      [`?companyId=${company.id}&cursor=abc`, 'cursor'],
      [`?companyId=${company.id}&cursor=${Buffer.from('["x"]').toString('base64url')}`, 'cursor'],
      [`?companyId=${company.id}&type=checkout.exploded`, 'type'],
    ];
    for (const [query, field] of cases) {
      const response = await owner.agent.get(`${apiRoutes.listEvents.path}${query}`);
      expect(response.status, query).toBe(422);
      expect(errorOf(response.body)).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field }] });
    }
    // The workspace check comes first: a stranger learns nothing, even with a bad query.
    const stranger = await confirmedUser(api);
    expect((await stranger.agent.get(`${apiRoutes.listEvents.path}?companyId=${company.id}&limit=0`)).status).toBe(404);

    for (const [query, field] of [
      ['?limit=0', 'limit'],
      ['?skip=-1', 'skip'],
      ['?onlyUnread=yes', 'onlyUnread'],
    ]) {
      const response = await owner.agent.get(`${apiRoutes.listNotifications.path}${query}`);
      expect(response.status, query).toBe(422);
      expect(errorOf(response.body).details).toEqual([expect.objectContaining({ field })]);
    }
    for (const [ids, field, code] of [
      [[], 'notificationIds', 'required'],
      [['not-an-id'], 'notificationIds', 'invalid'],
      [Array.from({ length: 101 }, () => '00000000-0000-4000-8000-000000000000'), 'notificationIds', 'too_long'],
      ['00000000-0000-4000-8000-000000000000', 'notificationIds', 'type'],
    ] as const) {
      const response = await markRead(owner.agent, ids);
      expect(response.status).toBe(422);
      expect(errorOf(response.body).details).toEqual([expect.objectContaining({ field, code })]);
    }
    // A refused invitation writes no event.
    const member = await confirmedUser(api);
    await invite(owner.agent, company.id, member.body.email, 'viewer');
    const before = await eventually(
      () => eventsOf(owner.agent, company.id),
      (page) => page.total === 1,
    );
    const again = await owner.agent.post(`/company/${company.id}/members/invites`, {
      email: member.body.email,
      privilege: 'viewer',
    });
    expect(again.status).toBe(409);
    expect(await eventsOf(owner.agent, company.id)).toEqual(before);
    expect(before.events.map((event) => event.type)).toEqual(['member.invited']);
  });
});

describe('a consumer that was not running', () => {
  it('catches up on start: what was written while it was down is notified once', { timeout: 60_000 }, async () => {
    const database = await freshDatabase();
    try {
      // A process whose consumer never ran (as one stopped between a commit and its notification).
      const first = await startApi(database.env, { consumers: false });
      const owner = await confirmedUser(first);
      const company = await createWorkspace(owner.agent, { name: 'Vela' });
      const invitee = await confirmedUser(first);
      await invite(owner.agent, company.id, invitee.body.email, 'admin');
      const written = await eventually(
        () => eventsOf(owner.agent, company.id),
        (page) => page.total === 1,
      );
      expect(written.events.map((event) => event.type)).toEqual(['member.invited']);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await notificationsOf(invitee.agent)).total).toBe(0);
      await first.close();

      const second = await startApi(database.env);
      try {
        const agent = second.agent();
        agent.jar.clear();
        for (const [name, value] of invitee.agent.jar) agent.jar.set(name, value);
        const list = await eventually(
          () => notificationsOf(agent),
          (found) => found.total > 0,
        );
        expect(list.notifications).toEqual([
          expect.objectContaining({
            type: 'company_invite',
            read: false,
            data: expect.objectContaining({ companyId: company.id, companyName: 'Vela', privilege: 'admin' }),
          }),
        ]);
        // Run again: nothing doubles.
        second.app.notificationConsumer!.kick();
        await second.app.notificationConsumer!.idle();
        expect((await notificationsOf(agent)).total).toBe(1);
      } finally {
        await second.close();
      }
    } finally {
      await database.cleanup();
    }
  });

  it(
    'notifies a payment once when its process was killed (SIGKILL) before its consumer ran',
    { timeout: 180_000 },
    async () => {
      const database = await freshDatabase();
      const dataDir = mkdtempSync(join(scratchDir(), 'meridian-events-test-'));
      const env = {
        DATA_DIR: dataDir,
        ...database.env,
        ...localChainEnv(chain.rpcUrl, chain.tokens),
        WATCHER_POLL_MS: '100',
        CHAIN_CONFIRMATIONS: '2',
      };
      try {
        // The first process's consumer would start in ten minutes: it never runs.
        const first = await startApiProcess({ ...env, EVENT_CONSUMERS_DELAY_MS: '600000' });
        const m = await merchant(first, { address: chain.accounts[8]!.address, name: 'Kite' });
        const created = await link(m);
        const session = await openSession(payer(first), created.slug, { token: 'DEV' });
        await pay(0, session.payTo, 'DEV', BigInt(session.amount));
        await mine(2);
        await until(session.id, (s) => s.state === 'paid', 60_000, first);
        await onlyEvent(m.owner.agent, m.company.id, 'checkout.paid');
        expect((await notificationsOf(m.owner.agent)).total).toBe(0);
        await first.kill('SIGKILL');

        // The next process on the same database catches up on start: the payment, once.
        const second = await startApiProcess(env);
        const owner = second.agent();
        for (const [name, value] of m.owner.agent.jar) owner.jar.set(name, value);
        const list = await eventually(
          () => notificationsOf(owner),
          (found) => found.total > 0,
        );
        expect(list.notifications).toEqual([
          expect.objectContaining({
            type: 'payment_received',
            data: expect.objectContaining({ sessionId: session.id, linkId: created.id, late: false }),
          }),
        ]);
        await second.kill('SIGKILL');
        // And a third one finds nothing more to do.
        const third = await startApiProcess(env);
        const again = third.agent();
        for (const [name, value] of m.owner.agent.jar) again.jar.set(name, value);
        await new Promise((resolve) => setTimeout(resolve, 1000));
        expect((await notificationsOf(again)).total).toBe(1);
        await third.kill('SIGTERM');
      } finally {
        killApiProcesses();
        await database.cleanup();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
