/**
 * Making a refund (POST /payments/{id}/refunds, POST /v1/refunds): of a confirmed payment of a
 * checkout of the workspace, in its token, never more than what remains (the payment is locked
 * while its refunds are added up, so two refunds made at once cannot both take the rest). The
 * payer is asked for their address by mail when the checkout knows their e-mail; an address the
 * merchant gives makes the refund ready at once.
 */
import { randomUUID } from 'node:crypto';
import {
  isUuid,
  LANGUAGES,
  type CreatedRefundResponse,
  type CreateRefundRequest,
  type Language,
} from '@meridian/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { sessionRefs } from '../checkout/object';
import type { Db } from '../db/database';
import { memberships, payments, users, type RefundRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { paymentRate, refundedUnits, requestedAmount, scopedPayment, type RefundScope } from './amounts';
import { toRefund, type RefundMoment } from './object';
import { checkRefundAddress, issuePayerLink, mailPayerLink } from './payer';
import { insertRefund, moveRefund } from './states';

/** Who makes a refund: a member, or an API key (and the member who made it). */
export interface RefundAuthor {
  userId: string | null;
  apiKeyId: string | null;
}

export function refundMoment(app: AppContext): RefundMoment {
  return { now: app.config.clock.now(), confirmations: app.config.confirmations, publicUrl: app.config.publicUrl };
}

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/** The payer's language: the one asked for, else the author's, else the workspace's first owner's, else English. */
async function payerLanguage(db: Db, companyId: string, asked: Language | undefined, userId: string | null) {
  if (asked) return asked;
  const [author] = userId
    ? await db.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1)
    : await db
        .select({ language: users.language })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.companyId, companyId), eq(memberships.privilege, 'owner')))
        .orderBy(asc(memberships.joinedAt))
        .limit(1);
  return author && isLanguage(author.language) ? author.language : 'en';
}

export async function createRefund(
  app: AppContext,
  scope: RefundScope,
  paymentId: string,
  body: CreateRefundRequest,
  author: RefundAuthor,
): Promise<CreatedRefundResponse> {
  const db = app.database.db;
  const at = refundMoment(app);
  const found = isUuid(paymentId.trim()) ? await scopedPayment(db, scope, paymentId.trim().toLowerCase()) : undefined;
  if (!found) throw new ApiError('NOT_FOUND');
  const { payment, session } = found;
  if (payment.state !== 'confirmed' || !session) throw new ApiError('PAYMENT_NOT_REFUNDABLE');
  const address = body.address === undefined ? null : checkRefundAddress(app, body.address, 'address');
  const rate = paymentRate(payment, session);
  const language = await payerLanguage(db, scope.companyId, body.language, author.userId);
  const refs = await sessionRefs(db, [session.id]);
  const email = session.email;

  const made = await db.transaction(async (tx) => {
    // Locked: the refunds of this payment are added up by one maker at a time.
    await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, payment.id)).for('update');
    const remaining = BigInt(payment.amount) - (await refundedUnits(tx, payment.id));
    const { units, minor } = requestedAmount(body, payment, rate, remaining);
    let row: RefundRow | undefined = await insertRefund(
      tx,
      {
        id: randomUUID(),
        companyId: scope.companyId,
        paymentId: payment.id,
        checkoutId: refs.get(session.id)?.checkoutId ?? null,
        paymentFrom: payment.fromAddress,
        environment: payment.environment,
        chainId: payment.chainId,
        tokenSymbol: payment.tokenSymbol,
        tokenAddress: payment.tokenAddress,
        tokenDecimals: payment.tokenDecimals,
        amount: units.toString(),
        currency: rate.currency,
        priceMinor: minor,
        language,
        reason: body.reason?.trim() || null,
        createdBy: author.userId,
        apiKeyId: author.apiKeyId,
      },
      at,
    );
    let url: string | null = null;
    if (address !== null) {
      row = await moveRefund(tx, row, 'ready', { address, addressAt: at.now }, at);
    } else if (email) {
      const issued = await issuePayerLink(tx, row, true, at);
      row = issued?.row;
      url = issued?.url ?? null;
    }
    if (!row) throw new Error('a refund just made could not move on');
    return { row, url };
  });
  if (made.url && email) await mailPayerLink(app, made.row, email, made.url);
  return { refund: toRefund(made.row, at), payerUrl: made.url };
}
