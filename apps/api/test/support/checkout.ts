// Merchants with a payout wallet and a link, the fake exchange-rate provider on loopback, and
// the local test chain watched by the API, with what the payment tests do on it.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  apiRoutes,
  CheckoutSession,
  PaymentLink,
  PaymentListResponse,
  VerifyWalletResponse,
  Wallet,
  type Currency,
} from '@meridian/contract';
import { create } from 'superstruct';
import { createPublicClient, createWalletClient, erc20Abi, http, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, expect } from 'vitest';
import { localChainEnv, localViemChain, startLocalChain, type LocalChain } from '../../src/chain';
import { eventually } from './eventually';
import { USD_RATES } from './rate-servers';
import { confirmedUser, startApi, type Agent, type ReachableApi, type TestApi } from './harness';
import { createWorkspace, path } from './workspaces';

/** A workspace owner with a Moonbeam payout wallet (at `address`, or a new one), pricing in US dollars unless told. */
export async function merchant(
  api: ReachableApi,
  options: { address?: string; name?: string; currency?: Currency } = {},
) {
  const owner = await confirmedUser(api);
  const company = await createWorkspace(owner.agent, {
    name: options.name ?? 'Lumen',
    ...(options.currency ? { currency: options.currency } : {}),
  });
  const added = await owner.agent.post(apiRoutes.createWallet.path, {
    companyId: company.id,
    platform: 'moonbeam',
    ecosystem: 'evm',
    addresses: [options.address ?? privateKeyToAccount(generatePrivateKey()).address],
    metadata: { ui: { label: 'Main', colour: 'blue' } },
  });
  if (added.status !== 201) throw new Error(`wallet: ${added.status} ${JSON.stringify(added.body)}`);
  return { owner, company, wallet: create(added.body, Wallet) };
}

export type Merchant = Awaited<ReturnType<typeof merchant>>;

/**
 * Proves the merchant's wallet as its owner does on the wallet page: asks for a challenge and
 * sends it back signed with the address's key (`privateKey`). Resolves to the status of the answer.
 */
export async function proveWallet(m: Merchant, privateKey: Hex): Promise<number> {
  const url = path(apiRoutes.verifyWallet.path, { id: m.wallet.id });
  const issued = await m.owner.agent.request('PATCH', url, { json: {} });
  if (issued.status !== 200) throw new Error(`challenge: ${issued.status} ${JSON.stringify(issued.body)}`);
  const { challenge } = create(issued.body, VerifyWalletResponse);
  if (!challenge) throw new Error('no challenge');
  const signature = await privateKeyToAccount(privateKey).signMessage({ message: challenge.message });
  return (await m.owner.agent.request('PATCH', url, { json: { signature } })).status;
}

/** A test-environment link of `merchant` (a static one of $49.90 unless told otherwise). */
export async function link(m: Merchant, body: Record<string, unknown> = {}) {
  const dynamic = body.type === 'dynamic';
  const response = await m.owner.agent.post(
    dynamic ? apiRoutes.createDynamicLink.path : apiRoutes.createStaticLink.path,
    {
      companyId: m.company.id,
      ...(dynamic ? {} : { type: 'static' }),
      ...(body.type === 'donation' ? {} : { amount: '49.90' }),
      environment: 'test',
      payoutWalletId: m.wallet.id,
      ...(dynamic ? { ...body, type: undefined } : body),
    },
  );
  if (response.status !== 201) throw new Error(`link: ${response.status} ${JSON.stringify(response.body)}`);
  return create(response.body, PaymentLink);
}

/** A dynamic link of `merchant` ($49.90 unless told otherwise), made out to Ada for consulting. */
export function dynamicLink(m: Merchant, body: Record<string, unknown> = {}) {
  return link(m, {
    type: 'dynamic',
    recipientName: 'Ada',
    recipientEmail: 'ada@example.com',
    summary: 'Consulting',
    ...body,
  });
}

