// The Transak on-ramp, built to its documentation, against a fake Transak on loopback: the access
// token, the widget's address for a session's exact amount and address, what it sells where,
// its fee, an order's states, and its webhooks (an HS256 JWT signed with the access token; a bad
// signature refused, over HTTP too).
import { randomUUID } from 'node:crypto';
import { ApiPath } from '@meridian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OnrampProviderError, OnrampSignatureError, type OnrampProvider } from '../src/onramp/provider';
import { signJwt, transakOnramp } from '../src/onramp/transak';
import { FAKE_TRANSAK_KEY, FAKE_TRANSAK_SECRET, startFakeTransak, type FakeTransak } from './support/fake-transak';
import { startApi, type TestApi } from './support/harness';

let fake: FakeTransak;
let transak: OnrampProvider;
let api: TestApi;
beforeAll(async () => {
  fake = await startFakeTransak();
  const keys = { apiKey: FAKE_TRANSAK_KEY, apiSecret: FAKE_TRANSAK_SECRET, apiUrl: fake.url, gatewayUrl: fake.url };
  transak = transakOnramp({ ...keys, referrerDomain: 'pay.example', now: () => new Date() });
  api = await startApi({
    ONRAMP_PROVIDER: 'transak',
    TRANSAK_API_KEY: FAKE_TRANSAK_KEY,
    TRANSAK_API_SECRET: FAKE_TRANSAK_SECRET,
    TRANSAK_API_URL: fake.url,
    TRANSAK_GATEWAY_URL: fake.url,
  });
}, 60_000);
afterAll(async () => {
  await api?.close();
  await fake?.close();
});

const glmr = { symbol: 'GLMR', contract: null, decimals: 18 };
const purchase = {
  token: glmr,
  chainId: 1284,
  amount: '199603977000000000000',
  payTo: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  method: 'card' as const,
  currency: 'EUR',
  priceMinor: 4990,
};

