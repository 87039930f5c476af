/**
 * The public API's work, on the domain's own functions: a checkout is a dynamic payment link
 * (one payment for one order) made with `insertLink`, read with `dynamicLinkPayment`; payments,
 * events and links are the workspace's lists, bounded to the key's environment.
 */
import {
  formatUsdCents,
  type Environment,
  type LinkListResponse,
  type PaymentLink,
  type PublicCheckout,
  type PublicCreateCheckoutRequest,
  type PublicCreateLinkRequest,
  type PublicEventListQuery,
  type PublicEventListResponse,
  type PublicLinkListQuery,
  type PublicPaymentListQuery,
  type PublicPaymentListResponse,
} from '@meridian/contract';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { ApiKeyCaller } from '../api-keys/keys';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { integrations, paymentLinks, wallets, type PaymentLinkRow } from '../db/schema';
import { listEvents } from '../events/list';
import { ApiError } from '../http/errors';
import { dynamicLinkPayment } from '../links/dynamic-payment';
import { listLinks } from '../links/list';
import { cents, checkPayoutWallet, checkSuggested, fieldError } from '../links/rules';
import { toLink } from '../links/views';
import { insertLink } from '../links/write';
import { isUuid } from '../workspaces/access';
import { listPayments } from '../payments/list';

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

async function toCheckout(app: AppContext, row: PaymentLinkRow): Promise<PublicCheckout> {
  const payment = await dynamicLinkPayment(app.database.db, row.id, app.config.clock.now());
  const link = toLink(row, app.config.publicUrl);
  return {
    id: row.id,
    mode: row.environment,
    status: payment ? payment.state : 'pending',
    amount: link.amount ?? formatUsdCents(row.amountCents ?? 0),
    currency: 'USD',
    description: row.summary ?? '',
    orderReference: row.orderReference,
    returnUrl: row.redirectUrl,
    metadata: row.metadata ?? {},
    url: link.url,
    payment,
    createdAt: row.createdAt.toISOString(),
  };
}

/** POST /v1/checkouts: a dynamic link in the key's environment, paid on its page. */
export async function createCheckout(
  app: AppContext,
  key: ApiKeyCaller,
  body: PublicCreateCheckoutRequest,
): Promise<PublicCheckout> {
  const payoutWalletId = await payoutWallet(app.database.db, key, body.payoutWalletId);
  const name = body.orderReference?.trim() ? `Order ${body.orderReference.trim()}` : undefined;
  const row = await insertLink(
    app,
    { companyId: key.companyId, userId: key.createdBy },
    {
      type: 'dynamic',
      name,
      environment: key.mode,
      amountCents: cents(body.amount),
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
      // The buyer named here is a customer of the workspace (listed, and erased on request).
      recipientIsCustomer: true,
    },
  );
  return toCheckout(app, row);
}

/** GET /v1/checkouts/{id}: a checkout of the key's workspace and environment; any other id is not found. */
export async function getCheckout(app: AppContext, key: ApiKeyCaller, id: string): Promise<PublicCheckout> {
  if (!isUuid(id)) throw new ApiError('NOT_FOUND');
  const [row] = await app.database.db
    .select()
    .from(paymentLinks)
    .where(
      and(
        eq(paymentLinks.id, id.toLowerCase()),
        eq(paymentLinks.companyId, key.companyId),
        eq(paymentLinks.type, 'dynamic'),
        eq(paymentLinks.environment, key.mode),
      ),
    )
    .limit(1);
  if (!row) throw new ApiError('NOT_FOUND');
  return toCheckout(app, row);
}

/** GET /v1/payments: the environment's payments detected since a time. */
export async function listKeyPayments(
  app: AppContext,
  key: ApiKeyCaller,
  query: PublicPaymentListQuery,
): Promise<PublicPaymentListResponse> {
  return listPayments(
    app.database,
    key.companyId,
    { environment: key.mode, from: query.since, limit: query.limit, cursor: query.cursor },
    { now: app.config.clock.now(), confirmations: app.config.confirmations },
  );
}

/** GET /v1/events: the environment's events written since a time. */
export async function listKeyEvents(
  app: AppContext,
  key: ApiKeyCaller,
  query: PublicEventListQuery,
): Promise<PublicEventListResponse> {
  return listEvents(app.database, key.companyId, query, {
    since: query.since ? new Date(query.since) : null,
    environment: key.mode,
  });
}

/** POST /v1/payment-links: a static link or a donation in the key's environment. */
export async function createKeyLink(
  app: AppContext,
  key: ApiKeyCaller,
  body: PublicCreateLinkRequest,
): Promise<PaymentLink> {
  const minimumCents = body.minimumAmount ? cents(body.minimumAmount) : null;
  const suggestedCents = (body.suggestedAmounts ?? []).map(cents);
  checkSuggested(minimumCents, suggestedCents);
  const payoutWalletId = await payoutWallet(app.database.db, key, body.payoutWalletId);
  const row = await insertLink(
    app,
    { companyId: key.companyId, userId: key.createdBy },
    {
      type: body.type,
      name: body.name,
      environment: key.mode,
      amountCents: body.type === 'static' && body.amount ? cents(body.amount) : null,
      minimumCents,
      suggestedCents,
      message: body.message,
      redirectUrl: body.redirectUrl,
      payoutWalletId,
      options: body.options,
      recipientName: null,
      recipientEmail: null,
      summary: null,
      apiKeyId: key.keyId,
    },
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
