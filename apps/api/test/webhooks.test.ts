// Signed webhooks over HTTP with the real server: endpoints (roles, another workspace's 404,
// bad input changing nothing), deliveries to a receiver on loopback verified by the
// `standardwebhooks` library, secret rotation, each kind of failure (500, timeout, 410, 429 with
// Retry-After, a redirect), the delivery log, redelivery, replay and the test event.
import {
  apiRoutes,
  WEBHOOK_LIMITS,
  ReplayWebhooksResponse,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookSecretResponse,
} from '@meridian/contract';
import { Webhook } from 'standardwebhooks';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETRY_SCHEDULE_MS } from '../src/webhooks/sender';
import { listedEvents } from './support/events';
import { eventually } from './support/eventually';
import { confirmedUser, startApi, type Agent, type TestApi } from './support/harness';
import { addressedTo } from './support/inbox';
import {
  addEndpoint,
  attemptsLogged,
  deliveriesOf,
  deliveryOf,
  endpointPath,
  endpointsOf,
  endpointsPath,
  Receiver,
  receiverEachTest,
  signInAgain,
  someone,
  verifyDelivery,
} from './support/webhooks';
import { createWorkspace, errorOf, invite, joinAs, path } from './support/workspaces';

/**
 * How long the API waits for a receiver here: long enough that a receiver answering at once is
 * never taken for a timeout on a busy machine (2 s was, with the event loop held up), short
 * enough for the test of a receiver that hangs.
 */
const RECEIVER_TIMEOUT_MS = 8000;

let api: TestApi;
let receiver: Receiver;

beforeAll(async () => {
  api = await startApi(
    { WEBHOOK_ALLOW_PRIVATE_URLS: '1', WEBHOOK_TIMEOUT_MS: String(RECEIVER_TIMEOUT_MS), WEBHOOK_POLL_MS: '30' },
    { smtp: true },
  );
});
afterAll(async () => {
  await api?.close();
});
receiverEachTest(
  () => new Receiver(),
  (started) => (receiver = started),
);

/** An owner, a workspace, and an endpoint of it at the receiver for `member.invited`. */
async function setup(url = `${receiver.url}/hooks`) {
  const owner = await confirmedUser(api);
  const company = await createWorkspace(owner.agent, { name: 'Vela Studio' });
  const created = await addEndpoint(owner.agent, company.id, { url });
  return { owner, company, endpoint: created.endpoint, secret: created.secret };
}

/** The id of the newest event of a type: the webhook-id of its deliveries. */
async function newestEventId(agent: Agent, companyId: string, type: string) {
  return (await listedEvents(agent, companyId, { type }))[0]!.id;
}

const received = (count: number, timeoutMs = 10_000) =>
  eventually(
    async () => receiver.received.length,
    (length) => length >= count,
    timeoutMs,
  );

const verify = (secret: string, entry: { body: string; headers: Record<string, unknown> }) =>
  verifyDelivery(api.clock, secret, entry);