describe('Transak', () => {
  it('sells GLMR on Moonbeam, not the stablecoins there, nor on the test networks', async () => {
    expect(await transak.supports({ token: glmr, chainId: 1284 })).toBe(true);
    const usdc = { symbol: 'USDC', contract: '0x931715FEE2d06333043d11F658C8CE934aC61D0c', decimals: 6 };
    expect(await transak.supports({ token: usdc, chainId: 1284 })).toBe(false);
    expect(await transak.supports({ token: { ...glmr, symbol: 'DEV' }, chainId: 1287 })).toBe(false);
  });

  it('lists the countries it serves with their cards and bank transfers', async () => {
    expect(await transak.countries()).toEqual([
      { country: 'BR', methods: ['bank_transfer'] },
      { country: 'PT', methods: ['card', 'bank_transfer'] },
      { country: 'US', methods: ['card'] },
    ]);
  });

  it('quotes its fee for the exact amount, in the price’s currency', async () => {
    expect(await transak.quote(purchase)).toEqual({ feeMinor: 199, totalMinor: 5189 });
    const asked = fake.requests.findLast((request) => request.path === '/api/v1/pricing/public/quotes');
    expect(asked).toBeDefined();
  });

  it('creates the widget for the session’s exact amount, network, address and partner order id', async () => {
    const partnerOrderId = randomUUID();
    const created = await transak.createOrder({
      ...purchase,
      partnerOrderId,
      country: 'PT',
      returnUrl: 'https://pay.example/pay/abc?session=1',
      email: 'ana@example.com',
      expiresAt: new Date(),
    });
    expect(created).toEqual({
      providerOrderId: null,
      redirectUrl: 'https://global.transak.com/?sessionId=fake-session-1',
    });
    const token = fake.requests.find((request) => request.path === '/partners/api/v2/refresh-token');
    expect(token?.headers['api-secret']).toBe(FAKE_TRANSAK_SECRET);
    const session = fake.requests.findLast((request) => request.path === '/api/v2/auth/session');
    expect(session?.headers['access-token']).toBe(fake.accessToken);
    expect(session?.body).toEqual({
      widgetParams: expect.objectContaining({
        apiKey: FAKE_TRANSAK_KEY,
        referrerDomain: 'pay.example',
        cryptoCurrencyCode: 'GLMR',
        network: 'moonbeam',
        cryptoAmount: '199.603977',
        walletAddress: purchase.payTo,
        disableWalletAddressForm: true,
        fiatCurrency: 'EUR',
        paymentMethod: 'credit_debit_card',
        partnerOrderId,
        redirectURL: 'https://pay.example/pay/abc?session=1',
        email: 'ana@example.com',
      }),
    });
    // The token is kept until it expires: one refresh for every call so far.
    expect(fake.requests.filter((request) => request.path === '/partners/api/v2/refresh-token')).toHaveLength(1);
  });

  it('reads an order and its states', async () => {
    const partnerOrderId = randomUUID();
    const states = {
      AWAITING_PAYMENT_FROM_USER: 'created',
      PROCESSING: 'pending',
      PENDING_DELIVERY_FROM_TRANSAK: 'pending',
      COMPLETED: 'completed',
      FAILED: 'failed',
      CANCELLED: 'cancelled',
      EXPIRED: 'expired',
      REFUNDED: 'refunded',
    };
    for (const [status, state] of Object.entries(states)) {
      fake.orders.set('tk-1', { id: 'tk-1', partnerOrderId, status });
      expect(await transak.getOrder('tk-1')).toMatchObject({ partnerOrderId, providerOrderId: 'tk-1', state });
    }
    fake.orders.set('tk-2', { id: 'tk-2', partnerOrderId, status: 'SOMETHING_NEW' });
    await expect(transak.getOrder('tk-2')).rejects.toBeInstanceOf(OnrampProviderError);
  });

  it('verifies a webhook signed with the access token, and refuses a bad signature', async () => {
    const partnerOrderId = randomUUID();
    const hash = `0x${'ab'.repeat(32)}`;
    const claims = {
      webhookData: { id: 'tk-9', partnerOrderId, status: 'COMPLETED', transactionHash: hash },
      eventID: 'ORDER_COMPLETED',
    };
    const good = JSON.stringify({ data: signJwt(claims, fake.accessToken) });
    expect(await transak.verifyWebhook(good, {})).toEqual({
      partnerOrderId,
      providerOrderId: 'tk-9',
      state: 'completed',
      txHash: hash,
    });
    const forged = JSON.stringify({ data: signJwt(claims, 'not-the-access-token') });
    await expect(transak.verifyWebhook(forged, {})).rejects.toBeInstanceOf(OnrampSignatureError);
    const none = JSON.stringify({ data: signJwt(claims, fake.accessToken).replace(/\.[^.]+$/, '.') });
    await expect(transak.verifyWebhook(none, {})).rejects.toBeInstanceOf(OnrampSignatureError);
    await expect(transak.verifyWebhook('not json', {})).rejects.toBeInstanceOf(OnrampSignatureError);
  });

  it('answers an unreachable provider as a provider error', async () => {
    fake.failWith = 503;
    try {
      const fresh = transakOnramp({
        apiKey: FAKE_TRANSAK_KEY,
        apiSecret: FAKE_TRANSAK_SECRET,
        apiUrl: fake.url,
        gatewayUrl: fake.url,
        referrerDomain: 'pay.example',
        now: () => new Date(),
      });
      await expect(fresh.countries()).rejects.toBeInstanceOf(OnrampProviderError);
    } finally {
      fake.failWith = null;
    }
  });
});

describe('the API with Transak configured', () => {
  const post = (body: string) =>
    fetch(`${api.url}${ApiPath.onrampWebhook}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });

  it('takes a webhook signed with the access token and refuses a bad signature (401)', async () => {
    const claims = { webhookData: { id: 'tk-3', partnerOrderId: randomUUID(), status: 'COMPLETED' }, eventID: 'x' };
    expect((await post(JSON.stringify({ data: signJwt(claims, fake.accessToken) }))).status).toBe(200);
    const refused = await post(JSON.stringify({ data: signJwt(claims, 'forged') }));
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  it('serves no sandbox page', async () => {
    expect((await fetch(`${api.url}/onramp-sandbox/sbx_1`)).status).toBe(404);
  });
});
