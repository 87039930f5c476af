/**
 * The rules of cards and bank transfers at checkout: what a session's payer is offered, starting
 * an order at the provider for the session's exact token amount, the provider's reports moving
 * the order, and the workspace's and each link's setting.
 */
import { randomUUID } from 'node:crypto';
import {
  isUuid,
  ONRAMP_METHODS,
  type OnrampOffer,
  type OnrampSettings,
  type OnrampStarted,
  type StartOnrampRequest,
} from '@meridian/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { checkoutSessions, companies, onrampOrders, paymentLinks, type CheckoutSessionRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { sessionStateAt } from '../payments/checkout-state';
import {
  FINAL_ORDER_STATES,
  OnrampProviderError,
  orderMoves,
  type OnrampProvider,
  type OnrampPurchase,
  type OrderReport,
} from './provider';

/** The session's price as the provider is asked to quote it: its currency and minor units. */
function priceOf(session: CheckoutSessionRow): { currency: string; priceMinor: number } {
  // The session's total is in minor units of its price currency (whole yen for JPY).
  return { currency: session.currency, priceMinor: Number(session.totalCents) };
}

function purchaseOf(session: CheckoutSessionRow): OnrampPurchase {
  return {
    token: { symbol: session.tokenSymbol, contract: session.tokenAddress, decimals: session.tokenDecimals },
    chainId: session.chainId,
    amount: session.amount,
    payTo: session.payTo,
  };
}

/** A provider's failure as the API answers it. */
async function asked<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OnrampProviderError)
      throw new ApiError('PROVIDER_UNAVAILABLE', {
        message: 'The card and bank transfer provider could not be reached.',
      });
    throw error;
  }
}

/** The session, its link's slug and whether both the workspace and the link have the on-ramp on. */
async function sessionOf(app: AppContext, id: string) {
  if (!isUuid(id)) throw new ApiError('NOT_FOUND');
  const [found] = await app.database.db
    .select({
      session: checkoutSessions,
      slug: paymentLinks.slug,
      companyOn: companies.onrampEnabled,
      linkOn: paymentLinks.onrampEnabled,
    })
    .from(checkoutSessions)
    .innerJoin(paymentLinks, eq(paymentLinks.id, checkoutSessions.linkId))
    .innerJoin(companies, eq(companies.id, checkoutSessions.companyId))
    .where(eq(checkoutSessions.id, id.toLowerCase()))
    .limit(1);
  if (!found) throw new ApiError('NOT_FOUND');
  return { session: found.session, slug: found.slug, turnedOn: found.companyOn && found.linkOn };
}

/** Whether the payer of this open session may buy it through `provider`. */
async function usable(provider: OnrampProvider | null, turnedOn: boolean, session: CheckoutSessionRow) {
  if (!provider || !turnedOn) return false;
  return asked(() => provider.supports(purchaseOf(session)));
}

/** GET /checkout-session/{id}/onramp. */
export async function onrampOffer(app: AppContext, id: string): Promise<OnrampOffer> {
  const { session, turnedOn } = await sessionOf(app, id);
  const provider = app.onramp;
  const [latest] = await app.database.db
    .select({ id: onrampOrders.id, method: onrampOrders.method, state: onrampOrders.state })
    .from(onrampOrders)
    .where(eq(onrampOrders.sessionId, session.id))
    .orderBy(desc(onrampOrders.createdAt))
    .limit(1);
  const order = latest ?? null;
  const open = sessionStateAt(session, app.config.clock.now()) === 'open';
  if (!open || !(await usable(provider, turnedOn, session)) || !provider)
    return { available: false, provider: null, countries: [], fees: [], order };
  const price = priceOf(session);
  const [countries, fees] = await asked(() =>
    Promise.all([
      provider.countries(),
      Promise.all(
        ONRAMP_METHODS.map(async (method) => {
          const quote = await provider.quote({ ...purchaseOf(session), ...price, method });
          return { method, currency: price.currency, feeMinor: quote.feeMinor, totalMinor: quote.totalMinor };
        }),
      ),
    ]),
  );
  return { available: true, provider: { name: provider.name, sandbox: provider.sandbox }, countries, fees, order };
}