/** Waits until the server has logged every attempt the receiver saw (or `expected`). */
const recorded = (endpointId: string, expected = receiver.received.length, timeoutMs?: number) =>
  attemptsLogged(api, endpointId, expected, timeoutMs);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a delivery', () => {
  it('is signed as Standard Webhooks says: the library verifies it, webhook-id is the event id', async () => {
    const { owner, company, endpoint, secret } = await setup();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    // Another endpoint that wants other events gets nothing of this one.
    const other = new Receiver();
    await other.listen();
    try {
      await addEndpoint(owner.agent, company.id, { url: other.url, eventTypes: ['checkout.paid'] });
      const guest = someone();
      await invite(owner.agent, company.id, guest, 'viewer');
      await received(1);
      const [entry] = receiver.received;
      const eventId = await newestEventId(owner.agent, company.id, 'member.invited');
      expect(entry!.id).toBe(eventId);
      expect(entry!.path).toBe('/hooks');
      expect(entry!.headers['content-type']).toBe('application/json');
      const payload = verify(secret, entry!) as Record<string, unknown>;
      expect(payload).toEqual({
        type: 'member.invited',
        timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        data: expect.objectContaining({ email: guest, privilege: 'viewer' }),
      });
      // Any other secret fails verification.
      const stranger = await addEndpoint(owner.agent, company.id, {
        url: `${receiver.url}/x`,
        eventTypes: ['checkout.paid'],
      });
      expect(() => verify(stranger.secret, entry!)).toThrow();
      await pause(300);
      expect(other.received).toHaveLength(0);

      // The log: one delivery, succeeded, with its attempt.
      const log = await eventually(
        () => deliveriesOf(owner.agent, company.id, endpoint.id),
        (page) => page.deliveries[0]?.status === 'succeeded',
      );
      expect(log.total).toBe(1);
      expect(log.deliveries[0]).toMatchObject({
        messageId: eventId,
        eventId,
        type: 'member.invited',
        attempts: 1,
        lastStatusCode: 200,
      });
      const detail = await deliveryOf(owner.agent, company.id, endpoint.id, log.deliveries[0]!.id);
      expect(detail.body).toBe(entry!.body);
      expect(detail.attempts).toEqual([
        expect.objectContaining({ statusCode: 200, responseBody: 'ok', error: null, errorMessage: null }),
      ]);
      expect(detail.attempts[0]!.latencyMs).toBeGreaterThanOrEqual(0);
      // The secret is answered once: never in the list.
      expect(JSON.stringify(await endpointsOf(owner.agent, company.id))).not.toContain(secret.slice(6));
    } finally {
      await other.close();
    }
  });

  it('after a rotation carries a signature by each secret for 24 hours, then by the new one alone', async () => {
    const { owner, company, endpoint, secret } = await setup();
    const rotated = await owner.agent.post(
      path(apiRoutes.rotateWebhookSecret.path, { id: company.id, endpointId: endpoint.id }),
    );
    expect(rotated.status).toBe(200);
    const { secret: next, endpoint: after } = create(rotated.body, WebhookSecretResponse);
    expect(next).not.toBe(secret);
    expect(Date.parse(after.previousSecretExpiresAt!) - api.clock.now().getTime()).toBeGreaterThan(23.9 * 3600_000);
    await invite(owner.agent, company.id, someone(), 'viewer');
    await received(1);
    const first = receiver.received[0]!;
    expect(String(first.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verify(secret, first!)).toBeTruthy();
    expect(verify(next, first!)).toBeTruthy();

    // A day later the old secret signs no more: a test event carries one signature.
    api.clock.advance(24 * 3600_000 + 60_000);
    const sessionOwner = await signIn(owner);
    const test = await sessionOwner.post(
      path(apiRoutes.sendWebhookTest.path, { id: company.id, endpointId: endpoint.id }),
    );
    expect(test.status).toBe(201);
    await received(2);
    const second = receiver.received[1]!;
    expect(String(second.headers['webhook-signature']).split(' ')).toHaveLength(1);
    // Signed at the server's clock: compare with the library's own signature of that moment.
    const at = new Date(Number(second.headers['webhook-timestamp']) * 1000);
    expect(second.headers['webhook-signature']).toBe(new Webhook(next).sign(second.id, at, second.body));
    expect(second.headers['webhook-signature']).not.toContain(new Webhook(secret).sign(second.id, at, second.body));
  });
});

