import type { Currency, Environment, LinkType, WalletErrorKey } from '@meridian/contract';
import type { TokenAmount } from '../common/tokenAmount';

export type { TokenAmount } from '../common/tokenAmount';

/** The chain a payment is made on, as the payer reads it. */
export interface CheckoutNetwork {
  chainId: number;
  /** Its name in words: `Moonbeam`, `Moonbase Alpha`, `Local test chain`. */
  name: string;
}

/** A token the payer can pay with. */
export interface CheckoutToken {
  symbol: string;
  decimals: number;
  /** The ERC-20 contract address; none for the chain's own coin. */
  contract?: string;
}

/** What the link asks of the payer before they pay. */
export interface CheckoutCollect {
  email: boolean;
  billing: boolean;
  /** The VAT rate in percent added to the price (`21`), or none. */
  vatRate?: number;
}

/** The payment link as its public page shows it. */
export interface CheckoutLink {
  type: LinkType;
  /** What is paid for. */
  name: string;
  /** The merchant's message to the payer. */
  message?: string;
  environment: Environment;
  /** The currency the link prices in; every amount below, and the session's, is in its minor units. */
  currency: Currency;
  /** The price before VAT; none for donations. */
  amountCents?: number;
  collect: CheckoutCollect;
  /** Donations: the smallest amount taken and the amounts offered. */
  minimumCents?: number;
  suggestedCents?: number[];
}

/** What the session has fixed: the price, the token amount and where it goes, until when. */
export interface CheckoutQuote {
  token: CheckoutToken;
  /** The exact amount to send, unique to this session. */
  amount: TokenAmount;
  /** The address the payment goes to (EIP-55). */
  payTo: string;
  subtotalCents: number;
  vatCents: number;
  totalCents: number;
  /** Until when the rate holds. */
  expiresAt: Date;
  /** Whether the rate comes from the sandbox provider (test payments), and is labelled so. */
  sandboxRate: boolean;
}

/** The payer's details, as far as the link asks for them. */
export interface CheckoutDetails {
  email: string;
  name: string;
  address: string;
  postalCode: string;
  city: string;
  country: string;
  vatId: string;
}

/** The wallet connectors the page offers. */
export interface CheckoutConnector {
  id: string;
  name: string;
}

/** How the payment is confirmed: by counting blocks, or by waiting for the chain's finality. */
export type CheckoutConfirmations = { count: number; required: number } | { finality: true };

/** Why the page cannot take a payment now, or where a started one stands. */
export type CheckoutState =
  | { state: 'donationAmount' }
  | { state: 'chooseToken'; tokens: CheckoutToken[] }
  | { state: 'awaitingPayment'; quote: CheckoutQuote; walletError?: WalletErrorKey }
  | { state: 'connectWallet'; quote: CheckoutQuote; connectors: CheckoutConnector[]; connecting?: string }
  | { state: 'wrongNetwork'; quote: CheckoutQuote; walletNetwork: string }
  | { state: 'switchRejected'; quote: CheckoutQuote }
  | { state: 'sending'; quote: CheckoutQuote }
  | { state: 'confirming'; quote: CheckoutQuote; txHash: string; confirmations: CheckoutConfirmations }
  | { state: 'paid'; quote: CheckoutQuote; txHash: string; paymentId: string }
  | { state: 'expired'; quote: CheckoutQuote }
  | { state: 'paidLate'; quote: CheckoutQuote; txHash: string; paymentId: string }
  | { state: 'underpaid'; quote: CheckoutQuote; received: TokenAmount }
  | { state: 'rateUnavailable' }
  | { state: 'linkUnavailable'; reason: 'disabled' | 'archived' }
  | { state: 'checkoutExpired' }
  | { state: 'aboveLimit'; limitCents: number; period: 'payment' | 'month' };

export type CheckoutStateName = CheckoutState['state'];
