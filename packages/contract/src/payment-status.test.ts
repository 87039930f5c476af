import { describe, expect, it } from 'vitest';
import { dynamicLinkState, paymentDisplayStatus, sessionProgress } from './payment-status';
import type { DynamicLinkPaymentStatus } from './payments';

describe('paymentDisplayStatus', () => {
  const session = (exception: 'underpaid' | 'overpaid' | 'paid_late' | 'marked' | null) => ({
    id: '7d1c1b3e-3f57-4c8e-9a51-0f1f0c6f6a01',
    linkId: '2b8f3c1e-8f1a-4d2c-9b0e-5a6c7d8e9f00',
    linkName: 'Coffee',
    state: 'paid' as const,
    exception,
  });
  it.each([
    [{ state: 'pending', late: true, session: session('paid_late') }, 'pending'],
    [{ state: 'reverted', late: false, session: null }, 'reverted'],
    [{ state: 'confirmed', late: true, session: null }, 'late'],
    [{ state: 'confirmed', late: false, session: session('paid_late') }, 'late'],
    [{ state: 'confirmed', late: false, session: session('underpaid') }, 'underpaid'],
    [{ state: 'confirmed', late: false, session: session('overpaid') }, 'overpaid'],
    [{ state: 'confirmed', late: false, session: session('marked') }, 'confirmed'],
    [{ state: 'confirmed', late: false, session: null }, 'confirmed'],
  ] as const)('%j is %s', (payment, status) => {
    expect(paymentDisplayStatus(payment as Parameters<typeof paymentDisplayStatus>[0])).toBe(status);
  });
});

describe('sessionProgress', () => {
  const now = new Date('2026-06-15T10:00:00.000Z');
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
  it.each([
    [{ state: 'expired', exception: 'paid_late', expiresAt: at(-5) }, 'paidLate'],
    [{ state: 'paid', exception: null, expiresAt: at(-5) }, 'paid'],
    [{ state: 'processing', exception: null, expiresAt: at(-5) }, 'confirming'],
    [{ state: 'open', exception: 'underpaid', expiresAt: at(5) }, 'underpaid'],
    [{ state: 'expired', exception: null, expiresAt: at(-5) }, 'expired'],
    [{ state: 'open', exception: null, expiresAt: at(0) }, 'expired'],
    [{ state: 'open', exception: null, expiresAt: at(5) }, 'awaiting'],
  ] as const)('%j is %s', (session, progress) => {
    expect(sessionProgress(session, now)).toBe(progress);
  });
});

describe('dynamicLinkState', () => {
  const payment = (state: DynamicLinkPaymentStatus['state'], paymentId: string | null): DynamicLinkPaymentStatus => ({
    sessionId: '7d1c1b3e-3f57-4c8e-9a51-0f1f0c6f6a01',
    state,
    exception: null,
    token: { symbol: 'DEV', decimals: 18, contract: null },
    amount: '1000',
    paidAt: null,
    paymentId,
  });
  it('is pending before any session, while one is open or confirming; paid with its payment; expired unpaid', () => {
    expect(dynamicLinkState(null)).toBe('pending');
    expect(dynamicLinkState(payment('open', null))).toBe('pending');
    expect(dynamicLinkState(payment('processing', null))).toBe('pending');
    expect(dynamicLinkState(payment('paid', 'b1a4c0de-0000-4000-8000-000000000001'))).toBe('paid');
    expect(dynamicLinkState(payment('paid', null))).toBe('pending');
    expect(dynamicLinkState(payment('expired', null))).toBe('expired');
  });
});
