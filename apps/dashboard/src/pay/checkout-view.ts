/**
 * How the checkout page turns the API's answers (the link's public face, the session, a refusal)
 * into what the Checkout and PaymentDone screens show. Plain functions, tested alone.
 */
import {
  COUNTRY_CODES,
  DEFAULT_CURRENCY,
  formatMinor,
  isUuid,
  parseMinor,
  parseUsdCents,
  sessionProgress,
  type BillingDetails,
  type Currency,
  type CheckoutLink as CheckoutLinkAnswer,
  type CheckoutSession,
  type OpenCheckoutRequest,
  type WalletErrorKey,
} from '@meridian/contract';
import { isApiError } from '@meridian/data';
import type {
  CheckoutLink,
  CheckoutNetwork,
  CheckoutQuote,
  CheckoutStartSubmission,
  CheckoutState,
  CheckoutToken,
  PaymentReceipt,
} from '@meridian/screens';

/** `/pay/k3v9QmTx2bLp8RwZ` -> `k3v9QmTx2bLp8RwZ`; null when the path names no link. */
export function slugFromPath(pathname: string): string | null {
  const match = /^\/pay\/([^/]+)\/?$/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** The session the page's address names (`/pay/{slug}?session={id}`), if it names one (a UUID). */
export function sessionFromSearch(search: string): string | undefined {
  const id = new URLSearchParams(search).get('session');
  return isUuid(id) ? id : undefined;
}

/**
 * The page's address while it follows `sessionId` (none: the link's own address), keeping the
 * rest of the query and the hash: the address alone names the open session, for a reload, the
 * payer's other device or `pnpm demo:pay`.
 */
export function addressWithSession(href: string, sessionId: string | undefined): string {
  return addressWith(href, { session: sessionId });
}

/**
 * Where the payer stands, as the page's address holds it: the donation's amount chosen
 * (`?amount=25.00`) and the session followed (`?session={id}`). Each step has its address, so
 * that the browser's Back steps back within the checkout and a reload stays on the step.
 */
export interface CheckoutAddress {
  session?: string | undefined;
  /** The donation's amount in minor units of `currency` (whole yen for JPY). */
  amountCents?: number | undefined;
  /** The link's currency, the digits the address writes the amount in. Default US dollars. */
  currency?: Currency;
}

/** `href` with the parameters `changes` names set (or removed when undefined), the rest kept. */
export function addressWith(href: string, changes: CheckoutAddress): string {
  const url = new URL(href);
  const set = (name: string, value: string | undefined) => {
    if (value) url.searchParams.set(name, value);
    else url.searchParams.delete(name);
  };
  if ('session' in changes) set('session', changes.session);
  if ('amountCents' in changes) {
    const currency = changes.currency ?? DEFAULT_CURRENCY;
    set('amount', changes.amountCents === undefined ? undefined : formatMinor(changes.amountCents, currency));
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The donation's amount the address names (`?amount=25.00`, `?amount=2500` in yen), in minor
 * units of the link's `currency`; none when it names none, garbage or more decimals than the
 * currency has.
 */
export function amountFromSearch(search: string, currency: Currency = DEFAULT_CURRENCY): number | undefined {
  const amount = new URLSearchParams(search).get('amount');
  const minor = amount ? parseMinor(amount, currency) : null;
  return minor && minor > 0 ? minor : undefined;
}

export function networkView(chain: CheckoutLinkAnswer['chain']): CheckoutNetwork {
  return { chainId: chain.id, name: chain.name };
}

const minor = (amount: string | null, currency: Currency) =>
  amount === null ? undefined : (parseMinor(amount, currency) ?? undefined);

export function linkView(link: CheckoutLinkAnswer): CheckoutLink {
  const vatRate = link.options.includeVat && link.options.vatRate ? Number(link.options.vatRate) : undefined;
  return {
    type: link.type,
    name: link.name,
    // What the payment is for; the link's message for after the payment is the payment-done page's.
    ...(link.summary ? { message: link.summary } : {}),
    environment: link.environment,
    currency: link.currency,
    amountCents: minor(link.amount, link.currency),
    collect: {
      email: link.options.collectEmail,
      billing: link.options.collectBillingDetails,
      ...(vatRate ? { vatRate } : {}),
    },
    minimumCents: minor(link.minimumAmount, link.currency),
    suggestedCents: link.suggestedAmounts.map((amount) => parseMinor(amount, link.currency) ?? 0),
  };
}

export function tokenView(token: CheckoutLinkAnswer['tokens'][number]): CheckoutToken {
  return { symbol: token.symbol, decimals: token.decimals, ...(token.contract ? { contract: token.contract } : {}) };
}

export function quoteView(session: CheckoutSession): CheckoutQuote {
  return {
    token: tokenView(session.token),
    amount: { units: session.amount, decimals: session.token.decimals, symbol: session.token.symbol },
    payTo: session.payTo,
    subtotalCents: session.subtotalCents,
    vatCents: session.vatCents,
    totalCents: session.totalCents,
    expiresAt: new Date(session.expiresAt),
    sandboxRate: session.rateSandbox,
  };
}

/** What is still to send: the amount less what arrived (the whole amount before anything did). */
export function amountDue(session: CheckoutSession): bigint {
  const due = BigInt(session.amount) - BigInt(session.received);
  return due > 0n ? due : 0n;
}

/**
 * A country as typed (`PT`, `pt`, `Portugal`, `Portugal` in the page's language) as its ISO code;
 * what is not one is sent as typed, and the API names the field.
 */
export function countryCode(value: string, locale: string): string {
  const typed = value.trim();
  const upper = typed.toUpperCase();
  if ((COUNTRY_CODES as readonly string[]).includes(upper)) return upper;
  const names = [
    new Intl.DisplayNames([locale], { type: 'region' }),
    new Intl.DisplayNames(['en'], { type: 'region' }),
  ];
  const wanted = typed.toLocaleLowerCase(locale);
  const found = COUNTRY_CODES.find((code) => names.some((name) => name.of(code)?.toLocaleLowerCase(locale) === wanted));
  return found ?? typed;
}

/**
 * The screen's first step (token, e-mail, billing) and the donation's amount (minor units of the
 * link's `currency`) as the API's request.
 */
export function openRequest(
  choice: CheckoutStartSubmission,
  donationCents: number | undefined,
  locale: string,
  currency: Currency = DEFAULT_CURRENCY,
): OpenCheckoutRequest {
  const { details } = choice;
  const request: OpenCheckoutRequest = { token: choice.token };
  if (donationCents !== undefined) request.amount = formatMinor(donationCents, currency);
  if (details.email) request.email = details.email;
  if (details.name !== undefined) {
    const billing = {
      name: details.name,
      street: details.address ?? '',
      city: details.city ?? '',
      country: countryCode(details.country ?? '', locale),
      ...(details.postalCode ? { postalCode: details.postalCode } : {}),
    };
    request.billing = billing as BillingDetails;
    if (details.vatId) request.vatNumber = details.vatId;
  }
  return request;
}

/** Why opening a session was refused, as the state the page shows; null when the page only reports a failure. */
export function refusedState(error: unknown): CheckoutState | null {
  if (!isApiError(error)) return null;
  switch (error.code) {
    case 'RATE_UNAVAILABLE':
      return { state: 'rateUnavailable' };
    case 'LINK_UNAVAILABLE':
      return { state: 'linkUnavailable', reason: 'disabled' };
    case 'CHECKOUT_EXPIRED':
      // A store's checkout that expired (or was ended) while the payer was choosing: final.
      return { state: 'checkoutExpired' };
    case 'TIER_LIMIT_EXCEEDED': {
      const limit = error.tierLimit;
      return {
        state: 'aboveLimit',
        limitCents: (limit && parseUsdCents(limit.limit)) ?? 0,
        period: limit?.period ?? 'payment',
      };
    }
    default:
      return null;
  }
}

/** The link's own state before any session: not payable (and why), or the first step. */
export function linkState(link: CheckoutLinkAnswer, donationCents: number | undefined): CheckoutState {
  if (link.status === 'unavailable') return { state: 'linkUnavailable', reason: 'disabled' };
  if (link.status === 'expired') return { state: 'checkoutExpired' };
  if (link.status === 'above_limit') {
    return {
      state: 'aboveLimit',
      limitCents: (link.tierLimit && parseUsdCents(link.tierLimit.limit)) ?? 0,
      period: link.tierLimit?.period ?? 'payment',
    };
  }
  if (link.type === 'donation' && donationCents === undefined) return { state: 'donationAmount' };
  return { state: 'chooseToken', tokens: link.tokens.map(tokenView) };
}

/** Where the payer is with a wallet, beside the session's own state. */
export type WalletStep =
  | { step: 'qr'; walletError?: WalletErrorKey }
  | { step: 'connect'; connectors: { id: string; name: string }[]; connecting?: string }
  | { step: 'wrongNetwork'; walletNetwork: string }
  | { step: 'switchRejected' }
  | { step: 'sending' }
  | { step: 'sent'; txHash: string };

/** The session's transaction: the one bound to it, else the last one seen, else the one the wallet sent. */
function sessionTxHash(session: CheckoutSession, sent: string | undefined): string {
  return session.transactionHash ?? session.payments.at(-1)?.txHash ?? sent ?? '';
}

/**
 * What the screen shows for a session: the payment's progress as the contract decides it
 * (`sessionProgress`: processing is Confirming, paid late or short say so, expiry once its time
 * is up), else the wallet's step.
 * A paid session on time is the payment-done page's (`isDone`).
 */
export function sessionState(session: CheckoutSession, wallet: WalletStep, now: Date): CheckoutState {
  const quote = quoteView(session);
  const sent = wallet.step === 'sent' ? wallet.txHash : undefined;
  const progress = sessionProgress(session, now);
  // Money that came after the session expired never pays it: the page says it came late (the
  // merchant holds it and will be in touch), and offers no new price to pay twice.
  if (progress === 'paidLate' || progress === 'paid') {
    return { state: progress, quote, txHash: sessionTxHash(session, sent), paymentId: session.id };
  }
  if (progress === 'confirming') {
    const counted = session.confirmations;
    return {
      state: 'confirming',
      quote,
      txHash: sessionTxHash(session, sent),
      confirmations: counted ? { count: counted.count, required: counted.required } : { finality: true },
    };
  }
  if (progress === 'underpaid') {
    return {
      state: 'underpaid',
      quote,
      received: { units: session.received, decimals: session.token.decimals, symbol: session.token.symbol },
    };
  }
  if (progress === 'expired') return { state: 'expired', quote };
  switch (wallet.step) {
    case 'qr':
      return { state: 'awaitingPayment', quote, ...(wallet.walletError ? { walletError: wallet.walletError } : {}) };
    case 'connect':
      return {
        state: 'connectWallet',
        quote,
        connectors: wallet.connectors,
        ...(wallet.connecting ? { connecting: wallet.connecting } : {}),
      };
    case 'wrongNetwork':
      return { state: 'wrongNetwork', quote, walletNetwork: wallet.walletNetwork };
    case 'switchRejected':
      return { state: 'switchRejected', quote };
    case 'sending':
      return { state: 'sending', quote };
    case 'sent':
      return { state: 'confirming', quote, txHash: wallet.txHash, confirmations: { finality: true } };
  }
}

/** The payment-done page's receipt for a paid session: what, when, how much, and the transaction. */
export function receiptView(session: CheckoutSession, link: CheckoutLink, network: CheckoutNetwork): PaymentReceipt {
  const hash = sessionTxHash(session, undefined);
  return {
    paymentId: session.id,
    item: session.linkName,
    paidAt: new Date(session.paidAt ?? session.createdAt),
    currency: session.currency,
    subtotalCents: session.subtotalCents,
    ...(session.vatCents > 0 ? { vat: { rate: link.collect.vatRate ?? 0, cents: session.vatCents } } : {}),
    totalCents: session.totalCents,
    paid: { units: session.received, decimals: session.token.decimals, symbol: session.token.symbol },
    rate: { rate: session.rate, source: session.rateSource, at: new Date(session.rateAt) },
    ...(hash
      ? {
          transaction: { hash, network: network.name, chainId: network.chainId },
        }
      : {}),
  };
}
