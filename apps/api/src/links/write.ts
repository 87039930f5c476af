/** Creating a link (static, donation or dynamic), reading one, editing it and changing its status. */
import { randomUUID } from 'node:crypto';
import {
  canChangeLinkStatus,
  defaultLinkName,
  type ChangeLinkStatusRequest,
  type Currency,
  type CreateDynamicLinkRequest,
  type CreateStaticLinkRequest,
  type Environment,
  type LinkStatus,
  type LinkType,
  type PaymentLink,
  type PaymentLinkDetail,
  type UpdateStaticLinkRequest,
} from '@meridian/contract';
import { and, eq, max } from 'drizzle-orm';
import type { SignedInCaller } from '../accounts/sessions';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { paymentLinks, type PaymentLinkRow } from '../db/schema';
import { ApiError } from '../http/errors';
import type { WorkspaceAccess } from '../workspaces/access';
import { lockCompany } from '../workspaces/members';
import {
  checkPayoutWallet,
  checkSuggested,
  checkTierCap,
  emptyToNull,
  fieldError,
  linkAmounts,
  newSlug,
  vatBasisPoints,
  workspaceCurrency,
  workspaceTier,
} from './rules';
import { currentSnapshot } from '../payments/locked-rate';
import { dynamicLinkPayment } from './dynamic-payment';
import { toLink } from './views';

/** A link to make: what every way of making one (the dashboard's forms, the public API) gives. */
export interface NewLink {
  type: LinkType;
  name: string | undefined;
  environment: Environment;
  /** The price currency: the amounts are its minor units. */
  currency: Currency;
  amountCents: number | null;
  minimumCents: number | null;
  suggestedCents: number[];
  message: string | undefined;
  redirectUrl: string | undefined;
  payoutWalletId: string;
  options: CreateStaticLinkRequest['options'];
  recipientName: string | null;
  recipientEmail: string | null;
  summary: string | null;
  /** A checkout made through the public API: the store's order number, its metadata, the key. */
  orderReference?: string | null;
  metadata?: Record<string, string> | null;
  apiKeyId?: string | null;
  /** A checkout made through the public API: when it stops accepting payment. */
  checkoutExpiresAt?: Date | null;
  /** When it is made, if the caller already read the time (a checkout's expiry counts from it). */
  createdAt?: Date;
}

/** What runs on the transaction that makes the link, once its row is written (its first event). */
export type OnLinkInserted = (tx: Db, row: PaymentLinkRow) => Promise<void>;

/**
 * Makes a link in a workspace, within its tier's cap and paying to one of its wallets; the
 * author is the member who made it (or, through the public API, who made the key), if known.
 */
