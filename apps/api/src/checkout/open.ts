/**
 * Opening a checkout session (POST /checkout/{slug}/sessions): the fields the link asks for, the
 * tier caps, the rate locked for the session's lifetime, and an amount unique on its payout
 * address (an offset of 1 to 9,999 units of 10^-6 token), so that a transfer names its session.
 */
import { createHmac, randomInt, randomUUID } from 'node:crypto';
import {
  CHECKOUT_OPEN_SESSIONS,
  formatUsdCents,
  LATE_PAYMENT_WINDOW_MS,
  parseUsdCents,
  SESSION_LIFETIME_MS,
  tierLimitProblem,
  type CheckoutSession,
  type Environment,
  type FieldError,
  type OpenCheckoutRequest,
} from '@meridian/contract';
import { and, asc, desc, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import type { ChainConfig } from '../chain/chains';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { checkoutSessions } from '../db/schema';
import { recordCustomer } from '../customers/record';
import { ApiError } from '../http/errors';
import { tierLimitError } from '../links/tier-cap';
import { centsToUnits, RateUnavailableError } from '../payments/rates';
import { sessionStateAt } from '../payments/checkout-state';
import { recordSessionOpened } from '../payments/states';
import { chainToken, linkBySlug, priceOf, storeCheckoutExpired, usable, type LinkFace } from './face';
import { sessionView } from './view';

/** The unique offset added to a session's amount: 1 to 9,999 units of 10^-6 token. */
export const OFFSET_MAX = 9999;

/** One offset step in a token's units: 10^-6 token (1 unit for tokens with 6 decimals or fewer). */
export function offsetUnit(decimals: number): bigint {
  return 10n ** BigInt(Math.max(decimals - 6, 0));
}

/**
 * The USD cents a workspace's paid sessions of one environment took in the calendar month (UTC)
 * of `now`: a live checkout counts live payments against the tier's monthly cap, a test one test
 * payments (they never count towards the live cap or the fees). Billing reads the same figure.
 */
export async function monthVolume(db: Db, companyId: string, now: Date, environment: Environment): Promise<number> {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const [row] = await db
    .select({ total: sql<string | null>`sum(${checkoutSessions.totalCents})` })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.companyId, companyId),
        eq(checkoutSessions.environment, environment),
        eq(checkoutSessions.state, 'paid'),
        gte(checkoutSessions.paidAt, start),
        lt(checkoutSessions.paidAt, end),
      ),
    );
  return Number(row?.total ?? 0);
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

/**
 * Who opens a session, as the session keeps it: a keyed digest (HMAC-SHA256 under the server's
 * `addressHashKey`) of the client's address, enough to recognise the same client again without
 * storing where it connects from. Unkeyed, the 2^32 IPv4 addresses would be tried in minutes by
 * anyone holding the database; with the key, nobody without it can.
 */
export function openerOf(key: string, client: string): string {
  return createHmac('sha256', key).update(`checkout-opener:${client}`).digest('base64url');
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
  if (storeCheckoutExpired(link, now)) throw new ApiError('CHECKOUT_EXPIRED');
  if (!usable(face, now)) throw new ApiError('LINK_UNAVAILABLE');
  const chain = app.config.chains[link.environment];

  if (link.type === 'dynamic') {
    const [existing] = await db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.linkId, link.id))
      .orderBy(desc(checkoutSessions.createdAt))
      .limit(1);
    if (existing) {
      const state = sessionStateAt(existing, now);
      if (state === 'paid') throw new ApiError('LINK_ALREADY_PAID');
      // One session per dynamic link: the open one is the answer; a new one only after it expired unpaid.
      if (state !== 'expired') return sessionView(app, existing.id);
    }
  }

  const problems = checkFields(link, body, chain);
  if (problems.length > 0) {
    throw new ApiError('VALIDATION_FAILED', { message: problems[0]!.message, details: problems });
  }
  const token = chainToken(chain, body.token)!;
  const priceCents = link.type === 'donation' ? parseUsdCents(body.amount ?? '')! : Number(link.amountCents);
  const price = priceOf(priceCents, link.vatRateBp);

  const monthCents = await monthVolume(db, link.companyId, now, link.environment);
  const capProblem = tierLimitProblem(face.tier, price.totalCents, monthCents);
  if (capProblem) throw tierLimitError(capProblem, price.totalCents, 'this payment');

  const opener = openerOf(app.addressHashKey, client);
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
  // The rate holds for its lifetime, and never past the deadline of a store's checkout.
  const expiresAt = new Date(
    Math.min(
      now.getTime() + (token.address === null ? SESSION_LIFETIME_MS.coin : SESSION_LIFETIME_MS.token),
      link.checkoutExpiresAt?.getTime() ?? Number.POSITIVE_INFINITY,
    ),
  );
  const payTo = face.wallet!.address;
  const id = randomUUID();

  await db.transaction(async (tx) => {
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
    const customerId = await recordCustomer(tx, link.companyId, details, now);
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
      customerId,
      txHash: null,
      opener,
      expiresAt,
      holdUntil: new Date(expiresAt.getTime() + LATE_PAYMENT_WINDOW_MS),
      amountHeld: true,
      paidAt: null,
      createdAt: now,
      updatedAt: now,
    });
    await recordSessionOpened(tx, id, { now, publicUrl: app.config.publicUrl });
  });
  return sessionView(app, id);
}
