/**
 * Exchange rates: what one token is worth in any pricing currency (docs/product.md, "Currencies"),
 * from sources behind one interface, asked in order.
 *
 * - `sandboxSource` (sandbox-rates.ts): fixed rates, for development, tests and the local chain;
 *   every quote it gives says `sandbox`, and the checkout page labels the price with it.
 * - the public tickers (rate-sources.ts): Kraken's and Coinbase's, configured by
 *   `EXCHANGE_RATE_URL`.
 *
 * A quote is the token in the currency directly where a source has a market for the pair (EURC
 * in euros, a stablecoin in dollars), else the token in US dollars divided by US dollars per unit
 * of the currency; it carries the fiat snapshot (US dollars per unit of every currency) it was
 * taken with, so every later conversion uses the same numbers.
 *
 * `RateService` keeps each answer a minute and shares one request between concurrent callers.
 * Each source gets a few seconds and one retry after a failed connection or a server error, then
 * the next source is asked. When every source fails, the last answer serves while it is younger
 * than 10 minutes; older, the rate is unavailable (`RateUnavailableError`, naming the pair) and
 * the checkout refuses to quote rather than guess. The coin of the test chains (DEV) has no
 * market: it is priced as GLMR.
 */
import { CURRENCIES, type Currency, RATE_STALE_AFTER_MS } from '@meridian/contract';
import type { Clock } from '../clock';
import { divideDecimal, positiveDecimal } from './decimal';

export { SANDBOX_RATES, SANDBOX_USD_PER_UNIT, sandboxSource } from './sandbox-rates';

/** One place rates come from. */
export interface RateSource {
  /** Its name, stored with every quote it gives: `sandbox`, `kraken`, `coinbase`. */
  name: string;
  sandbox: boolean;
  /**
   * Units of `currency` one `token` is worth, as a decimal string, where the source has a market
   * for the pair; null where it has none (the quote then goes through US dollars). Throws when it
   * fails (a `SourceError` says whether trying again may help).
   */
  price(token: string, currency: string, signal: AbortSignal): Promise<string | null>;
  /** US dollars per one unit of each currency (fiat reference rates); null when the source gives none. */
  fiat(signal: AbortSignal): Promise<Partial<Record<string, string>> | null>;
}

/** A source's failure; `transient` when the same request may succeed a moment later (a lost connection, a 5xx, a 429). */
export class SourceError extends Error {
  constructor(
    message: string,
    readonly transient = false,
  ) {
    super(message);
    this.name = 'SourceError';
  }
}

/** A token's rate in a pricing currency, as locked for a checkout session. */
export interface QuotedRate {
  token: string;
  currency: Currency;
  /** Units of `currency` per one token, a decimal string. */
  rate: string;
  /** Where the token's price came from: `sandbox`, `kraken`, `coinbase`. */
  source: string;
  /** When it was fetched (the older of the token's price and the fiat snapshot). */
  at: Date;
  sandbox: boolean;
  /** US dollars per one unit of each currency: the snapshot taken with the quote. */
  usdPerUnit: Record<Currency, string>;
}

/** The USD rate of a token, as the exchange-rate route answers it. */
export interface Rate {
  pairing: string;
  base: string;
  quote: string;
  rate: string;
  fetchedAt: Date;
  sandbox: boolean;
}

export class RateUnavailableError extends Error {
  constructor(
    readonly pairing: string,
    reason: string,
  ) {
    super(`No exchange rate for ${pairing}: ${reason}`);
    this.name = 'RateUnavailableError';
  }
}

/** How long one request to a source may take. */
export const SOURCE_TIMEOUT_MS = 2000;
/** How long one answer may take in all, every source and retry included. */
export const PROVIDER_TIMEOUT_MS = 5000;
/** The pause before the one retry of a source that failed quickly. */
export const RETRY_DELAY_MS = 200;
/** How long an answer is served from memory before it is asked again. */
export const RATE_CACHE_MS = 60 * 1000;

export interface RateTimings {
  sourceTimeoutMs: number;
  budgetMs: number;
  retryDelayMs: number;
}

interface Held<T> {
  value: T;
  source: string;
  sandbox: boolean;
  at: Date;
}