describe('failures', () => {
  it('a 500 is retried 5 seconds later (give or take a tenth), with the same webhook-id, until a 2xx', async () => {
    receiver.answer = (_request, previous) => (previous === 0 ? { status: 500, body: 'boom' } : { status: 204 });
    const { owner, company, endpoint, secret } = await setup();
    await invite(owner.agent, company.id, someone(), 'viewer');
    await received(1);
    await recorded(endpoint.id);
    await pause(300);
    expect(receiver.received).toHaveLength(1);
    api.clock.advance(5500);
    await received(2);
    const [first, second] = receiver.received;
    expect(second!.id).toBe(first!.id);
    expect(second!.body).toBe(first!.body);
    expect(verify(secret, second!)).toBeTruthy();
    const log = await eventually(
      () => deliveriesOf(owner.agent, company.id, endpoint.id),
      (page) => page.deliveries[0]?.status === 'succeeded',
    );
    const detail = await deliveryOf(owner.agent, company.id, endpoint.id, log.deliveries[0]!.id);
    expect(detail.attempts.map((attempt) => [attempt.statusCode, attempt.error, attempt.responseBody])).toEqual([
      [500, 'status', 'boom'],
      [204, null, ''],
    ]);
    expect(detail.delivery.attempts).toBe(2);
  });

  it('a receiver that does not answer in time is a timeout', async () => {
    receiver.answer = () => ({ status: 200, hang: true });
    const { owner, company, endpoint } = await setup();
    await invite(owner.agent, company.id, someone(), 'viewer');
    const log = await eventually(
      () => deliveriesOf(owner.agent, company.id, endpoint.id),
      (page) => page.deliveries[0]?.lastAttemptAt !== null && page.deliveries[0]?.status === 'pending',
    );
    const detail = await eventually(
      () => deliveryOf(owner.agent, company.id, endpoint.id, log.deliveries[0]!.id),
      (found) => found.attempts.length === 1,
    );
    expect(detail.attempts[0]).toMatchObject({ statusCode: null, error: 'timeout' });
    expect(detail.attempts[0]!.latencyMs).toBeGreaterThanOrEqual(RECEIVER_TIMEOUT_MS - 100);
    expect(detail.delivery.nextAttemptAt).not.toBeNull();
  });

  it('a redirect is not followed: it fails, and its target hears nothing', async () => {
    receiver.answer = (request) =>
      request.path === '/moved' ? { status: 200 } : { status: 302, headers: { location: `${receiver.url}/moved` } };
    const { owner, company, endpoint } = await setup();
    await invite(owner.agent, company.id, someone(), 'viewer');
    const log = await eventually(
      () => deliveriesOf(owner.agent, company.id, endpoint.id),
      (page) => page.deliveries[0]?.lastStatusCode === 302,
    );
    const detail = await deliveryOf(owner.agent, company.id, endpoint.id, log.deliveries[0]!.id);
    expect(detail.attempts[0]).toMatchObject({ statusCode: 302, error: 'redirect' });
    expect(detail.attempts[0]!.errorMessage).toContain('redirects are not followed');
    expect(detail.delivery.status).toBe('pending');
    await pause(200);
    expect(receiver.received.map((entry) => entry.path)).toEqual(['/hooks']);
  });

  it('429 with Retry-After waits as long as it says', async () => {
    receiver.answer = (_request, previous) =>
      previous === 0 ? { status: 429, headers: { 'retry-after': '120' } } : { status: 200 };
    const { owner, company, endpoint } = await setup();
    await invite(owner.agent, company.id, someone(), 'viewer');
    await received(1);
    await recorded(endpoint.id);
    // The schedule alone would retry 5 s later: Retry-After holds it for two minutes.
    api.clock.advance(30_000);
    await pause(400);
    expect(receiver.received).toHaveLength(1);
    api.clock.advance(91_000);
    await received(2);
    expect(receiver.received[1]!.id).toBe(receiver.received[0]!.id);
  });

  it('410 Gone disables the endpoint and tells its owners by mail', async () => {
    receiver.answer = () => ({ status: 410, body: 'gone' });
    const { owner, company, endpoint } = await setup();
    await invite(owner.agent, company.id, someone(), 'viewer');
    const [after] = await eventually(
      () => endpointsOf(owner.agent, company.id),
      (list) => list[0]?.enabled === false,
    );
    expect(after).toMatchObject({ id: endpoint.id, enabled: false, disabledReason: 'gone' });
    const mail = await api.inbox!.waitFor(
      (message) => addressedTo(owner.body.email)(message) && /Webhook endpoint disabled/.test(message.subject ?? ''),
    );
    expect(mail.text).toContain(endpoint.url);
    expect(mail.text).toContain('410 Gone');
    const log = await deliveriesOf(owner.agent, company.id, endpoint.id);
    expect(log.deliveries[0]).toMatchObject({ status: 'failed', lastStatusCode: 410 });
    // Nothing more is sent to it, and the stream records the change.
    await invite(owner.agent, company.id, someone(), 'viewer');
    await pause(400);
    expect(receiver.received).toHaveLength(1);
    expect(await newestEventId(owner.agent, company.id, 'webhook_endpoint.disabled')).toBeTruthy();
  });
});

