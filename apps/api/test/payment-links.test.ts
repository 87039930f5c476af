import {
  apiRoutes,
  LinkListResponse,
  PaymentLink,
  VerifyWalletResponse,
  Wallet,
  type LinkStatus,
} from '@meridian/contract';
import { randomBytes } from 'node:crypto';
import { create } from 'superstruct';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, startApi, type Agent, type TestApi } from './support/harness';
import { createWorkspace, errorOf, path, startDnsServer, type TxtRecords } from './support/workspaces';

const records: TxtRecords = new Map();
let dnsServer: Awaited<ReturnType<typeof startDnsServer>>;
let api: TestApi;
beforeAll(async () => {
  dnsServer = await startDnsServer(records);
  // Many workspaces are made here: the creation limits are lifted for this server.
  api = await startApi({ DNS_SERVERS: dnsServer.address }, { rateLimit: (limit) => ({ ...limit, max: 10_000 }) });
});
afterAll(async () => {
  await api?.close();
  await dnsServer?.close();
});

/** A workspace with a Moonbeam wallet (verified when asked) and a Polkadot one. */
async function workspace(options: { verified?: boolean; website?: string } = {}) {
  const owner = await confirmedUser(api);
  const company = await createWorkspace(owner.agent, {
    name: 'Lumen',
    ...(options.website ? { websiteUrl: options.website } : {}),
  });
  const account = privateKeyToAccount(generatePrivateKey());
  const added = await owner.agent.post(apiRoutes.createWallet.path, {
    companyId: company.id,
    platform: 'moonbeam',
    ecosystem: 'evm',
    addresses: [account.address],
    metadata: { ui: { label: 'Main', colour: 'blue' } },
  });
  const wallet = create(added.body, Wallet);
  if (options.verified) {
    const url = path(apiRoutes.verifyWallet.path, { id: wallet.id });
    const issued = create((await owner.agent.request('PATCH', url, { json: {} })).body, VerifyWalletResponse);
    const signature = await account.signMessage({ message: issued.challenge?.message ?? '' });
    expect((await owner.agent.request('PATCH', url, { json: { signature } })).status).toBe(200);
  }
  const dot = await owner.agent.post(apiRoutes.createWallet.path, {
    companyId: company.id,
    platform: 'polkadot',
    ecosystem: 'substrate',
    addresses: ['15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'],
    metadata: { ui: { label: 'Dot', colour: 'red' } },
  });
  return { owner, company, wallet, polkadotWallet: create(dot.body, Wallet) };
}

type Workspace = Awaited<ReturnType<typeof workspace>>;

const staticLink = (ws: Workspace, body: Record<string, unknown> = {}) =>
  ws.owner.agent.post(apiRoutes.createStaticLink.path, {
    companyId: ws.company.id,
    type: 'static',
    amount: '49.9',
    environment: 'test',
    payoutWalletId: ws.wallet.id,
    ...body,
  });

async function created(response: Promise<{ status: number; body: unknown }>) {
  const answer = await response;
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return create(answer.body, PaymentLink);
}

const setStatus = (agent: Agent, id: string, status: LinkStatus) =>
  agent.request('PATCH', path(apiRoutes.changeLinkStatus.path, { id }), { json: { status } });