/** The pairing the sources are asked for (DEV is priced as GLMR). */
function marketToken(token: string): string {
  return token === 'DEV' ? 'GLMR' : token;
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A source's fiat answer as a full snapshot: every currency, each a positive decimal. */
function fiatSnapshot(answer: Partial<Record<string, string>>): Record<Currency, string> {
  const snapshot = {} as Record<Currency, string>;
  for (const currency of CURRENCIES) {
    const value = currency === 'USD' ? '1' : positiveDecimal(answer[currency]);
    if (!value) throw new SourceError(`no positive US dollar rate for ${currency} (got "${answer[currency]}")`);
    snapshot[currency] = value;
  }
  return snapshot;
}

export class RateService {
  private readonly cache = new Map<string, Held<unknown>>();
  private readonly inFlight = new Map<string, Promise<Held<unknown> | null>>();
  private readonly timings: RateTimings;

  constructor(
    private readonly sources: readonly RateSource[],
    private readonly clock: Clock,
    timings: Partial<RateTimings> = {},
  ) {
    if (sources.length === 0) throw new Error('RateService needs at least one source');
    this.timings = {
      sourceTimeoutMs: SOURCE_TIMEOUT_MS,
      budgetMs: PROVIDER_TIMEOUT_MS,
      retryDelayMs: RETRY_DELAY_MS,
      ...timings,
    };
  }

  /** True when the rates are the sandbox's fixed ones. */
  get sandbox(): boolean {
    return this.sources.every((source) => source.sandbox);
  }

  /**
   * The rate of `token` in `currency` with the fiat snapshot it was taken with: at most a minute
   * old when the sources answer, never more than 10 minutes old.
   */
  async quote(token: string, currency: Currency): Promise<QuotedRate> {
    const pairing = `${token}/${currency}`;
    const market = marketToken(token);
    const fiat = await this.fiat(pairing);
    const direct = await this.price(market, currency, pairing);
    const quoted = (price: Held<string>, rate: string, at: Date): QuotedRate => ({
      token,
      currency,
      rate,
      source: price.source,
      at,
      sandbox: price.sandbox && fiat.sandbox,
      usdPerUnit: fiat.value,
    });
    const older = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);
    if (direct) return quoted(direct, direct.value, older(direct.at, fiat.at));
    // No source has a market for the pair: through US dollars.
    const usd = currency === 'USD' ? null : await this.price(market, 'USD', pairing);
    if (!usd) throw new RateUnavailableError(pairing, `no source quotes ${market}`);
    const rate = divideDecimal(usd.value, fiat.value[currency]);
    if (!rate) throw new RateUnavailableError(pairing, `${market} in US dollars is too small to quote in ${currency}`);
    return quoted(usd, rate, older(usd.at, fiat.at));
  }

  /** The rate of `base` in `quote` (US dollars), as the exchange-rate route answers it. */
  async rate(base: string, quote = 'USD'): Promise<Rate> {
    const pairing = `${base}/${quote}`;
    const held = await this.price(marketToken(base), quote, pairing);
    if (!held) throw new RateUnavailableError(pairing, `no source quotes ${marketToken(base)} in ${quote}`);
    return { pairing, base, quote, rate: held.value, fetchedAt: held.at, sandbox: held.sandbox };
  }

  private price(token: string, currency: string, pairing: string): Promise<Held<string> | null> {
    return this.held(`${token}/${currency}`, pairing, async (source, signal) => {
      const answer = await source.price(token, currency, signal);
      if (answer === null) return null;
      const rate = positiveDecimal(answer);
      if (!rate) throw new SourceError(`a rate that is not a positive decimal ("${answer}")`);
      return rate;
    });
  }

  private async fiat(pairing: string): Promise<Held<Record<Currency, string>>> {
    const held = await this.held('fiat', pairing, async (source, signal) => {
      const answer = await source.fiat(signal);
      return answer === null ? null : fiatSnapshot(answer);
    });
    if (!held) throw new RateUnavailableError(pairing, 'no source gives fiat reference rates');
    return held;
  }

  /** The answer for `key`: from memory while fresh, else from the sources, else the last one while not stale. */
  private async held<T>(
    key: string,
    pairing: string,
    ask: (source: RateSource, signal: AbortSignal) => Promise<T | null>,
  ): Promise<Held<T> | null> {
    const cached = this.cache.get(key) as Held<T> | undefined;
    if (cached && this.clock.now().getTime() - cached.at.getTime() < RATE_CACHE_MS) return cached;
    let pending = this.inFlight.get(key) as Promise<Held<T> | null> | undefined;
    if (!pending) {
      pending = this.askSources(key, ask).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    try {
      return await pending;
    } catch (error) {
      // Every source failed: the last answer still serves while it is not stale.
      const last = this.cache.get(key) as Held<T> | undefined;
      if (last && this.clock.now().getTime() - last.at.getTime() < RATE_STALE_AFTER_MS) return last;
      throw new RateUnavailableError(pairing, message(error));
    }
  }

  /** Each source in turn (one retry after a quick failure) until one answers; null when none has a market. */
  private async askSources<T>(
    key: string,
    ask: (source: RateSource, signal: AbortSignal) => Promise<T | null>,
  ): Promise<Held<T> | null> {
    const deadline = Date.now() + this.timings.budgetMs;
    const failures: string[] = [];
    for (const source of this.sources) {
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        const remaining = deadline - Date.now();
        if (remaining <= 0) {
          failures.push(`${source.name}: no time left`);
          break;
        }
        const controller = new AbortController();
        const timeoutMs = Math.min(this.timings.sourceTimeoutMs, remaining);
        const timer = setTimeout(() => controller.abort(), timeoutMs);
        try {
          const value = await ask(source, controller.signal);
          if (value === null) break;
          const held: Held<T> = { value, source: source.name, sandbox: source.sandbox, at: this.clock.now() };
          this.cache.set(key, held);
          return held;
        } catch (error) {
          const timedOut = controller.signal.aborted;
          failures.push(`${source.name}: ${timedOut ? `no answer within ${timeoutMs} ms` : message(error)}`);
          // A slow source is not asked twice: the time left is better spent on the next one.
          if (timedOut || !(error instanceof SourceError && error.transient) || attempt === 2) break;
          await new Promise((resolve) => setTimeout(resolve, this.timings.retryDelayMs));
        } finally {
          clearTimeout(timer);
        }
      }
    }
    if (failures.length === 0) return null;
    throw new Error(failures.join('; '));
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
