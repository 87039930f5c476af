import { randomBytes, randomUUID } from 'node:crypto';
import {
  canChangeLinkStatus,
  defaultLinkName,
  formatUsdCents,
  LINK_PAGE_SIZE_DEFAULT,
  parseUsdCents,
  TIER_LIMITS,
  tierThatAllows,
  withinPaymentCap,
  type ChangeLinkStatusRequest,
  type CreateDynamicLinkRequest,
  type CreateStaticLinkRequest,
  type Environment,
  type FieldError,
  type LinkListQuery,
  type LinkListResponse,
  type LinkStatus,
  type LinkType,
  type PaymentLink,
  type Tier,
  type UpdateStaticLinkRequest,
} from '@meridian/contract';
import { and, eq, max } from 'drizzle-orm';
import type { SignedInCaller } from '../accounts/sessions';
import type { AppContext } from '../context';
import type { Database, Db, NamedStatement } from '../db/database';
import { companies, paymentLinks, wallets, type PaymentLinkRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { isUuid, type WorkspaceAccess } from '../workspaces/access';
import { lockCompany } from '../workspaces/members';
import { companyTier } from '../workspaces/views';

/** The fields of a link the answer is made of (a row of the table, or of the list's query). */
type LinkFields = Pick<
  PaymentLinkRow,
  | 'id'
  | 'companyId'
  | 'type'
  | 'name'
  | 'status'
  | 'environment'
  | 'amountCents'
  | 'minimumCents'
  | 'suggestedCents'
  | 'message'
  | 'redirectUrl'
  | 'payoutWalletId'
  | 'collectEmail'
  | 'collectBilling'
  | 'vatRateBp'
  | 'recipientName'
  | 'recipientEmail'
  | 'summary'
  | 'slug'
  | 'createdAt'
  | 'updatedAt'
>;

/** 2150 -> `"21.5"`: a VAT rate in hundredths of a percent, as the API sends it. */
export function formatVatRate(basisPoints: number): string {
  return String(basisPoints / 100);
}

export function toLink(row: LinkFields, publicUrl: string): PaymentLink {
  return {
    id: row.id,
    companyId: row.companyId,
    type: row.type,
    name: row.name,
    status: row.status,
    environment: row.environment,
    amount: row.amountCents === null ? null : formatUsdCents(Number(row.amountCents)),
    minimumAmount: row.minimumCents === null ? null : formatUsdCents(Number(row.minimumCents)),
    suggestedAmounts: row.suggestedCents.map((cents) => formatUsdCents(Number(cents))),
    message: row.message,
    redirectUrl: row.redirectUrl,
    payoutWalletId: row.payoutWalletId,
    options: {
      collectEmail: row.collectEmail,
      collectBillingDetails: row.collectBilling,
      includeVat: row.vatRateBp !== null,
      vatRate: row.vatRateBp === null ? null : formatVatRate(row.vatRateBp),
    },
    recipient:
      row.recipientName !== null && row.recipientEmail !== null
        ? { name: row.recipientName, email: row.recipientEmail }
        : null,
    summary: row.summary,
    slug: row.slug,
    url: `${publicUrl}/pay/${row.slug}`,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const TIER_NAMES: Record<Tier, string> = {
  notVerified: 'Not Verified',
  basic: 'Basic',
  basicPlus: 'Basic Plus',
  silver: 'Silver',
  gold: 'Gold',
};

async function workspaceTier(db: Db, companyId: string): Promise<Tier> {
  const [row] = await db
    .select({ domainVerifiedAt: companies.domainVerifiedAt })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) throw new ApiError('NOT_FOUND');
  return companyTier(row);
}

/** The VAT on a price in USD cents: added to it, rounded half up to the cent. */
export function vatCentsOf(priceCents: number, vatRateBp: number | null): number {
  return vatRateBp === null ? 0 : Math.floor((priceCents * vatRateBp + 5000) / 10000);
}

/**
 * Refuses an amount above the tier's per-payment cap, naming the cap and the tier that lifts it.
 * The cap applies to what the payer pays: the amount with the link's VAT added.
 */
function checkTierCap(tier: Tier, amounts: readonly number[], vatRateBp: number | null): void {
  const cap = TIER_LIMITS[tier].perPaymentCents;
  const over = amounts
    .map((cents) => cents + vatCentsOf(cents, vatRateBp))
    .find((cents) => !withinPaymentCap(tier, cents));
  if (over === undefined || cap === undefined) return;
  const requiredTier = tierThatAllows(tier, over);
  const limit = formatUsdCents(cap);
  const amount = `$${formatUsdCents(over)}${vatRateBp === null ? '' : ' with VAT'}`;
  throw new ApiError('TIER_LIMIT_EXCEEDED', {
    message:
      `${TIER_NAMES[tier]} workspaces take payments of up to $${limit}; ` +
      (requiredTier ? `${amount} needs ${TIER_NAMES[requiredTier]}.` : `no tier allows ${amount} in one payment.`),
    tierLimit: { tier, limit, amount: formatUsdCents(over), requiredTier },
  });
}

function fieldError(field: string, code: FieldError['code'], message: string): ApiError {
  return new ApiError('VALIDATION_FAILED', { message, details: [{ field, code, message }] });
}

/** The payout wallet: a Moonbeam wallet of the workspace, verified for a live link. */
async function checkPayoutWallet(db: Db, companyId: string, walletId: string, environment: Environment) {
  if (!isUuid(walletId)) throw fieldError('payoutWalletId', 'invalid', 'No wallet of this workspace has this id');
  const [wallet] = await db
    .select({ id: wallets.id, network: wallets.network, verifiedAt: wallets.verifiedAt })
    .from(wallets)
    .where(and(eq(wallets.id, walletId.toLowerCase()), eq(wallets.companyId, companyId)))
    .limit(1);
  if (!wallet) throw fieldError('payoutWalletId', 'invalid', 'No wallet of this workspace has this id');
  if (wallet.network !== 'moonbeam') {
    throw fieldError('payoutWalletId', 'wrong_network', 'Payments are made on Moonbeam: choose a Moonbeam wallet');
  }
  if (environment === 'live' && wallet.verifiedAt === null) {
    throw fieldError('payoutWalletId', 'not_verified', 'A live link pays to a verified wallet: verify this one first');
  }
  return wallet.id;
}

function cents(value: string): number {
  const parsed = parseUsdCents(value);
  // The request structs only let decimal amounts through.
  if (parsed === null) throw new ApiError('VALIDATION_FAILED');
  return parsed;
}

function vatBasisPoints(options: { includeVat: boolean; vatRate: string | null } | undefined): number | null {
  if (!options?.includeVat || options.vatRate === null) return null;
  return Math.round(Number(options.vatRate) * 100);
}

/** Suggested amounts below the minimum are refused (the payer could never pick them). */
function checkSuggested(minimum: number | null, suggested: readonly number[]): void {
  if (minimum === null) return;
  const index = suggested.findIndex((amount) => amount < minimum);
  if (index >= 0) {
    throw fieldError(`suggestedAmounts.${index}`, 'out_of_range', 'A suggested amount is below the minimum');
  }
}

/** A new slug: 128 random bits, base64url (22 characters). */
function newSlug(): string {
  return randomBytes(16).toString('base64url');
}

interface NewLink {
  type: LinkType;
  name: string | undefined;
  environment: Environment;
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
}

function emptyToNull(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

async function insertLink(
  app: AppContext,
  caller: SignedInCaller,
  access: WorkspaceAccess,
  link: NewLink,
): Promise<PaymentLink> {
  const db = app.database.db;
  const tier = await workspaceTier(db, access.companyId);
  checkTierCap(
    tier,
    [link.amountCents, link.minimumCents, ...link.suggestedCents].filter((v) => v !== null),
    vatBasisPoints(link.options),
  );
  const payoutWalletId = await checkPayoutWallet(db, access.companyId, link.payoutWalletId, link.environment);
  const now = app.config.clock.now();
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
        createdBy: caller.user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return inserted;
  });
  if (!row) throw new Error('insert returned nothing');
  return toLink(row, app.config.publicUrl);
}

/** POST /payment-link/static: a static link (its amount) or a donation (optional minimum, suggestions). */
export async function createStaticLink(
  app: AppContext,
  caller: SignedInCaller,
  access: WorkspaceAccess,
  body: CreateStaticLinkRequest,
): Promise<PaymentLink> {
  const minimumCents = body.minimumAmount ? cents(body.minimumAmount) : null;
  const suggestedCents = (body.suggestedAmounts ?? []).map(cents);
  checkSuggested(minimumCents, suggestedCents);
  return insertLink(app, caller, access, {
    type: body.type,
    name: body.name,
    environment: body.environment,
    amountCents: body.type === 'static' && body.amount ? cents(body.amount) : null,
    minimumCents,
    suggestedCents,
    message: body.message,
    redirectUrl: body.redirectUrl,
    payoutWalletId: body.payoutWalletId,
    options: body.options,
    recipientName: null,
    recipientEmail: null,
    summary: null,
  });
}

/** POST /payment-link/dynamic: one payment for one recipient. */
export async function createDynamicLink(
  app: AppContext,
  caller: SignedInCaller,
  access: WorkspaceAccess,
  body: CreateDynamicLinkRequest,
): Promise<PaymentLink> {
  return insertLink(app, caller, access, {
    type: 'dynamic',
    name: body.name,
    environment: body.environment,
    amountCents: cents(body.amount),
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
): Promise<PaymentLink> {
  const row = await findLink(app.database.db, access.companyId, linkId);
  if (!types.includes(row.type)) throw new ApiError('NOT_FOUND');
  return toLink(row, app.config.publicUrl);
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
  const amountCents = body.amount !== undefined ? cents(body.amount) : current.amountCents;
  const minimumCents =
    body.minimumAmount === undefined
      ? current.minimumCents
      : body.minimumAmount === null
        ? null
        : cents(body.minimumAmount);
  const suggestedCents = body.suggestedAmounts ? body.suggestedAmounts.map(cents) : current.suggestedCents;
  checkSuggested(minimumCents, suggestedCents);
  const tier = await workspaceTier(db, access.companyId);
  checkTierCap(
    tier,
    [amountCents, minimumCents, ...suggestedCents].filter((v) => v !== null),
    body.options ? vatBasisPoints(body.options) : current.vatRateBp,
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

// The list: one named statement per sort, direction and set of filters given (the text must not
// change per call). Each holds only the conditions its request has, so PostgreSQL plans it once
// per connection and the plan fits every call: the first page with the default filters is an
// index scan of (company_id, created_at, id) that stops after a page. A condition written for
// absent values (`$2::text IS NULL OR type = $2`) cannot be planned once: a generic plan reads
// and sorts every link of the workspace, and a plan per call costs its planning every time.
// The order is the sort's value, then the id, a unique order, so a page starts strictly after
// the last link of the previous one.
const SORT_EXPRESSIONS = {
  created: { expression: 'created_at', cast: 'timestamptz' },
  name: { expression: 'lower(name) COLLATE "C"', cast: 'text' },
  amount: { expression: 'COALESCE(amount_cents, minimum_cents, 0)', cast: 'bigint' },
} as const;
type SortName = keyof typeof SORT_EXPRESSIONS;

/** The filters a list request gives (null: not given), in the order of the statement's parameters. */
interface ListFilters {
  type: LinkType | null;
  excludedType: LinkType | null;
  status: LinkStatus | null;
  environment: Environment | null;
  /** A LIKE pattern. */
  search: string | null;
  after: [string, string] | null;
}

const LIST_STATEMENTS = new Map<string, NamedStatement>();

/** The list's statement for this sort, direction and set of filters, and its parameters. */
function listStatement(
  sort: SortName,
  order: 'asc' | 'desc',
  companyId: string,
  filters: ListFilters,
  limit: number,
): { statement: NamedStatement; values: unknown[] } {
  const { expression, cast } = SORT_EXPRESSIONS[sort];
  const values: unknown[] = [companyId];
  const parameter = (value: unknown) => `$${values.push(value)}`;
  const conditions = ['company_id = $1'];
  let key = '';
  if (filters.type !== null) {
    conditions.push(`type = ${parameter(filters.type)}`);
    key += 't';
  }
  if (filters.excludedType !== null) {
    conditions.push(`type <> ${parameter(filters.excludedType)}`);
    key += 'x';
  }
  if (filters.status !== null) {
    conditions.push(`status = ${parameter(filters.status)}`);
    key += 's';
  } else {
    conditions.push(`status <> 'archived'`);
  }
  if (filters.environment !== null) {
    conditions.push(`environment = ${parameter(filters.environment)}`);
    key += 'e';
  }
  if (filters.search !== null) {
    conditions.push(`name ILIKE ${parameter(filters.search)} ESCAPE '\\'`);
    key += 'q';
  }
  const matching = conditions.join(' AND ');
  let page = matching;
  if (filters.after !== null) {
    const [afterValue, afterId] = filters.after;
    const after = order === 'asc' ? '>' : '<';
    page += ` AND (${expression}, id) ${after} (${parameter(afterValue)}::${cast}, ${parameter(afterId)}::uuid)`;
    key += 'c';
  }
  const limitParameter = parameter(limit);
  const name = `payment_links_by_${sort}_${order}${key ? `_${key}` : ''}`;
  let statement = LIST_STATEMENTS.get(name);
  if (!statement) {
    const direction = order === 'asc' ? 'ASC' : 'DESC';
    statement = {
      name,
      text: `SELECT t.total, l.*
      FROM (SELECT count(*)::int AS total FROM payment_links WHERE ${matching}) t
      LEFT JOIN LATERAL (
        SELECT id, company_id AS "companyId", type, name, status, environment,
          amount_cents::float8 AS "amountCents", minimum_cents::float8 AS "minimumCents",
          to_jsonb(suggested_cents) AS "suggestedCents", message, redirect_url AS "redirectUrl",
          payout_wallet_id AS "payoutWalletId", collect_email AS "collectEmail",
          collect_billing AS "collectBilling", vat_rate_bp AS "vatRateBp",
          recipient_name AS "recipientName", recipient_email AS "recipientEmail", summary, slug,
          created_at AS "createdAt", updated_at AS "updatedAt",
          (${expression})::text AS "sortValue",
          paid.count AS "paidCount", paid.total AS "paidTotalCents"
        FROM payment_links
        CROSS JOIN LATERAL (
          SELECT count(*)::int AS count, COALESCE(sum(s.total_cents), 0)::float8 AS total
          FROM checkout_sessions s WHERE s.link_id = payment_links.id AND s.state = 'paid'
        ) paid
        WHERE ${page}
        ORDER BY ${expression} ${direction}, id ${direction}
        LIMIT ${limitParameter}
      ) l ON true`,
    };
    LIST_STATEMENTS.set(name, statement);
  }
  return { statement, values };
}

/** A row of the list's query: the page's links, or one row of nulls with the total when the page is empty. */
type LinkListRow = Record<string, unknown> & { total: number; sortValue: string | null } & (LinkFields | { id: null });

function isLinkRow(row: LinkListRow): row is LinkListRow & LinkFields {
  return row.id !== null;
}

function encodeCursor(value: string, id: string): string {
  return Buffer.from(JSON.stringify([value, id])).toString('base64url');
}

/** A timestamptz as PostgreSQL writes it (`2026-06-15 10:30:00.123+00`). */
const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The cursor's sort value and id, checked against the sort it was made for. */
function decodeCursor(cursor: string, sort: SortName): [string, string] {
  const invalid = () => fieldError('cursor', 'invalid', 'This cursor does not come from this list; start again');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalid();
  const [value, id] = parsed as unknown[];
  if (typeof value !== 'string' || typeof id !== 'string' || !UUID.test(id)) throw invalid();
  if (sort === 'created' && !TIMESTAMP_TEXT.test(value)) throw invalid();
  if (sort === 'amount' && !/^\d{1,15}$/.test(value)) throw invalid();
  if (value.length > 400) throw invalid();
  return [value, id];
}

/** `%`, `_` and `\` typed in a search match themselves. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * A page of the workspace's links (raw SQL: the links page reads it on every visit). Archived
 * links appear only when the status filter asks for them.
 */
export async function listLinks(
  database: Pick<Database, 'query'>,
  publicUrl: string,
  companyId: string,
  query: Omit<LinkListQuery, 'type'> & { type?: LinkType },
  excludedType: LinkType | null,
): Promise<LinkListResponse> {
  const sort = query.sort ?? 'created';
  const order = query.order ?? (sort === 'created' ? 'desc' : 'asc');
  if (!Object.hasOwn(SORT_EXPRESSIONS, sort)) throw new ApiError('VALIDATION_FAILED');
  const limit = query.limit ? Number(query.limit) : LINK_PAGE_SIZE_DEFAULT;
  const search = query.search?.trim();
  const { statement, values } = listStatement(
    sort,
    order,
    companyId,
    {
      type: query.type ?? null,
      excludedType,
      status: query.status ?? null,
      environment: query.environment ?? null,
      search: search ? likePattern(search) : null,
      after: query.cursor ? decodeCursor(query.cursor, sort) : null,
    },
    limit + 1,
  );
  const rows = await database.query<LinkListRow>(statement, values);
  const total = rows[0]?.total ?? 0;
  const found = rows.filter(isLinkRow);
  const page = found.slice(0, limit);
  const last = page[page.length - 1];
  return {
    links: page.map((row) => ({
      ...toLink(row, publicUrl),
      paid: { count: Number(row.paidCount), total: formatUsdCents(Number(row.paidTotalCents)) },
    })),
    total,
    nextCursor: found.length > limit && last && last.sortValue !== null ? encodeCursor(last.sortValue, last.id) : null,
  };
}
