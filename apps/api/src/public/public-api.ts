/**
 * The public API's work, on the domain's own functions. A store's checkout is kept as a
 * one-payment link of the workspace (made with `insertLink`, with its own expiry), and answered
 * as the public checkout object (`checkout/object.ts`), the same one its events carry; payments,
 * events and links are the workspace's lists, bounded to the key's mode.
 */
import {
  CHECKOUT_EXPIRY_MS,
  isUuid,
  type Checkout,
  type Environment,
  type LinkListResponse,
  type PaymentLink,
  type PublicCheckoutListQuery,
  type PublicCheckoutListResponse,
  type PublicCreateCheckoutRequest,
  type PublicCreateLinkRequest,
  type PublicEventListQuery,
  type PublicEventListResponse,
  type PublicLinkListQuery,
  type PublicPayment,
  type PublicPaymentListQuery,
  type PublicPaymentListResponse,
} from '@meridian/contract';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { ApiKeyCaller } from '../api-keys/authenticate';
import { findCheckout, storeCheckout, type Moment } from '../checkout/object';
import type { AppContext } from '../context';
import { recordRecipientCustomer } from '../customers/record';
import type { Db } from '../db/database';
import { integrations, wallets } from '../db/schema';
import { listPublicEvents } from '../events/list';
import { ApiError } from '../http/errors';
import { listLinks } from '../links/list';
import { checkPayoutWallet, fieldError, minorOf, workspaceCurrency } from '../links/rules';
import { toLink } from '../links/views';
import { insertLink, staticLinkFields } from '../links/write';
import { expireCheckoutNow, recordStoreCheckoutOpened } from '../payments/states';
import { getKeyPayment, listKeyPaymentRows } from './public-payments';
import { listStoreCheckouts } from './store-checkouts';

/** The time and the dashboard's address, for the objects' `url`. */
const momentOf = (app: AppContext): Moment => ({ now: app.config.clock.now(), publicUrl: app.config.publicUrl });

/**
 * The wallet a key's link pays to: the one named, or the workspace's first Moonbeam wallet that
 * may receive in the key's environment (a verified one for live).
 */
async function payoutWallet(db: Db, key: ApiKeyCaller, named: string | undefined): Promise<string> {
  if (named !== undefined) return checkPayoutWallet(db, key.companyId, named, key.mode);
  // A store's paired key pays to the wallet chosen on its integration's page, when one is.
  const [paired] = await db
    .select({ walletId: integrations.payoutWalletId })
    .from(integrations)
    .where(and(eq(integrations.apiKeyId, key.keyId), isNotNull(integrations.payoutWalletId)))
    .limit(1);
  if (paired?.walletId) return checkPayoutWallet(db, key.companyId, paired.walletId, key.mode);
  const [wallet] = await db
    .select({ id: wallets.id })
    .from(wallets)
    .where(
      and(
        eq(wallets.companyId, key.companyId),
        eq(wallets.network, 'moonbeam'),
        ...(key.mode === 'live' ? [isNotNull(wallets.verifiedAt)] : []),
      ),
    )
    .orderBy(asc(wallets.createdAt), asc(wallets.id))
    .limit(1);
  if (!wallet) {
    throw fieldError(
      'payoutWalletId',
      'required',
      key.mode === 'live'
        ? 'Add and verify a Moonbeam wallet in the dashboard first: live payments go to it'
        : 'Add a Moonbeam wallet in the dashboard first: payments go to it',
    );
  }
  // The wallet's own rules too (a live checkout never pays to an account whose key is public).
  return checkPayoutWallet(db, key.companyId, wallet.id, key.mode);
}

function recipient(customer: PublicCreateCheckoutRequest['customer']) {
  const name = customer?.name?.trim();
  const email = customer?.email?.trim().toLowerCase();
  return name && email ? { recipientName: name, recipientEmail: email } : { recipientName: null, recipientEmail: null };
}

/** When a new checkout expires: the time asked for (15 minutes to 7 days from now), or 24 hours. */
function expiryOf(asked: string | undefined, now: Date): Date {
  if (asked === undefined) return new Date(now.getTime() + CHECKOUT_EXPIRY_MS.default);
  const at = new Date(asked);
  const ahead = at.getTime() - now.getTime();
  if (ahead < CHECKOUT_EXPIRY_MS.min || ahead > CHECKOUT_EXPIRY_MS.max) {
    throw fieldError('expiresAt', 'out_of_range', 'Choose a time from 15 minutes to 7 days from now');
  }
  return at;
}

