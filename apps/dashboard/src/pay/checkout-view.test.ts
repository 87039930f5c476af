import type { CheckoutLink, CheckoutSession } from '@meridian/contract';
import { ApiError } from '@meridian/data';
import { checkoutLinkExample, checkoutSessionExample } from '@meridian/data/test';
import { describe, expect, it } from 'vitest';
import {
  addressWith,
  addressWithSession,
  amountFromSearch,
  countryCode,
  linkState,
  linkView,
  openRequest,
  receiptView,
  refusedState,
  sessionFromSearch,
  sessionState,
  slugFromPath,
} from './checkout-view';

const link: CheckoutLink = {
  ...checkoutLinkExample,
  options: { collectEmail: false, collectBillingDetails: true, includeVat: false, vatRate: null },
};

const txHash = `0x${'ab'.repeat(32)}`;
const open: CheckoutSession = {
  ...checkoutSessionExample,
  payTo: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
  rate: '0.25',
  paymentUri: 'ethereum:0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc@1281?value=199600000000004217',
  message: null,
};
const before = new Date('2026-06-15T10:40:00Z');

describe('the checkout page’s view of the API', () => {
  it('prices in the link’s own currency, in its minor units: euro cents, whole yen', () => {
    const euros = linkView({ ...link, currency: 'EUR', amount: '12.50' });
    expect([euros.currency, euros.amountCents]).toEqual(['EUR', 1250]);
    const yen = linkView({ ...link, currency: 'JPY', amount: '1250' });
    expect([yen.currency, yen.amountCents]).toEqual(['JPY', 1250]);
    const network = { chainId: 1281, name: 'Local test chain' };
    const receipt = receiptView({ ...open, currency: 'EUR', subtotalCents: 1250, totalCents: 1250 }, euros, network);
    expect([receipt.currency, receipt.totalCents]).toEqual(['EUR', 1250]);
    // The receipt says the rate the session locked, its source and its time.
    expect(receipt.rate).toEqual({ rate: '0.25', source: 'sandbox', at: new Date('2026-06-15T10:30:00.000Z') });
  });

  it('reads the slug from /pay/{slug} and nothing else', () => {
    expect(slugFromPath('/pay/k3v9QmTx2bLp8RwZ')).toBe('k3v9QmTx2bLp8RwZ');
    expect(slugFromPath('/pay/k3v9QmTx2bLp8RwZ/')).toBe('k3v9QmTx2bLp8RwZ');
    expect(slugFromPath('/pay/')).toBeNull();
    expect(slugFromPath('/pay/a/b')).toBeNull();
  });

  it('names the open session in the page’s address, and reads it back', () => {
    const page = 'http://127.0.0.1:5173/pay/k3v9QmTx2bLp8RwZ';
    expect(addressWithSession(page, open.id)).toBe(`/pay/k3v9QmTx2bLp8RwZ?session=${open.id}`);
    expect(addressWithSession(`${page}?session=old&lang=fr#top`, open.id)).toBe(
      `/pay/k3v9QmTx2bLp8RwZ?session=${open.id}&lang=fr#top`,
    );
    expect(addressWithSession(`${page}?session=${open.id}`, undefined)).toBe('/pay/k3v9QmTx2bLp8RwZ');
    expect(sessionFromSearch(`?session=${open.id}`)).toBe(open.id);
    expect(sessionFromSearch('?session=')).toBeUndefined();
    expect(sessionFromSearch('?session=../../company')).toBeUndefined();
    expect(sessionFromSearch('')).toBeUndefined();
  });

  it('names a donation’s amount in the address beside the session, and reads back only an amount', () => {
    const page = 'http://127.0.0.1:5173/pay/k3v9QmTx2bLp8RwZ';
    expect(addressWith(page, { amountCents: 2500 })).toBe('/pay/k3v9QmTx2bLp8RwZ?amount=25.00');
    expect(addressWith(`${page}?amount=25.00`, { session: open.id })).toBe(
      `/pay/k3v9QmTx2bLp8RwZ?amount=25.00&session=${open.id}`,
    );
    expect(addressWith(`${page}?amount=25.00&session=${open.id}`, { amountCents: undefined })).toBe(
      `/pay/k3v9QmTx2bLp8RwZ?session=${open.id}`,
    );
    expect(amountFromSearch('?amount=25.00')).toBe(2500);
    expect(amountFromSearch('?amount=0')).toBeUndefined();
    expect(amountFromSearch('?amount=-5')).toBeUndefined();
    expect(amountFromSearch('?amount=abc')).toBeUndefined();
    expect(amountFromSearch('')).toBeUndefined();
  });

  it('writes and reads a donation’s amount in the link’s currency’s digits: whole yen, euro cents', () => {
    const page = 'http://127.0.0.1:5173/pay/k3v9QmTx2bLp8RwZ';
    expect(addressWith(page, { amountCents: 2500, currency: 'JPY' })).toBe('/pay/k3v9QmTx2bLp8RwZ?amount=2500');
    expect(addressWith(page, { amountCents: 2500, currency: 'EUR' })).toBe('/pay/k3v9QmTx2bLp8RwZ?amount=25.00');
    expect(amountFromSearch('?amount=2500', 'JPY')).toBe(2500);
    // A fraction of a yen is no amount of yen.
    expect(amountFromSearch('?amount=25.00', 'JPY')).toBeUndefined();
    expect(amountFromSearch('?amount=25.5', 'EUR')).toBe(2550);
    const choice = { token: 'DEV', details: {} };
    expect(openRequest(choice, 2500, 'ja', 'JPY').amount).toBe('2500');
    expect(openRequest(choice, 2500, 'fr', 'EUR').amount).toBe('25.00');
  });

  it('shows why a link cannot be paid, or its first step', () => {
    expect(linkState({ ...link, status: 'unavailable' }, undefined)).toEqual({
      state: 'linkUnavailable',
      reason: 'disabled',
    });
    expect(
      linkState(
        {
          ...link,
          status: 'above_limit',
          tierLimit: { tier: 'basic', limit: '100.00', period: 'payment', requiredTier: 'basicPlus' },
        },
        undefined,
      ),
    ).toEqual({ state: 'aboveLimit', limitCents: 10000, period: 'payment' });
    expect(linkState({ ...link, type: 'donation', amount: null }, undefined)).toEqual({ state: 'donationAmount' });
    expect(linkState(link, undefined)).toEqual({ state: 'chooseToken', tokens: [{ symbol: 'DEV', decimals: 18 }] });
  });

  it('turns the API’s refusals into the page’s states, and leaves other failures to a message', () => {
    expect(refusedState(new ApiError(503, 'RATE_UNAVAILABLE', 'no rate'))).toEqual({ state: 'rateUnavailable' });
    expect(
      refusedState(
        new ApiError(422, 'TIER_LIMIT_EXCEEDED', 'over', {
          tierLimit: { tier: 'silver', limit: '10000.00', amount: '49.90', requiredTier: 'gold', period: 'month' },
        }),
      ),
    ).toEqual({ state: 'aboveLimit', limitCents: 1_000_000, period: 'month' });
    expect(refusedState(new ApiError(409, 'LINK_UNAVAILABLE', 'off'))).toMatchObject({ state: 'linkUnavailable' });
    expect(refusedState(new ApiError(0, 'NETWORK_ERROR', 'down'))).toBeNull();
  });

  it('follows the session: the wallet’s steps while open, Confirming with its count, paid, short, expired', () => {
    expect(sessionState(open, { step: 'qr' }, before)).toMatchObject({ state: 'awaitingPayment' });
    expect(sessionState(open, { step: 'sent', txHash }, before)).toMatchObject({ state: 'confirming', txHash });
    const processing: CheckoutSession = { ...open, state: 'processing', confirmations: { count: 1, required: 2 } };
    expect(sessionState({ ...processing, transactionHash: txHash }, { step: 'qr' }, before)).toMatchObject({
      state: 'confirming',
      txHash,
      confirmations: { count: 1, required: 2 },
    });
    expect(sessionState({ ...open, state: 'paid', transactionHash: txHash }, { step: 'qr' }, before)).toMatchObject({
      state: 'paid',
      paymentId: open.id,
    });
    // Money after the expiry leaves the session expired: the page says it came late, with no new price.
    const lateTransfer = {
      txHash,
      amount: open.amount,
      state: 'confirmed' as const,
      confirmations: 2,
      detectedAt: open.expiresAt,
    };
    expect(
      sessionState(
        { ...open, state: 'expired', exception: 'paid_late', payments: [lateTransfer] },
        { step: 'qr' },
        before,
      ),
    ).toMatchObject({ state: 'paidLate', txHash });
    expect(sessionState({ ...open, exception: 'underpaid', received: '1000' }, { step: 'qr' }, before)).toMatchObject({
      state: 'underpaid',
      received: { units: '1000', symbol: 'DEV' },
    });
    // Expired by the server, or once its time is up on the page's clock.
    expect(sessionState({ ...open, state: 'expired' }, { step: 'qr' }, before)).toMatchObject({ state: 'expired' });
    expect(sessionState(open, { step: 'qr' }, new Date(open.expiresAt))).toMatchObject({ state: 'expired' });
  });

  it('sends the billing details the link asks for, the country as its code', () => {
    expect(
      openRequest(
        {
          token: 'DEV',
          details: {
            name: 'Ana Lima',
            address: 'Rua Augusta 1',
            postalCode: '1100-053',
            city: 'Lisboa',
            country: 'Portugal',
          },
        },
        undefined,
        'pt',
      ),
    ).toEqual({
      token: 'DEV',
      billing: { name: 'Ana Lima', street: 'Rua Augusta 1', city: 'Lisboa', postalCode: '1100-053', country: 'PT' },
    });
    expect(openRequest({ token: 'DEV', details: { email: 'ana@example.com' } }, 2500, 'en')).toEqual({
      token: 'DEV',
      amount: '25.00',
      email: 'ana@example.com',
    });
    expect(countryCode('es', 'fr')).toBe('ES');
    expect(countryCode('Espagne', 'fr')).toBe('ES');
    expect(countryCode('Atlantis', 'en')).toBe('Atlantis');
  });
});
