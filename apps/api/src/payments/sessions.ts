/**
 * Checkout sessions (docs/product.md, "Checkout"): a link's public face, opening a session at
 * a locked rate with an amount unique on its payout address, reading it, and binding the
 * transaction the payer's wallet sent once its receipt shows it pays the session.
 *
 * A session's state is worked out from its payments (`settleSession`): what arrived and counts
 * (pending or confirmed transfers), whether it is final, and when it came. The watcher and the
 * routes call it after every change, so the stored state is always the one the payments give.
 */
import { createHash, randomInt, randomUUID } from 'node:crypto';
import {
  CHECKOUT_OPEN_SESSIONS,
  formatUsdCents,
  LATE_PAYMENT_WINDOW_MS,
  parseUsdCents,
  paymentUri,
  SESSION_LIFETIME_MS,
  TIER_LIMITS,
  tierThatAllows,
  withinPaymentCap,
  type CheckoutLink,
  type CheckoutSession,
  type CheckoutTierLimit,
  type FieldError,
  type OpenCheckoutRequest,
  type SessionException,
  type SessionState,
  type Tier,
} from '@meridian/contract';
import { and, asc, desc, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import type { ChainConfig, ChainToken } from '../chain/chains';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import {
  chainCursors,
  checkoutSessions,
  companies,
  paymentLinks,
  payments,
  wallets,
  type CheckoutSessionRow,
  type PaymentRow,
} from '../db/schema';
import { lockEvents, recordSessionChange, recordSessionOpened } from '../events/record';
import { ApiError } from '../http/errors';
import { formatVatRate, TIER_NAMES, vatCentsOf } from '../money/links';
import { isUuid } from '../workspaces/access';
import { companyTier } from '../workspaces/views';
import { centsToUnits, RateUnavailableError } from './rates';

/** The unique offset added to a session's amount: 1 to 9,999 units of 10^-6 token. */
export const OFFSET_MAX = 9999;

/** One offset step in a token's units: 10^-6 token (1 unit for tokens with 6 decimals or fewer). */
export function offsetUnit(decimals: number): bigint {
  return 10n ** BigInt(Math.max(decimals - 6, 0));
}

/** The token of a chain named by its symbol (any case), or undefined. */
export function chainToken(chain: ChainConfig, symbol: string): ChainToken | undefined {
  const wanted = symbol.trim().toUpperCase();
  return chain.tokens.find((token) => token.symbol.toUpperCase() === wanted);
}

function checkoutChain(chain: ChainConfig) {
  return { id: chain.id, name: chain.label, test: chain.name !== 'moonbeam' };
}

function tokens(chain: ChainConfig) {
  return chain.tokens.map((token) => ({ symbol: token.symbol, contract: token.address, decimals: token.decimals }));
}

interface LinkFace {
  link: typeof paymentLinks.$inferSelect;
  merchantName: string;
  tier: Tier;
  wallet: { address: string; network: string; verifiedAt: Date | null } | null;
}

async function linkBySlug(db: Db, slug: string): Promise<LinkFace> {
  // Slugs are base64url; anything else names no link.
  if (!/^[\w-]{1,64}$/.test(slug)) throw new ApiError('NOT_FOUND');
  const [row] = await db
    .select({
      link: paymentLinks,
      merchantName: companies.name,
      domainVerifiedAt: companies.domainVerifiedAt,
      walletAddress: wallets.address,
      walletNetwork: wallets.network,
      walletVerifiedAt: wallets.verifiedAt,
    })
    .from(paymentLinks)
    .innerJoin(companies, eq(companies.id, paymentLinks.companyId))
    .leftJoin(wallets, eq(wallets.id, paymentLinks.payoutWalletId))
    .where(eq(paymentLinks.slug, slug))
    .limit(1);
  if (!row) throw new ApiError('NOT_FOUND');
  return {
    link: row.link,
    merchantName: row.merchantName,
    tier: companyTier({ domainVerifiedAt: row.domainVerifiedAt }),
    wallet:
      row.walletAddress === null || row.walletNetwork === null
        ? null
        : { address: row.walletAddress, network: row.walletNetwork, verifiedAt: row.walletVerifiedAt },
  };
}

/** Whether a link takes payments: active, paying to a Moonbeam wallet (verified for a live link). */
function usable(face: LinkFace): boolean {
  const { link, wallet } = face;
  return (
    link.status === 'active' &&
    wallet !== null &&
    wallet.network === 'moonbeam' &&
    (link.environment !== 'live' || wallet.verifiedAt !== null)
  );
}

/** The per-payment cap a price is above, or null. */
function paymentCapProblem(tier: Tier, cents: number): CheckoutTierLimit | null {
  const cap = TIER_LIMITS[tier].perPaymentCents;
  if (cap === undefined || withinPaymentCap(tier, cents)) return null;
  return { tier, limit: formatUsdCents(cap), period: 'payment', requiredTier: tierThatAllows(tier, cents) };
}

/** The USD cents a workspace's paid sessions took in the calendar month (UTC) of `now`. */
async function monthVolume(db: Db, companyId: string, now: Date): Promise<number> {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const [row] = await db
    .select({ total: sql<string | null>`sum(${checkoutSessions.totalCents})` })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.companyId, companyId),
        eq(checkoutSessions.state, 'paid'),
        gte(checkoutSessions.paidAt, start),
        lt(checkoutSessions.paidAt, end),
      ),
    );
  return Number(row?.total ?? 0);
}

