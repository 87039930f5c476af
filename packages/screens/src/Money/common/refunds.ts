/**
 * Refunds as the money screens show them, and the arithmetic the refund dialog and the payment's
 * page share: what is left to refund, and an amount of the price currency as the token at the
 * payment's locked rate. Token amounts are bigints of the token's smallest unit and price amounts
 * whole minor units of their currency: nothing goes through floating point.
 */
import { CURRENCY_DIGITS, minorToNumber, type Currency, type Network } from '@meridian/contract';
import { numberFormat } from '../../common/intlFormats';
import type { TokenAmount } from './tokenAmount';

/** The states of a refund, in the order it goes through them (the contract's `REFUND_STATES`). */
export const REFUND_VIEW_STATES = [
  'requested',
  'awaiting_address',
  'ready',
  'sending',
  'confirmed',
  'cancelled',
  'failed',
] as const;
export type RefundViewState = (typeof REFUND_VIEW_STATES)[number];

/** Why a refund failed, as the screens say it; anything else reads as `other`. */
export const REFUND_FAILURES = ['reverted', 'mismatch', 'expired', 'other'] as const;
export type RefundFailure = (typeof REFUND_FAILURES)[number];

/** An amount of a price currency, in its minor units (cents, whole yen). */
export interface PriceAmount {
  minor: number;
  currency: Currency;
}

/** A payment's locked rate: how many units of its price currency one token was worth. */
export interface RateView {
  /** A decimal string (`"0.92"`). */
  rate: string;
  currency: Currency;
  source: string;
  at: Date;
}

/** One refund of a payment. */
export interface RefundView {
  id: string;
  state: RefundViewState;
  amount: TokenAmount;
  /** The amount in the payment's price currency, at its locked rate; null when the payment has none. */
  price: PriceAmount | null;
  /** The address the payer gave; null until they give it. */
  address: string | null;
  /** The page where the payer gives their address, while they have not. */
  payerLink?: {
    /** Its address, to copy; absent when the API no longer shows it (it is single-use and secret). */
    url?: string;
    expiresAt: Date;
    /** The e-mail address it was mailed to, when the checkout knew one. */
    mailedTo?: string;
  };
  /** The transfer that pays it, once sent or given. */
  txHash: string | null;
  from: string | null;
  /** Blocks on the transfer, and how many make it final. */
  confirmations?: { count: number; required: number };
  failure?: RefundFailure;
  createdAt: Date;
  confirmedAt?: Date;
}

/** Where a refund is sent: the payment's network and chain. */
export interface RefundNetwork {
  network: Network;
  chainId: number;
  /** The chain's name in words (`Moonbeam`, `Moonbase Alpha`, `Local test chain`). */
  name: string;
}

/** A refund that still counts against the payment: every state but cancelled and failed. */
export function countsAgainstPayment(refund: Pick<RefundView, 'state'>): boolean {
  return refund.state !== 'cancelled' && refund.state !== 'failed';
}

/** What is left to refund of a payment of `paid` units, after its refunds (never below zero). */
export function unitsLeft(paid: string, refunds: readonly Pick<RefundView, 'state' | 'amount'>[]): bigint {
  const refunded = refunds.filter(countsAgainstPayment).reduce((sum, refund) => sum + BigInt(refund.amount.units), 0n);
  const left = BigInt(paid) - refunded;
  return left > 0n ? left : 0n;
}

/** `"0.92"` -> 92n over 100n: a non-negative decimal string as a fraction; null when it is not one. */
export function rateFraction(rate: string): { numerator: bigint; denominator: bigint } | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  const numerator = BigInt(`${match[1]}${fraction}`);
  return numerator === 0n ? null : { numerator, denominator: 10n ** BigInt(fraction.length) };
}

/** `numerator / denominator` rounded half up. */
const divideHalfUp = (numerator: bigint, denominator: bigint) => (numerator * 2n + denominator) / (denominator * 2n);

/** Token units as the price currency's minor units at `rate` (half up); null when the rate is unreadable. */
export function unitsToMinor(units: bigint, decimals: number, rate: string, currency: Currency): number | null {
  const fraction = rateFraction(rate);
  if (!fraction) return null;
  const scale = 10n ** BigInt(CURRENCY_DIGITS[currency]);
  return Number(divideHalfUp(units * fraction.numerator * scale, 10n ** BigInt(decimals) * fraction.denominator));
}

/** Minor units of the price currency as token units at `rate` (half up); null when the rate is unreadable. */
export function minorToUnits(minor: number, currency: Currency, rate: string, decimals: number): bigint | null {
  const fraction = rateFraction(rate);
  if (!fraction) return null;
  const scale = 10n ** BigInt(CURRENCY_DIGITS[currency]);
  return divideHalfUp(BigInt(minor) * 10n ** BigInt(decimals) * fraction.denominator, scale * fraction.numerator);
}

/** An amount of a price currency written for a locale: `"12,50 €"`, `"R$ 12,50"`, `"¥1,250"`. */
export function formatPrice(amount: PriceAmount, locale: string): string {
  return numberFormat(locale, { style: 'currency', currency: amount.currency }).format(
    minorToNumber(amount.minor, amount.currency),
  );
}

/** A locked rate written for a locale, every decimal it was locked with kept up to eight: `"0,9215 €"`. */
export function formatRate(rate: Pick<RateView, 'rate' | 'currency'>, locale: string): string {
  const decimals = rate.rate.split('.')[1]?.length ?? 0;
  const digits = CURRENCY_DIGITS[rate.currency];
  return numberFormat(locale, {
    style: 'currency',
    currency: rate.currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: Math.min(Math.max(decimals, digits), 8),
  }).format(Number(rate.rate));
}