async function list(agent: Agent, query: Record<string, string>, route: string = apiRoutes.listLinks.path) {
  const response = await agent.get(`${route}?${new URLSearchParams(query).toString()}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return create(response.body, LinkListResponse);
}

describe('creating links', () => {
  it('makes a static link with its fields, a default name numbered per workspace and an unguessable URL', async () => {
    const ws = await workspace();
    const link = await created(
      staticLink(ws, {
        message: 'Thank you!\nSee you soon.',
        redirectUrl: 'https://shop.example/thanks',
        options: { collectEmail: true, collectBillingDetails: true, includeVat: true, vatRate: '21.5' },
      }),
    );
    expect(link).toMatchObject({
      type: 'static',
      name: 'PaymentLink_1',
      status: 'active',
      environment: 'test',
      amount: '49.90',
      minimumAmount: null,
      suggestedAmounts: [],
      message: 'Thank you!\nSee you soon.',
      redirectUrl: 'https://shop.example/thanks',
      payoutWalletId: ws.wallet.id,
      options: { collectEmail: true, collectBillingDetails: true, includeVat: true, vatRate: '21.5' },
      recipient: null,
    });
    expect(link.slug).toMatch(/^[\w-]{22}$/);
    expect(link.url).toBe(`${api.config.publicUrl}/pay/${link.slug}`);
    const second = await created(staticLink(ws, { name: '  Coffee beans ' }));
    expect(second.name).toBe('Coffee beans');
    expect(second.slug).not.toBe(link.slug);
    const third = await created(staticLink(ws));
    expect(third.name).toBe('PaymentLink_3');
    // Numbered per workspace.
    expect((await created(staticLink(await workspace()))).name).toBe('PaymentLink_1');
  });

  it('makes donations (optional minimum, up to three suggestions) and dynamic links', async () => {
    const ws = await workspace();
    const donation = await created(
      staticLink(ws, { type: 'donation', amount: undefined, minimumAmount: '2', suggestedAmounts: ['5', '10.5'] }),
    );
    expect(donation).toMatchObject({ amount: null, minimumAmount: '2.00', suggestedAmounts: ['5.00', '10.50'] });
    const dynamic = await created(
      ws.owner.agent.post(apiRoutes.createDynamicLink.path, {
        companyId: ws.company.id,
        recipientName: 'Grace Hopper',
        recipientEmail: 'Grace@Example.com',
        amount: '80',
        summary: 'Consulting, June',
        environment: 'test',
        payoutWalletId: ws.wallet.id,
      }),
    );
    expect(dynamic).toMatchObject({
      type: 'dynamic',
      amount: '80.00',
      recipient: { name: 'Grace Hopper', email: 'grace@example.com' },
      summary: 'Consulting, June',
    });
    // Each read route serves its own types.
    const get = (route: string, id: string) => ws.owner.agent.get(path(route, { id }));
    expect((await get(apiRoutes.getDynamicLink.path, dynamic.id)).status).toBe(200);
    expect((await get(apiRoutes.getStaticLink.path, dynamic.id)).status).toBe(404);
    expect((await get(apiRoutes.getDynamicLink.path, donation.id)).status).toBe(404);
    expect((await get(apiRoutes.getLink.path, donation.id)).body).toEqual(donation);
  });

  it.each([
    [{ amount: '0' }, [['amount', 'out_of_range']]],
    [{ amount: '12.345' }, [['amount', 'too_many_decimals']]],
    [{ amount: '-12' }, [['amount', 'negative']]],
    [{ amount: '$12.00' }, [['amount', 'currency_symbol']]],
    [{ amount: '12 EUR' }, [['amount', 'currency_symbol']]],
    [{ amount: 'twelve' }, [['amount', 'invalid']]],
    [{ amount: '12345678901' }, [['amount', 'out_of_range']]],
    [{ amount: undefined }, [['amount', 'required']]],
    [{ minimumAmount: '1' }, [['minimumAmount', 'not_allowed']]],
    [{ type: 'donation', amount: '5' }, [['amount', 'not_allowed']]],
    [
      { type: 'donation', amount: undefined, suggestedAmounts: ['1', '2', '3', '4'] },
      [['suggestedAmounts', 'too_long']],
    ],
    [
      { type: 'donation', amount: undefined, minimumAmount: '5', suggestedAmounts: ['10', '2'] },
      [['suggestedAmounts.1', 'out_of_range']],
    ],
    [{ redirectUrl: 'http://shop.example' }, [['redirectUrl', 'invalid']]],
    [{ redirectUrl: 'javascript:alert(1)' }, [['redirectUrl', 'invalid']]],
    [{ type: 'dynamic' }, [['type', 'invalid']]],
    [{ environment: 'prod' }, [['environment', 'invalid']]],
    [
      { options: { collectEmail: true, collectBillingDetails: false, includeVat: true, vatRate: null } },
      [['options.vatRate', 'required']],
    ],
    [
      { options: { collectEmail: true, collectBillingDetails: false, includeVat: true, vatRate: '101' } },
      [['options.vatRate', 'out_of_range']],
    ],
    [{ payoutWalletId: 'nope' }, [['payoutWalletId', 'invalid']]],
    [{ status: 'archived' }, [['status', 'unknown_field']]],
  ] as const)('refuses %j with field errors, creating nothing', async (change, expected) => {
    const ws = await workspace();
    const before = await api.counts();
    const response = await staticLink(ws, change);
    expect(response.status).toBe(422);
    expect(errorOf(response.body).details?.map((d) => [d.field, d.code])).toEqual(expected);
    expect(await api.counts()).toEqual(before);
  });

  it('pays only to Moonbeam wallets, and a live link only to a verified one', async () => {
    const ws = await workspace();
    const polkadot = await staticLink(ws, { payoutWalletId: ws.polkadotWallet.id });
    expect(errorOf(polkadot.body).details?.map((d) => [d.field, d.code])).toEqual([
      ['payoutWalletId', 'wrong_network'],
    ]);
    const live = await staticLink(ws, { environment: 'live' });
    expect(errorOf(live.body).details?.map((d) => [d.field, d.code])).toEqual([['payoutWalletId', 'not_verified']]);
    const verified = await workspace({ verified: true });
    expect((await created(staticLink(verified, { environment: 'live' }))).environment).toBe('live');
  });
});

describe('tier limits', () => {
  it('refuses an amount above Basic’s $100 per payment, naming the limit and Basic Plus', async () => {
    const ws = await workspace();
    const before = await api.counts();
    const response = await staticLink(ws, { amount: '100.01' });
    expect(response.status).toBe(422);
    const error = errorOf(response.body);
    expect(error.code).toBe('TIER_LIMIT_EXCEEDED');
    expect(error.tierLimit).toEqual({
      tier: 'basic',
      limit: '100.00',
      amount: '100.01',
      requiredTier: 'basicPlus',
      period: 'payment',
    });
    expect(error.message).toBe('Basic workspaces take payments of up to $100.00; $100.01 needs Basic Plus.');
    expect(await api.counts()).toEqual(before);
    expect((await staticLink(ws, { amount: '100' })).status).toBe(201);
    const donation = await staticLink(ws, { type: 'donation', amount: undefined, suggestedAmounts: ['20', '600'] });
    expect(errorOf(donation.body).tierLimit).toEqual({
      tier: 'basic',
      limit: '100.00',
      amount: '600.00',
      requiredTier: 'silver',
      period: 'payment',
    });
  });

  it('applies the cap to the amount with VAT, at creation and when a link is edited', async () => {
    const ws = await workspace();
    const withVat = (rate: string) => ({
      options: { collectEmail: false, collectBillingDetails: false, includeVat: true, vatRate: rate },
    });
    const before = await api.counts();
    const response = await staticLink(ws, { amount: '100', ...withVat('100') });
    expect(response.status).toBe(422);
    const error = errorOf(response.body);
    expect(error.tierLimit).toEqual({
      tier: 'basic',
      limit: '100.00',
      amount: '200.00',
      requiredTier: 'basicPlus',
      period: 'payment',
    });
    expect(error.message).toBe('Basic workspaces take payments of up to $100.00; $200.00 with VAT needs Basic Plus.');
    expect(await api.counts()).toEqual(before);
    const donation = await staticLink(ws, {
      type: 'donation',
      amount: undefined,
      minimumAmount: '80',
      ...withVat('25.5'),
    });
    expect(errorOf(donation.body).tierLimit).toMatchObject({
      amount: '100.40',
      requiredTier: 'basicPlus',
      period: 'payment',
    });
    // Within the cap with its VAT: created; then an edit that would take it over is refused.
    const link = await created(staticLink(ws, { amount: '80', ...withVat('25') }));
    const edit = (body: Record<string, unknown>) =>
      ws.owner.agent.request('PATCH', path(apiRoutes.updateStaticLink.path, { id: link.id }), { json: body });
    const raised = await edit(withVat('26'));
    expect(raised.status).toBe(422);
    expect(errorOf(raised.body).tierLimit).toMatchObject({ limit: '100.00', amount: '100.80' });
    expect((await edit({ amount: '90' })).status).toBe(422);
    expect((await edit({ amount: '70' })).status).toBe(200);
  });

  it('raises the cap to $500 once the domain is verified (Basic Plus)', async () => {
    const ws = await workspace({ website: 'links-tier.example' });
    records.set('links-tier.example', [[`meridian-verification=${ws.company.domainVerification?.token ?? ''}`]]);
    const check = await ws.owner.agent.post(path(apiRoutes.verifyDomainName.path, { id: ws.company.id }));
    expect(check.body).toMatchObject({ verified: true });
    expect((await staticLink(ws, { amount: '500' })).status).toBe(201);
    const over = await staticLink(ws, { amount: '500.01' });
    expect(errorOf(over.body).tierLimit).toMatchObject({ tier: 'basicPlus', limit: '500.00', requiredTier: 'silver' });
  });
});

describe('status transitions', () => {
  it.each([
    ['active', 'disabled', true],
    ['active', 'archived', true],
    ['active', 'active', false],
    ['disabled', 'active', true],
    ['disabled', 'archived', true],
    ['disabled', 'disabled', false],
    ['archived', 'active', false],
    ['archived', 'disabled', false],
    ['archived', 'archived', false],
  ] as const)('%s -> %s: %s', async (from, to, allowed) => {
    const ws = await workspace();
    const link = await created(staticLink(ws));
    if (from !== 'active') expect((await setStatus(ws.owner.agent, link.id, from)).status).toBe(200);
    const response = await setStatus(ws.owner.agent, link.id, to);
    if (allowed) {
      expect(response.status).toBe(200);
      expect(create(response.body, PaymentLink).status).toBe(to);
    } else {
      expect(response.status).toBe(409);
      const error = errorOf(response.body);
      expect(error.code).toBe('STATUS_TRANSITION_REFUSED');
      expect(error.message).toBe(
        from === 'archived' ? 'This link is archived: archiving is final.' : `This link is already ${from}.`,
      );
      const now = await ws.owner.agent.get(path(apiRoutes.getLink.path, { id: link.id }));
      expect((now.body as { status: string }).status).toBe(from);
    }
  });

  it('keeps an archived link as it was', async () => {
    const ws = await workspace();
    const link = await created(staticLink(ws));
    await setStatus(ws.owner.agent, link.id, 'archived');
    const edit = await ws.owner.agent.request('PATCH', path(apiRoutes.updateStaticLink.path, { id: link.id }), {
      json: { name: 'Renamed' },
    });
    expect([edit.status, errorOf(edit.body).code]).toEqual([409, 'LINK_ARCHIVED']);
  });
});

describe('editing', () => {
  it('changes only the fields sent, with the same rules as creation', async () => {
    const ws = await workspace();
    const link = await created(staticLink(ws, { message: 'Hello' }));
    const url = path(apiRoutes.updateStaticLink.path, { id: link.id });
    const edited = await ws.owner.agent.request('PATCH', url, { json: { amount: '12', redirectUrl: '' } });
    expect(create(edited.body, PaymentLink)).toMatchObject({ amount: '12.00', message: 'Hello', redirectUrl: null });
    const over = await ws.owner.agent.request('PATCH', url, { json: { amount: '250' } });
    expect(errorOf(over.body).code).toBe('TIER_LIMIT_EXCEEDED');
    const minimum = await ws.owner.agent.request('PATCH', url, { json: { minimumAmount: '3' } });
    expect(errorOf(minimum.body).details?.map((d) => [d.field, d.code])).toEqual([['minimumAmount', 'not_allowed']]);
    const live = await ws.owner.agent.request('PATCH', url, { json: { environment: 'live' } });
    expect(errorOf(live.body).details?.map((d) => [d.field, d.code])).toEqual([['payoutWalletId', 'not_verified']]);
    const after = await ws.owner.agent.get(path(apiRoutes.getLink.path, { id: link.id }));
    expect(after.body).toMatchObject({ amount: '12.00', environment: 'test' });
  });
});

describe('the list', () => {
  async function seeded() {
    const ws = await workspace();
    const names = ['Zebra', 'apple', 'Mango', 'banana', 'Cherry 100%', 'date'];
    const links: PaymentLink[] = [];
    for (const [index, name] of names.entries()) {
      links.push(await created(staticLink(ws, { name, amount: String(10 + (index % 3)) })));
      api.clock.advance(1000);
    }
    const donation = await created(
      staticLink(ws, { type: 'donation', amount: undefined, name: 'Tips', minimumAmount: '1' }),
    );
    await setStatus(ws.owner.agent, links[1]?.id ?? '', 'disabled');
    await setStatus(ws.owner.agent, links[2]?.id ?? '', 'archived');
    return { ws, links, donation };
  }

  it('hides archived links unless asked, and filters by type, status, environment and name', async () => {
    const { ws, links, donation } = await seeded();
    const agent = ws.owner.agent;
    const id = ws.company.id;
    const all = await list(agent, { companyId: id });
    expect(all.total).toBe(6);
    expect(all.links.map((link) => link.name)).toEqual(['Tips', 'date', 'Cherry 100%', 'banana', 'apple', 'Zebra']);
    expect((await list(agent, { companyId: id, status: 'archived' })).links.map((l) => l.id)).toEqual([links[2]?.id]);
    expect((await list(agent, { companyId: id, status: 'disabled' })).links.map((l) => l.name)).toEqual(['apple']);
    expect((await list(agent, { companyId: id, type: 'donation' })).links.map((l) => l.id)).toEqual([donation.id]);
    expect((await list(agent, { companyId: id, environment: 'live' })).total).toBe(0);
    expect((await list(agent, { companyId: id, search: 'AN' })).links.map((l) => l.name)).toEqual(['banana']);
    // A % typed in the search matches itself.
    expect((await list(agent, { companyId: id, search: '0%' })).links.map((l) => l.name)).toEqual(['Cherry 100%']);
    const statics = await list(agent, { companyId: id, type: 'donation' }, apiRoutes.listStaticLinks.path);
    expect(statics.total).toBe(1);
  });

  it('sorts by name and amount, and pages in a stable order while links are added', async () => {
    const { ws } = await seeded();
    const agent = ws.owner.agent;
    const id = ws.company.id;
    const byName = await list(agent, { companyId: id, sort: 'name' });
    expect(byName.links.map((l) => l.name)).toEqual(['apple', 'banana', 'Cherry 100%', 'date', 'Tips', 'Zebra']);
    const byAmount = await list(agent, { companyId: id, sort: 'amount', order: 'desc' });
    expect(byAmount.links.map((l) => l.amount ?? l.minimumAmount)).toEqual([
      '12.00',
      '11.00',
      '11.00',
      '10.00',
      '10.00',
      '1.00',
    ]);

    const first = await list(agent, { companyId: id, limit: '2' });
    expect(first.links).toHaveLength(2);
    expect(first.total).toBe(6);
    // A link made meanwhile goes to the top; the next pages neither repeat nor skip one.
    await created(staticLink(ws, { name: 'Newcomer' }));
    const seen = first.links.map((l) => l.name);
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await list(agent, { companyId: id, limit: '2', cursor });
      seen.push(...page.links.map((l) => l.name));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(['Tips', 'date', 'Cherry 100%', 'banana', 'apple', 'Zebra']);
  });

  it('refuses bad filters and cursors with field errors, never a server error', async () => {
    const { ws } = await seeded();
    const agent = ws.owner.agent;
    const id = ws.company.id;
    for (const [query, field, code] of [
      [{ limit: '0' }, 'limit', 'out_of_range'],
      [{ limit: 'ten' }, 'limit', 'invalid'],
      [{ sort: 'price' }, 'sort', 'invalid'],
      [{ status: 'deleted' }, 'status', 'invalid'],
      [{ cursor: 'garbage' }, 'cursor', 'invalid'],
      [{ cursor: Buffer.from('["x","y"]').toString('base64url') }, 'cursor', 'invalid'],
      [
        { cursor: Buffer.from(`["1e999","${randomBytes(16).toString('hex')}"]`).toString('base64url') },
        'cursor',
        'invalid',
      ],
      [{ page: '2' }, 'page', 'unknown_field'],
    ] as const) {
      const response = await agent.get(
        `${apiRoutes.listLinks.path}?${new URLSearchParams({ companyId: id, ...query })}`,
      );
      expect(response.status, JSON.stringify(query)).toBe(422);
      expect(errorOf(response.body).details?.map((d) => [d.field, d.code])).toEqual([[field, code]]);
    }
    const amountCursor = Buffer.from(`["abc","${crypto.randomUUID()}"]`).toString('base64url');
    const wrongSort = await agent.get(
      `${apiRoutes.listLinks.path}?${new URLSearchParams({ companyId: id, sort: 'amount', cursor: amountCursor })}`,
    );
    expect(wrongSort.status).toBe(422);
  });
});

describe("another workspace's links", () => {
  it('answer 404 through workspace A', async () => {
    const a = await workspace();
    const b = await workspace();
    const link = await created(staticLink(b));
    const agent = a.owner.agent;
    for (const response of [
      await agent.get(path(apiRoutes.getLink.path, { id: link.id })),
      await agent.get(path(apiRoutes.getStaticLink.path, { id: link.id })),
      await setStatus(agent, link.id, 'archived'),
      await agent.request('PATCH', path(apiRoutes.updateStaticLink.path, { id: link.id }), { json: { name: 'x' } }),
    ]) {
      expect([response.status, errorOf(response.body).code]).toEqual([404, 'NOT_FOUND']);
    }
    expect((await list(agent, { companyId: a.company.id })).total).toBe(0);
    expect((await b.owner.agent.get(path(apiRoutes.getLink.path, { id: link.id }))).body).toMatchObject({
      status: 'active',
    });
  });
});
