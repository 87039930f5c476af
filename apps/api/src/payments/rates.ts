/**
 * Exchange rates: what one token is worth in USD, from a provider behind an interface.
 *
 * - `sandboxProvider`: fixed rates, for development, tests and the local chain; every rate it
 *   gives says `sandbox`, and the checkout page labels the price with it.
 * - `httpProvider`: a Coinbase-style price API at a configured base URL
 *   (`GET <base>/prices/GLMR-USD/spot` answering `{ data: { amount: "0.2512" } }`).
 *
 * `RateService` keeps each rate a minute, shares one request between concurrent callers, and
 * when the provider fails or is slow answers the last rate it got while it is younger than 10
 * minutes; older, the rate is unavailable and the checkout refuses to quote rather than guess.
 * The coin of the test chains (DEV) has no market: it is priced as GLMR.
 */
import { RATE_STALE_AFTER_MS } from '@meridian/contract';
import type { Clock } from '../clock';

export interface ProviderRate {
  /** USD per token, as a decimal string. */
  rate: string;
}

export interface RateProvider {
  sandbox: boolean;
  /** The rate of `base` in `quote`; throws when there is none. */
  fetch(base: string, quote: string, signal: AbortSignal): Promise<ProviderRate>;
}

export interface Rate {
  pairing: string;
  base: string;
  quote: string;
  rate: string;
  fetchedAt: Date;
  sandbox: boolean;
}

/** A decimal the conversion can use: digits, an optional fraction of at most 18 digits, above zero. */
const RATE_DECIMAL = /^\d{1,12}(\.\d{1,18})?$/;

export class RateUnavailableError extends Error {
  constructor(pairing: string, reason: string) {
    super(`No exchange rate for ${pairing}: ${reason}`);
    this.name = 'RateUnavailableError';
  }
}

/** The fixed rates of the sandbox, USD per token. */
export const SANDBOX_RATES: Readonly<Record<string, string>> = {
  GLMR: '0.25',
  USDC: '1',
  USDT: '1',
  DAI: '1',
  EURC: '1.08',
};

export function sandboxProvider(): RateProvider {
  return {
    sandbox: true,
    fetch: async (base, quote) => {
      const rate = quote === 'USD' ? SANDBOX_RATES[base] : undefined;
      if (!rate) throw new Error(`the sandbox has no rate for ${base}/${quote}`);
      return { rate };
    },
  };
}

/** How long one provider request may take. */
export const PROVIDER_TIMEOUT_MS = 5000;

export function httpProvider(baseUrl: string): RateProvider {
  return {
    sandbox: false,
    fetch: async (base, quote, signal) => {
      const response = await fetch(`${baseUrl}/prices/${encodeURIComponent(`${base}-${quote}`)}/spot`, {
        headers: { accept: 'application/json' },
        signal,
      });
      if (!response.ok) throw new Error(`the provider answered ${response.status}`);
      const body = (await response.json()) as { data?: { amount?: unknown } };
      const amount = body.data?.amount;
      if (typeof amount !== 'string') throw new Error('the provider answered without an amount');
      return { rate: amount };
    },
  };
}

/** How long a rate is served from memory before it is asked again. */
export const RATE_CACHE_MS = 60 * 1000;

/** The pairing the provider is asked for (DEV is priced as GLMR). */
function providerBase(base: string): string {
  return base === 'DEV' ? 'GLMR' : base;
}

export class RateService {
  private readonly cache = new Map<string, Rate>();
  private readonly inFlight = new Map<string, Promise<Rate>>();

  constructor(
    private readonly provider: RateProvider,
    private readonly clock: Clock,
    private readonly timeoutMs = PROVIDER_TIMEOUT_MS,
  ) {}

  get sandbox(): boolean {
    return this.provider.sandbox;
  }

  /** The rate of `base` in `quote`, at most a minute old when the provider answers, never more than 10 minutes old. */
  async rate(base: string, quote = 'USD'): Promise<Rate> {
    const pairing = `${base}/${quote}`;
    const now = this.clock.now().getTime();
    const cached = this.cache.get(pairing);
    if (cached && now - cached.fetchedAt.getTime() < RATE_CACHE_MS) return cached;
    let pending = this.inFlight.get(pairing);
    if (!pending) {
      pending = this.ask(base, quote, pairing).finally(() => this.inFlight.delete(pairing));
      this.inFlight.set(pairing, pending);
    }
    try {
      return await pending;
    } catch (error) {
      // The provider failed: the last rate still serves while it is not stale.
      const last = this.cache.get(pairing);
      if (last && this.clock.now().getTime() - last.fetchedAt.getTime() < RATE_STALE_AFTER_MS) return last;
      throw new RateUnavailableError(pairing, error instanceof Error ? error.message : String(error));
    }
  }

  private async ask(base: string, quote: string, pairing: string): Promise<Rate> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    try {
      const answer = await this.provider.fetch(providerBase(base), quote, controller.signal);
      if (!RATE_DECIMAL.test(answer.rate) || /^0+(\.0+)?$/.test(answer.rate)) {
        throw new Error(`the provider answered a rate that is not a positive decimal ("${answer.rate}")`);
      }
      const rate: Rate = {
        pairing,
        base,
        quote,
        rate: answer.rate,
        fetchedAt: this.clock.now(),
        sandbox: this.provider.sandbox,
      };
      this.cache.set(pairing, rate);
      return rate;
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * USD cents to token units at `rate` (USD per token), rounded up so the merchant never gets
 * less than the price: ceil(cents × 10^decimals / (100 × rate)), in integers only.
 */
export function centsToUnits(cents: number, rate: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = rate.split('.');
  const scale = 10n ** BigInt(fraction.length);
  const rateScaled = BigInt(`${whole}${fraction}`); // rate × scale
  const numerator = BigInt(cents) * 10n ** BigInt(decimals) * scale;
  const denominator = 100n * rateScaled;
  return (numerator + denominator - 1n) / denominator;
}

/** Token units to USD cents at `rate`, rounded down. */
export function unitsToCents(units: bigint, rate: string, decimals: number): number {
  const [whole = '0', fraction = ''] = rate.split('.');
  const scale = 10n ** BigInt(fraction.length);
  const rateScaled = BigInt(`${whole}${fraction}`);
  return Number((units * rateScaled * 100n) / (10n ** BigInt(decimals) * scale));
}
