// Webhook deliveries survive a SIGKILL of the API: they are rows. The API runs as a child
// process (as `npm start` runs it); it is killed while its retries are in flight, and the next
// process on the same database sends them again. The receiver, honouring webhook-id, acts on
// each event exactly once, and none is lost.
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listedEvents } from './support/events';
import { killApiProcesses, startApiProcess } from './support/api-process';
import { eventually } from './support/eventually';
import { confirmedUser, freshDatabase, type Agent } from './support/harness';
import { scratchDir } from './support/scratch';
import { addEndpoint, deliveriesOf, deliveryOf, Receiver } from './support/webhooks';
import { createWorkspace, invite } from './support/workspaces';

let receiver: Receiver;
beforeAll(async () => {
  receiver = new Receiver();
  await receiver.listen();
});
afterAll(async () => {
  killApiProcesses();
  await receiver.close();
});

/** The same session on another process's address. */
function sameSession(agent: Agent, next: { agent: () => Agent }): Agent {
  const moved = next.agent();
  for (const [name, value] of agent.jar) moved.jar.set(name, value);
  return moved;
}

describe('a process killed during a retry', () => {
  it(
    'leaves its deliveries to the next process: each event reaches the receiver once, none is lost',
    { timeout: 180_000 },
    async () => {
      const database = await freshDatabase();
      const dataDir = mkdtempSync(join(scratchDir(), 'meridian-webhooks-test-'));
      const env = {
        DATA_DIR: dataDir,
        ...database.env,
        WEBHOOK_ALLOW_PRIVATE_URLS: '1',
        WEBHOOK_TIMEOUT_MS: '20000',
        WEBHOOK_POLL_MS: '50',
      };
      // The first attempt fails; the retry (5 s later) hangs until the process is killed; after
      // the restart the receiver answers 204.
      let restarted = false;
      receiver.answer = (_request, previous) =>
        previous === 0 ? { status: 500 } : restarted ? { status: 204 } : { status: 200, hang: true };
      try {
        const first = await startApiProcess(env);
        const owner = await confirmedUser(first);
        const company = await createWorkspace(owner.agent, { name: 'Kite' });
        const { endpoint } = await addEndpoint(owner.agent, company.id, { url: `${receiver.url}/in` });
        for (const guest of ['a', 'b', 'c']) {
          await invite(owner.agent, company.id, `${guest}-${Date.now().toString(36)}@example.com`, 'viewer');
        }
        const events = (
          await listedEvents(owner.agent, company.id, { type: 'member.invited', ready: (listed) => listed.length >= 3 })
        ).map((event) => event.id);
        expect(events).toHaveLength(3);
        // A retry is in flight (the receiver holds it; the other events are wherever they are): kill -9.
        await eventually(
          async () => events.map((id) => receiver.of(id).length),
          (counts) => counts.some((count) => count === 2),
          20_000,
        );
        await first.kill('SIGKILL');
        restarted = true;

        // The next process finds the claimed rows and sends them again once their claim lapses.
        const second = await startApiProcess(env);
        const agent = sameSession(owner.agent, second);
        const done = await eventually(
          () => deliveriesOf(agent, company.id, endpoint.id),
          (page) =>
            page.deliveries.length === 3 && page.deliveries.every((delivery) => delivery.status === 'succeeded'),
          60_000,
        ).catch(async (error: unknown) => {
          // Say what each delivery's attempts were.
          const page = await deliveriesOf(agent, company.id, endpoint.id);
          const details = await Promise.all(
            page.deliveries.map((delivery) => deliveryOf(agent, company.id, endpoint.id, delivery.id)),
          );
          throw new Error(`${String(error)}\n${JSON.stringify(details.map((detail) => detail.attempts))}`);
        });
        expect(new Set(done.deliveries.map((delivery) => delivery.messageId))).toEqual(new Set(events));
        expect([...receiver.processed].sort()).toEqual([...events].sort());
        // Nothing more arrives: a third process has nothing to send.
        await second.kill('SIGKILL');
        const sent = receiver.received.length;
        const third = await startApiProcess(env);
        await new Promise((resolve) => setTimeout(resolve, 1500));
        expect(receiver.received).toHaveLength(sent);
        expect(receiver.processed).toHaveLength(3);
        await third.kill('SIGTERM');
      } finally {
        killApiProcesses();
        await database.cleanup();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
