// A receiver's answer can never stop an attempt from being recorded. A raw receiver on loopback
// answers with NUL bytes, invalid UTF-8, 10 MB, huge headers, a body that trickles or never ends,
// garbage instead of HTTP and a reset connection; every attempt is logged with what is storable
// of the answer, every delivery stops after its tenth attempt, and the endpoint is disabled after
// 10 events in a row failed, whatever came back.
import { WEBHOOK_FAILURES_BEFORE_DISABLE, WEBHOOK_RESPONSE_KEPT_BYTES } from '@meridian/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookAttempts, webhookDeliveries } from '../src/db/schema';
import { ATTEMPTS_MAX } from '../src/webhooks/sender';
import { eventually } from './support/eventually';
import { confirmedUser, startApi, type TestApi } from './support/harness';
import { HOSTILE_SHAPES, HostileReceiver, type HostileShape } from './support/hostile-receiver';
import {
  addEndpoint,
  attemptsLogged,
  deliveriesOf,
  deliveryOf,
  endpointsOf,
  receiverEachTest,
  signInAgain,
  someone,
} from './support/webhooks';
import { createWorkspace, invite } from './support/workspaces';

const TIMEOUT_MS = 1000;
let api: TestApi;
let receiver: HostileReceiver;

beforeAll(async () => {
  api = await startApi({
    WEBHOOK_ALLOW_PRIVATE_URLS: '1',
    WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
    WEBHOOK_POLL_MS: '30',
  });
});
afterAll(async () => {
  await api?.close();
});
receiverEachTest(
  () => new HostileReceiver(),
  (started) => (receiver = started),
);

async function setup() {
  const owner = await confirmedUser(api);
  const company = await createWorkspace(owner.agent, { name: 'Hostile' });
  const { endpoint } = await addEndpoint(owner.agent, company.id, { url: `${receiver.url}/hooks` });
  return { owner, company, endpoint };
}

const recorded = (endpointId: string, expected: number) => attemptsLogged(api, endpointId, expected, 20_000);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

describe('a receiver answering with bytes the database refuses', () => {
  it('has its attempt recorded without them, and the delivery retried on schedule', async () => {
    receiver.shape = () => 'nul';
    const { owner, company, endpoint } = await setup();
    await invite(owner.agent, company.id, someone(), 'viewer');
    await recorded(endpoint.id, 1);
    const [delivery] = (await deliveriesOf(owner.agent, company.id, endpoint.id)).deliveries;
    const detail = await deliveryOf(owner.agent, company.id, endpoint.id, delivery!.id);
    expect(detail.attempts).toEqual([
      expect.objectContaining({ statusCode: 500, error: 'status', responseBody: 'oops' }),
    ]);
    // The next attempt is the schedule's, 5 s later, not the sender's claim running out.
    expect(detail.delivery).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
    const wait = Date.parse(detail.delivery.nextAttemptAt!) - api.clock.now().getTime();
    expect(wait).toBeGreaterThan(4000);
    expect(wait).toBeLessThan(6000);
    await pause(300);
    expect(receiver.received).toHaveLength(1);
  });
});

describe('whatever the receiver answers', () => {
  it(
    'every attempt is recorded, no delivery is tried more than ten times, and the endpoint is disabled',
    { timeout: 120_000 },
    async () => {
      receiver.shape = (index) => HOSTILE_SHAPES[index % HOSTILE_SHAPES.length]!;
      const { owner, company, endpoint } = await setup();
      const events = WEBHOOK_FAILURES_BEFORE_DISABLE;
      for (let index = 0; index < events; index += 1) await invite(owner.agent, company.id, someone(), 'viewer');
      for (let round = 1; round <= ATTEMPTS_MAX; round += 1) {
        await recorded(endpoint.id, events * round);
        // Every retry is due within the day after the one before.
        api.clock.advance(27 * 3600_000);
      }
      const agent = await signInAgain(api, owner);
      const [after] = await eventually(
        () => endpointsOf(agent, company.id),
        (list) => list[0]?.enabled === false,
      );
      expect(after).toMatchObject({
        enabled: false,
        disabledReason: 'failing',
        consecutiveFailures: WEBHOOK_FAILURES_BEFORE_DISABLE,
      });

      // Each request the receiver saw is one attempt in the log, and no more were made.
      api.clock.advance(48 * 3600_000);
      await pause(500);
      expect(receiver.received).toHaveLength(events * ATTEMPTS_MAX);
      const { db } = api.app.meridian.database;
      const deliveries = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
      expect(deliveries).toHaveLength(events);
      for (const delivery of deliveries) {
        expect(delivery).toMatchObject({ status: 'failed', attempts: ATTEMPTS_MAX, nextAttemptAt: null });
      }
      const attempts = await db
        .select({ attempt: webhookAttempts, messageId: webhookDeliveries.messageId })
        .from(webhookAttempts)
        .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
        .where(eq(webhookDeliveries.endpointId, endpoint.id))
        .orderBy(asc(webhookAttempts.sentAt));
      expect(attempts).toHaveLength(events * ATTEMPTS_MAX);
      for (const { attempt } of attempts) {
        expect(attempt.error).not.toBeNull();
        expect(attempt.responseBody).not.toContain('\u0000');
        expect(bytes(attempt.responseBody)).toBeLessThanOrEqual(WEBHOOK_RESPONSE_KEPT_BYTES);
        expect(bytes(attempt.errorMessage ?? '')).toBeLessThanOrEqual(512);
        expect(attempt.latencyMs).toBeLessThan(TIMEOUT_MS + 2000);
      }

      // What each shape left in the log, by the delivery's requests in order.
      const byShape = new Map<HostileShape, (typeof attempts)[number]['attempt'][]>();
      const seen = new Map<string, number>();
      for (const request of receiver.received) {
        const nth = seen.get(request.id) ?? 0;
        seen.set(request.id, nth + 1);
        const attempt = attempts.filter((entry) => entry.messageId === request.id)[nth]!.attempt;
        byShape.set(request.shape, [...(byShape.get(request.shape) ?? []), attempt]);
      }
      const only = (shape: HostileShape) => {
        const found = byShape.get(shape) ?? [];
        expect(found.length, shape).toBeGreaterThan(0);
        return found;
      };
      for (const attempt of only('nul')) expect(attempt).toMatchObject({ statusCode: 500, responseBody: 'oops' });
      for (const attempt of only('invalid_utf8')) {
        expect(attempt.statusCode).toBe(500);
        expect(attempt.responseBody.startsWith('ok\uFFFD')).toBe(true);
        expect(attempt.responseBody).not.toMatch(/[\uD800-\uDFFF]/);
      }
      for (const attempt of only('huge_body')) {
        expect(attempt).toMatchObject({ statusCode: 500, responseBody: 'a'.repeat(WEBHOOK_RESPONSE_KEPT_BYTES) });
      }
      for (const attempt of [...only('slow_body'), ...only('endless_body')]) {
        expect(attempt).toMatchObject({ statusCode: 500, error: 'status' });
        expect(attempt.latencyMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
      }
      for (const attempt of [...only('huge_headers'), ...only('garbage'), ...only('reset')]) {
        expect(attempt).toMatchObject({ statusCode: null, error: 'connection', responseBody: '' });
      }
    },
  );
});
