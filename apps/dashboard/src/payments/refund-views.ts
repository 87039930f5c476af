/**
 * How the payment's page turns the API's answers (the payment, its refunds, what it received
 * and can still give back) into what the PaymentDetail screen shows. Plain functions.
 */
import {
  CURRENCY_DIGITS,
  EVM_CHAINS,
  REFUND_LINK_LIFETIME_MS,
  type Payment,
  type PaymentRefundsResponse,
  type Refund,
  type RefundableAmount,
} from '@meridian/contract';
import type { PaymentDetailView, RateView, RefundView } from '@meridian/screens';
import { paymentView } from '../payment-links/payments';
import { priceOf } from './refund-price';

/**
 * The rate the payment was locked at, as the price it brought in over its token amount (to 18
 * decimals): the dialog converts typed prices with it; the API converts again at its own.
 */
export function rateOf(paid: RefundableAmount, decimals: number): RateView | null {
  const price = priceOf(paid.priceAmount, paid.currency);
  const units = BigInt(paid.amount);
  if (!price || units === 0n || price.minor === 0) return null;
  const digits = 18;
  const scaled =
    (BigInt(price.minor) * 10n ** BigInt(decimals) * 10n ** BigInt(digits)) /
    (units * 10n ** BigInt(CURRENCY_DIGITS[price.currency]));
  const text = scaled.toString().padStart(digits + 1, '0');
  const rate = `${text.slice(0, -digits)}.${text.slice(-digits)}`.replace(/\.?0+$/, '');
  return { rate, currency: price.currency };
}

/** A chain's name in words, by its id. */
export function chainName(chainId: number): string {
  return Object.values(EVM_CHAINS).find((chain) => chain.id === chainId)?.name ?? String(chainId);
}

/** A refund as the payment's page shows it; `payerUrl` is its payer's link while this page was told it. */
export function refundView(refund: Refund, payerUrl?: string): RefundView {
  return {
    id: refund.id,
    state: refund.state,
    amount: { units: refund.amount, decimals: refund.token.decimals, symbol: refund.token.symbol },
    price: priceOf(refund.priceAmount, refund.currency),
    address: refund.address,
    payerLink: refund.linkExpiresAt
      ? { url: payerUrl, expiresAt: new Date(refund.linkExpiresAt), mailed: refund.linkMailed }
      : payerUrl
        ? { url: payerUrl, expiresAt: new Date(Date.parse(refund.createdAt) + REFUND_LINK_LIFETIME_MS), mailed: false }
        : undefined,
    txHash: refund.txHash,
    from: refund.from,
    confirmations: refund.confirmations ?? undefined,
    problem: refund.problem,
    createdAt: new Date(refund.createdAt),
    confirmedAt: refund.confirmedAt ? new Date(refund.confirmedAt) : undefined,
  };
}

/** The payment as its page shows it, with its price and rate once its refunds are known. */
export function paymentDetailView(
  payment: Payment,
  refunds: PaymentRefundsResponse | undefined,
  links: { link?: string },
): PaymentDetailView {
  return {
    ...paymentView(payment),
    environment: payment.environment,
    network: { network: 'moonbeam', chainId: payment.chainId, name: chainName(payment.chainId) },
    price: refunds ? priceOf(refunds.paid.priceAmount, refunds.paid.currency) : null,
    rate: refunds ? rateOf(refunds.paid, payment.token.decimals) : null,
    link: payment.session && links.link ? { name: payment.session.linkName, href: links.link } : undefined,
  };
}
