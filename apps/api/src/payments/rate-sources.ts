/**
 * The public tickers behind `RateSource` (rates.ts), each at a configured base URL:
 *
 * - Coinbase (`https://api.coinbase.com/v2`): a token in any currency from the spot price
 *   (`GET <base>/prices/GLMR-EUR/spot` answering `{ data: { amount: "0.2312", base, currency } }`),
 *   the fiat reference rates from the exchange rates of the US dollar
 *   (`GET <base>/exchange-rates?currency=USD` answering `{ data: { currency: "USD", rates: { EUR: "0.92", ... } } }`,
 *   units per US dollar). An unknown currency is a 4xx with `{ errors: [{ id, message }] }`.
 */
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
    throw new SourceError(
      `answered ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`,
      response.status === 429 || response.status >= 500,
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

export function coinbaseSource(baseUrl: string): RateSource {
  return {
    name: 'coinbase',
    sandbox: false,
    price: async (token, currency, signal) => {
      const body = record(
        await getJson(`${baseUrl}/prices/${encodeURIComponent(`${token}-${currency}`)}/spot`, signal),
      );
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