let ipSequence = 0;
/** A payer: requests from a client address of its own (the API trusts X-Forwarded-For from loopback). */
export function payer(api: Pick<TestApi, 'agent'>): Agent & { ip: string } {
  ipSequence += 1;
  const ip = `198.51.${Math.floor(ipSequence / 250)}.${(ipSequence % 250) + 1}`;
  // A payer's browser on the checkout page: same origin as the dashboard, no session.
  const agent = api.agent({
    origin: 'http://127.0.0.1:5173',
    'sec-fetch-site': 'same-origin',
    'x-forwarded-for': ip,
  });
  return Object.assign(agent, { ip });
}

export async function openSession(agent: Agent, slug: string, body: Record<string, unknown>) {
  const response = await agent.post(path(apiRoutes.openCheckoutSession.path, { slug }), body);
  if (response.status !== 201) throw new Error(`open: ${response.status} ${JSON.stringify(response.body)}`);
  return create(response.body, CheckoutSession);
}

export async function readSession(agent: Agent, id: string) {
  const response = await agent.get(path(apiRoutes.getCheckoutSession.path, { id }));
  if (response.status !== 200) throw new Error(`read: ${response.status} ${JSON.stringify(response.body)}`);
  return create(response.body, CheckoutSession);
}

/**
 * A workspace's payments (`/payments`) or its unmatched inbox (`/payments/unmatched`), as its
 * owner reads them; `query` goes on the address (`&limit=2`, `&state=reverted`).
 */
export async function paymentsOf(m: Merchant, which: 'payments' | 'unmatched' = 'payments', query = '') {
  const route = which === 'payments' ? apiRoutes.listPayments : apiRoutes.listUnmatchedPayments;
  const response = await m.owner.agent.get(`${route.path}?companyId=${m.company.id}${query}`);
  expect(response.status).toBe(200);
  return create(response.body, PaymentListResponse);
}

export type ProviderBehaviour = 'answer' | 'error' | 'slow' | 'garbage';

/**
 * A Coinbase-style price API on loopback: `GET /v2/prices/<BASE>-USD/spot`, and the US dollar's
 * exchange rates (`GET /v2/exchange-rates?currency=USD`, `USD_RATES`) a quote in another
 * currency goes through. Its rates and behaviour are set by the test; `requests` counts what it
 * was asked.
 */
