/**
 * A payment link's public face (GET /checkout/{slug}): who is paid, what, in which tokens on
 * which chain, and whether the link takes a payment now.
 */
import { formatMinor, tierLimitProblem, type CheckoutLink, type Tier } from '@meridian/contract';
import { desc, eq } from 'drizzle-orm';
import type { ChainConfig, ChainToken } from '../chain/chains';
import { isPublicDevAccount } from '../chain/public-accounts';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { checkoutSessions, companies, paymentLinks, wallets } from '../db/schema';
import { ApiError } from '../http/errors';
import { formatVatRate, vatCentsOf } from '../links/views';
import { currentSnapshot, usdCentsOf } from '../payments/locked-rate';
import { companyTier } from '../workspaces/views';

/** The token of a chain named by its symbol (any case), or undefined. */
export function chainToken(chain: ChainConfig, symbol: string): ChainToken | undefined {
  const wanted = symbol.trim().toUpperCase();
  return chain.tokens.find((token) => token.symbol.toUpperCase() === wanted);
}

export function checkoutChain(chain: ChainConfig) {
  return { id: chain.id, name: chain.label, test: chain.name !== 'moonbeam' };
}

function tokens(chain: ChainConfig) {
  return chain.tokens.map((token) => ({ symbol: token.symbol, contract: token.address, decimals: token.decimals }));
}

export interface LinkFace {
  link: typeof paymentLinks.$inferSelect;
  merchantName: string;
  tier: Tier;
  wallet: { address: string; network: string; verifiedAt: Date | null } | null;
}

export async function linkBySlug(db: Db, slug: string): Promise<LinkFace> {
  // Slugs are base64url; anything else names no link.
  if (!/^[\w-]{1,64}$/.test(slug)) throw new ApiError('NOT_FOUND');
  const [row] = await db
    .select({
      link: paymentLinks,
      merchantName: companies.name,
      domainVerifiedAt: companies.domainVerifiedAt,
      verifiedTier: companies.verifiedTier,
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
    tier: companyTier({ domainVerifiedAt: row.domainVerifiedAt, verifiedTier: row.verifiedTier }),
    wallet:
      row.walletAddress === null || row.walletNetwork === null
        ? null
        : { address: row.walletAddress, network: row.walletNetwork, verifiedAt: row.walletVerifiedAt },
  };
}

/** Whether a store's checkout has expired: past its deadline, or stored expired (final). */
export function storeCheckoutExpired(link: LinkFace['link'], now: Date): boolean {
  return (
    link.checkoutExpiresAt !== null &&
    (link.checkoutStatus === 'expired' || now.getTime() >= link.checkoutExpiresAt.getTime())
  );
}

/**
 * Whether a link takes payments: active, paying to a Moonbeam wallet (for a live link, a verified
 * one that is not an account of the development mnemonic, whose key is public), and, for a
 * store's checkout, not expired.
 */
export function usable(face: LinkFace, now: Date): boolean {
  const { link, wallet } = face;
  return (
    link.status === 'active' &&
    !storeCheckoutExpired(link, now) &&
    wallet !== null &&
    wallet.network === 'moonbeam' &&
    (link.environment !== 'live' || (wallet.verifiedAt !== null && !isPublicDevAccount(wallet.address)))
  );
}

/** Price, VAT and total in minor units of the link's currency (VAT is added to the price, rounded half up). */
export function priceOf(priceCents: number, vatRateBp: number | null) {
  const vatCents = vatCentsOf(priceCents, vatRateBp);
  return { subtotalCents: priceCents, vatCents, totalCents: priceCents + vatCents };
}

/**
 * The cap a fixed price (VAT included) is above, in US dollars at the current rate; none when no
 * rate is to be had now (the page then says so when a session is opened).
 */
async function fixedPriceLimit(app: AppContext, { link, tier }: LinkFace) {
  const total = priceOf(Number(link.amountCents), link.vatRateBp).totalCents;
  let snapshot;
  try {
    snapshot = await currentSnapshot(app, link.currency);
  } catch (error) {
    if (error instanceof ApiError) return null; // RATE_UNAVAILABLE
    throw error;
  }
  return tierLimitProblem(tier, usdCentsOf(total, link.currency, snapshot));
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
  // A fixed price is above the cap when what the payer pays (VAT included) is, in US dollars now
  // (opening a session compares it again at the rate it locks).
  const tierLimit = link.amountCents === null ? null : await fixedPriceLimit(app, face);
  const now = app.config.clock.now();
  const status = paid
    ? 'paid'
    : storeCheckoutExpired(link, now)
      ? 'expired'
      : !usable(face, now)
        ? 'unavailable'
        : tierLimit
          ? 'above_limit'
          : 'usable';
  return {
    slug: link.slug,
    merchantName: face.merchantName,
    name: link.name,
    type: link.type,
    summary: link.summary,
    currency: link.currency,
    amount: link.amountCents === null ? null : formatMinor(Number(link.amountCents), link.currency),
    minimumAmount: link.minimumCents === null ? null : formatMinor(Number(link.minimumCents), link.currency),
    suggestedAmounts: link.suggestedCents.map((minor) => formatMinor(Number(minor), link.currency)),
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
