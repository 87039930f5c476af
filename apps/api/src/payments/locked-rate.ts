/**
 * The rate a checkout session locks when it opens (docs/decisions.md, "Pricing currency (API)"):
 * one quote of the token in the price's own currency (EURC pays a euro price at the euro rate),
 * with its source, its time and the USD-per-unit snapshot taken with it. The session keeps it;
 * the payment that pays the session copies it; every figure shown later is computed from it.
 * Tier limits stay in US dollar cents: an amount in another currency is converted with
 * `convertMinor` at a snapshot before the contract's `tierLimitProblem` compares it.
 */
import { convertMinor, CURRENCY_DIGITS, RATE_STALE_AFTER_MS, type Currency, type UsdPerUnit } from '@meridian/contract';
import type { AppContext } from '../context';
import type { CheckoutSessionRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { RateUnavailableError, type QuotedRate } from './rates';

/** The token whose quote gives the fiat snapshot when no token is chosen yet (a link being saved). */
const SNAPSHOT_TOKEN = 'USDC';

/** A quote of `token` in `currency` no older than the stale limit; else 503 RATE_UNAVAILABLE. */
export async function quoteNow(app: AppContext, token: string, currency: Currency, now: Date): Promise<QuotedRate> {
  let quote: QuotedRate;
  try {
    quote = await app.rates.quote(token, currency);
  } catch (error) {
    if (error instanceof RateUnavailableError) throw new ApiError('RATE_UNAVAILABLE');
    throw error;
  }
  if (now.getTime() - quote.at.getTime() >= RATE_STALE_AFTER_MS) throw new ApiError('RATE_UNAVAILABLE');
  return quote;
}

/**
 * US dollars per unit of each currency now, for amounts that are not paid yet (a link's price
 * when it is saved, the tier limits shown in the workspace's currency). A US dollar amount needs
 * no rate; otherwise 503 RATE_UNAVAILABLE when every source is stale.
 */
export async function currentSnapshot(app: AppContext, currency: Currency): Promise<UsdPerUnit> {
  if (currency === 'USD') return { USD: '1' };
  const quote = await quoteNow(app, SNAPSHOT_TOKEN, currency, app.config.clock.now());
  return quote.usdPerUnit;
}

/** `minor` units of `currency` in US dollar cents at `usdPerUnit` (half up): what the tier limits compare. */
export function usdCentsOf(minor: number, currency: Currency, usdPerUnit: UsdPerUnit): number {
  return convertMinor(minor, currency, 'USD', usdPerUnit);
}

/**
 * Minor units of the price currency to token units at `rate` (units of the currency per token),
 * rounded up so the merchant never gets less than the price:
 * ceil(minor × 10^tokenDecimals / (10^currencyDigits × rate)), in integers only.
 */
export function minorToUnits(minor: number, currency: Currency, rate: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = rate.split('.');
  const scale = 10n ** BigInt(fraction.length);
  const rateScaled = BigInt(`${whole}${fraction}`); // rate × scale
  const numerator = BigInt(minor) * 10n ** BigInt(decimals) * scale;
  const denominator = 10n ** BigInt(CURRENCY_DIGITS[currency]) * rateScaled;
  return (numerator + denominator - 1n) / denominator;
}

/** A session's locked rate as the payment that pays it keeps it (copied when it is matched or assigned). */
export function paymentRateOf(
  session: Pick<CheckoutSessionRow, 'currency' | 'rate' | 'rateSource' | 'rateAt' | 'usdPerUnit'>,
) {
  return {
    currency: session.currency,
    rate: session.rate,
    rateSource: session.rateSource,
    rateAt: session.rateAt,
    usdPerUnit: session.usdPerUnit,
  };
}

/**
 * The tier's caps (US dollar cents) in the workspace's pricing currency at the current rate, for
 * the forms to show beside the dollar figure: minor units of `currency`, null where there is no
 * cap or no rate to be had now; and the snapshot itself, for the link forms' own comparisons.
 */
export async function limitsInCurrency(
  app: AppContext,
  currency: Currency,
  limit: { perPaymentCents: number | null; monthlyCents: number | null },
): Promise<{
  currency: Currency;
  perPaymentLocal: number | null;
  monthlyLocal: number | null;
  usdPerUnit: UsdPerUnit | null;
}> {
  let snapshot: UsdPerUnit | null;
  try {
    snapshot = await currentSnapshot(app, currency);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    snapshot = null; // RATE_UNAVAILABLE: the dollar figures alone
  }
  const local = (cents: number | null) =>
    cents === null || snapshot === null ? null : convertMinor(cents, 'USD', currency, snapshot);
  return {
    currency,
    perPaymentLocal: local(limit.perPaymentCents),
    monthlyLocal: local(limit.monthlyCents),
    usdPerUnit: snapshot,
  };
}
