// `pnpm demo:pay <link URL>` (scripts/demo-pay.mjs) as a child process, against this test's API
// and local chain: it opens a session on the link, pays it from a funded account and follows it
// until it is paid; a wrong address is refused with a clear message.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localChainEnv, startLocalChain, type LocalChain } from '../src/chain';
import { link, merchant, payer, readSession } from './support/checkout';
import { DASHBOARD_ORIGIN, startApi, type TestApi } from './support/harness';

const script = fileURLToPath(new URL('../../../scripts/demo-pay.mjs', import.meta.url));

let chain: LocalChain;
let api: TestApi;
beforeAll(async () => {
  // A block every 200 ms besides each payment's own, as `npm start`'s chain makes one every 3 s.
  chain = await startLocalChain({ port: 0, blockIntervalMs: 200 });
  api = await startApi({ ...localChainEnv(chain.rpcUrl, chain.tokens), WATCHER_POLL_MS: '100' });
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
