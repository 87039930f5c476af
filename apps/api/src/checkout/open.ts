/**
 * Opening a checkout session (POST /checkout/{slug}/sessions): the fields the link asks for, the
 * rate locked for the session's lifetime (the token in the link's price currency, with its source,
 * time and USD snapshot), the tier caps in US dollars through that rate, and an amount unique on
 * its payout address (an offset of 1 to 9,999 units of 10^-6 token), so that a transfer names its
 * session.
 */
import { createHmac, randomUUID } from 'node:crypto';
import {
  CHECKOUT_OPEN_SESSIONS,
  LATE_PAYMENT_WINDOW_MS,
  parseMinor,
  SESSION_LIFETIME_MS,
  tierLimitProblem,
  type CheckoutSession,
  type Environment,
  type OpenCheckoutRequest,
} from '@meridian/contract';
import { and, asc, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { checkoutSessions } from '../db/schema';
import { recordCustomer } from '../customers/record';
import { ApiError } from '../http/errors';
import { tierLimitError } from '../links/tier-cap';
import { minorToUnits, quoteNow, usdCentsOf } from '../payments/locked-rate';
import { sessionStateAt } from '../payments/checkout-state';
import { recordSessionOpened } from '../payments/states';
import { chainToken, linkBySlug, priceOf, storeCheckoutExpired, usable, type LinkFace } from './face';
import { checkFields, payerDetails } from './payer-fields';
import { takeUniqueAmount } from './unique-amount';
import { sessionView } from './view';

/**
 * The US dollar cents (each at its session's locked rate) a workspace's paid sessions of one environment took in the calendar month (UTC)
 * of `now`: a live checkout counts live payments against the tier's monthly cap, a test one test
 * payments (they never count towards the live cap or the fees). Billing reads the same figure.
 */
export async function monthVolume(db: Db, companyId: string, now: Date, environment: Environment): Promise<number> {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const [row] = await db
    .select({ total: sql<string | null>`sum(${checkoutSessions.totalUsdCents})` })
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

/**
 * Who opens a session, as the session keeps it: a keyed digest (HMAC-SHA256 under the server's
 * `addressHashKey`) of the client's address, enough to recognise the same client again without
 * storing where it connects from. Unkeyed, the 2^32 IPv4 addresses would be tried in minutes by
 * anyone holding the database; with the key, nobody without it can.
 */
export function openerOf(key: string, client: string): string {
  return createHmac('sha256', key).update(`checkout-opener:${client}`).digest('base64url');
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

/**
 * A dynamic link's session, if it has one that is not expired (one session per dynamic link: a
 * new one only after it expired unpaid); a paid one closes the link.
 */
async function dynamicLinkSession(db: Db, linkId: string, now: Date): Promise<string | undefined> {
  const [existing] = await db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.linkId, linkId))
    .orderBy(desc(checkoutSessions.createdAt))
    .limit(1);
  if (!existing) return undefined;
  const state = sessionStateAt(existing, now);
  if (state === 'paid') throw new ApiError('LINK_ALREADY_PAID');
  return state === 'expired' ? undefined : existing.id;
}

/**
 * The tier's caps (the contract's tier rule, in US dollar cents), per payment and per month of the
 * link's environment: `totalUsdCents` is the payment's total at the session's locked rate.
 */
async function checkTierCaps(db: Db, face: LinkFace, totalUsdCents: number, now: Date): Promise<void> {
  const { link } = face;
  const monthCents = await monthVolume(db, link.companyId, now, link.environment);
  const capProblem = tierLimitProblem(face.tier, totalUsdCents, monthCents);
  if (capProblem) throw tierLimitError(capProblem, totalUsdCents, 'this payment');
}

/** The rate holds for its lifetime, and never past the deadline of a store's checkout. */
function sessionExpiry(link: LinkFace['link'], token: { address: string | null }, now: Date): Date {
  return new Date(
    Math.min(
      now.getTime() + (token.address === null ? SESSION_LIFETIME_MS.coin : SESSION_LIFETIME_MS.token),
      link.checkoutExpiresAt?.getTime() ?? Number.POSITIVE_INFINITY,
    ),
  );
}

/**
 * The link's open sessions, counted one opening at a time per link (this lock first, then the
 * address's, always in that order): at most CHECKOUT_OPEN_SESSIONS.perClient for this client and
 * perLink in all. Paid, processing and expired sessions never count, so no number of requests
 * closes the link: a new client waits at most for the oldest to expire.
 */
async function claimOpenSlot(tx: Db, linkId: string, opener: string, now: Date): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`checkout-open:${linkId}`}, 0))`);
  const open = await tx
    .select({ opener: checkoutSessions.opener, expiresAt: checkoutSessions.expiresAt })
    .from(checkoutSessions)
    .where(
      and(eq(checkoutSessions.linkId, linkId), eq(checkoutSessions.state, 'open'), gt(checkoutSessions.expiresAt, now)),
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
    const existing = await dynamicLinkSession(db, link.id, now);
    if (existing) return sessionView(app, existing);
  }

  const problems = checkFields(link, body, chain);
  if (problems.length > 0) {
    throw new ApiError('VALIDATION_FAILED', { message: problems[0]!.message, details: problems });
  }
  const token = chainToken(chain, body.token)!;
  const { currency } = link;
  // A donation's amount was checked in the link's currency with the fields (checkFields).
  const priceMinor = link.type === 'donation' ? parseMinor(body.amount ?? '', currency)! : Number(link.amountCents);
  const price = priceOf(priceMinor, link.vatRateBp);
  // One quote of the token in the price's own currency, refused when stale.
  const quote = await quoteNow(app, token.symbol, currency, now);
  const totalUsdCents = usdCentsOf(price.totalCents, currency, quote.usdPerUnit);
  await checkTierCaps(db, face, totalUsdCents, now);

  const opener = openerOf(app.addressHashKey, client);
  const details = payerDetails(body);
  const own = await ownOpenSession(db, link.id, opener, now, {
    tokenSymbol: token.symbol,
    subtotalCents: price.subtotalCents,
    ...details,
  });
  if (own) return sessionView(app, own);

  const base = minorToUnits(price.totalCents, currency, quote.rate, token.decimals);
  const expiresAt = sessionExpiry(link, token, now);
  const payTo = face.wallet!.address;
  const id = randomUUID();

  await db.transaction(async (tx) => {
    await claimOpenSlot(tx, link.id, opener, now);
    const amount = await takeUniqueAmount(tx, { chainId: chain.id, token, payTo }, base, now);
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
      currency,
      rate: quote.rate,
      rateSource: quote.source,
      rateAt: quote.at,
      rateSandbox: quote.sandbox,
      usdPerUnit: quote.usdPerUnit,
      ...price,
      totalUsdCents,
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