/** POST /checkout-session/{id}/onramp: the order, and where the payer pays it. */
export async function startOnramp(app: AppContext, id: string, body: StartOnrampRequest): Promise<OnrampStarted> {
  const { session, slug, turnedOn } = await sessionOf(app, id);
  const provider = app.onramp;
  const now = app.config.clock.now();
  if (sessionStateAt(session, now) !== 'open')
    throw new ApiError('CHECKOUT_EXPIRED', {
      message: 'This checkout is no longer open: start again for a new price.',
    });
  if (!provider || !(await usable(provider, turnedOn, session))) throw new ApiError('ONRAMP_UNAVAILABLE');
  const served = (await asked(() => provider.countries())).find((entry) => entry.country === body.country);
  if (!served?.methods.includes(body.method))
    throw new ApiError('ONRAMP_UNAVAILABLE', {
      message: served
        ? 'This payment method is not offered in this country.'
        : 'Cards and bank transfers are not offered in this country.',
    });
  const price = priceOf(session);
  const purchase = { ...purchaseOf(session), ...price, method: body.method };
  const quote = await asked(() => provider.quote(purchase));
  const orderId = randomUUID();
  await app.database.db.insert(onrampOrders).values({
    id: orderId,
    companyId: session.companyId,
    sessionId: session.id,
    provider: provider.id,
    state: 'created',
    method: body.method,
    country: body.country,
    tokenSymbol: session.tokenSymbol,
    amount: session.amount,
    payTo: session.payTo,
    fiatCurrency: price.currency,
    feeMinor: quote.feeMinor,
    createdAt: now,
    updatedAt: now,
  });
  const created = await asked(() =>
    provider.createOrder({
      ...purchase,
      partnerOrderId: orderId,
      country: body.country,
      returnUrl: `${app.config.publicUrl}/pay/${slug}?session=${session.id}`,
      email: session.email,
      expiresAt: session.expiresAt,
    }),
  );
  if (created.providerOrderId)
    await app.database.db
      .update(onrampOrders)
      .set({ providerOrderId: created.providerOrderId })
      .where(eq(onrampOrders.id, orderId));
  return { orderId, redirectUrl: created.redirectUrl };
}

/**
 * A provider's report of an order (its webhook): the order moves forward, never back, and a
 * report about an order this provider did not start here changes nothing. Answers whether it moved.
 */
export async function applyOrderReport(app: AppContext, provider: OnrampProvider, report: OrderReport) {
  if (!isUuid(report.partnerOrderId)) return false;
  return app.database.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(onrampOrders)
      .where(and(eq(onrampOrders.id, report.partnerOrderId.toLowerCase()), eq(onrampOrders.provider, provider.id)))
      .for('update')
      .limit(1);
    if (!order) return false;
    const providerOrderId = order.providerOrderId ?? report.providerOrderId;
    if (report.txHash && /^0x[0-9a-fA-F]{64}$/.test(report.txHash) && !FINAL_ORDER_STATES.includes(order.state))
      await bindDelivery(tx, order.sessionId, report.txHash.toLowerCase());
    if (!orderMoves(order.state, report.state)) {
      if (providerOrderId !== order.providerOrderId)
        await tx.update(onrampOrders).set({ providerOrderId }).where(eq(onrampOrders.id, order.id));
      return false;
    }
    await tx
      .update(onrampOrders)
      .set({ state: report.state, providerOrderId, updatedAt: app.config.clock.now() })
      .where(eq(onrampOrders.id, order.id));
    return true;
  });
}

/**
 * The delivery's transaction becomes the session's own, as the wallet path binds a wallet's: the
 * watcher then counts it for the session whatever its amount (short of fees: underpaid). Only an
 * open session without a transaction of its own, and a hash no other session holds.
 */
async function bindDelivery(tx: Db, sessionId: string, txHash: string) {
  const [session] = await tx
    .select({ chainId: checkoutSessions.chainId, txHash: checkoutSessions.txHash, state: checkoutSessions.state })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, sessionId))
    .for('update')
    .limit(1);
  if (!session || session.txHash !== null || session.state !== 'open') return;
  const [other] = await tx
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.chainId, session.chainId), eq(checkoutSessions.txHash, txHash)))
    .limit(1);
  if (other) return;
  await tx.update(checkoutSessions).set({ txHash }).where(eq(checkoutSessions.id, sessionId));
}

/** The workspace's setting as its members read it. */
export async function onrampSettings(app: AppContext, companyId: string): Promise<OnrampSettings> {
  const [company] = await app.database.db
    .select({ enabled: companies.onrampEnabled })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  const provider = app.onramp;
  if (!provider) return { enabled: false, provider: null, countries: [] };
  const countries = await asked(() => provider.countries());
  return {
    enabled: company?.enabled ?? false,
    provider: { name: provider.name, sandbox: provider.sandbox },
    countries: countries.map((entry) => entry.country),
  };
}

/** PUT /company/{id}/onramp. */
export async function setCompanyOnramp(app: AppContext, companyId: string, enabled: boolean) {
  if (enabled && !app.onramp)
    throw new ApiError('ONRAMP_UNAVAILABLE', {
      message: 'No card and bank transfer provider is configured on this server.',
    });
  await app.database.db
    .update(companies)
    .set({ onrampEnabled: enabled, updatedAt: app.config.clock.now() })
    .where(eq(companies.id, companyId));
  return onrampSettings(app, companyId);
}

/** A link's own setting. */
export async function linkOnramp(app: AppContext, linkId: string): Promise<{ enabled: boolean }> {
  const [link] = await app.database.db
    .select({ enabled: paymentLinks.onrampEnabled })
    .from(paymentLinks)
    .where(eq(paymentLinks.id, linkId.toLowerCase()))
    .limit(1);
  if (!link) throw new ApiError('NOT_FOUND');
  return link;
}

/** PUT /payment-link/{id}/onramp. */
export async function setLinkOnramp(app: AppContext, linkId: string, enabled: boolean) {
  await app.database.db
    .update(paymentLinks)
    .set({ onrampEnabled: enabled, updatedAt: app.config.clock.now() })
    .where(eq(paymentLinks.id, linkId.toLowerCase()));
}
