// `pnpm demo:pay <link URL>` (scripts/demo-pay.mjs) as a child process, against this test's API
// and local chain: it pays the session the payment page's address names (or `--session`), else
// opens one on the link, pays it from a funded account and follows it until it is paid; a wrong
// address is refused with a clear message. And what a store does end to end: a checkout made
// with a test key over the public API, paid with demo:pay, reaches the store's webhook receiver
// on loopback signed as the `standardwebhooks` library verifies.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { apiRoutes, CreatedApiKey, Checkout } from '@meridian/contract';
import { Webhook } from 'standardwebhooks';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localChainEnv, startLocalChain, type LocalChain } from '../src/chain';
import { link, merchant, openSession, payer, readSession } from './support/checkout';
import { eventually } from './support/eventually';
import { Agent, DASHBOARD_ORIGIN, startApi, type TestApi } from './support/harness';
import { addEndpoint, Receiver } from './support/webhooks';
import { path } from './support/workspaces';

const script = fileURLToPath(new URL('../../../scripts/demo-pay.mjs', import.meta.url));

let chain: LocalChain;
let api: TestApi;
beforeAll(async () => {
  // A block every 200 ms besides each payment's own, as `npm start`'s chain makes one every 3 s.
  chain = await startLocalChain({ port: 0, blockIntervalMs: 200 });
  api = await startApi({
    ...localChainEnv(chain.rpcUrl, chain.tokens),
    WATCHER_POLL_MS: '100',
    // The store's receiver listens on loopback.
    WEBHOOK_ALLOW_PRIVATE_URLS: '1',
    WEBHOOK_POLL_MS: '50',
  });
});
afterAll(async () => {
  await api?.close();
  await chain?.stop();
});

