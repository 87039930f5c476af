/**
 * Transak, the production on-ramp, built to its public documentation (docs.transak.com):
 * - a Partner Access Token from `POST {api}/partners/api/v2/refresh-token` (header `api-secret`,
 *   body `{apiKey}`; answers `{data: {accessToken, expiresAt}}`, seconds), kept until it expires;
 * - the hosted widget's one-time address from `POST {gateway}/api/v2/auth/session` (header
 *   `access-token`, body `{widgetParams}`; answers `{data: {widgetUrl}}`): the exact crypto
 *   amount on the session's network to the session's address, our `partnerOrderId`, and
 *   `redirectURL` back to the checkout;
 * - order webhooks: a JSON body `{data}` whose `data` is a JWT signed HS256 with the Partner
 *   Access Token, its claims `{webhookData: {id, partnerOrderId, status, ...}, eventID}`;
 * - `GET {api}/partners/api/v2/order/{orderId}` (header `access-token`) reads an order;
 * - `GET {api}/api/v2/currencies/crypto-currencies` lists what it sells on which network,
 *   `GET {api}/api/v2/countries` the countries it serves, `GET {api}/api/v2/currencies/fiat-currencies`
 *   the payment methods of each fiat currency and its countries, and
 *   `GET {api}/api/v1/pricing/public/quotes` its fee for a purchase.
 * Meridian's chains map to Transak's networks by chain id; Transak sells GLMR on `moonbeam` (see
 * docs/decisions.md for the tokens it does not list there).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { formatTokenUnits, type OnrampCountry, type OnrampMethod, type OnrampOrderState } from '@meridian/contract';
import {
  minorDigits,
  OnrampProviderError,
  OnrampSignatureError,
  type OnrampProvider,
  type OrderReport,
} from './provider';

/** Transak's network of each chain Meridian pays on (Moonbase Alpha and the local chain: none). */
export const TRANSAK_NETWORKS: Readonly<Record<number, string>> = { 1284: 'moonbeam' };

/** Transak's order statuses, each to one of ours. */
export const TRANSAK_STATES: Readonly<Record<string, OnrampOrderState>> = {
  AWAITING_PAYMENT_FROM_USER: 'created',
  PAYMENT_DONE_MARKED_BY_USER: 'created',
  PROCESSING: 'pending',
  PENDING_DELIVERY_FROM_TRANSAK: 'pending',
  ON_HOLD_PENDING_DELIVERY_FROM_TRANSAK: 'pending',
  COMPLETED: 'completed',
  CANCELLED: 'cancelled',
  FAILED: 'failed',
  REFUNDED: 'refunded',
  EXPIRED: 'expired',
};

/** Transak's payment method ids for each of our methods (what the widget is told to offer). */
const METHOD_IDS: Readonly<Record<OnrampMethod, string>> = {
  card: 'credit_debit_card',
  bank_transfer: 'sepa_bank_transfer',
};

/** How a Transak payment option id counts: a card, a bank transfer, or neither (wallets, vouchers...). */
export function methodOf(optionId: string): OnrampMethod | null {
  if (/card|apple_pay|google_pay/.test(optionId)) return 'card';
  if (/bank|sepa|pix|spei|wire|faster_payments|ach|upi|imps/.test(optionId)) return 'bank_transfer';
  return null;
}

const TIMEOUT_MS = 10_000;
const TX_HASH = /^0x[0-9a-fA-F]{64}$/;
/** The lists (countries, currencies) are kept for an hour. */
const LIST_TTL_MS = 60 * 60 * 1000;

interface TransakOptions {
  apiKey: string;
  apiSecret: string;
  apiUrl: string;
  gatewayUrl: string;
  /** The domain the widget is embedded from (`referrerDomain`). */
  referrerDomain: string;
  now: () => Date;
}

const base64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');

/** Checks an HS256 JWT with `secret` and answers its claims; throws OnrampSignatureError. */
export function verifyJwt(token: string, secret: string): Record<string, unknown> {
  const parts = token.split('.');
  if (parts.length !== 3) throw new OnrampSignatureError('not a JWT');
  const [header, payload, signature] = parts as [string, string, string];
  let alg: unknown;
  try {
    alg = (JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown }).alg;
  } catch {
    throw new OnrampSignatureError('unreadable JWT header');
  }
  if (alg !== 'HS256') throw new OnrampSignatureError('not an HS256 JWT');
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new OnrampSignatureError('bad signature');
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!claims || typeof claims !== 'object') throw new Error('claims');
    return claims as Record<string, unknown>;
  } catch {
    throw new OnrampSignatureError('unreadable JWT claims');
  }
}

