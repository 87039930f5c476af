/**
 * Refunds as the money screens show them, and the arithmetic the refund dialog and the payment's
 * page share: what is left to refund, and an amount of the price currency as the token at the
 * payment's locked rate. Token amounts are bigints of the token's smallest unit and price amounts
 * whole minor units of their currency: nothing goes through floating point.
 */
import {
  CURRENCY_DIGITS,
  isRefundState,
  REFUND_COUNTING_STATES,
  type Currency,
  type Network,
  type RefundProblem,
  type RefundState,
} from '@meridian/contract';
import { formatMoney, numberFormat } from '../../common/intlFormats';
import type { MoneyAmount } from './payments';
import type { TokenAmount } from './tokenAmount';

/** Where a refund stands: the contract's states. */
export type RefundViewState = RefundState;

/** A payment's locked rate: how many units of its price currency one token was worth. */
export interface RateView {
  /** A decimal string (`"0.92"`). */
  rate: string;
  currency: Currency;
  /** Where it came from and when, where the page knows it. */
  source?: string;
  at?: Date;
}

/** One refund of a payment. */
export interface RefundView {
  id: string;
  state: RefundViewState;
  amount: TokenAmount;
  /** The amount in the payment's price currency, at its locked rate; null when the payment has none. */
  price: MoneyAmount | null;
  /** The address the payer gave; null until they give it. */
  address: string | null;
  /** The page where the payer gives their address, while they have not. */
  payerLink?: {
    /** Its address, to copy; absent when the API no longer shows it (it is single-use and secret). */
    url?: string;
    expiresAt: Date;
    /** Whether it was mailed to the payer (the checkout knew their e-mail address). */
    mailed: boolean;
  };
  /** The transfer that pays it, once sent or given. */
  txHash: string | null;
  from: string | null;
  /** Blocks on the transfer, and how many make it final. */
  confirmations?: { count: number; required: number };
  /** Why the watcher has not confirmed it yet, or why it failed. */
  problem?: RefundProblem | null;
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

/** What is left to refund of a payment of `paid` units, after its refunds (never below zero). */
export function unitsLeft(paid: string, refunds: readonly Pick<RefundView, 'state' | 'amount'>[]): bigint {
  const refunded = refunds
    .filter((refund) => isRefundState(refund.state, REFUND_COUNTING_STATES))
    .reduce((sum, refund) => sum + BigInt(refund.amount.units), 0n);
  const left = BigInt(paid) - refunded;
  return left > 0n ? left : 0n;
}

/** An amount of a price currency written for a locale: `"12,50 €"`, `"R$ 12,50"`, `"¥1,250"`. */
export function formatPrice(amount: MoneyAmount, locale: string): string {
  return formatMoney(locale, amount.minor, amount.currency);
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