/** The monthly cap a new payment would cross, or null (tiers without one never do). */
export function monthlyCapProblem(tier: Tier, monthCents: number, cents: number): CheckoutTierLimit | null {
  const cap = TIER_LIMITS[tier].monthlyCents;
  if (cap === undefined || monthCents + cents <= cap) return null;
  return { tier, limit: formatUsdCents(cap), period: 'month', requiredTier: tierThatAllows(tier, monthCents + cents) };
}

function tierError(limit: CheckoutTierLimit, cents: number): ApiError {
  const tierName = TIER_NAMES[limit.tier as Tier];
  const required = limit.requiredTier ? TIER_NAMES[limit.requiredTier as Tier] : null;
  const what =
    limit.period === 'payment'
      ? `${tierName} workspaces take payments of up to $${limit.limit}`
      : `${tierName} workspaces take up to $${limit.limit} a month`;
  return new ApiError('TIER_LIMIT_EXCEEDED', {
    message: `${what}; ${required ? `this payment needs ${required}.` : 'no tier allows this payment.'}`,
    tierLimit: {
      tier: limit.tier,
      limit: limit.limit,
      amount: formatUsdCents(cents),
      requiredTier: limit.requiredTier,
      period: limit.period,
    },
  });
}

/** GET /checkout/{slug}: the link's public face. */
export async function checkoutLink(app: AppContext, slug: string): Promise<CheckoutLink> {
  const db = app.database.db;
  const face = await linkBySlug(db, slug);
  const { link } = face;
  const chain = app.config.chains[link.environment];
  let sessionId: string | null = null;
  let paid = false;
  if (link.type === 'dynamic') {
    const [session] = await db
      .select({ id: checkoutSessions.id, state: checkoutSessions.state })
      .from(checkoutSessions)
      .where(eq(checkoutSessions.linkId, link.id))
      .orderBy(desc(checkoutSessions.createdAt))
      .limit(1);
    sessionId = session?.id ?? null;
    paid = session?.state === 'paid';
  }
  // A fixed price is above the cap when what the payer pays (VAT included) is.
  const tierLimit =
    link.amountCents === null
      ? null
      : paymentCapProblem(face.tier, priceOf(Number(link.amountCents), link.vatRateBp).totalCents);
  const status = !usable(face) ? 'unavailable' : paid ? 'paid' : tierLimit ? 'above_limit' : 'usable';
  return {
    slug: link.slug,
    merchantName: face.merchantName,
    name: link.name,
    type: link.type,
    summary: link.summary,
    amount: link.amountCents === null ? null : formatUsdCents(Number(link.amountCents)),
    minimumAmount: link.minimumCents === null ? null : formatUsdCents(Number(link.minimumCents)),
    suggestedAmounts: link.suggestedCents.map((cents) => formatUsdCents(Number(cents))),
    options: {
      collectEmail: link.collectEmail,
      collectBillingDetails: link.collectBilling,
      includeVat: link.vatRateBp !== null,
      vatRate: link.vatRateBp === null ? null : formatVatRate(link.vatRateBp),
    },
    environment: link.environment,
    chain: checkoutChain(chain),
    tokens: tokens(chain),
    status,
    tierLimit: status === 'above_limit' ? tierLimit : null,
    sessionId,
  };
}