describe('redelivery, replay and the test event', () => {
  it('sends a test event, one delivery again, and every failed one since a time', async () => {
    let failing = true;
    receiver.answer = () => (failing ? { status: 500 } : { status: 200 });
    const { owner, company, endpoint, secret } = await setup();
    const test = await owner.agent.post(
      path(apiRoutes.sendWebhookTest.path, { id: company.id, endpointId: endpoint.id }),
    );
    expect(test.status).toBe(201);
    const queued = create(test.body, WebhookDelivery);
    expect(queued).toMatchObject({ type: 'webhook.test', status: 'pending', eventId: null });
    await received(1);
    const payload = verify(secret, receiver.received[0]!);
    expect(payload).toMatchObject({ type: 'webhook.test' });

    // Two events fail their first attempt; the log has three deliveries.
    await invite(owner.agent, company.id, someone(), 'viewer');
    await invite(owner.agent, company.id, someone(), 'viewer');
    await received(3);
    // Make them failed for good: ten attempts each, the schedule run through.
    for (let attempt = 1; attempt < 10; attempt += 1) {
      await recorded(endpoint.id, 3 * attempt);
      api.clock.advance(27 * 3600_000);
      await recorded(endpoint.id, 3 * (attempt + 1), 15_000);
    }
    const agent = await signIn(owner);
    const log = await eventually(
      () => deliveriesOf(agent, company.id, endpoint.id),
      (page) => page.deliveries.every((delivery) => delivery.status === 'failed'),
    );
    expect(log.total).toBe(3);
    expect(log.deliveries.map((delivery) => delivery.attempts)).toEqual([10, 10, 10]);

    // Redeliver one: the same webhook-id, received now.
    failing = false;
    const one = log.deliveries[0]!;
    const again = await agent.post(
      path(apiRoutes.redeliverWebhook.path, { id: company.id, endpointId: endpoint.id, deliveryId: one.id }),
    );
    expect(again.status).toBe(200);
    await eventually(
      async () => receiver.processed,
      (ids) => ids.includes(one.messageId),
    );

    // Replay the failed ones since before they were made: the other two.
    const since = new Date(Date.parse(log.deliveries.at(-1)!.createdAt) - 1000).toISOString();
    const replay = await agent.post(path(apiRoutes.replayWebhooks.path, { id: company.id, endpointId: endpoint.id }), {
      since,
    });
    expect(replay.status).toBe(200);
    expect(create(replay.body, ReplayWebhooksResponse).queued).toBe(2);
    const done = await eventually(
      () => deliveriesOf(agent, company.id, endpoint.id),
      (page) => page.deliveries.every((delivery) => delivery.status === 'succeeded'),
    );
    expect(new Set(done.deliveries.map((delivery) => delivery.messageId))).toEqual(new Set(receiver.processed));
    // A replay since now finds nothing failed.
    const none = await agent.post(path(apiRoutes.replayWebhooks.path, { id: company.id, endpointId: endpoint.id }), {
      since: api.clock.now().toISOString(),
    });
    expect(create(none.body, ReplayWebhooksResponse).queued).toBe(0);
  });
});