export async function insertLink(
  app: AppContext,
  author: { companyId: string; userId: string | null },
  link: NewLink,
  onInserted?: OnLinkInserted,
): Promise<PaymentLinkRow> {
  const db = app.database.db;
  const access = author;
  const tier = await workspaceTier(db, access.companyId);
  checkTierCap(
    tier,
    [link.amountCents, link.minimumCents, ...link.suggestedCents].filter((v) => v !== null),
    vatBasisPoints(link.options),
    link.currency,
    await currentSnapshot(app, link.currency),
  );
  const payoutWalletId = await checkPayoutWallet(db, access.companyId, link.payoutWalletId, link.environment);
  const now = link.createdAt ?? app.config.clock.now();
  const row = await db.transaction(async (tx) => {
    // Links are numbered per workspace, one at a time.
    await lockCompany(tx, access.companyId);
    const [last] = await tx
      .select({ number: max(paymentLinks.number) })
      .from(paymentLinks)
      .where(eq(paymentLinks.companyId, access.companyId));
    const number = (last?.number ?? 0) + 1;
    const [inserted] = await tx
      .insert(paymentLinks)
      .values({
        id: randomUUID(),
        companyId: access.companyId,
        number,
        type: link.type,
        name: emptyToNull(link.name) ?? defaultLinkName(number),
        status: 'active',
        environment: link.environment,
        currency: link.currency,
        amountCents: link.amountCents,
        minimumCents: link.minimumCents,
        suggestedCents: link.suggestedCents,
        message: emptyToNull(link.message),
        redirectUrl: emptyToNull(link.redirectUrl),
        payoutWalletId,
        collectEmail: link.options?.collectEmail ?? false,
        collectBilling: link.options?.collectBillingDetails ?? false,
        vatRateBp: vatBasisPoints(link.options),
        recipientName: link.recipientName,
        recipientEmail: link.recipientEmail,
        summary: link.summary,
        slug: newSlug(),
        createdBy: author.userId,
        createdAt: now,
        updatedAt: now,
        orderReference: link.orderReference ?? null,
        metadata: link.metadata ?? null,
        apiKeyId: link.apiKeyId ?? null,
        checkoutExpiresAt: link.checkoutExpiresAt ?? null,
        checkoutStatus: link.checkoutExpiresAt ? 'open' : null,
      })
      .returning();
    if (inserted && onInserted) await onInserted(tx, inserted);
    return inserted;
  });
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** The author of a link made in the dashboard: the signed-in member, in their workspace. */
function memberAuthor(caller: SignedInCaller, access: WorkspaceAccess) {
  return { companyId: access.companyId, userId: caller.user.id };
}

/**
 * What a static link or a donation is made of, as the dashboard or the public API asks for it:
 * its amounts read in its currency (the workspace's unless given) and checked, for `insertLink`
 * with its environment and payout wallet.
 */
export async function staticLinkFields(
  app: AppContext,
  companyId: string,
  body: Omit<CreateStaticLinkRequest, 'companyId' | 'environment' | 'payoutWalletId'>,
): Promise<Omit<NewLink, 'environment' | 'payoutWalletId'>> {
  const currency = body.currency ?? (await workspaceCurrency(app.database.db, companyId));
  const amounts = linkAmounts(body, currency);
  const minimumCents = amounts.minimumCents ?? null;
  const suggestedCents = amounts.suggestedCents ?? [];
  checkSuggested(minimumCents, suggestedCents);
  return {
    type: body.type,
    name: body.name,
    currency,
    amountCents: body.type === 'static' ? (amounts.amountCents ?? null) : null,
    minimumCents,
    suggestedCents,
    message: body.message,
    redirectUrl: body.redirectUrl,
    options: body.options,
    recipientName: null,
    recipientEmail: null,
    summary: null,
  };
}

/** POST /payment-link/static: a static link (its amount) or a donation (optional minimum, suggestions). */
export async function createStaticLink(
  app: AppContext,
  caller: SignedInCaller,
  access: WorkspaceAccess,
  body: CreateStaticLinkRequest,
): Promise<PaymentLink> {
  const row = await insertLink(app, memberAuthor(caller, access), {
    ...(await staticLinkFields(app, access.companyId, body)),
    environment: body.environment,
    payoutWalletId: body.payoutWalletId,
  });
  return toLink(row, app.config.publicUrl);
}

/** POST /payment-link/dynamic: one payment for one recipient. */
export async function createDynamicLink(
  app: AppContext,
  caller: SignedInCaller,
  access: WorkspaceAccess,
  body: CreateDynamicLinkRequest,
): Promise<PaymentLink> {
  const currency = body.currency ?? (await workspaceCurrency(app.database.db, access.companyId));
  const { amountCents } = linkAmounts({ amount: body.amount }, currency);
  const row = await insertLink(app, memberAuthor(caller, access), {
    type: 'dynamic',
    name: body.name,
    environment: body.environment,
    currency,
    amountCents: amountCents!,
    minimumCents: null,
    suggestedCents: [],
    message: body.message,
    redirectUrl: body.redirectUrl,
    payoutWalletId: body.payoutWalletId,
    options: body.options,
    recipientName: body.recipientName.trim(),
    recipientEmail: body.recipientEmail.trim().toLowerCase(),
    summary: body.summary.trim(),
  });
  return toLink(row, app.config.publicUrl);
}

async function findLink(db: Db, companyId: string, linkId: string): Promise<PaymentLinkRow> {
  const [row] = await db
    .select()
    .from(paymentLinks)
    .where(and(eq(paymentLinks.id, linkId.toLowerCase()), eq(paymentLinks.companyId, companyId)))
    .limit(1);
  if (!row) throw new ApiError('NOT_FOUND');
  return row;
}

/** A link of the workspace, of one of `types` (another type is not found at that address). */
export async function getLink(
  app: AppContext,
  access: WorkspaceAccess,
  linkId: string,
  types: readonly LinkType[],
): Promise<PaymentLinkDetail> {
  const db = app.database.db;
  const row = await findLink(db, access.companyId, linkId);
  if (!types.includes(row.type)) throw new ApiError('NOT_FOUND');
  const link = toLink(row, app.config.publicUrl);
  if (row.type !== 'dynamic') return link;
  return { ...link, payment: await dynamicLinkPayment(db, row.id, app.config.clock.now()) };
}

/** PATCH /payment-link/static/{id}: only the fields sent change; an archived link stays as it was. */
export async function updateStaticLink(
  app: AppContext,
  access: WorkspaceAccess,
  linkId: string,
  body: UpdateStaticLinkRequest,
): Promise<PaymentLink> {
  const db = app.database.db;
  const current = await findLink(db, access.companyId, linkId);
  if (current.type === 'dynamic') throw new ApiError('NOT_FOUND');
  if (current.status === 'archived') throw new ApiError('LINK_ARCHIVED');
  const donation = current.type === 'donation';
  if (donation && body.amount !== undefined) {
    throw fieldError('amount', 'not_allowed', 'The payer chooses the amount of a donation');
  }
  if (!donation && body.minimumAmount !== undefined) {
    throw fieldError('minimumAmount', 'not_allowed', 'Only donations have a minimum');
  }
  if (!donation && body.suggestedAmounts !== undefined) {
    throw fieldError('suggestedAmounts', 'not_allowed', 'Only donations have suggested amounts');
  }
  // A link keeps its currency: amounts sent are in it.
  const amounts = linkAmounts(body, current.currency);
  const amountCents = amounts.amountCents ?? current.amountCents;
  const minimumCents = amounts.minimumCents === undefined ? current.minimumCents : amounts.minimumCents;
  const suggestedCents = amounts.suggestedCents ?? current.suggestedCents;
  checkSuggested(minimumCents, suggestedCents);
  const tier = await workspaceTier(db, access.companyId);
  checkTierCap(
    tier,
    [amountCents, minimumCents, ...suggestedCents].filter((v) => v !== null),
    body.options ? vatBasisPoints(body.options) : current.vatRateBp,
    current.currency,
    await currentSnapshot(app, current.currency),
  );
  const environment = body.environment ?? current.environment;
  const walletId = body.payoutWalletId ?? current.payoutWalletId;
  if (walletId === null) {
    throw fieldError('payoutWalletId', 'required', 'Choose the wallet this link pays to');
  }
  if (body.payoutWalletId !== undefined || body.environment !== undefined) {
    await checkPayoutWallet(db, access.companyId, walletId, environment);
  }
  const [row] = await db
    .update(paymentLinks)
    .set({
      ...(body.name !== undefined ? { name: emptyToNull(body.name) ?? defaultLinkName(current.number) } : {}),
      amountCents,
      minimumCents,
      suggestedCents,
      ...(body.message !== undefined ? { message: emptyToNull(body.message) } : {}),
      ...(body.redirectUrl !== undefined ? { redirectUrl: emptyToNull(body.redirectUrl) } : {}),
      environment,
      payoutWalletId: walletId.toLowerCase(),
      ...(body.options
        ? {
            collectEmail: body.options.collectEmail,
            collectBilling: body.options.collectBillingDetails,
            vatRateBp: vatBasisPoints(body.options),
          }
        : {}),
      updatedAt: app.config.clock.now(),
    })
    // Archived meanwhile: nothing changes.
    .where(and(eq(paymentLinks.id, current.id), eq(paymentLinks.status, current.status)))
    .returning();
  if (!row) throw new ApiError('LINK_ARCHIVED');
  return toLink(row, app.config.publicUrl);
}

const STATUS_WORDS: Record<LinkStatus, string> = { active: 'active', disabled: 'disabled', archived: 'archived' };

/** PATCH /payment-link/{id}: active <-> disabled; either -> archived, which is final. */
export async function changeLinkStatus(
  app: AppContext,
  access: WorkspaceAccess,
  linkId: string,
  body: ChangeLinkStatusRequest,
): Promise<PaymentLink> {
  const db = app.database.db;
  const current = await findLink(db, access.companyId, linkId);
  if (!canChangeLinkStatus(current.status, body.status)) {
    throw new ApiError('STATUS_TRANSITION_REFUSED', {
      message:
        current.status === 'archived'
          ? 'This link is archived: archiving is final.'
          : `This link is already ${STATUS_WORDS[current.status]}.`,
    });
  }
  if (body.status === 'active') {
    // A link enabled again follows the tier the workspace has now.
    const tier = await workspaceTier(db, access.companyId);
    checkTierCap(
      tier,
      [current.amountCents, current.minimumCents, ...current.suggestedCents].filter((v) => v !== null),
      current.vatRateBp,
      current.currency,
      await currentSnapshot(app, current.currency),
    );
  }
  const [row] = await db
    .update(paymentLinks)
    .set({ status: body.status, updatedAt: app.config.clock.now() })
    .where(and(eq(paymentLinks.id, current.id), eq(paymentLinks.status, current.status)))
    .returning();
  if (!row) {
    throw new ApiError('STATUS_TRANSITION_REFUSED', { message: 'The link changed meanwhile; load it again.' });
  }
  return toLink(row, app.config.publicUrl);
}