function fieldError(field: string, code: FieldError['code'], message: string): FieldError {
  return { field, code, message };
}

/** The fields the link asks for, and only those: one detail per field wrong. */
function checkFields(link: LinkFace['link'], body: OpenCheckoutRequest, chain: ChainConfig): FieldError[] {
  const problems: FieldError[] = [];
  if (!chainToken(chain, body.token)) {
    problems.push(
      fieldError('token', 'invalid', `Pay with one of ${chain.tokens.map((token) => token.symbol).join(', ')}`),
    );
  }
  if (link.type === 'donation') {
    if (body.amount === undefined) problems.push(fieldError('amount', 'required', 'Enter the amount to give'));
    else if (link.minimumCents !== null && (parseUsdCents(body.amount) ?? 0) < Number(link.minimumCents)) {
      problems.push(
        fieldError('amount', 'out_of_range', `Give at least ${formatUsdCents(Number(link.minimumCents))} USD`),
      );
    }
  } else if (body.amount !== undefined) {
    problems.push(fieldError('amount', 'not_allowed', 'The link sets the amount'));
  }
  if (link.collectEmail && body.email === undefined) {
    problems.push(fieldError('email', 'required', 'Enter your e-mail address'));
  } else if (!link.collectEmail && body.email !== undefined) {
    problems.push(fieldError('email', 'not_allowed', 'This link does not ask for an e-mail address'));
  }
  if (link.collectBilling && body.billing === undefined) {
    problems.push(fieldError('billing', 'required', 'Enter your billing details'));
  } else if (!link.collectBilling && body.billing !== undefined) {
    problems.push(fieldError('billing', 'not_allowed', 'This link does not ask for billing details'));
  }
  if (!link.collectBilling && body.vatNumber !== undefined) {
    problems.push(fieldError('vatNumber', 'not_allowed', 'This link does not ask for a VAT number'));
  }
  return problems;
}

/** Price, VAT and total in USD cents (VAT is added to the link's price, rounded half up). */
export function priceOf(priceCents: number, vatRateBp: number | null) {
  const vatCents = vatCentsOf(priceCents, vatRateBp);
  return { subtotalCents: priceCents, vatCents, totalCents: priceCents + vatCents };
}

/**
 * Who opens a session, as the session keeps it: a digest of the client's address, enough to
 * recognise the same client again without storing where it connects from.
 */
export function openerOf(client: string): string {
  return createHash('sha256').update(`checkout-opener:${client}`).digest('base64url');
}

/** What the payer chose and typed, as a session stores it. */
function payerDetails(body: OpenCheckoutRequest) {
  return {
    email: body.email?.trim() ?? null,
    billingName: body.billing?.name.trim() ?? null,
    billingStreet: body.billing?.street.trim() ?? null,
    billingCity: body.billing?.city.trim() ?? null,
    billingPostalCode: body.billing?.postalCode?.trim() || null,
    billingCountry: body.billing?.country ?? null,
    vatNumber: body.vatNumber?.trim() || null,
  };
}

/**
 * The client's own open session of the link for the same token, price and details, if any: a
 * client that asks again (a reload, a second tab, a retry) gets it back rather than a new one.
 */
async function ownOpenSession(
  db: Db,
  linkId: string,
  opener: string,
  now: Date,
  wanted: { tokenSymbol: string; subtotalCents: number } & ReturnType<typeof payerDetails>,
): Promise<string | undefined> {
  const rows = await db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.linkId, linkId),
        eq(checkoutSessions.state, 'open'),
        gt(checkoutSessions.expiresAt, now),
        eq(checkoutSessions.opener, opener),
      ),
    )
    .orderBy(desc(checkoutSessions.createdAt));
  const same = rows.find((row) =>
    (Object.keys(wanted) as (keyof typeof wanted)[]).every((key) => row[key] === wanted[key]),
  );
  return same?.id;
}

