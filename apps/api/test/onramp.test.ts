// Cards and bank transfers at checkout through the sandbox on-ramp this API serves, over HTTP
// against a watched local chain: the workspace's and the link's setting (off by default), the
// payer's offer (provider, countries, fees), starting an order, and the sandbox page's outcomes.
// Paid: the sandbox sends the session's amount from a funded account and the watcher makes the
// session paid; declined: nothing is sent; short: the session is underpaid.
import { ApiPath, apiRoutes, OnrampOffer, OnrampSettings, OnrampStarted } from '@meridian/contract';
import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import type { LocalChain } from '../src/chain';
import { dynamicLink, link, merchant, openSession, payer, watchChain, type Merchant } from './support/checkout';
import type { Agent, TestApi } from './support/harness';
import { errorOf, joinAs, path } from './support/workspaces';

let chain: LocalChain;
let api: TestApi;
const { mine, until } = watchChain((started) => ({ chain, api } = started));

const companyOnramp = (m: Merchant) => path(apiRoutes.updateCompanyOnramp.path, { id: m.company.id });
const linkOnramp = (id: string) => path(apiRoutes.updateLinkOnramp.path, { id });
const offerPath = (id: string) => path(apiRoutes.getCheckoutOnramp.path, { id });

/** A merchant whose workspace and one link offer cards and bank transfers, and a session open on it in DEV. */
async function openWithOnramp() {
  const m = await merchant(api, { address: chain.accounts[3]!.address });
  const created = await link(m);
  expect((await m.owner.agent.request('PUT', companyOnramp(m), { json: { enabled: true } })).status).toBe(200);
  expect((await m.owner.agent.request('PUT', linkOnramp(created.id), { json: { enabled: true } })).status).toBe(200);
  const agent = payer(api);
  const session = await openSession(agent, created.slug, { token: 'DEV' });
  return { m, created, agent, session };
}

async function start(agent: Agent, sessionId: string, body: Record<string, unknown>) {
  const response = await agent.post(offerPath(sessionId), body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return create(response.body, OnrampStarted);
}

/** The sandbox page's address on this test's API. */
const onApi = (url: string) => url.replace('http://127.0.0.1:5173/api', api.url);

function choose(url: string, outcome: string) {
  return fetch(onApi(url), {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'http://127.0.0.1:5173',
      'sec-fetch-site': 'same-origin',
    },
    body: `outcome=${outcome}`,
  });
}

const readOffer = async (agent: Agent, id: string) => create((await agent.get(offerPath(id))).body, OnrampOffer);