describe('pending deliveries', () => {
  const sendPendingPath = (companyId: string, endpointId: string) =>
    path(apiRoutes.sendPendingWebhooks.path, { id: companyId, endpointId });
  const replayPath = (companyId: string, endpointId: string) =>
    path(apiRoutes.replayWebhooks.path, { id: companyId, endpointId });

  it('are sent at once on request, and counted on the log until they are delivered', async () => {
    receiver.answer = (_request, previous) => (previous === 0 ? { status: 500 } : { status: 200 });
    const { owner, company, endpoint } = await setup();
    await invite(owner.agent, company.id, someone(), 'viewer');
    await invite(owner.agent, company.id, someone(), 'viewer');
    await received(2);
    await recorded(endpoint.id, 2);
    // Both wait for their retry, 5 s away.
    const waiting = await deliveriesOf(owner.agent, company.id, endpoint.id);
    expect(waiting.pending).toBe(2);
    expect(waiting.deliveries.map((delivery) => delivery.status)).toEqual(['pending', 'pending']);
    const sent = await owner.agent.post(sendPendingPath(company.id, endpoint.id));
    expect(sent.status).toBe(200);
    expect(create(sent.body, ReplayWebhooksResponse).queued).toBe(2);
    // Without the clock moving: the same webhook-ids again, the same round of attempts.
    await received(4);
    const done = await eventually(
      () => deliveriesOf(owner.agent, company.id, endpoint.id),
      (page) => page.deliveries.every((delivery) => delivery.status === 'succeeded'),
    );
    expect(done.pending).toBe(0);
    expect(done.deliveries.map((delivery) => delivery.attempts)).toEqual([2, 2]);
    expect(new Set(receiver.received.map((entry) => entry.id)).size).toBe(2);
    // Nothing is waiting any more.
    const none = await owner.agent.post(sendPendingPath(company.id, endpoint.id));
    expect(create(none.body, ReplayWebhooksResponse).queued).toBe(0);
  });

  it('are sent again by a replay of their period, with a new round of attempts', async () => {
    receiver.answer = (_request, previous) => (previous === 0 ? { status: 503 } : { status: 204 });
    const { owner, company, endpoint } = await setup();
    await invite(owner.agent, company.id, someone(), 'viewer');
    await received(1);
    await recorded(endpoint.id);
    const since = new Date(api.clock.now().getTime() - 3600_000).toISOString();
    const replay = await owner.agent.post(replayPath(company.id, endpoint.id), { since });
    expect(create(replay.body, ReplayWebhooksResponse).queued).toBe(1);
    await received(2);
    const [delivery] = (
      await eventually(
        () => deliveriesOf(owner.agent, company.id, endpoint.id),
        (page) => page.deliveries[0]?.status === 'succeeded',
      )
    ).deliveries;
    expect(delivery!.attempts).toBe(1);
  });

  it('are refused, with the test event, while the endpoint is disabled; nothing is sent', async () => {
    receiver.answer = () => ({ status: 500 });
    const { owner, company, endpoint } = await setup();
    await invite(owner.agent, company.id, someone(), 'viewer');
    await received(1);
    await recorded(endpoint.id);
    await owner.agent.request('PATCH', endpointPath(company.id, endpoint.id), { json: { enabled: false } });
    for (const refused of [
      await owner.agent.post(sendPendingPath(company.id, endpoint.id)),
      await owner.agent.post(path(apiRoutes.sendWebhookTest.path, { id: company.id, endpointId: endpoint.id })),
    ]) {
      expect([refused.status, errorOf(refused.body).code]).toEqual([409, 'WEBHOOK_ENDPOINT_DISABLED']);
      expect(errorOf(refused.body).message).toMatch(/disabled/);
    }
    const log = await deliveriesOf(owner.agent, company.id, endpoint.id);
    expect([log.total, log.pending]).toEqual([1, 1]);
    await pause(300);
    expect(receiver.received).toHaveLength(1);
  });
});

