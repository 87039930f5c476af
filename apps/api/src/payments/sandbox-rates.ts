/**
 * The sandbox's fixed exchange rates (docs/product.md, "Currencies"): what development, the tests
 * and the local chain price with. Every quote it gives says `sandbox`, and the checkout labels it.
 *
 * Direct quotes where a market has them: every token in US dollars, EURC in euros at one (a euro
 * price is paid in EURC at the euro rate, never through dollars twice). Every other pair goes
 * through US dollars with the fiat table: GLMR in euros is 0.25 / 1.08.
 */
import type { Currency } from '@meridian/contract';
import type { RateSource } from './rates';

/** US dollars per token (DEV, the coin of the test chains, is priced as GLMR). */
export const SANDBOX_RATES: Readonly<Record<string, string>> = {
  GLMR: '0.25',
  USDC: '1',
  USDT: '1',
  DAI: '1',
  EURC: '1.08',
  DOT: '4.5',
  KSM: '20',
};

/** US dollars per one unit of each currency: the sandbox's fiat reference rates. */
export const SANDBOX_USD_PER_UNIT: Readonly<Record<Currency, string>> = {
  USD: '1',
  EUR: '1.08',
  GBP: '1.27',
  BRL: '0.18',
  MXN: '0.05',
  CAD: '0.72',
  AUD: '0.65',
  CHF: '1.12',
  JPY: '0.0064',
};

/** The pairs quoted directly other than a token in US dollars: units of the currency per token. */
const SANDBOX_DIRECT: Readonly<Record<string, string>> = { 'EURC/EUR': '1' };

export function sandboxSource(): RateSource {
  return {
    name: 'sandbox',
    sandbox: true,
    price: async (token, currency) => {
      if (currency === 'USD') {
        const rate = SANDBOX_RATES[token];
        if (!rate) throw new Error(`the sandbox has no rate for ${token}`);
        return rate;
      }
      return SANDBOX_DIRECT[`${token}/${currency}`] ?? null;
    },
    fiat: async () => SANDBOX_USD_PER_UNIT,
  };
}
