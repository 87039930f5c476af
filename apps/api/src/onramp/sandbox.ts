/**
 * The sandbox on-ramp, for local runs and `npm start` (never in production): served by this API
 * itself, as the sandbox identity provider is. Its hosted page (`GET /onramp-sandbox/:orderId`),
 * labelled Sandbox, takes a test card or a bank transfer, shows the fee, and lets the person
 * choose the outcome: paid, declined, paid late (after the session's price expired) or paid short.
 * On a payment it sends the session's token amount (short: less) from a funded account of the
 * local chain to the session's address, so that the chain watcher sees an ordinary payment, and
 * reports the order's states to this API's webhook route, signed as a real provider would.
 * Its orders live in memory: a restarted API forgets them (start again from the checkout).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { ApiPath, buildApiPath, formatTokenUnits, type OnrampCountry, type OnrampOrderState } from '@meridian/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { ChainConfig } from '../chain/chains';
import { signOnLocalChain } from '../chain/local-payer';
import { sandboxPage } from '../http/sandbox-page';
import { escapeHtml } from '../mail/templates/layout';
import { checkSignature, signWebhook, WebhookRefused } from '../verification/provider';
import {
  minorDigits,
  OnrampSignatureError,
  type CreateOrderInput,
  type OnrampProvider,
  type OnrampQuote,
  type OnrampQuoteInput,
  type OrderReport,
} from './provider';

/** The funded account of the local chain the sandbox pays from (demo:pay and benchmarks use 1). */
export const SANDBOX_PAYER_ACCOUNT = 8;
export const SANDBOX_SIGNATURE_HEADER = 'x-onramp-signature';

/** The countries the sandbox serves, and how: cards everywhere, bank transfers where a local scheme exists. */
const BANK = ['AT', 'BE', 'BR', 'DE', 'ES', 'FR', 'GB', 'IE', 'IT', 'MX', 'NL', 'PT'];
const CARD_ONLY = ['AU', 'CA', 'CH', 'JP', 'US'];
export const SANDBOX_COUNTRIES: OnrampCountry[] = [
  ...BANK.map((country) => ({ country, methods: ['card', 'bank_transfer'] as OnrampCountry['methods'] })),
  ...CARD_ONLY.map((country) => ({ country, methods: ['card'] as OnrampCountry['methods'] })),
].sort((a, b) => a.country.localeCompare(b.country));

/** The sandbox's fees: cards 2.9 % and 30 minor units, bank transfers 1 % (each rounded up). */
export function sandboxFee(method: OnrampQuoteInput['method'], priceMinor: number): number {
  return method === 'card' ? Math.ceil((priceMinor * 29) / 1000) + 30 : Math.ceil(priceMinor / 100);
}

const OUTCOMES = {
  paid: 'Paid',
  declined: 'Declined',
  late: 'Paid late',
  short: 'Paid short',
} as const;
type Outcome = keyof typeof OUTCOMES;

interface SandboxOrder extends CreateOrderInput {
  id: string;
  state: OnrampOrderState;
  quote: OnrampQuote;
}

export interface SandboxOnramp extends OnrampProvider {
  /** Where this API is reached on loopback (set once it listens): the webhook's target. */
  setWebhookTarget(url: string): void;
  hostedPage(orderId: string): SandboxPage;
  decide(orderId: string, body: unknown, log: FastifyBaseLogger): Promise<SandboxPage>;
  /** Stops the deliveries still waiting (paid late). */
  close(): void;
}

/** A page of the sandbox: its status and HTML, or where to send the browser. */
export type SandboxPage = { status: number; html: string } | { redirect: string };