export async function startRateProvider(rates: Record<string, string>) {
  const state = { behaviour: 'answer' as ProviderBehaviour, requests: [] as string[], rates, slowMs: 7000 };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const match = /^\/v2\/prices\/([A-Z0-9.]+)-([A-Z]+)\/spot$/.exec(request.url ?? '');
    state.requests.push(request.url ?? '');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (state.behaviour === 'error') return send(500, { errors: [{ message: 'down' }] });
    if (request.url === '/v2/exchange-rates?currency=USD' && state.behaviour === 'answer') {
      return send(200, { data: { currency: 'USD', rates: { ...USD_RATES, USD: '1.0' } } });
    }
    if (state.behaviour === 'garbage') return send(200, { data: { amount: 'NaN' } });
    const rate = match ? state.rates[match[1]!] : undefined;
    if (!rate) return send(404, { errors: [{ id: 'not_found' }] });
    const answer = () => send(200, { data: { amount: rate, base: match![1], currency: match![2] } });
    if (state.behaviour === 'slow') setTimeout(answer, state.slowMs).unref();
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v2`,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * A local chain with its test tokens, and the API watching it (a poll every 100 ms, final after
 * 2 blocks, rate limits out of the way; its mail to an inbox on loopback with `smtp`): what the
 * payment files start before their tests.
 */
export async function startWatchedChain(
  options: { smtp?: boolean } = {},
): Promise<{ chain: LocalChain; api: TestApi }> {
  const chain = await startLocalChain({ port: 0 });
  const api = await startApi(
    {
      ...localChainEnv(
        chain.rpcUrl,
        chain.tokens.map((token) => ({ ...token })),
      ),
      WATCHER_POLL_MS: '100',
      CHAIN_CONFIRMATIONS: '2',
    },
    { smtp: options.smtp, rateLimit: (limit) => ({ ...limit, max: 10_000 }) },
  );
  return { chain, api };
}

/** Stops what `startWatchedChain` started, whatever of it did start. */
export async function stopWatchedChain(started: { chain?: LocalChain; api?: TestApi }) {
  await started.api?.close();
  await started.chain?.stop();
}

/**
 * A watched chain for a test file: started (`startWatchedChain`) before its tests, handed to
 * `onStart` (which keeps the chain and the API for the tests), and stopped after them. Answers
 * `chainTools` of it:
 *
 *     let chain: LocalChain;
 *     let api: TestApi;
 *     const { pay, mine, until } = watchChain((started) => ({ chain, api } = started));
 */
export function watchChain(
  onStart: (started: { chain: LocalChain; api: TestApi }) => void,
  options: { smtp?: boolean } = {},
): ChainTools {
  let started: { chain: LocalChain; api: TestApi } | undefined;
  beforeAll(async () => {
    started = await startWatchedChain(options);
    onStart(started);
  }, 60_000);
  afterAll(() => stopWatchedChain(started ?? {}));
  return chainTools(() => {
    if (!started) throw new Error('the chain starts before the tests');
    return started;
  });
}

/** A checkout session as far as paying it goes. */
export interface Payable {
  id: string;
  payTo: string;
  amount: string;
}

/**
 * What the payment tests do on the local chain: read it (`client`, `rpc`), mine blocks, send the
 * coin or a test token from a funded account, and follow a session as the payer's page does.
 * `started` answers the chain and the API once the file's `beforeAll` has started them, so a file
 * takes these functions at its top (`watchChain` does both).
 */
export function chainTools(started: () => { chain: LocalChain; api: Pick<TestApi, 'agent'> }) {
  const rpcUrl = () => started().chain.rpcUrl;
  const viemChain = () => localViemChain(rpcUrl());
  const client = () => createPublicClient({ chain: viemChain(), transport: http(rpcUrl()) });
  const rpc = (method: string, params: unknown[] = []) =>
    client().request({ method, params } as never) as Promise<unknown>;
  /** Mines `blocks` empty blocks (the confirmations a payment waits for). */
  const mine = (blocks = 1) => rpc('hardhat_mine', [`0x${blocks.toString(16)}`]);
  /** The wallet of funded account `index`. */
  const wallet = (index: number) =>
    createWalletClient({
      account: privateKeyToAccount(started().chain.accounts[index]!.privateKey),
      chain: viemChain(),
      transport: http(rpcUrl()),
    });
  const token = (symbol: string) => {
    const found = started().chain.tokens.find((entry) => entry.symbol === symbol);
    if (!found) throw new Error(`no test token ${symbol}`);
    return found;
  };

  /** Sends `amount` of the coin (`DEV`) or a test token from funded account `from`; waits for its receipt. */
  async function pay(from: number, to: string, symbol: string, amount: bigint): Promise<Hex> {
    const hash =
      symbol === 'DEV'
        ? await wallet(from).sendTransaction({ to: to as Address, value: amount })
        : await wallet(from).writeContract({
            address: token(symbol).address,
            abi: erc20Abi,
            functionName: 'transfer',
            args: [to as Address, amount],
          });
    await client().waitForTransactionReceipt({ hash });
    return hash;
  }

  /** Reads the session as the payer's page does (through `api`, the started one unless told) until `check` holds. */
  const until = (
    id: string,
    check: (session: CheckoutSession) => boolean,
    timeoutMs = 10_000,
    api: Pick<TestApi, 'agent'> = started().api,
  ): Promise<CheckoutSession> => {
    const reader = payer(api);
    return eventually(() => readSession(reader, id), check, timeoutMs);
  };

  /**
   * Pays `session` in full in the coin from funded account `from`, waits for the watcher to see
   * it, mines its confirmations and waits for it to be paid. Resolves to the transaction's hash.
   */
  async function payInFull(session: Payable, from = 0): Promise<Hex> {
    const hash = await pay(from, session.payTo, 'DEV', BigInt(session.amount));
    await until(session.id, (s) => s.state === 'processing' || s.state === 'paid');
    await mine(2);
    await until(session.id, (s) => s.state === 'paid');
    return hash;
  }

  return { viemChain, client, rpc, mine, wallet, token, pay, until, payInFull };
}

export type ChainTools = ReturnType<typeof chainTools>;
