// The payment settings of the configuration: exchange rates, confirmations, the watched chains.
import { tierLimitProblem } from '@meridian/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_EXCHANGE_RATE_URL, loadConfig } from '../src/config';
import { centsToUnits, unitsToCents } from '../src/payments/rates';
import { priceOf } from '../src/checkout/face';
import { sessionOutcome } from '../src/payments/checkout-state';
import { configProblems, PRODUCTION_SETTINGS } from './support/config';

describe('payment settings', () => {
  it('use sandbox rates and watch only a configured local chain outside production', () => {
    expect(loadConfig({})).toMatchObject({
      exchangeRateUrl: null,
      watchChains: [],
      confirmations: 2,
      watcherPollMs: 3000,
    });
    expect(loadConfig({ CHAIN_RPC_1281: 'http://127.0.0.1:8545' }).watchChains).toEqual([1281]);
  });

  it('use a real provider and watch both chains in production, and refuse sandbox rates there', () => {
    expect(loadConfig(PRODUCTION_SETTINGS)).toMatchObject({
      exchangeRateUrl: DEFAULT_EXCHANGE_RATE_URL,
      watchChains: [1284, 1287],
    });
    expect(configProblems({ ...PRODUCTION_SETTINGS, EXCHANGE_RATE_URL: 'sandbox' })).toEqual([
      expect.stringMatching(/^EXCHANGE_RATE_URL cannot be sandbox/),
    ]);
  });

  it('read the provider, the confirmations, the poll and the chains, and name every bad value', () => {
    expect(
      loadConfig({
        EXCHANGE_RATE_URL: 'https://rates.example/v2/',
        CHAIN_CONFIRMATIONS: '12',
        WATCHER_POLL_MS: '500',
        WATCH_CHAINS: '1287,1284',
      }),
    ).toMatchObject({
      exchangeRateUrl: 'https://rates.example/v2',
      confirmations: 12,
      watcherPollMs: 500,
      watchChains: [1287, 1284],
    });
    expect(loadConfig({ WATCH_CHAINS: 'none', CHAIN_RPC_1281: 'http://127.0.0.1:8545' }).watchChains).toEqual([]);
    const found = configProblems({
      EXCHANGE_RATE_URL: 'ftp://rates.example',
      CHAIN_CONFIRMATIONS: '0',
      WATCHER_POLL_MS: 'soon',
      WATCH_CHAINS: '1281',
    });
    expect(found).toEqual([
      expect.stringMatching(/^EXCHANGE_RATE_URL must be/),
      expect.stringMatching(/^CHAIN_CONFIRMATIONS must be/),
      expect.stringMatching(/^WATCHER_POLL_MS must be/),
      expect.stringMatching(/^WATCH_CHAINS lists "1281"/),
    ]);
  });
});

describe('exchange-rate sources', () => {
  it('read a list of sources in the order they are asked, a URL alone being Coinbase-style as before', () => {
    expect(loadConfig({}).exchangeRateSources).toEqual([]);
    expect(loadConfig({ EXCHANGE_RATE_URL: 'https://rates.example/v2/' }).exchangeRateSources).toEqual([
      { kind: 'coinbase', url: 'https://rates.example/v2' },
    ]);
    expect(
      loadConfig({ EXCHANGE_RATE_URL: 'kraken=https://api.kraken.com/, coinbase=https://api.coinbase.com/v2' }),
    ).toMatchObject({
      exchangeRateUrl: 'kraken=https://api.kraken.com,coinbase=https://api.coinbase.com/v2',
      exchangeRateSources: [
        { kind: 'kraken', url: 'https://api.kraken.com' },
        { kind: 'coinbase', url: 'https://api.coinbase.com/v2' },
      ],
    });
    expect(loadConfig(PRODUCTION_SETTINGS).exchangeRateSources).toEqual([
      { kind: 'kraken', url: 'https://api.kraken.com' },
      { kind: 'coinbase', url: 'https://api.coinbase.com/v2' },
    ]);
  });

  it('name a list with an entry that is not a source', () => {
    for (const value of [
      'kraken=ftp://x',
      'binance=https://api.binance.com',
      'kraken=https://api.kraken.com,',
      'sandbox,kraken=https://a.example',
    ]) {
      expect(configProblems({ EXCHANGE_RATE_URL: value }), value).toEqual([
        expect.stringMatching(/^EXCHANGE_RATE_URL must be sandbox, an http\(s\) URL, or a list/),
      ]);
    }
  });
});