function demoPay(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [script, ...args],
      { env: { ...process.env, API_URL: api.url, CHAIN_RPC_1281: chain.rpcUrl, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('pnpm demo:pay', () => {
  it('pays a link from a funded account and follows its session until it is paid', { timeout: 60_000 }, async () => {
    const m = await merchant(api, { address: chain.accounts[4]!.address });
    const created = await link(m, {
      options: { collectEmail: true, collectBillingDetails: false, includeVat: false, vatRate: null },
    });
    const result = await demoPay([`${DASHBOARD_ORIGIN}/pay/${created.slug}`, '--token', 'usdc']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const id = /Checkout session ([0-9a-f-]{36})/.exec(result.stdout)?.[1];
    expect(id).toBeDefined();
    expect(result.stdout).toContain(`from funded account 1 (${chain.accounts[1]!.address})`);
    expect(result.stdout).toMatch(/Session: processing: 1 of 2 confirmations|Session: paid/);
    expect(result.stdout).toContain('Session: paid');
    const session = await readSession(payer(api), id!);
    expect(session).toMatchObject({ state: 'paid', exception: null, token: { symbol: 'USDC' } });
    expect(session.payments).toEqual([expect.objectContaining({ state: 'confirmed', amount: session.amount })]);
  });

  it(
    'pays the session open on the payer’s page, named by its address or by --session',
    { timeout: 90_000 },
    async () => {
      const m = await merchant(api, { address: chain.accounts[5]!.address });
      const created = await link(m, {
        message: 'Thanks! Your beans ship tomorrow.',
        redirectUrl: 'https://shop.example/thanks',
      });
      const page = payer(api);
      const open = await openSession(page, created.slug, { token: 'USDC' });
      // Before the payment, the session says nothing of what comes after it.
      expect(open).toMatchObject({ state: 'open', message: null, redirectUrl: null });

      const result = await demoPay([`${DASHBOARD_ORIGIN}/pay/${created.slug}?session=${open.id}`]);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(`Checkout session ${open.id} (open on the payment page)`);
      expect(result.stdout).toContain('Session: paid');
      // The page's own session is paid, in its token, and once paid says the link's message.
      expect(await readSession(page, open.id)).toMatchObject({
        state: 'paid',
        exception: null,
        token: { symbol: 'USDC' },
        message: 'Thanks! Your beans ship tomorrow.',
        redirectUrl: 'https://shop.example/thanks',
      });

      const second = await openSession(page, created.slug, { token: 'DEV' });
      const bySession = await demoPay([`${DASHBOARD_ORIGIN}/pay/${created.slug}`, '--session', second.id]);
      expect(bySession.stderr).toBe('');
      expect(bySession.stdout).toContain(`Checkout session ${second.id} (open on the payment page)`);
      expect(await readSession(page, second.id)).toMatchObject({ state: 'paid' });

      // A paid session is not paid twice; a session of another link, or in another token, is refused.
      const again = await demoPay(['--session', open.id]);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain(`demo:pay: session ${open.id} is already paid`);
      const other = await link(m);
      const elsewhere = await demoPay([`${DASHBOARD_ORIGIN}/pay/${other.slug}?session=${open.id}`]);
      expect(elsewhere.stderr).toContain('belongs to another link');
      const third = await openSession(page, created.slug, { token: 'DEV' });
      const token = await demoPay(['--session', third.id, '--token', 'USDC']);
      expect(token.stderr).toContain(`demo:pay: session ${third.id} is paid in DEV, not USDC`);
      expect(await readSession(page, third.id)).toMatchObject({ state: 'open' });
    },
  );

  it('refuses what is not a payment link, and a token the link does not offer', async () => {
    const notALink = await demoPay(['http://127.0.0.1:5173/payment-links']);
    expect(notALink.code).toBe(1);
    expect(notALink.stderr).toContain('demo:pay: not a payment link: http://127.0.0.1:5173/payment-links');

    const m = await merchant(api);
    const created = await link(m);
    const token = await demoPay([`${DASHBOARD_ORIGIN}/pay/${created.slug}`, '--token', 'BTC']);
    expect(token.code).toBe(1);
    expect(token.stderr).toContain('demo:pay: BTC is not offered by this link: DEV, USDC, USDT, DAI, EURC');

    const unknown = await demoPay([`${DASHBOARD_ORIGIN}/pay/nosuchlink`]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('answered 404 NOT_FOUND');
  });
});

describe('a store on the public API', () => {
  it(
    'makes a checkout with a test key, which demo:pay pays, and hears of it by a signed webhook',
    { timeout: 90_000 },
    async () => {
      const receiver = new Receiver();
      await receiver.listen();
      try {
        const m = await merchant(api, { address: chain.accounts[6]!.address });
        const keyAnswer = await m.owner.agent.post(path(apiRoutes.listApiKeys.path, { id: m.company.id }), {
          label: 'Shop',
          mode: 'test',
          scopes: ['checkouts:write'],
        });
        expect(keyAnswer.status).toBe(201);
        const key = create(keyAnswer.body, CreatedApiKey);
        const { secret } = await addEndpoint(m.owner.agent, m.company.id, {
          url: `${receiver.url}/meridian`,
          eventTypes: ['checkout.paid'],
        });

        // What `curl -H "Authorization: Bearer mrd_test_..." -d '{...}' .../v1/checkouts` sends.
        const store = new Agent(api.url, { authorization: `Bearer ${key.secret}` });
        const made = await store.post(
          apiRoutes.publicCreateCheckout.path,
          { amount: '12.50', description: 'Order 1042', orderReference: 'WC-1042', metadata: {} },
          { 'idempotency-key': 'order-1042' },
        );
        expect(made.status).toBe(201);
        const checkout = create(made.body, Checkout);
        expect(checkout).toMatchObject({ mode: 'test', status: 'open', orderReference: 'WC-1042', payment: null });

        const paid = await demoPay([checkout.url]);
        expect(paid.stderr).toBe('');
        expect(paid.stdout).toContain('Session: paid');

        const delivered = await eventually(
          async () => receiver.received.filter((entry) => entry.path === '/meridian'),
          (entries) => entries.length > 0,
          20_000,
        );
        const [delivery] = delivered;
        // The library checks the signature and the timestamp (the test's clock is the real one).
        const event = new Webhook(secret).verify(delivery!.body, {
          'webhook-id': String(delivery!.headers['webhook-id']),
          'webhook-timestamp': String(delivery!.headers['webhook-timestamp']),
          'webhook-signature': String(delivery!.headers['webhook-signature']),
        }) as { type: string; data: Record<string, unknown> };
        expect(event.type).toBe('checkout.paid');
        // The webhook names the checkout the store made, by its id, and the store's order.
        expect(create(event.data, Checkout)).toMatchObject({
          id: checkout.id,
          orderReference: 'WC-1042',
          status: 'paid',
          payment: { checkoutId: checkout.id, status: 'confirmed' },
        });

        const read = await store.get(path(apiRoutes.publicGetCheckout.path, { id: checkout.id }));
        expect(create(read.body, Checkout)).toMatchObject({ id: checkout.id, status: 'paid' });

        // The same order's next checkout, expired by the store before anyone pays: never paid.
        const next = create(
          (
            await store.post(
              apiRoutes.publicCreateCheckout.path,
              { amount: '12.50', description: 'Order 1043', orderReference: 'WC-1043' },
              { 'idempotency-key': 'order-1043' },
            )
          ).body,
          Checkout,
        );
        const ended = await store.post(path(apiRoutes.publicExpireCheckout.path, { id: next.id }));
        expect(create(ended.body, Checkout)).toMatchObject({ id: next.id, status: 'expired' });
        const refused = await demoPay([next.url]);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain('takes no payment (expired)');
        expect(
          create((await store.get(path(apiRoutes.publicGetCheckout.path, { id: next.id }))).body, Checkout),
        ).toMatchObject({ status: 'expired', payment: null });
      } finally {
        await receiver.close();
      }
    },
  );
});