describe('test events', () => {
  const testPath = (companyId: string, endpointId: string) =>
    path(apiRoutes.sendWebhookTest.path, { id: companyId, endpointId });

  it('are limited per endpoint and per member: 429 with Retry-After beyond', async () => {
    const { owner, company, endpoint } = await setup();
    const developer = await joinAs(api, owner.agent, company.id, 'developer');
    const limit = WEBHOOK_LIMITS.testEndpoint;
    // The endpoint's budget is shared by its workspace's members.
    for (let index = 0; index < limit.max; index += 1) {
      const member = index % 2 === 0 ? owner : developer;
      expect((await member.agent.post(testPath(company.id, endpoint.id))).status).toBe(201);
    }
    const refused = await developer.agent.post(testPath(company.id, endpoint.id));
    expect([refused.status, errorOf(refused.body).code]).toEqual([429, 'RATE_LIMITED']);
    // The same endpoint written another way is the same endpoint.
    const shouted = await owner.agent.post(testPath(company.id, endpoint.id.toUpperCase()));
    expect(shouted.status).toBe(429);
    const retryAfter = errorOf(refused.body).retryAfterSeconds!;
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(limit.windowSeconds);
    expect(refused.headers.get('retry-after')).toBe(String(retryAfter));
    const log = await deliveriesOf(owner.agent, company.id, endpoint.id);
    expect(log.deliveries.filter((delivery) => delivery.type === 'webhook.test')).toHaveLength(limit.max);

    // A member's own budget runs over every endpoint: endpoints of their own do not lift it.
    const perMember = WEBHOOK_LIMITS.testUser.max;
    let sent = Math.ceil(limit.max / 2);
    while (sent < perMember) {
      const { endpoint: another } = await addEndpoint(owner.agent, company.id, { url: `${receiver.url}/n${sent}` });
      for (let index = 0; index < limit.max && sent < perMember; index += 1, sent += 1) {
        expect((await owner.agent.post(testPath(company.id, another.id))).status).toBe(201);
      }
    }
    const fresh = await addEndpoint(owner.agent, company.id, { url: `${receiver.url}/fresh` });
    const overMember = await owner.agent.post(testPath(company.id, fresh.endpoint.id));
    expect([overMember.status, errorOf(overMember.body).code]).toEqual([429, 'RATE_LIMITED']);
    // The other member still may, on that endpoint; and once the window is over, so may the first.
    expect((await developer.agent.post(testPath(company.id, fresh.endpoint.id))).status).toBe(201);
    api.clock.advance(WEBHOOK_LIMITS.testUser.windowSeconds * 1000 + 1000);
    const agent = await signIn(owner);
    expect((await agent.post(testPath(company.id, endpoint.id))).status).toBe(201);
  });
});

const signIn = (user: Parameters<typeof signInAgain>[1]) => signInAgain(api, user);

describe('the retry schedule', () => {
  it('retries 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h and 24 h after each failure (give or take a tenth), then fails', async () => {
    receiver.answer = () => ({ status: 500 });
    const { owner, company, endpoint } = await setup();
    await invite(owner.agent, company.id, someone(), 'viewer');
    await received(1);
    for (let attempt = 1; attempt < RETRY_SCHEDULE_MS.length; attempt += 1) {
      const wait = RETRY_SCHEDULE_MS[attempt]!;
      await recorded(endpoint.id);
      api.clock.advance(wait * 0.85);
      await pause(150);
      expect(receiver.received, `attempt ${attempt + 1} came early`).toHaveLength(attempt);
      api.clock.advance(wait * 0.3);
      await received(attempt + 1);
    }
    const agent = await signIn(owner);
    const [delivery] = (
      await eventually(
        () => deliveriesOf(agent, company.id, endpoint.id),
        (page) => page.deliveries[0]?.status === 'failed',
      )
    ).deliveries;
    expect(delivery).toMatchObject({ attempts: 10, nextAttemptAt: null });
    expect(new Set(receiver.received.map((entry) => entry.id)).size).toBe(1);
    const [after] = await endpointsOf(agent, company.id);
    expect(after).toMatchObject({ enabled: true, consecutiveFailures: 1 });
    api.clock.advance(48 * 3600_000);
    await pause(300);
    expect(receiver.received).toHaveLength(10);
  });

  it('disables an endpoint after 10 events in a row failed every retry, and tells its owners by mail', async () => {
    receiver.answer = () => ({ status: 503, body: 'down' });
    const { owner, company, endpoint } = await setup();
    for (let index = 0; index < 10; index += 1) await invite(owner.agent, company.id, someone(), 'viewer');
    await received(10);
    for (let attempt = 1; attempt < 10; attempt += 1) {
      await recorded(endpoint.id, 10 * attempt);
      api.clock.advance(27 * 3600_000);
      await recorded(endpoint.id, 10 * (attempt + 1), 15_000);
    }
    const agent = await signIn(owner);
    const [after] = await eventually(
      () => endpointsOf(agent, company.id),
      (list) => list[0]?.enabled === false,
    );
    expect(after).toMatchObject({
      id: endpoint.id,
      enabled: false,
      disabledReason: 'failing',
      consecutiveFailures: 10,
    });
    const mail = await api.inbox!.waitFor(
      (message) => addressedTo(owner.body.email)(message) && /Webhook endpoint disabled/.test(message.subject ?? ''),
    );
    expect(mail.text).toContain('10 events in a row could not be delivered');
    expect(mail.text).toContain(`/settings/webhooks/${endpoint.id}`);
    // Enabled again, it starts its count from zero.
    const enabled = await agent.request('PATCH', endpointPath(company.id, endpoint.id), { json: { enabled: true } });
    expect(create(enabled.body, WebhookEndpoint)).toMatchObject({ enabled: true, consecutiveFailures: 0 });
  });
});

