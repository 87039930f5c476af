/**
 * The payer's side of a refund: a single-use link of 128 random bits (only its SHA-256 digest is
 * kept), valid 30 days, mailed in the payer's language when the checkout knows their e-mail or
 * copied by the merchant; the page it opens reads the refund and takes the refund address,
 * checked with the contract's address rules for the payment's network.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  checkWalletAddress,
  formatMinor,
  formatTokenUnits,
  isRefundState,
  REFUND_LINK_LIFETIME_MS,
  REFUND_LINKABLE_STATES,
  refundPageUrl,
  type Language,
  type RefundRequestView,
} from '@meridian/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { checkoutSessions, companies, paymentLinks, refunds, type RefundRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { renderMail } from '../mail/templates';
import { checkoutChain } from '../checkout/face';
import { tokenContracts } from '../wallets/wallets';
import type { RefundMoment } from './object';
import { moveRefund, noteRefund } from './states';

const digestOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new payer's link: the token (shown once) and what is kept of it. */
export function newPayerLink(now: Date): { token: string; linkHash: string; linkExpiresAt: Date } {
  const token = randomBytes(16).toString('base64url');
  return { token, linkHash: digestOf(token), linkExpiresAt: new Date(now.getTime() + REFUND_LINK_LIFETIME_MS) };
}

/**
 * Gives a refund (`requested` or `awaiting_address`) a new payer's link, replacing the last, and
 * moves it to `awaiting_address`. Undefined when it has moved on meanwhile.
 */
export async function issuePayerLink(
  tx: Db,
  row: RefundRow,
  mailed: boolean,
  at: RefundMoment,
): Promise<{ row: RefundRow; url: string } | undefined> {
  if (!isRefundState(row.state, REFUND_LINKABLE_STATES)) return undefined;
  const { token, linkHash, linkExpiresAt } = newPayerLink(at.now);
  const changes = { linkHash, linkExpiresAt, linkMailed: row.linkMailed || mailed };
  let moved: RefundRow | undefined;
  if (row.state === 'requested') moved = await moveRefund(tx, row, 'awaiting_address', changes, at);
  else {
    await noteRefund(tx, row, changes, at);
    [moved] = await tx.select().from(refunds).where(eq(refunds.id, row.id)).limit(1);
    if (moved?.linkHash !== linkHash) moved = undefined;
  }
  return moved ? { row: moved, url: refundPageUrl(at.publicUrl, token) } : undefined;
}

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR', pt: 'pt-BR' };

/** Mails the payer's link to `to`, in the refund's language (queued: the answer does not wait for SMTP). */
export async function mailPayerLink(app: AppContext, row: RefundRow, to: string, url: string): Promise<void> {
  const [company] = await app.database.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, row.companyId))
    .limit(1);
  const language = row.language;
  const locale = LOCALES[language];
  const price = new Intl.NumberFormat(locale, { style: 'currency', currency: row.currency }).format(
    Number(formatMinor(row.priceMinor, row.currency)),
  );
  const content = renderMail('refund-address', language, {
    workspaceName: company?.name ?? '',
    amount: `${formatTokenUnits(row.amount, row.tokenDecimals)} ${row.tokenSymbol}`,
    price,
    link: url,
    expires: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      row.linkExpiresAt ?? app.config.clock.now(),
    ),
    environment: row.environment,
  });
  await app.mailer.send({ to, kind: 'refund-address', language, ...content });
}

/** The refund a payer's link opens: LINK_INVALID when unknown, used or replaced; LINK_EXPIRED after 30 days. */
async function refundOfLink(db: Db, token: string, now: Date): Promise<RefundRow> {
  const [row] = /^[A-Za-z0-9_-]{10,64}$/.test(token)
    ? await db
        .select()
        .from(refunds)
        .where(eq(refunds.linkHash, digestOf(token)))
        .limit(1)
    : [];
  if (!row || !isRefundState(row.state, REFUND_LINKABLE_STATES)) throw new ApiError('LINK_INVALID');
  if (!row.linkExpiresAt || row.linkExpiresAt <= now) throw new ApiError('LINK_EXPIRED');
  return row;
}

async function viewOf(app: AppContext, row: RefundRow, expiresAt: Date): Promise<RefundRequestView> {
  const db = app.database.db;
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, row.companyId))
    .limit(1);
  // What the payment was for: its checkout's link name (a store's checkout is kept as a link).
  const [link] = row.checkoutId
    ? await db
        .select({ name: paymentLinks.name })
        .from(checkoutSessions)
        .innerJoin(paymentLinks, eq(paymentLinks.id, checkoutSessions.linkId))
        .where(eq(checkoutSessions.id, row.checkoutId))
        .limit(1)
        .then(async (found) =>
          found.length > 0
            ? found
            : db
                .select({ name: paymentLinks.name })
                .from(paymentLinks)
                .where(eq(paymentLinks.id, row.checkoutId!))
                .limit(1),
        )
    : [];
  return {
    merchantName: company?.name ?? '',
    description: link?.name ?? '',
    state: row.state,
    chain: checkoutChain(app.config.chains[row.environment]),
    token: { symbol: row.tokenSymbol, contract: row.tokenAddress, decimals: row.tokenDecimals },
    amount: row.amount,
    priceAmount: formatMinor(row.priceMinor, row.currency),
    currency: row.currency,
    paymentFrom: row.paymentFrom,
    address: row.address,
    expiresAt: expiresAt.toISOString(),
  };
}

/** GET /refund-request/{token}. */
export async function readRefundRequest(app: AppContext, token: string): Promise<RefundRequestView> {
  const row = await refundOfLink(app.database.db, token, app.config.clock.now());
  return viewOf(app, row, row.linkExpiresAt!);
}

/** A refund address checked for the payment's network (Moonbeam's rules on its EVM chains), or a 422 on `field`. */
export function checkRefundAddress(app: Pick<AppContext, 'config'>, input: string, field: string): string {
  const check = checkWalletAddress('moonbeam', input, { contracts: tokenContracts(app) });
  if (check.ok) return check.address;
  const message =
    check.problem === 'cannot_receive'
      ? 'This address cannot receive a refund: it is the zero address, a precompile or a token contract'
      : check.problem === 'wrong_network'
        ? 'This is not an address of the payment’s network (Moonbeam): it belongs to another network'
        : check.problem === 'checksum'
          ? 'This address has a typing mistake: its checksum does not match'
          : 'Enter a Moonbeam address: 0x followed by 40 hexadecimal digits';
  throw new ApiError('VALIDATION_FAILED', { message, details: [{ field, code: check.problem, message }] });
}

/** POST /refund-request/{token}/address: the address is kept, the link used up, the refund ready. */
export async function submitRefundAddress(
  app: AppContext,
  token: string,
  input: string,
  at: RefundMoment,
): Promise<RefundRequestView> {
  const row = await refundOfLink(app.database.db, token, at.now);
  const address = checkRefundAddress(app, input, 'address');
  const expiresAt = row.linkExpiresAt!;
  const moved = await app.database.db.transaction((tx) =>
    moveRefund(tx, row, 'ready', { address, addressAt: at.now, linkHash: null, linkExpiresAt: null }, at),
  );
  if (!moved) throw new ApiError('LINK_INVALID');
  return viewOf(app, moved, expiresAt);
}
