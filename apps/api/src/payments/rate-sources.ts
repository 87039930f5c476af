/**
 * The public tickers behind `RateSource` (rates.ts), each at a configured base URL:
 *
 * - Coinbase (`https://api.coinbase.com/v2`): a token in any currency from the spot price
 *   (`GET <base>/prices/GLMR-EUR/spot` answering `{ data: { amount: "0.2312", base, currency } }`),
 *   the fiat reference rates from the exchange rates of the US dollar
 *   (`GET <base>/exchange-rates?currency=USD` answering `{ data: { currency: "USD", rates: { EUR: "0.92", ... } } }`,
 *   units per US dollar). An unknown currency is a 4xx with `{ errors: [{ id, message }] }`.
 * - Kraken (`https://api.kraken.com`): the last trade of a pair it lists
 *   (`GET <base>/0/public/Ticker?pair=GLMREUR` answering `{ error: [], result: { GLMREUR: { c: ["0.2312", "10"], ... } } }`,
 *   keyed by Kraken's own name of the pair, `USDTZUSD` for `USDTUSD`). Kraken answers HTTP 200
 *   with a non-empty `error` array when it fails (`EQuery:Unknown asset pair`,
 *   `EService:Unavailable`). It has no market for most of our tokens outside US dollars and euros,
 *   and no Brazilian or Mexican currency at all, so it gives no fiat reference rates.
 */
import type { RateSourceSetting } from '../config';
import { divideDecimal } from './decimal';
import { SourceError, type RateSource } from './rates';

/** The JSON a source answers with HTTP 200; a failure otherwise (transient for 429 and 5xx, and for a lost connection). */
export async function getJson(url: string, signal: AbortSignal): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' }, signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new SourceError(`could not be reached (${error instanceof Error ? error.message : String(error)})`, true);
  }
  const text = await response.text();
  if (!response.ok) {
    const transient = response.status === 429 || response.status >= 500;
    throw new SourceError(
      `answered ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`,
      transient,
      response.status,
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new SourceError('answered something that is not JSON');
  }
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/**
 * The Kraken pairs of our tokens (Kraken's AssetPairs): a token and a currency not listed here
 * have no market there, and the next source is asked.
 */
export const KRAKEN_PAIRS: Readonly<Record<string, readonly string[]>> = {
  GLMR: ['USD', 'EUR'],
  DOT: ['USD', 'EUR', 'GBP', 'AUD'],
  KSM: ['USD', 'EUR', 'GBP', 'AUD'],
  USDC: ['USD', 'EUR'],
  USDT: ['USD', 'EUR'],
  DAI: ['USD', 'EUR'],
  EURC: ['EUR', 'USD'],
};

/** Kraken's errors that pass (`EService:Unavailable`, `EService:Busy`, `EAPI:Rate limit exceeded`). */
const KRAKEN_TRANSIENT = /^(EService:|EAPI:Rate limit|EGeneral:Temporary)/;

export function krakenSource(baseUrl: string): RateSource {
  return {
    name: 'kraken',
    sandbox: false,
    price: async (token, currency, signal) => {
      if (!KRAKEN_PAIRS[token]?.includes(currency)) return null;
      const pair = `${token}${currency}`;
      const body = record(await getJson(`${baseUrl}/0/public/Ticker?pair=${encodeURIComponent(pair)}`, signal));
      const errors = body?.error;
      if (!Array.isArray(errors)) throw new SourceError('answered without an error list');
      if (errors.length > 0) {
        const text = errors.map(String).join(', ');
        throw new SourceError(
          `answered ${text} for ${pair}`,
          errors.every((error) => KRAKEN_TRANSIENT.test(String(error))),
        );
      }
      // One pair asked, one answered, under Kraken's own name for it.
      const entries = Object.values(record(body?.result) ?? {});
      const last = entries.length === 1 ? record(entries[0])?.c : undefined;
      const price = Array.isArray(last) ? last[0] : undefined;
      if (typeof price !== 'string') throw new SourceError(`answered without a last trade price for ${pair}`);
      return price;
    },
    fiat: async () => null,
  };
}

export function coinbaseSource(baseUrl: string): RateSource {
  return {
    name: 'coinbase',
    sandbox: false,
    price: async (token, currency, signal) => {
      let body;
      try {
        body = record(await getJson(`${baseUrl}/prices/${encodeURIComponent(`${token}-${currency}`)}/spot`, signal));
      } catch (error) {
        // Coinbase names a pair it has no price for with a 404 (or a 400 for a currency it does not know).
        if (error instanceof SourceError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
      const amount = record(body?.data)?.amount;
      if (typeof amount !== 'string') throw new SourceError('answered without an amount');
      return amount;
    },
    fiat: async (signal) => {
      const body = record(await getJson(`${baseUrl}/exchange-rates?currency=USD`, signal));
      const data = record(body?.data);
      const rates = record(data?.rates);
      if (data?.currency !== 'USD' || !rates) throw new SourceError('answered without the rates of the US dollar');
      // Units per US dollar, turned into US dollars per unit.
      const usdPerUnit: Record<string, string> = {};
      for (const [currency, value] of Object.entries(rates)) {
        const inverse = typeof value === 'string' ? divideDecimal('1', value) : null;
        if (inverse) usdPerUnit[currency] = inverse;
      }
      return usdPerUnit;
    },
  };
}

/** The configured sources, in the order they are asked. */
export function rateSources(settings: readonly RateSourceSetting[]): RateSource[] {
  return settings.map(({ kind, url }) => (kind === 'kraken' ? krakenSource(url) : coinbaseSource(url)));
}