describe('endpoints', () => {
  it('owners, admins and developers manage them; viewers read; strangers get 404', async () => {
    const owner = await confirmedUser(api);
    const company = await createWorkspace(owner.agent, { name: 'Vela' });
    const admin = await joinAs(api, owner.agent, company.id, 'admin');
    const developer = await joinAs(api, owner.agent, company.id, 'developer');
    const viewer = await joinAs(api, owner.agent, company.id, 'viewer');
    const stranger = await confirmedUser(api);
    const theirs = await createWorkspace(stranger.agent, { name: 'Other' });
    const body = { url: `${receiver.url}/a`, eventTypes: ['checkout.paid', 'payment.confirmed'], mode: 'live' };

    for (const member of [owner, admin, developer]) {
      const response = await member.agent.post(endpointsPath(company.id), body);
      expect(response.status).toBe(201);
    }
    const refused = await viewer.agent.post(endpointsPath(company.id), body);
    expect(refused.status).toBe(403);
    expect(errorOf(refused.body).code).toBe('FORBIDDEN');
    const listed = await endpointsOf(viewer.agent, company.id);
    expect(listed).toHaveLength(3);
    expect(listed[0]).toMatchObject({
      url: `${receiver.url}/a`,
      mode: 'live',
      eventTypes: ['checkout.paid', 'payment.confirmed'],
      enabled: true,
    });

    const endpoint = listed[0]!;
    const viewerChange = await viewer.agent.request('PATCH', endpointPath(company.id, endpoint.id), {
      json: { enabled: false },
    });
    expect(viewerChange.status).toBe(403);
    // Another workspace: 404 on its list, and on this endpoint through its own workspace id.
    expect((await stranger.agent.get(endpointsPath(company.id))).status).toBe(404);
    expect((await stranger.agent.post(endpointsPath(company.id), body)).status).toBe(404);
    for (const [method, url] of [
      ['PATCH', endpointPath(theirs.id, endpoint.id)],
      ['DELETE', endpointPath(theirs.id, endpoint.id)],
      ['POST', path(apiRoutes.rotateWebhookSecret.path, { id: theirs.id, endpointId: endpoint.id })],
      ['POST', path(apiRoutes.sendWebhookTest.path, { id: theirs.id, endpointId: endpoint.id })],
      ['GET', path(apiRoutes.listWebhookDeliveries.path, { id: theirs.id, endpointId: endpoint.id })],
    ] as const) {
      const response = await stranger.agent.request(
        method,
        url,
        method === 'PATCH' ? { json: { enabled: false } } : {},
      );
      expect(response.status, `${method} ${url}`).toBe(404);
    }

    // Disable, enable, change, remove.
    const disabled = await developer.agent.request('PATCH', endpointPath(company.id, endpoint.id), {
      json: { enabled: false },
    });
    expect(create(disabled.body, WebhookEndpoint)).toMatchObject({ enabled: false, disabledReason: 'manual' });
    const enabled = await admin.agent.request('PATCH', endpointPath(company.id, endpoint.id), {
      json: { enabled: true, eventTypes: ['member.invited'], description: 'Orders' },
    });
    expect(create(enabled.body, WebhookEndpoint)).toMatchObject({
      enabled: true,
      disabledReason: null,
      eventTypes: ['member.invited'],
      description: 'Orders',
    });
    const removed = await owner.agent.request('DELETE', endpointPath(company.id, endpoint.id));
    expect(removed.status).toBe(200);
    expect(await endpointsOf(owner.agent, company.id)).toHaveLength(2);
    expect((await owner.agent.request('DELETE', endpointPath(company.id, endpoint.id))).status).toBe(404);
  });

  it('refuses bad input with the field named, and changes nothing', async () => {
    const { owner, company, endpoint } = await setup();
    const before = await endpointsOf(owner.agent, company.id);
    const cases: [unknown, string, string][] = [
      [{ url: '', eventTypes: ['checkout.paid'] }, 'url', 'required'],
      [{ url: 'ftp://example.com/x', eventTypes: ['checkout.paid'] }, 'url', 'invalid'],
      [{ url: 'https://user:pw@example.com/x', eventTypes: ['checkout.paid'] }, 'url', 'credentials'],
      [{ url: `https://example.com/${'a'.repeat(2100)}`, eventTypes: ['checkout.paid'] }, 'url', 'too_long'],
      [{ url: 'https://example.com/x', eventTypes: ['checkout.nope'] }, 'eventTypes.0', 'invalid'],
      [{ url: 'https://example.com/x', eventTypes: ['webhook_endpoint.created'] }, 'eventTypes.0', 'invalid'],
      [{ url: 'https://example.com/x', eventTypes: [] }, 'eventTypes', 'too_short'],
      [{ url: 'https://example.com/x' }, 'eventTypes', 'required'],
      [{ url: 'https://example.com/x', eventTypes: ['checkout.paid'], secret: 'whsec_x' }, 'secret', 'unknown_field'],
      [{ url: 'https://example.com/x', eventTypes: ['checkout.paid'] }, 'mode', 'required'],
      [{ url: 'https://example.com/x', eventTypes: ['checkout.paid'], mode: 'staging' }, 'mode', 'invalid'],
    ];

    for (const [body, field, code] of cases) {
      // Each body is a test endpoint's, but for the mode's own cases.
      const sent = field === 'mode' ? body : { mode: 'test', ...(body as object) };
      const response = await owner.agent.post(endpointsPath(company.id), sent);
      expect(response.status, JSON.stringify(body)).toBe(422);
      const error = errorOf(response.body);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.details, JSON.stringify(body)).toEqual(
        expect.arrayContaining([expect.objectContaining({ field, code })]),
      );
    }
    const badPatch = await owner.agent.request('PATCH', endpointPath(company.id, endpoint.id), {
      json: { url: 'not a url', enabled: false },
    });
    expect(badPatch.status).toBe(422);
    // An endpoint's mode is chosen once: a change of it is refused.
    const modePatch = await owner.agent.request('PATCH', endpointPath(company.id, endpoint.id), {
      json: { mode: 'live' },
    });
    expect([modePatch.status, errorOf(modePatch.body).details]).toEqual([
      422,
      [expect.objectContaining({ field: 'mode', code: 'unknown_field' })],
    ]);
    const badReplay = await owner.agent.post(
      path(apiRoutes.replayWebhooks.path, { id: company.id, endpointId: endpoint.id }),
      {
        since: 'yesterday',
      },
    );
    expect(badReplay.status).toBe(422);
    expect(errorOf(badReplay.body).details).toEqual([expect.objectContaining({ field: 'since', code: 'invalid' })]);
    const badCursor = await owner.agent.get(
      `${path(apiRoutes.listWebhookDeliveries.path, { id: company.id, endpointId: endpoint.id })}?cursor=nope`,
    );
    expect(badCursor.status).toBe(422);
    expect(await endpointsOf(owner.agent, company.id)).toEqual(before);
    // A delivery of another endpoint through this one: 404.
    const other = await addEndpoint(owner.agent, company.id, { url: `${receiver.url}/b` });
    await owner.agent.post(path(apiRoutes.sendWebhookTest.path, { id: company.id, endpointId: other.endpoint.id }));
    const [delivery] = (await deliveriesOf(owner.agent, company.id, other.endpoint.id)).deliveries;
    const crossed = await owner.agent.get(
      path(apiRoutes.getWebhookDelivery.path, { id: company.id, endpointId: endpoint.id, deliveryId: delivery!.id }),
    );
    expect(crossed.status).toBe(404);
  });
});