describe('amounts', () => {
  it('convert cents to token units rounding up, and back rounding down, in integers', () => {
    expect(centsToUnits(4990, '1', 6)).toBe(49_900_000n);
    expect(centsToUnits(1, '3', 6)).toBe(3334n); // a third of a cent, up
    expect(centsToUnits(10_000_000_000, '0.000001', 18)).toBe(10n ** 32n);
    expect(unitsToCents(49_900_000n, '1', 6)).toBe(4990);
    expect(unitsToCents(3334n, '3', 6)).toBe(1);
  });

  it('add VAT rounded half up', () => {
    expect(priceOf(1000, 2100)).toEqual({ subtotalCents: 1000, vatCents: 210, totalCents: 1210 });
    expect(priceOf(5, 1000)).toEqual({ subtotalCents: 5, vatCents: 1, totalCents: 6 }); // 0.5 cent up
    expect(priceOf(999, null)).toEqual({ subtotalCents: 999, vatCents: 0, totalCents: 999 });
  });

  it('refuse a checkout that would take Silver or Gold past the month, naming the tier that lifts it', () => {
    expect(tierLimitProblem('silver', 1_00, 9_999_00)).toBeNull();
    expect(tierLimitProblem('silver', 1_01, 9_999_00)).toEqual({
      tier: 'silver',
      limit: '10000.00',
      period: 'month',
      requiredTier: 'gold',
    });
    expect(tierLimitProblem('gold', 1, 100_000_00)).toMatchObject({ limit: '100000.00', requiredTier: null });
    expect(tierLimitProblem('basic', 1, 1_000_000_00)).toBeNull();
  });
});

describe('a session’s state from its payments', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const session = { amount: '100', expiresAt: new Date('2026-11-24T12:20:00Z'), paidAt: null, state: 'open' as const };
  const payment = (amount: string, state: 'pending' | 'confirmed' | 'reverted', detectedAt = now) => ({
    amount,
    state,
    detectedAt,
    match: 'amount' as const,
  });

  it('is processing while not final, paid once final, and back to open when a reorg drops it', () => {
    expect(sessionOutcome(session, [payment('100', 'pending')], [], now)).toMatchObject({
      state: 'processing',
      exception: null,
    });
    expect(sessionOutcome(session, [payment('100', 'confirmed')], [], now)).toMatchObject({
      state: 'paid',
      paidAt: now,
    });
    expect(sessionOutcome(session, [payment('100', 'reverted')], [], now)).toMatchObject({
      state: 'open',
      exception: null,
    });
  });

  it('flags under-, over- and late payments, and expires without enough', () => {
    expect(sessionOutcome(session, [payment('60', 'confirmed')], [], now)).toMatchObject({
      state: 'open',
      exception: 'underpaid',
    });
    expect(sessionOutcome(session, [payment('100', 'confirmed'), payment('1', 'confirmed')], [], now)).toMatchObject({
      state: 'paid',
      exception: 'overpaid',
    });
    const later = new Date('2026-11-24T13:00:00Z');
    // Money after the deadline never pays the session: it stays expired, and says the money came late.
    expect(sessionOutcome(session, [], [payment('100', 'confirmed', later)], later)).toMatchObject({
      state: 'expired',
      exception: 'paid_late',
      paidAt: null,
    });
    expect(sessionOutcome(session, [], [payment('100', 'reverted', later)], later)).toMatchObject({
      state: 'expired',
      exception: null,
    });
    expect(sessionOutcome(session, [], [], later)).toMatchObject({ state: 'expired', exception: null });
  });
});
