/**
 * The on-ramp of cards and bank transfers, behind one interface. A payer without crypto buys the
 * exact token amount of an open checkout session from the provider, on the session's network,
 * delivered to the session's address, under a partner order id of ours; the provider reports the
 * order's states by signed webhook. Meridian then sees an ordinary payment on chain: the watcher
 * matches it to the session as any other, so nothing after it changes.
 *
 * Two providers: the sandbox served by this API outside production (`sandbox.ts`), which pays
 * from a funded account of the local chain, and Transak (`transak.ts`).
 */
import type { OnrampCountry, OnrampMethod, OnrampOrderState } from '@meridian/contract';

/** What a session asks to be bought, as the provider needs it. */
export interface OnrampPurchase {
  /** The token's symbol (`GLMR`, `USDC`...) and its contract (null: the chain's coin). */
  token: { symbol: string; contract: string | null; decimals: number };
  /** The session's chain and the environment it belongs to. */
  chainId: number;
  /** Exactly the session's amount, in the token's smallest unit. */
  amount: string;
  /** The session's address (EIP-55). */
  payTo: string;
}

export interface OnrampQuoteInput extends OnrampPurchase {
  method: OnrampMethod;
  /** The session's price: its currency (ISO 4217) and amount in that currency's minor units. */
  currency: string;
  priceMinor: number;
}

/** The provider's fee for a purchase, in the price's currency. */
export interface OnrampQuote {
  feeMinor: number;
  /** The price and the fee. */
  totalMinor: number;
}

export interface CreateOrderInput extends OnrampQuoteInput {
  /** Our order id, sent as the partner order id and named back in the webhooks. */
  partnerOrderId: string;
  country: string;
  /** The checkout page, where the provider's page sends the payer back. */
  returnUrl: string;
  /** The payer's e-mail address when the checkout has it. */
  email: string | null;
  /** Until when the session's price holds. */
  expiresAt: Date;
}

export interface CreatedOrder {
  /** The provider's own order id when it gives one at creation (null: it comes with the webhooks). */
  providerOrderId: string | null;
  /** The provider's hosted page the payer is sent to. */
  redirectUrl: string;
}

/** An order's state as the provider reports it (webhook or read). */
export interface OrderReport {
  partnerOrderId: string;
  providerOrderId: string | null;
  state: OnrampOrderState;
  /**
   * The hash of the delivery's transaction, once the provider tells it: the session takes that
   * transaction as its own whatever its amount (a delivery short of fees is underpaid, not a
   * stranger's payment).
   */
  txHash: string | null;
}

/** A webhook whose signature does not check, or whose content cannot be read: refused (401). */
export class OnrampSignatureError extends Error {}

/** The provider could not be reached or answered what it should not. */
export class OnrampProviderError extends Error {}

export interface OnrampProvider {
  /** `sandbox` or `transak`: stored with each order. */
  readonly id: string;
  /** Its name as the payer reads it. */
  readonly name: string;
  readonly sandbox: boolean;
  /** Whether it sells this token on this chain. */
  supports(purchase: Pick<OnrampPurchase, 'token' | 'chainId'>): Promise<boolean>;
  /** The countries it serves and the methods a payer there can use. */
  countries(): Promise<OnrampCountry[]>;
  /** Its fee for a purchase. */
  quote(input: OnrampQuoteInput): Promise<OnrampQuote>;
  /** Creates the order (or its hosted page) for a session. */
  createOrder(input: CreateOrderInput): Promise<CreatedOrder>;
  /** Checks a webhook's signature and reads the order's state from it; throws OnrampSignatureError. */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<OrderReport>;
  /** Reads an order at the provider, by its own id. */
  getOrder(providerOrderId: string): Promise<OrderReport>;
}

/** The final states: an order there never moves again. */
export const FINAL_ORDER_STATES: readonly OnrampOrderState[] = [
  'completed',
  'failed',
  'cancelled',
  'expired',
  'refunded',
];

/** Whether `next` may follow `current` (states only move forward; a final one stays). */
export function orderMoves(current: OnrampOrderState, next: OnrampOrderState): boolean {
  if (current === next || FINAL_ORDER_STATES.includes(current)) return false;
  return !(current === 'pending' && next === 'created');
}

/** How many minor-unit digits a currency has (2 for EUR, 0 for JPY), as Intl knows it. */
export function minorDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}