/** POST /checkout/{slug}/sessions, for the client at address `client`. */
export async function openCheckoutSession(
  app: AppContext,
  slug: string,
  body: OpenCheckoutRequest,
  client: string,
): Promise<CheckoutSession> {
  const db = app.database.db;
  const now = app.config.clock.now();
  const face = await linkBySlug(db, slug);
  const { link } = face;
  if (!usable(face)) throw new ApiError('LINK_UNAVAILABLE');
  const chain = app.config.chains[link.environment];

  if (link.type === 'dynamic') {
    const [existing] = await db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.linkId, link.id))
      .orderBy(desc(checkoutSessions.createdAt))
      .limit(1);
    if (existing) {
      const settled = await settleSession(db, existing.id, now);
      if (settled?.state === 'paid') throw new ApiError('LINK_ALREADY_PAID');
      // One session per dynamic link: the open one is the answer; a new one only after it expired unpaid.
      if (settled && settled.state !== 'expired') return sessionView(app, settled.id);
    }
  }

  const problems = checkFields(link, body, chain);
  if (problems.length > 0) {
    throw new ApiError('VALIDATION_FAILED', { message: problems[0]!.message, details: problems });
  }
  const token = chainToken(chain, body.token)!;
  const priceCents = link.type === 'donation' ? parseUsdCents(body.amount ?? '')! : Number(link.amountCents);
  const price = priceOf(priceCents, link.vatRateBp);

  const capProblem = paymentCapProblem(face.tier, price.totalCents);
  if (capProblem) throw tierError(capProblem, price.totalCents);
  const monthProblem = monthlyCapProblem(face.tier, await monthVolume(db, link.companyId, now), price.totalCents);
  if (monthProblem) throw tierError(monthProblem, price.totalCents);

  const opener = openerOf(client);
  const details = payerDetails(body);
  const own = await ownOpenSession(db, link.id, opener, now, {
    tokenSymbol: token.symbol,
    subtotalCents: price.subtotalCents,
    ...details,
  });
  if (own) return sessionView(app, own);

  let rate;
  try {
    rate = await app.rates.rate(token.symbol, 'USD');
  } catch (error) {
    if (error instanceof RateUnavailableError) throw new ApiError('RATE_UNAVAILABLE');
    throw error;
  }
  if (now.getTime() - rate.fetchedAt.getTime() >= 10 * 60 * 1000) throw new ApiError('RATE_UNAVAILABLE');

  const base = centsToUnits(price.totalCents, rate.rate, token.decimals);
  const unit = offsetUnit(token.decimals);
  const expiresAt = new Date(
    now.getTime() + (token.address === null ? SESSION_LIFETIME_MS.coin : SESSION_LIFETIME_MS.token),
  );
  const payTo = face.wallet!.address;
  const id = randomUUID();

  await db.transaction(async (tx) => {
    await lockEvents(tx); // first of all locks: this transaction writes checkout.opened
    // The link's open sessions, counted one opening at a time per link (this lock first, then
    // the address's below, always in that order): at most CHECKOUT_OPEN_SESSIONS.perClient for
    // this client and perLink in all. Paid, processing and expired sessions never count, so no
    // number of requests closes the link: a new client waits at most for the oldest to expire.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`checkout-open:${link.id}`}, 0))`);
    const open = await tx
      .select({ opener: checkoutSessions.opener, expiresAt: checkoutSessions.expiresAt })
      .from(checkoutSessions)
      .where(
        and(
          eq(checkoutSessions.linkId, link.id),
          eq(checkoutSessions.state, 'open'),
          gt(checkoutSessions.expiresAt, now),
        ),
      )
      .orderBy(asc(checkoutSessions.expiresAt));
    const mine = open.filter((row) => row.opener === opener);
    const full =
      mine.length >= CHECKOUT_OPEN_SESSIONS.perClient
        ? mine
        : open.length >= CHECKOUT_OPEN_SESSIONS.perLink
          ? open
          : null;
    if (full) {
      const freeAt = full[0]!.expiresAt.getTime();
      throw new ApiError('RATE_LIMITED', {
        retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)),
      });
    }
    // One opening at a time per address and token: the free offsets are read and one taken.
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${`checkout:${chain.id}:${token.symbol}:${payTo}`}, 0))`,
    );
    await tx
      .update(checkoutSessions)
      .set({ amountHeld: false })
      .where(
        and(
          eq(checkoutSessions.chainId, chain.id),
          eq(checkoutSessions.payTo, payTo),
          eq(checkoutSessions.amountHeld, true),
          lte(checkoutSessions.holdUntil, now),
        ),
      );
    const low = base + unit;
    const high = base + unit * BigInt(OFFSET_MAX);
    const taken = await tx
      .select({ amount: checkoutSessions.amount })
      .from(checkoutSessions)
      .where(
        and(
          eq(checkoutSessions.chainId, chain.id),
          eq(checkoutSessions.tokenSymbol, token.symbol),
          eq(checkoutSessions.payTo, payTo),
          eq(checkoutSessions.amountHeld, true),
          sql`${checkoutSessions.amount} BETWEEN ${low.toString()} AND ${high.toString()}`,
        ),
      );
    const used = new Set(taken.map((row) => row.amount));
    if (used.size >= OFFSET_MAX) throw new ApiError('RATE_LIMITED', { retryAfterSeconds: 60 });
    let amount: bigint;
    do {
      amount = base + unit * BigInt(randomInt(1, OFFSET_MAX + 1));
    } while (used.has(amount.toString()));
    await tx.insert(checkoutSessions).values({
      id,
      companyId: link.companyId,
      linkId: link.id,
      environment: link.environment,
      chainId: chain.id,
      payTo,
      tokenSymbol: token.symbol,
      tokenAddress: token.address,
      tokenDecimals: token.decimals,
      amount: amount.toString(),
      rate: rate.rate,
      rateAt: rate.fetchedAt,
      rateSandbox: rate.sandbox,
      ...price,
      state: 'open',
      exception: null,
      ...details,
      txHash: null,
      opener,
      expiresAt,
      holdUntil: new Date(expiresAt.getTime() + LATE_PAYMENT_WINDOW_MS),
      amountHeld: true,
      paidAt: null,
      createdAt: now,
      updatedAt: now,
    });
    await recordSessionOpened(tx, id, now);
  });
  return sessionView(app, id);
}

/**
 * Works out a session's state from its payments and stores it: what counts (pending and
 * confirmed transfers), whether all of it is final, and whether it came late. Returns the row.
 */
export async function settleSession(db: Db, sessionId: string, now: Date): Promise<CheckoutSessionRow | undefined> {
  // The session's row is locked before its payments are read, in a transaction (a savepoint
  // inside the caller's): a reader settling it (the public session route) and the watcher
  // reverting or confirming its payments take turns, so neither writes a state computed from
  // payments the other has since changed.
  return db.transaction(async (tx) => {
    await lockEvents(tx); // before the row lock: a change writes its events in this transaction
    const [session] = await tx
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, sessionId))
      .limit(1)
      .for('update');
    if (!session) return undefined;
    const rows = await tx.select().from(payments).where(eq(payments.sessionId, sessionId));
    const next = sessionOutcome(session, rows, now);
    if (
      next.state !== session.state ||
      next.exception !== session.exception ||
      next.paidAt?.getTime() !== session.paidAt?.getTime()
    ) {
      const [updated] = await tx
        .update(checkoutSessions)
        .set({ ...next, updatedAt: now })
        .where(eq(checkoutSessions.id, sessionId))
        .returning();
      if (updated) await recordSessionChange(tx, session, updated, now);
      return updated;
    }
    return session;
  });
}

/** The state a session's payments give it. */
export function sessionOutcome(
  session: Pick<CheckoutSessionRow, 'amount' | 'expiresAt' | 'paidAt' | 'state'>,
  rows: readonly Pick<PaymentRow, 'amount' | 'state' | 'detectedAt' | 'match'>[],
  now: Date,
): { state: SessionState; exception: SessionException | null; paidAt: Date | null } {
  const counted = rows.filter((row) => row.state !== 'reverted');
  const received = counted.reduce((sum, row) => sum + BigInt(row.amount), 0n);
  const amount = BigInt(session.amount);
  let state: SessionState;
  if (received >= amount && received > 0n) {
    state = counted.every((row) => row.state === 'confirmed') ? 'paid' : 'processing';
  } else {
    state = now.getTime() >= session.expiresAt.getTime() ? 'expired' : 'open';
  }
  const late = counted.some((row) => row.detectedAt.getTime() > session.expiresAt.getTime());
  let exception: SessionException | null = null;
  if (received > amount) exception = 'overpaid';
  else if (received > 0n && received < amount) exception = 'underpaid';
  else if (late && received >= amount) exception = 'paid_late';
  else if (counted.some((row) => row.match === 'marked')) exception = 'marked';
  const paidAt = state === 'paid' ? (session.paidAt ?? now) : null;
  return { state, exception, paidAt };
}

/** Marks open sessions past their expiry expired, and frees amounts held past their 24 hours. */
export async function expireSessions(db: Db, chainId: number, now: Date): Promise<void> {
  const due = await db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.chainId, chainId),
        eq(checkoutSessions.state, 'open'),
        lte(checkoutSessions.expiresAt, now),
      ),
    );
  for (const { id } of due) await settleSession(db, id, now);
  await db
    .update(checkoutSessions)
    .set({ amountHeld: false })
    .where(
      and(
        eq(checkoutSessions.chainId, chainId),
        eq(checkoutSessions.amountHeld, true),
        lte(checkoutSessions.holdUntil, now),
      ),
    );
}

/** GET /checkout-session/{id}: the session as the payer's page sees it. */
export async function sessionView(app: AppContext, id: string): Promise<CheckoutSession> {
  if (!isUuid(id)) throw new ApiError('NOT_FOUND');
  const db = app.database.db;
  const now = app.config.clock.now();
  const session = await settleSession(db, id.toLowerCase(), now);
  if (!session) throw new ApiError('NOT_FOUND');
  const [link] = await db
    .select({
      slug: paymentLinks.slug,
      name: paymentLinks.name,
      message: paymentLinks.message,
      redirectUrl: paymentLinks.redirectUrl,
      merchantName: companies.name,
    })
    .from(paymentLinks)
    .innerJoin(companies, eq(companies.id, paymentLinks.companyId))
    .where(eq(paymentLinks.id, session.linkId))
    .limit(1);
  if (!link) throw new ApiError('NOT_FOUND');
  const [cursor] = await db
    .select({ blockNumber: chainCursors.blockNumber })
    .from(chainCursors)
    .where(eq(chainCursors.chainId, session.chainId))
    .limit(1);
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.sessionId, session.id))
    .orderBy(asc(payments.detectedAt), asc(payments.id));
  const head = cursor?.blockNumber ?? null;
  const confirmationsOf = (row: PaymentRow) =>
    row.state === 'reverted' || head === null ? 0 : Math.max(0, Number(head - row.blockNumber) + 1);
  const counted = rows.filter((row) => row.state !== 'reverted');
  const received = counted.reduce((sum, row) => sum + BigInt(row.amount), 0n);
  const chain = chainOf(app, session.environment, session.chainId);
  // The local chain's count; on Moonbeam the finalized block usually follows within as many.
  const required = app.config.confirmations;
  const last = counted.at(-1);
  return {
    id: session.id,
    linkSlug: link.slug,
    merchantName: link.merchantName,
    linkName: link.name,
    state: session.state,
    exception: session.exception,
    chain: chain
      ? checkoutChain(chain)
      : { id: session.chainId, name: String(session.chainId), test: session.environment === 'test' },
    payTo: session.payTo,
    token: { symbol: session.tokenSymbol, contract: session.tokenAddress, decimals: session.tokenDecimals },
    amount: session.amount,
    received: received.toString(),
    rate: { value: session.rate, lockedAt: session.rateAt.toISOString(), sandbox: session.rateSandbox },
    subtotalCents: Number(session.subtotalCents),
    vatCents: Number(session.vatCents),
    totalCents: Number(session.totalCents),
    expiresAt: session.expiresAt.toISOString(),
    paymentUri: paymentUri({
      chainId: session.chainId,
      to: session.payTo,
      contract: session.tokenAddress,
      units: session.amount,
    }),
    confirmations: session.state === 'processing' && last ? { count: confirmationsOf(last), required } : null,
    transactionHash: session.txHash,
    payments: rows.map((row) => ({
      txHash: row.txHash,
      amount: row.amount,
      state: row.state,
      confirmations: confirmationsOf(row),
      detectedAt: row.detectedAt.toISOString(),
    })),
    paidAt: session.paidAt?.toISOString() ?? null,
    // What the merchant says after the payment, and where the payer goes next, once it is paid.
    message: session.state === 'paid' ? link.message : null,
    redirectUrl: session.state === 'paid' ? link.redirectUrl : null,
    createdAt: session.createdAt.toISOString(),
  };
}

function chainOf(app: AppContext, environment: 'test' | 'live', chainId: number): ChainConfig | undefined {
  const chain = app.config.chains[environment];
  return chain.id === chainId ? chain : undefined;
}
