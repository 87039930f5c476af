import { checkEmail, CURRENCY_DIGITS, DEFAULT_CURRENCY, parseMinor, type Currency } from '@meridian/contract';
import { TOKEN_ICON_SYMBOLS, type TokenIconSymbol } from '@meridian/ui';
import type { CheckoutCollect, CheckoutDetails, CheckoutQuote } from './Checkout.types';

/**
 * The EIP-681 payment request a wallet reads from the QR code: an ERC-20 `transfer` of the
 * exact units to the pay-to address, or a plain transfer of the coin's wei.
 */
export function paymentRequestUri(quote: Pick<CheckoutQuote, 'token' | 'amount' | 'payTo'>, chainId: number): string {
  if (quote.token.contract) {
    return `ethereum:${quote.token.contract}@${chainId}/transfer?address=${quote.payTo}&uint256=${quote.amount.units}`;
  }
  return `ethereum:${quote.payTo}@${chainId}?value=${quote.amount.units}`;
}

/** The token's icon when it has one. */
export function tokenIcon(symbol: string): TokenIconSymbol | undefined {
  return TOKEN_ICON_SYMBOLS.find((known) => known === symbol);
}

export type CheckoutStartErrorKey = 'required' | 'emailInvalid' | 'tokenRequired';

export interface CheckoutStartValues extends CheckoutDetails {
  token: string;
}

export const emptyDetails: CheckoutDetails = {
  email: '',
  name: '',
  address: '',
  postalCode: '',
  city: '',
  country: '',
  vatId: '',
};

const billingFields = ['name', 'address', 'postalCode', 'city', 'country'] as const;

/** The token is chosen; the e-mail and billing details are given when the link asks for them. */
export function checkStart(
  values: CheckoutStartValues,
  collect: CheckoutCollect,
): Partial<Record<keyof CheckoutStartValues, CheckoutStartErrorKey>> {
  const errors: Partial<Record<keyof CheckoutStartValues, CheckoutStartErrorKey>> = {};
  if (values.token === '') errors.token = 'tokenRequired';
  if (collect.email) {
    const problem = checkEmail(values.email.trim());
    if (problem) errors.email = problem === 'required' ? 'required' : 'emailInvalid';
  }
  if (collect.billing) {
    for (const field of billingFields) if (values[field].trim() === '') errors[field] = 'required';
  }
  return errors;
}

/** What is sent on: trimmed, and only the details the link asks for. */
export function prepareStart(values: CheckoutStartValues, collect: CheckoutCollect) {
  const details: Partial<CheckoutDetails> = {};
  if (collect.email) details.email = values.email.trim();
  if (collect.billing) {
    for (const field of [...billingFields, 'vatId'] as const) details[field] = values[field].trim();
    if (details.vatId === '') delete details.vatId;
  }
  return { token: values.token, details };
}

export type DonationErrorKey = 'amountRequired' | 'belowMinimum' | 'amountInvalid';

/**
 * A donation's amount (in `currency`, NaN while empty) in the currency's minor units (cents,
 * whole yen), or null when it has more decimals than the currency (a fraction of a yen).
 */
export function donationMinor(amount: number, currency: Currency = DEFAULT_CURRENCY): number | null {
  if (!Number.isFinite(amount) || amount < 0) return null;
  const digits = CURRENCY_DIGITS[currency];
  const minor = parseMinor(amount.toFixed(digits), currency);
  return minor !== null && Math.abs(amount * 10 ** digits - minor) <= 1e-6 ? minor : null;
}

/** A donation in `currency`: an amount in its own digits (no decimals for yen), at least the link's minimum. */
export function checkDonation(
  amount: number,
  minimumMinor = 1,
  currency: Currency = DEFAULT_CURRENCY,
): DonationErrorKey | undefined {
  if (Number.isNaN(amount)) return 'amountRequired';
  const minor = donationMinor(amount, currency);
  if (minor === null) return 'amountInvalid';
  return minor < minimumMinor ? 'belowMinimum' : undefined;
}