describe('the workspace and link setting', () => {
  it('is off by default, turned on by owners and admins only, and offered only where both are on', async () => {
    const m = await merchant(api);
    const created = await link(m);
    const read = await m.owner.agent.get(path(apiRoutes.getCompanyOnramp.path, { id: m.company.id }));
    expect(create(read.body, OnrampSettings)).toMatchObject({
      enabled: false,
      provider: { name: 'Sandbox', sandbox: true },
      countries: expect.arrayContaining(['PT', 'BR', 'ES', 'FR']),
    });
    expect((await m.owner.agent.get(path(apiRoutes.getLinkOnramp.path, { id: created.id }))).body).toEqual({
      enabled: false,
    });

    const developer = await joinAs(api, m.owner.agent, m.company.id, 'developer');
    const refused = await developer.agent.request('PUT', companyOnramp(m), { json: { enabled: true } });
    expect(refused.status).toBe(403);
    expect((await developer.agent.request('PUT', linkOnramp(created.id), { json: { enabled: true } })).status).toBe(
      403,
    );
    const bad = await m.owner.agent.request('PUT', companyOnramp(m), { json: { enabled: 'yes' } });
    expect(bad.status).toBe(422);

    const agent = payer(api);
    const session = await openSession(agent, created.slug, { token: 'DEV' });
    expect(await readOffer(agent, session.id)).toMatchObject({ available: false, provider: null });
    const turned = await m.owner.agent.request('PUT', companyOnramp(m), { json: { enabled: true } });
    expect(create(turned.body, OnrampSettings).enabled).toBe(true);
    // The workspace alone is not enough: the link is still off.
    expect(await readOffer(agent, session.id)).toMatchObject({ available: false });
    const refusedStart = await agent.post(offerPath(session.id), { country: 'PT', method: 'card' });
    expect(refusedStart.status).toBe(409);
    expect(errorOf(refusedStart.body).code).toBe('ONRAMP_UNAVAILABLE');

    await m.owner.agent.request('PUT', linkOnramp(created.id), { json: { enabled: true } });
    expect(await readOffer(agent, session.id)).toMatchObject({ available: true });
  });

  it('works the same for a dynamic link: owners and admins change it, another workspace gets 404', async () => {
    const m = await merchant(api);
    const dynamic = await dynamicLink(m);
    const readLink = (agent: Agent) => agent.get(path(apiRoutes.getLinkOnramp.path, { id: dynamic.id }));
    expect((await readLink(m.owner.agent)).body).toEqual({ enabled: false });

    const developer = await joinAs(api, m.owner.agent, m.company.id, 'developer');
    const refused = await developer.agent.request('PUT', linkOnramp(dynamic.id), { json: { enabled: true } });
    expect(refused.status).toBe(403);
    expect((await readLink(developer.agent)).body).toEqual({ enabled: false });
    const stranger = await merchant(api);
    const foreign = await stranger.owner.agent.request('PUT', linkOnramp(dynamic.id), { json: { enabled: true } });
    expect(foreign.status).toBe(404);
    expect((await readLink(stranger.owner.agent)).status).toBe(404);

    // Its one checkout is offered a card or bank transfer only once the workspace and the link are on.
    const agent = payer(api);
    const session = await openSession(agent, dynamic.slug, { token: 'DEV' });
    await m.owner.agent.request('PUT', companyOnramp(m), { json: { enabled: true } });
    expect(await readOffer(agent, session.id)).toMatchObject({ available: false, provider: null });
    const admin = await joinAs(api, m.owner.agent, m.company.id, 'admin');
    const turned = await admin.agent.request('PUT', linkOnramp(dynamic.id), { json: { enabled: true } });
    expect(turned.status).toBe(200);
    expect((await readLink(developer.agent)).body).toEqual({ enabled: true });
    expect(await readOffer(agent, session.id)).toMatchObject({
      available: true,
      provider: { name: 'Sandbox', sandbox: true },
      fees: [
        { method: 'card', currency: 'USD', feeMinor: 175, totalMinor: 5165 },
        { method: 'bank_transfer', currency: 'USD', feeMinor: 50, totalMinor: 5040 },
      ],
    });
    // The workspace turned off takes it away again, whatever the link says.
    await m.owner.agent.request('PUT', companyOnramp(m), { json: { enabled: false } });
    expect(await readOffer(agent, session.id)).toMatchObject({ available: false });
  });
});