export function sandboxOnramp(options: {
  publicApiBase: string;
  /** The local test chain, which the sandbox pays on; none: it sells nothing. */
  chain: ChainConfig | null;
  now: () => Date;
}): SandboxOnramp {
  const secret = randomBytes(32).toString('hex');
  const orders = new Map<string, SandboxOrder>();
  const timers = new Set<NodeJS.Timeout>();
  let webhookTarget: string | null = null;
  // One transfer at a time from the sandbox's account: each waits for the previous one's nonce.
  let queue: Promise<unknown> = Promise.resolve();

  const page = (title: string, body: string, status = 200): SandboxPage => ({
    status,
    html: sandboxPage(title, body, 'fieldset{border:1px solid #d9d9e0;border-radius:6px;margin:1rem 0}'),
  });
  const money = (minor: number, currency: string) =>
    new Intl.NumberFormat('en', { style: 'currency', currency }).format(minor / 10 ** minorDigits(currency));

  async function report(order: SandboxOrder, state: OnrampOrderState, txHash: string | null = null): Promise<void> {
    order.state = state;
    if (!webhookTarget) throw new Error('the sandbox has no webhook target yet');
    const raw = JSON.stringify({ orderId: order.id, partnerOrderId: order.partnerOrderId, status: state, txHash });
    const response = await fetch(webhookTarget, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signWebhook(secret, raw, Math.floor(options.now().getTime() / 1000)),
      },
      body: raw,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`the webhook was answered ${response.status}`);
  }

  /**
   * Delivers the order: signs the transfer of `amount` from the sandbox's account, reports its
   * hash (pending), sends it and reports the order completed once mined. One transfer at a time:
   * each takes the account's next nonce.
   */
  async function deliver(order: SandboxOrder, outcome: Outcome, log: FastifyBaseLogger): Promise<void> {
    const chain = options.chain;
    const amount = BigInt(order.amount);
    // Short: one percent less (at least one unit).
    const sent = outcome === 'short' ? amount - (amount / 100n > 0n ? amount / 100n : 1n) : amount;
    const run = async () => {
      if (!chain) throw new Error('no local chain to pay on');
      const payment = { payTo: order.payTo, amount: sent.toString(), token: order.token };
      const signed = await signOnLocalChain(chain.rpcUrl, payment, SANDBOX_PAYER_ACCOUNT);
      await report(order, 'pending', signed.hash);
      try {
        await signed.send();
      } catch (error) {
        log.error({ err: error, orderId: order.id }, 'onramp sandbox: the transfer failed');
        await report(order, 'failed');
        return;
      }
      await report(order, 'completed', signed.hash);
    };
    const done = queue.then(run, run);
    queue = done.catch(() => undefined);
    await done;
  }

  return {
    id: 'sandbox',
    name: 'Sandbox',
    sandbox: true,
    setWebhookTarget(url) {
      webhookTarget = url;
    },
    async supports({ token, chainId }) {
      return options.chain !== null && chainId === options.chain.id && token.symbol.length > 0;
    },
    async countries() {
      return SANDBOX_COUNTRIES;
    },
    async quote({ method, priceMinor }) {
      const feeMinor = sandboxFee(method, priceMinor);
      return { feeMinor, totalMinor: priceMinor + feeMinor };
    },
    async createOrder(input) {
      const id = `sbx_${randomBytes(12).toString('hex')}`;
      const feeMinor = sandboxFee(input.method, input.priceMinor);
      orders.set(id, { ...input, id, state: 'created', quote: { feeMinor, totalMinor: input.priceMinor + feeMinor } });
      return {
        providerOrderId: id,
        redirectUrl: `${options.publicApiBase}${buildApiPath(ApiPath.onrampSandbox, { orderId: id })}`,
      };
    },
    async verifyWebhook(rawBody, headers) {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      try {
        checkSignature(secret, rawBody, typeof header === 'string' ? header : undefined, options.now());
      } catch (error) {
        if (error instanceof WebhookRefused) throw new OnrampSignatureError(error.message);
        throw error;
      }
      const body = JSON.parse(rawBody) as {
        orderId: string;
        partnerOrderId: string;
        status: OnrampOrderState;
        txHash: string | null;
      };
      return {
        partnerOrderId: body.partnerOrderId,
        providerOrderId: body.orderId,
        state: body.status,
        txHash: body.txHash,
      };
    },
    async getOrder(providerOrderId): Promise<OrderReport> {
      const order = orders.get(providerOrderId);
      if (!order) throw new Error(`the sandbox has no order ${providerOrderId}`);
      return { partnerOrderId: order.partnerOrderId, providerOrderId, state: order.state, txHash: null };
    },
    hostedPage(orderId) {
      const order = orders.get(orderId);
      if (!order)
        return page(
          'Sandbox payment not found',
          '<h1>Sandbox payment not found</h1><p>This sandbox order is unknown (the API restarted?). Go back to the checkout and start again.</p>',
          404,
        );
      if (order.state !== 'created')
        return page(
          'Sandbox payment',
          `<h1>This order is ${escapeHtml(order.state)}</h1><p><a href="${escapeHtml(order.returnUrl)}">Return to the checkout</a></p>`,
        );
      const tokenAmount = `${formatTokenUnits(order.amount, order.token.decimals)} ${order.token.symbol}`;
      const method =
        order.method === 'card'
          ? '<fieldset><legend>Test card</legend><p>4242 4242 4242 4242 · 12/34 · CVC 123 (nothing is charged)</p></fieldset>'
          : '<fieldset><legend>Bank transfer</legend><p>Test IBAN DE89 3704 0044 0532 0130 00 (nothing is moved)</p></fieldset>';
      const buttons = (Object.keys(OUTCOMES) as Outcome[])
        .map((key) => `<button type="submit" name="outcome" value="${key}">${OUTCOMES[key]}</button>`)
        .join('\n');
      return page(
        'Sandbox card and bank transfer',
        [
          '<h1>Sandbox card and bank transfer</h1>',
          "<p>This is Meridian's sandbox on-ramp: no card is charged and no money moves. Choose what the provider would do; on a payment, the sandbox sends the tokens from a funded account of the local test chain.</p>",
          '<dl>',
          `<dt>You buy</dt><dd>${escapeHtml(tokenAmount)}</dd>`,
          `<dt>Sent to</dt><dd>${escapeHtml(order.payTo)}</dd>`,
          `<dt>Price</dt><dd>${escapeHtml(money(order.priceMinor, order.currency))}</dd>`,
          `<dt>Fee</dt><dd>${escapeHtml(money(order.quote.feeMinor, order.currency))}</dd>`,
          `<dt>Total</dt><dd>${escapeHtml(money(order.quote.totalMinor, order.currency))}</dd>`,
          '</dl>',
          method,
          `<form method="post">${buttons}</form>`,
        ].join('\n'),
      );
    },
    async decide(orderId, body, log) {
      const order = orders.get(orderId);
      if (!order) return page('Sandbox payment not found', '<h1>Sandbox payment not found</h1>', 404);
      const outcome = body && typeof body === 'object' ? (body as Record<string, unknown>).outcome : undefined;
      if (typeof outcome !== 'string' || !Object.hasOwn(OUTCOMES, outcome))
        return page('Sandbox', '<h1>Choose one of the outcomes</h1><p>Go back and press one of the buttons.</p>', 400);
      if (order.state !== 'created') return { redirect: order.returnUrl };
      const back = `<p><a href="${escapeHtml(order.returnUrl)}">Return to the checkout</a></p>`;
      try {
        if (outcome === 'declined') {
          await report(order, 'failed');
          return page('Sandbox payment declined', `<h1>Payment declined</h1><p>No tokens were sent.</p>${back}`);
        }
        if (outcome === 'late') {
          // Paid at the provider now, delivered once the session's price has expired.
          await report(order, 'pending');
          const delay = Math.max(0, order.expiresAt.getTime() - options.now().getTime()) + 5_000;
          const timer = setTimeout(() => {
            timers.delete(timer);
            deliver(order, 'late', log).catch((error: unknown) =>
              log.error({ err: error, orderId }, 'onramp sandbox: a late delivery failed'),
            );
          }, delay);
          timer.unref();
          timers.add(timer);
          return page(
            'Sandbox payment paid late',
            `<h1>Paid; the tokens arrive late</h1><p>The sandbox sends them once the checkout's price has expired, at ${escapeHtml(new Date(order.expiresAt.getTime() + 5_000).toISOString())}.</p>${back}`,
          );
        }
        await deliver(order, outcome as Outcome, log);
      } catch (error) {
        log.error({ err: error, orderId }, 'onramp sandbox: the order could not be reported');
        return page('Sandbox', `<h1>The payment could not be completed</h1><p>Try again.</p>${back}`, 502);
      }
      return { redirect: order.returnUrl };
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

export const newPartnerOrderId = () => randomUUID();