/** POST /v1/checkouts: a store's checkout in the key's mode, paid on its page until it expires. */
export async function createCheckout(
  app: AppContext,
  key: ApiKeyCaller,
  body: PublicCreateCheckoutRequest,
): Promise<Checkout> {
  const at = momentOf(app);
  const currency = body.currency ?? (await workspaceCurrency(app.database.db, key.companyId));
  const checkoutExpiresAt = expiryOf(body.expiresAt, at.now);
  const payoutWalletId = await payoutWallet(app.database.db, key, body.payoutWalletId);
  const name = body.orderReference?.trim() ? `Order ${body.orderReference.trim()}` : undefined;
  const row = await insertLink(
    app,
    { companyId: key.companyId, userId: key.createdBy },
    {
      type: 'dynamic',
      name,
      environment: key.mode,
      currency,
      amountCents: minorOf('amount', body.amount, currency),
      minimumCents: null,
      suggestedCents: [],
      message: undefined,
      redirectUrl: body.returnUrl,
      payoutWalletId,
      options: undefined,
      // A recipient is both a name and an address, or neither.
      ...recipient(body.customer),
      summary: body.description.trim(),
      orderReference: body.orderReference?.trim() || null,
      metadata: body.metadata ?? {},
      apiKeyId: key.keyId,
      checkoutExpiresAt,
      createdAt: at.now,
    },
    async (tx, inserted) => {
      await recordStoreCheckoutOpened(tx, inserted, at);
      // The buyer named here is a customer of the workspace (listed, and erased on request).
      await recordRecipientCustomer(tx, inserted, at.now);
    },
  );
  return storeCheckout(app.database.db, row, at);
}

/** The key's workspace and mode. */
const scopeOf = (key: ApiKeyCaller) => ({ companyId: key.companyId, mode: key.mode });

/**
 * GET /v1/checkouts/{id}: a checkout of the key's workspace and mode (a store's checkout, or a
 * session of one of its links); any other id is not found.
 */
export async function getCheckout(app: AppContext, key: ApiKeyCaller, id: string): Promise<Checkout> {
  if (!isUuid(id)) throw new ApiError('NOT_FOUND');
  const checkout = await findCheckout(app.database.db, scopeOf(key), id.toLowerCase(), momentOf(app));
  if (!checkout) throw new ApiError('NOT_FOUND');
  return checkout;
}

/** POST /v1/checkouts/{id}/expire: the checkout ends now, final (unless it is paid or confirming). */
export async function expireCheckout(app: AppContext, key: ApiKeyCaller, id: string): Promise<Checkout> {
  if (!isUuid(id)) throw new ApiError('NOT_FOUND');
  const at = momentOf(app);
  await app.database.db.transaction((tx) => expireCheckoutNow(tx, scopeOf(key), id.toLowerCase(), at));
  return getCheckout(app, key, id);
}

/** GET /v1/checkouts: the store's checkouts of the key's mode, by order reference, newest or oldest first. */
export async function listCheckouts(
  app: AppContext,
  key: ApiKeyCaller,
  query: PublicCheckoutListQuery,
): Promise<PublicCheckoutListResponse> {
  return listStoreCheckouts(app.database.db, scopeOf(key), query, momentOf(app));
}

/** GET /v1/payments/{id}: a payment of the key's workspace and mode. */
export async function getPayment(app: AppContext, key: ApiKeyCaller, id: string): Promise<PublicPayment> {
  if (!isUuid(id)) throw new ApiError('NOT_FOUND');
  const payment = await getKeyPayment(app.database.db, scopeOf(key), id.toLowerCase());
  if (!payment) throw new ApiError('NOT_FOUND');
  return payment;
}

/** GET /v1/payments: the mode's payments detected since a time, newest or oldest first. */
export async function listKeyPayments(
  app: AppContext,
  key: ApiKeyCaller,
  query: PublicPaymentListQuery,
): Promise<PublicPaymentListResponse> {
  return listKeyPaymentRows(app.database.db, scopeOf(key), query);
}

/** GET /v1/events: the mode's events (and the workspace's own), newest first or oldest first after an event. */
export async function listKeyEvents(
  app: AppContext,
  key: ApiKeyCaller,
  query: PublicEventListQuery,
): Promise<PublicEventListResponse> {
  return listPublicEvents(app.database, key.companyId, {
    ...query,
    since: query.since ? new Date(query.since) : undefined,
    mode: key.mode,
  });
}

/** POST /v1/payment-links: a static link or a donation in the key's environment. */
export async function createKeyLink(
  app: AppContext,
  key: ApiKeyCaller,
  body: PublicCreateLinkRequest,
): Promise<PaymentLink> {
  const fields = await staticLinkFields(app, key.companyId, body);
  const payoutWalletId = await payoutWallet(app.database.db, key, body.payoutWalletId);
  const row = await insertLink(
    app,
    { companyId: key.companyId, userId: key.createdBy },
    { ...fields, environment: key.mode, payoutWalletId, apiKeyId: key.keyId },
  );
  return toLink(row, app.config.publicUrl);
}

/** GET /v1/payment-links: the environment's links, newest first. */
export async function listKeyLinks(
  app: AppContext,
  key: ApiKeyCaller,
  query: PublicLinkListQuery,
): Promise<LinkListResponse> {
  const environment: Environment = key.mode;
  return listLinks(
    app.database,
    app.config.publicUrl,
    key.companyId,
    { ...query, companyId: key.companyId, environment },
    null,
  );
}