describe('the payer’s offer and order', () => {
  it('names the sandbox, its countries with their methods and its fee for the session’s price', async () => {
    const { agent, session } = await openWithOnramp();
    const offer = await readOffer(agent, session.id);
    expect(offer.provider).toEqual({ name: 'Sandbox', sandbox: true });
    expect(offer.countries).toContainEqual({ country: 'PT', methods: ['card', 'bank_transfer'] });
    expect(offer.countries).toContainEqual({ country: 'US', methods: ['card'] });
    // $49.90: cards 2.9 % + 30 cents, bank transfers 1 % (each rounded up).
    expect(offer.fees).toEqual([
      { method: 'card', currency: 'USD', feeMinor: 175, totalMinor: 5165 },
      { method: 'bank_transfer', currency: 'USD', feeMinor: 50, totalMinor: 5040 },
    ]);
    expect(offer.order).toBeNull();
  });

  it('refuses a country or method the provider does not serve, and bad input, clearly', async () => {
    const { agent, session } = await openWithOnramp();
    const bankInUs = await agent.post(offerPath(session.id), { country: 'US', method: 'bank_transfer' });
    expect(bankInUs.status).toBe(409);
    expect(errorOf(bankInUs.body)).toMatchObject({
      code: 'ONRAMP_UNAVAILABLE',
      message: 'This payment method is not offered in this country.',
    });
    const unserved = await agent.post(offerPath(session.id), { country: 'AR', method: 'card' });
    expect(errorOf(unserved.body).message).toBe('Cards and bank transfers are not offered in this country.');
    const invalid = await agent.post(offerPath(session.id), { country: 'Portugal', method: 'cash' });
    expect(invalid.status).toBe(422);
    const unknown = await agent.post(offerPath('00000000-0000-4000-8000-000000000000'), {
      country: 'PT',
      method: 'card',
    });
    expect(unknown.status).toBe(404);
  });

  it('paid: the sandbox sends the session’s amount and the watcher makes the session paid', async () => {
    const { agent, session } = await openWithOnramp();
    const started = await start(agent, session.id, { country: 'PT', method: 'card' });
    expect(started.redirectUrl).toMatch(/^http:\/\/127\.0\.0\.1:5173\/api\/onramp-sandbox\/sbx_/);
    const page = await fetch(onApi(started.redirectUrl));
    const html = await page.text();
    expect(html).toContain('Sandbox');
    for (const text of ['Paid', 'Declined', 'Paid late', 'Paid short', 'Test card', '$1.75', '$51.65'])
      expect(html).toContain(text);

    const chosen = await choose(started.redirectUrl, 'paid');
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get('location')).toBe(`http://127.0.0.1:5173/pay/${session.linkSlug}?session=${session.id}`);
    await until(session.id, (s) => s.state === 'processing' || s.state === 'paid');
    await mine(2);
    const paid = await until(session.id, (s) => s.state === 'paid');
    expect(paid).toMatchObject({ exception: null, received: session.amount });
    expect((await readOffer(agent, session.id)).order).toMatchObject({ state: 'completed', method: 'card' });
  });

  it('declined: nothing is sent, the order failed and the session still waits', async () => {
    const { agent, session } = await openWithOnramp();
    const started = await start(agent, session.id, { country: 'BR', method: 'bank_transfer' });
    const chosen = await choose(started.redirectUrl, 'declined');
    expect(chosen.status).toBe(200);
    expect(await chosen.text()).toContain('Payment declined');
    expect((await readOffer(agent, session.id)).order).toMatchObject({ state: 'failed', method: 'bank_transfer' });
    await mine(2);
    const after = await until(session.id, () => true);
    expect(after).toMatchObject({ state: 'open', received: '0', payments: [] });
    // A bad outcome is refused.
    expect((await choose(started.redirectUrl, 'toString')).status).toBe(400);
  });

  it('short: less than the amount arrives and the session is underpaid', async () => {
    const { agent, session } = await openWithOnramp();
    const started = await start(agent, session.id, { country: 'FR', method: 'card' });
    expect((await choose(started.redirectUrl, 'short')).status).toBe(303);
    await mine(2);
    const short = await until(session.id, (s) => s.exception === 'underpaid');
    expect(BigInt(short.received)).toBeLessThan(BigInt(session.amount));
    expect(BigInt(short.received)).toBe(BigInt(session.amount) - BigInt(session.amount) / 100n);
  });

  it('refuses a webhook whose signature does not check', async () => {
    const { agent, session } = await openWithOnramp();
    const started = await start(agent, session.id, { country: 'PT', method: 'card' });
    const forged = await fetch(`${api.url}${ApiPath.onrampWebhook}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-onramp-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
      },
      body: JSON.stringify({ orderId: 'sbx_x', partnerOrderId: started.orderId, status: 'completed' }),
    });
    expect(forged.status).toBe(401);
    expect((await readOffer(agent, session.id)).order).toMatchObject({ state: 'created' });
  });
});
