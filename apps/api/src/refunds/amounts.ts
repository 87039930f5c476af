/**
 * What a payment can give back: the payment a refund is made for (confirmed, of a checkout of the
 * workspace), its locked rate, and the amount asked for, in the token and in the price currency.
 */
import {
  CURRENCY_DIGITS,
  formatMinor,
  minorToTokenUnits,
  parseMinor,
  parseTokenUnits,
  REFUND_COUNTING_STATES,
  tokenUnitsToMinor,
  type CreateRefundRequest,
  type Currency,
  type Environment,
  type RefundableAmount,
} from '@meridian/contract';
import { and, eq, inArray, sum } from 'drizzle-orm';
import type { Db } from '../db/database';
import { checkoutSessions, payments, refunds, type CheckoutSessionRow, type PaymentRow } from '../db/schema';
import { ApiError } from '../http/errors';

/** Where a refund's payment is looked for: the workspace and, through `/v1`, the key's mode. */
export interface RefundScope {
  companyId: string;
  mode?: Environment;
}

/** The payment's locked rate: price currency units per token. */
export interface PaymentRate {
  currency: Currency;
  rate: string;
}

/**
 * The rate a payment was priced at, locked when the payer opened its checkout: its own copy, or
 * for a payment that came late (it copies none) the session it was meant for.
 */
export function paymentRate(
  payment: Pick<PaymentRow, 'currency' | 'rate'>,
  session: Pick<CheckoutSessionRow, 'currency' | 'rate'>,
): PaymentRate {
  return payment.currency && payment.rate
    ? { currency: payment.currency, rate: payment.rate }
    : { currency: session.currency, rate: session.rate };
}

/** The payment `id` of the scope, and the session it paid (or was meant for, when it came late). */
export async function scopedPayment(
  tx: Db,
  scope: RefundScope,
  id: string,
): Promise<{ payment: PaymentRow; session: CheckoutSessionRow | undefined } | undefined> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.id, id),
        eq(payments.companyId, scope.companyId),
        scope.mode ? eq(payments.environment, scope.mode) : undefined,
      ),
    )
    .limit(1);
  if (!payment) return undefined;
  const sessionId = payment.sessionId ?? payment.lateSessionId;
  const [session] = sessionId
    ? await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId)).limit(1)
    : [];
  return { payment, session };
}

/** What the payment's refunds that count (not cancelled, not failed) add up to, in the token's smallest unit. */
export async function refundedUnits(tx: Db, paymentId: string): Promise<bigint> {
  const [row] = await tx
    .select({ total: sum(refunds.amount) })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), inArray(refunds.state, [...REFUND_COUNTING_STATES])));
  return BigInt(row?.total ?? '0');
}

/** A token amount as the answer shows it: the units, and the same in the price currency. */
export function amountOf(
  units: bigint,
  payment: Pick<PaymentRow, 'tokenDecimals'>,
  rate: PaymentRate,
): RefundableAmount {
  const minor = tokenUnitsToMinor(units, payment.tokenDecimals, rate.rate, rate.currency);
  return { amount: units.toString(), priceAmount: formatMinor(minor, rate.currency), currency: rate.currency };
}

function invalidAmount(field: 'amount' | 'currency', code: string, message: string): ApiError {
  return new ApiError('VALIDATION_FAILED', { message, details: [{ field, code: code as 'invalid', message }] });
}

/**
 * The amount a refund asks for, in the token's smallest unit and in minor units of the price
 * currency: all that remains when none is given; an amount in the price currency is converted at
 * the payment's rate. More than remains is REFUND_EXCEEDS_PAYMENT.
 */
export function requestedAmount(
  body: Pick<CreateRefundRequest, 'amount' | 'currency'>,
  payment: Pick<PaymentRow, 'tokenDecimals' | 'tokenSymbol'>,
  rate: PaymentRate,
  remaining: bigint,
): { units: bigint; minor: number } {
  let units: bigint;
  let minor: number;
  const text = body.amount?.trim();
  if (text === undefined) {
    units = remaining;
    minor = tokenUnitsToMinor(units, payment.tokenDecimals, rate.rate, rate.currency);
  } else if (body.currency !== undefined) {
    if (body.currency !== rate.currency) {
      throw invalidAmount('currency', 'not_allowed', `This payment was priced in ${rate.currency}`);
    }
    const parsed = parseMinor(text, rate.currency);
    if (parsed === null) {
      const digits = CURRENCY_DIGITS[rate.currency];
      throw invalidAmount('amount', 'too_many_decimals', `Use at most ${digits} decimals in ${rate.currency}`);
    }
    minor = parsed;
    units = minorToTokenUnits(minor, rate.currency, rate.rate, payment.tokenDecimals) ?? 0n;
  } else {
    const parsed = parseTokenUnits(text, payment.tokenDecimals);
    if (parsed === null) {
      throw invalidAmount(
        'amount',
        'too_many_decimals',
        `Use at most ${payment.tokenDecimals} decimals in ${payment.tokenSymbol}`,
      );
    }
    units = parsed;
    minor = tokenUnitsToMinor(units, payment.tokenDecimals, rate.rate, rate.currency);
  }
  if (units <= 0n && remaining > 0n) throw invalidAmount('amount', 'out_of_range', 'Enter an amount above zero');
  if (units > remaining || remaining <= 0n) {
    throw new ApiError('REFUND_EXCEEDS_PAYMENT', {
      message:
        remaining > 0n
          ? 'The refund is more than the payment can still give back.'
          : 'The payment has nothing left to give back.',
      refundable: amountOf(remaining, payment, rate),
    });
  }
  return { units, minor };
}
