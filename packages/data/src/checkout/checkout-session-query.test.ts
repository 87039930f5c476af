import { LATE_PAYMENT_WINDOW_MS } from '@meridian/contract';
import { describe, expect, it } from 'vitest';
import { checkoutSessionExample } from '../test/checkout';
import { isFinalSession } from './checkout-session-query';

describe('isFinalSession', () => {
  const expiresAt = new Date(checkoutSessionExample.expiresAt);
  const after = (ms: number) => new Date(expiresAt.getTime() + ms);
  const expired = { ...checkoutSessionExample, state: 'expired' as const, exception: null };

  it('follows an open session, and stops once it is paid', () => {
    expect(isFinalSession({ ...checkoutSessionExample, state: 'open' }, after(0))).toBe(false);
    expect(isFinalSession({ ...checkoutSessionExample, state: 'paid' }, after(0))).toBe(true);
  });

  it('keeps following an expired session while money may still come late for it', () => {
    expect(isFinalSession(expired, after(60_000))).toBe(false);
    expect(isFinalSession({ ...expired, exception: 'paid_late' }, after(60_000))).toBe(true);
    expect(isFinalSession(expired, after(LATE_PAYMENT_WINDOW_MS))).toBe(true);
  });
});
