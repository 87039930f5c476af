// Webhook deliveries on the live channel, with the real server, a receiver on loopback and a
// WebSocket client: a new delivery and each attempt tell the workspace's members' pages (the
// `webhooks` topic), so an endpoint's page moves without a reload; nobody else hears of them.
import { apiRoutes, type LiveChanged, type LiveServerMessage } from '@meridian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from './support/eventually';
import { confirmedUser, startApi, type TestApi } from './support/harness';
import { connectLive, type LiveClient } from './support/live';
import { addEndpoint, attemptsLogged, Receiver, receiverEachTest } from './support/webhooks';
import { createWorkspace, invite, joinAs, path } from './support/workspaces';

let api: TestApi;
let receiver: Receiver;
const opened: LiveClient[] = [];

beforeAll(async () => {
  api = await startApi({ WEBHOOK_ALLOW_PRIVATE_URLS: '1', WEBHOOK_TIMEOUT_MS: '2000', WEBHOOK_POLL_MS: '30' });
});
afterAll(async () => {
  for (const client of opened) client.close();
  await api?.close();
});
receiverEachTest(
  () => new Receiver(),
  (started) => (receiver = started),
);

const webhooksOf =
  (companyId: string) =>
  (message: LiveServerMessage): message is LiveChanged =>
    message.type === 'changed' && message.companyId === companyId && message.topics.includes('webhooks');

describe('webhook deliveries on the live channel', () => {
  it("tell the workspace's members of each new delivery and each attempt, and nobody else", async () => {
    const owner = await confirmedUser(api);
    const lumen = await createWorkspace(owner.agent, { name: 'Lumen' });
    const developer = await joinAs(api, owner.agent, lumen.id, 'developer');
    const outsider = await confirmedUser(api);
    await createWorkspace(outsider.agent, { name: 'Other' });
    const connect = async (agent: typeof owner.agent) => {
      const client = await connectLive(agent, api);
      opened.push(client);
      return client;
    };
    const [ownerLive, developerLive, outsiderLive] = await Promise.all([
      connect(owner.agent),
      connect(developer.agent),
      connect(outsider.agent),
    ]);
    // A new endpoint (an event of its own) reaches the endpoints' page.
    const { endpoint } = await addEndpoint(owner.agent, lumen.id, { url: `${receiver.url}/hooks` });
    const created = await ownerLive.next(webhooksOf(lumen.id));
    const from = ownerLive.messages.indexOf(created) + 1;
    const developerFrom = developerLive.messages.indexOf(await developerLive.next(webhooksOf(lumen.id))) + 1;

    // An invitation: an event the endpoint asked for, so a delivery, then its attempt.
    await invite(owner.agent, lumen.id, 'someone@example.com', 'viewer');
    const expected = { type: 'changed', companyId: lumen.id, topics: ['webhooks'], linkIds: [] };
    expect(await ownerLive.next(webhooksOf(lumen.id), { from })).toEqual(expected);
    expect(await developerLive.next(webhooksOf(lumen.id), { from: developerFrom })).toEqual(expected);
    await eventually(
      async () => receiver.received.length,
      (count) => count >= 1,
      10_000,
    );
    await attemptsLogged(api, endpoint.id, 1);
    // The delivery written and its attempt logged: two messages, the page reads both states.
    await eventually(
      async () => ownerLive.messages.slice(from).filter(webhooksOf(lumen.id)).length,
      (count) => count >= 2,
      10_000,
    );
    expect(outsiderLive.messages.filter(webhooksOf(lumen.id))).toEqual([]);
  });

  it('tell of a test event sent from the page, and of its attempt', async () => {
    const owner = await confirmedUser(api);
    const lumen = await createWorkspace(owner.agent, { name: 'Lumen' });
    const { endpoint } = await addEndpoint(owner.agent, lumen.id, { url: `${receiver.url}/hooks` });
    const live = await connectLive(owner.agent, api);
    opened.push(live);
    const from = live.messages.length;
    const sent = await owner.agent.post(
      path(apiRoutes.sendWebhookTest.path, { id: lumen.id, endpointId: endpoint.id }),
    );
    expect(sent.status).toBe(201);
    await attemptsLogged(api, endpoint.id, 1);
    await eventually(
      async () => live.messages.slice(from).filter(webhooksOf(lumen.id)).length,
      (count) => count >= 2,
      10_000,
    );
  });
});
