/**
 * The pricing currency a workspace starts with, from its country: a module apart from the
 * currencies themselves, so that only the pages that ask for a country (onboarding, business
 * details) and the API carry the table.
 */
import type { CountryCode } from './countries';
import { DEFAULT_CURRENCY, type Currency } from './currencies';

/** The countries and territories that use the euro as their own currency. */
const EURO_COUNTRIES: ReadonlySet<string> = /* @__PURE__ */ new Set([
  'AD', 'AT', 'AX', 'BE', 'BL', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GF', 'GP', 'GR', 'HR', 'IE', 'IT',
  'LT', 'LU', 'LV', 'MC', 'ME', 'MF', 'MQ', 'MT', 'NL', 'PM', 'PT', 'RE', 'SI', 'SK', 'SM', 'TF', 'VA',
  'XK', 'YT',
]); // prettier-ignore

const COUNTRY_CURRENCY: Readonly<Partial<Record<string, Currency>>> = {
  US: 'USD', GB: 'GBP', BR: 'BRL', MX: 'MXN', CA: 'CAD', AU: 'AUD', CH: 'CHF', LI: 'CHF', JP: 'JPY',
  // Territories that price in one of these currencies too.
  PR: 'USD', GU: 'USD', VI: 'USD', AS: 'USD', MP: 'USD', UM: 'USD', EC: 'USD', SV: 'USD', PA: 'USD',
  IM: 'GBP', JE: 'GBP', GG: 'GBP', CX: 'AUD', CC: 'AUD', NF: 'AUD', KI: 'AUD', NR: 'AUD', TV: 'AUD',
}; // prettier-ignore

/** The pricing currency a workspace starts with in `country`: its own, or US dollars. */
export function currencyForCountry(country: CountryCode | string | null | undefined): Currency {
  if (!country) return DEFAULT_CURRENCY;
  if (EURO_COUNTRIES.has(country)) return 'EUR';
  return COUNTRY_CURRENCY[country] ?? DEFAULT_CURRENCY;
}