/** An HS256 JWT of `claims` (the fake provider of the tests signs its webhooks so). */
export function signJwt(claims: unknown, secret: string): string {
  const head = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify(claims));
  return `${head}.${body}.${base64url(createHmac('sha256', secret).update(`${head}.${body}`).digest())}`;
}

function reportOf(order: unknown): OrderReport {
  const data = (order ?? {}) as { id?: unknown; partnerOrderId?: unknown; status?: unknown; transactionHash?: unknown };
  const state = typeof data.status === 'string' ? TRANSAK_STATES[data.status] : undefined;
  if (typeof data.partnerOrderId !== 'string' || !state)
    throw new OnrampProviderError('Transak sent an order without a partner order id or a known status');
  return {
    partnerOrderId: data.partnerOrderId,
    providerOrderId: typeof data.id === 'string' ? data.id : null,
    state,
    txHash:
      typeof data.transactionHash === 'string' && TX_HASH.test(data.transactionHash) ? data.transactionHash : null,
  };
}

export function transakOnramp(options: TransakOptions): OnrampProvider {
  let token: { value: string; expiresAt: number } | null = null;
  const lists = new Map<string, { at: number; value: Promise<unknown> }>();

  async function call(url: string, init: RequestInit = {}): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new OnrampProviderError(`Transak could not be reached: ${(error as Error).message}`);
    }
    if (!response.ok) throw new OnrampProviderError(`Transak answered ${response.status} to ${new URL(url).pathname}`);
    try {
      return await response.json();
    } catch {
      throw new OnrampProviderError(`Transak answered ${new URL(url).pathname} with something that is not JSON`);
    }
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt - 60_000 > options.now().getTime()) return token.value;
    const answer = (await call(`${options.apiUrl}/partners/api/v2/refresh-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'api-secret': options.apiSecret },
      body: JSON.stringify({ apiKey: options.apiKey }),
    })) as { data?: { accessToken?: unknown; expiresAt?: unknown } };
    const value = answer.data?.accessToken;
    const expiresAt = answer.data?.expiresAt;
    if (typeof value !== 'string' || typeof expiresAt !== 'number')
      throw new OnrampProviderError('Transak answered no access token');
    token = { value, expiresAt: expiresAt * 1000 };
    return value;
  }

  /** A public list, kept for an hour (a failed read is not kept). */
  function list(path: string): Promise<unknown> {
    const kept = lists.get(path);
    if (kept && options.now().getTime() - kept.at < LIST_TTL_MS) return kept.value;
    const value = call(`${options.apiUrl}${path}`, { headers: { accept: 'application/json' } });
    lists.set(path, { at: options.now().getTime(), value });
    value.catch(() => lists.delete(path));
    return value;
  }

  const responseArray = (answer: unknown): Record<string, unknown>[] => {
    const items = (answer as { response?: unknown }).response;
    return Array.isArray(items) ? (items as Record<string, unknown>[]) : [];
  };

  return {
    id: 'transak',
    name: 'Transak',
    sandbox: false,
    async supports({ token: wanted, chainId }) {
      const network = TRANSAK_NETWORKS[chainId];
      if (!network) return false;
      const cryptos = responseArray(await list('/api/v2/currencies/crypto-currencies'));
      return cryptos.some(
        (crypto) =>
          crypto.isAllowed === true &&
          String(crypto.symbol).toUpperCase() === wanted.symbol.toUpperCase() &&
          (crypto.network as { name?: unknown } | undefined)?.name === network,
      );
    },
    async countries() {
      const [countries, fiats] = await Promise.all([
        list('/api/v2/countries'),
        list('/api/v2/currencies/fiat-currencies'),
      ]);
      const methods = new Map<string, Set<OnrampMethod>>();
      for (const fiat of responseArray(fiats)) {
        const options = Array.isArray(fiat.paymentOptions) ? (fiat.paymentOptions as Record<string, unknown>[]) : [];
        const supported = options
          .filter((option) => option.isActive !== false && typeof option.id === 'string')
          .map((option) => methodOf(option.id as string))
          .filter((method): method is OnrampMethod => method !== null);
        const where = Array.isArray(fiat.supportingCountries) ? (fiat.supportingCountries as unknown[]) : [];
        for (const country of where) {
          if (typeof country !== 'string') continue;
          const set = methods.get(country) ?? new Set<OnrampMethod>();
          for (const method of supported) set.add(method);
          methods.set(country, set);
        }
      }
      const served: OnrampCountry[] = [];
      for (const country of responseArray(countries)) {
        const code = country.alpha2;
        if (country.isAllowed !== true || typeof code !== 'string' || !/^[A-Z]{2}$/.test(code)) continue;
        const set = methods.get(code);
        if (set && set.size > 0)
          served.push({ country: code, methods: (['card', 'bank_transfer'] as const).filter((m) => set.has(m)) });
      }
      return served.sort((a, b) => a.country.localeCompare(b.country));
    },
    async quote(input) {
      const query = new URLSearchParams({
        partnerApiKey: options.apiKey,
        fiatCurrency: input.currency,
        cryptoCurrency: input.token.symbol,
        isBuyOrSell: 'BUY',
        network: TRANSAK_NETWORKS[input.chainId] ?? '',
        paymentMethod: METHOD_IDS[input.method],
        cryptoAmount: formatTokenUnits(input.amount, input.token.decimals),
      });
      const answer = (await call(`${options.apiUrl}/api/v1/pricing/public/quotes?${query}`, {
        headers: { accept: 'application/json' },
      })) as { response?: { totalFee?: unknown; fiatAmount?: unknown } };
      const fee = Number(answer.response?.totalFee);
      const total = Number(answer.response?.fiatAmount);
      if (!Number.isFinite(fee) || !Number.isFinite(total) || fee < 0 || total <= 0)
        throw new OnrampProviderError('Transak answered a quote without its fee');
      const scale = 10 ** minorDigits(input.currency);
      return { feeMinor: Math.round(fee * scale), totalMinor: Math.round(total * scale) };
    },
    async createOrder(input) {
      const network = TRANSAK_NETWORKS[input.chainId];
      if (!network) throw new OnrampProviderError(`Transak has no network for chain ${input.chainId}`);
      const widgetParams: Record<string, string | boolean> = {
        apiKey: options.apiKey,
        referrerDomain: options.referrerDomain,
        productsAvailed: 'BUY',
        cryptoCurrencyCode: input.token.symbol,
        network,
        cryptoAmount: formatTokenUnits(input.amount, input.token.decimals),
        walletAddress: input.payTo,
        disableWalletAddressForm: true,
        fiatCurrency: input.currency,
        countryCode: input.country,
        paymentMethod: METHOD_IDS[input.method],
        partnerOrderId: input.partnerOrderId,
        redirectURL: input.returnUrl,
        hideMenu: true,
      };
      if (input.email) widgetParams.email = input.email;
      const answer = (await call(`${options.gatewayUrl}/api/v2/auth/session`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'access-token': await accessToken(),
        },
        body: JSON.stringify({ widgetParams }),
      })) as { data?: { widgetUrl?: unknown } };
      const widgetUrl = answer.data?.widgetUrl;
      if (typeof widgetUrl !== 'string' || !/^https?:\/\//.test(widgetUrl))
        throw new OnrampProviderError('Transak answered no widget address');
      return { providerOrderId: null, redirectUrl: widgetUrl };
    },
    async verifyWebhook(rawBody) {
      let data: unknown;
      try {
        data = (JSON.parse(rawBody) as { data?: unknown }).data;
      } catch {
        throw new OnrampSignatureError('the webhook body is not JSON');
      }
      if (typeof data !== 'string') throw new OnrampSignatureError('the webhook has no signed data');
      const claims = verifyJwt(data, await accessToken());
      try {
        return reportOf(claims.webhookData);
      } catch (error) {
        throw new OnrampSignatureError((error as Error).message);
      }
    },
    async getOrder(providerOrderId) {
      const answer = (await call(`${options.apiUrl}/partners/api/v2/order/${encodeURIComponent(providerOrderId)}`, {
        headers: { accept: 'application/json', 'access-token': await accessToken() },
      })) as { data?: unknown };
      return reportOf(answer.data);
    },
  };
}
