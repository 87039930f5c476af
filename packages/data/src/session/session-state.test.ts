import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedOutFacts, type SessionFacts } from './cookies';
import { USER_ACTIONS } from '@meridian/contract';
import { isSessionActive, isSessionRefreshable, isSessionValid } from './session-state';

const start = new Date('2026-06-15T10:00:00Z').getTime();
const minute = 60_000;

/** A session as the API issues it at `start`: 15 minutes long, refreshable 2 minutes before the end. */
const issued: SessionFacts = {
  ...signedOutFacts,
  sessionExpiry: start + 15 * minute,
  sessionRefreshThreshold: start + 13 * minute,
  userWorkspaces: ['w1'],
};

describe('session states', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
  });
  afterEach(() => vi.useRealTimers());

  const cases: Array<{ at: number; valid: boolean; refreshable: boolean; active: boolean; what: string }> = [
    { what: 'just issued', at: 0, valid: true, refreshable: false, active: true },
    { what: 'a millisecond before the threshold', at: 13 * minute - 1, valid: true, refreshable: false, active: true },
    { what: 'at the threshold', at: 13 * minute, valid: true, refreshable: true, active: false },
    { what: 'a millisecond before expiry', at: 15 * minute - 1, valid: true, refreshable: true, active: false },
    { what: 'at expiry', at: 15 * minute, valid: false, refreshable: true, active: false },
    { what: 'long after expiry', at: 600 * minute, valid: false, refreshable: true, active: false },
  ];

  it.each(cases)(
    '$what: valid $valid, refreshable $refreshable, active $active',
    ({ at, valid, refreshable, active }) => {
      vi.advanceTimersByTime(at);
      const now = Date.now();
      expect(isSessionValid(issued, now)).toBe(valid);
      expect(isSessionRefreshable(issued, now)).toBe(refreshable);
      expect(isSessionActive(issued, now)).toBe(active);
    },
  );

  it('treats missing cookies as signed out and not refreshable', () => {
    expect(isSessionValid(signedOutFacts, Date.now())).toBe(false);
    expect(isSessionRefreshable(signedOutFacts, Date.now())).toBe(false);
    expect(isSessionActive(signedOutFacts, Date.now())).toBe(false);
  });

  it('is valid without a threshold cookie, and never refreshable then', () => {
    const facts = { ...issued, sessionRefreshThreshold: null };
    vi.advanceTimersByTime(14 * minute);
    expect(isSessionValid(facts, Date.now())).toBe(true);
    expect(isSessionRefreshable(facts, Date.now())).toBe(false);
    expect(isSessionActive(facts, Date.now())).toBe(true);
  });

  it.each(USER_ACTIONS)('is not active for the live channel while %s is required', (action) => {
    const facts = { ...issued, userActionsRequired: [action] };
    expect(isSessionValid(facts, Date.now())).toBe(true);
    expect(isSessionActive(facts, Date.now())).toBe(false);
  });
});
