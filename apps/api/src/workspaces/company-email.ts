import { randomBytes, randomUUID } from 'node:crypto';
import {
  EMAIL_VERIFICATION_LINK_LIFETIME_MS,
  RESEND_COOLDOWN_SECONDS,
  type Company,
  type EmailLinkSentResponse,
  type Role,
} from '@meridian/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { claimCooldown } from '../accounts/limits';
import { storedLanguage } from '../accounts/users';
import type { AppContext } from '../context';
import { companies, companyEmailTokens, type UserRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { renderMail } from '../mail/templates';
import { sha256Hex } from '../security/tokens';
import { changeCompany, findCompany, type Queryable } from './views';

/** Voids the company e-mail links of a workspace that are still usable. */
export async function voidCompanyEmailLinks(tx: Queryable, companyId: string, now: Date): Promise<void> {
  await tx
    .update(companyEmailTokens)
    .set({ voidedAt: now })
    .where(
      and(
        eq(companyEmailTokens.companyId, companyId),
        isNull(companyEmailTokens.usedAt),
        isNull(companyEmailTokens.voidedAt),
      ),
    );
}

/**
 * Mails a single-use, expiring link to the company e-mail address (one a minute per workspace
 * and address), in the language of the person who asked. A new link voids the older ones.
 */
export async function sendCompanyEmailLink(
  app: AppContext,
  user: UserRow,
  companyId: string,
): Promise<EmailLinkSentResponse> {
  const db = app.database.db;
  const company = await findCompany(db, companyId);
  if (!company.email) {
    throw new ApiError('PRECONDITION_FAILED', { message: 'Save a company e-mail address first.' });
  }
  const now = app.config.clock.now();
  const retryAfterSeconds = await claimCooldown(
    db,
    `company-email:${companyId}:${company.email}`,
    now,
    RESEND_COOLDOWN_SECONDS,
  );
  if (retryAfterSeconds > 0) {
    throw new ApiError('RESEND_COOLDOWN', {
      message: 'A link was sent a moment ago. Please wait before asking again.',
      retryAfterSeconds,
    });
  }
  const token = randomBytes(32).toString('base64url');
  const email = company.email;
  await db.transaction(async (tx) => {
    // A new link voids the older ones.
    await voidCompanyEmailLinks(tx, companyId, now);
    await tx.insert(companyEmailTokens).values({
      id: randomUUID(),
      companyId,
      email,
      tokenHash: sha256Hex(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_LINK_LIFETIME_MS),
    });
    await tx.update(companies).set({ emailLastSentAt: now }).where(eq(companies.id, companyId));
  });
  const language = storedLanguage(user.language);
  const link = `${app.config.publicUrl}/settings/verify-company-email?company=${encodeURIComponent(companyId)}&token=${encodeURIComponent(token)}`;
  const content = renderMail('company-email-verification', language, {
    workspaceName: company.name,
    hours: EMAIL_VERIFICATION_LINK_LIFETIME_MS / (60 * 60 * 1000),
    link,
  });
  await app.mailer.send({ to: email, kind: 'company-email-verification', language, ...content });
  return { sentTo: email, sentAt: now.toISOString() };
}

/**
 * Verifies the company e-mail address with the token of a mailed link: the link of this
 * workspace, for the address it still has, neither used nor voided (LINK_INVALID), nor
 * expired (LINK_EXPIRED).
 */
export async function verifyCompanyEmail(
  app: AppContext,
  companyId: string,
  role: Role,
  token: string,
): Promise<Company> {
  return changeCompany(app, companyId, role, async (tx, company, now) => {
    const [row] = await tx
      .select()
      .from(companyEmailTokens)
      .where(and(eq(companyEmailTokens.tokenHash, sha256Hex(token)), eq(companyEmailTokens.companyId, companyId)))
      .limit(1);
    if (!row || row.usedAt || row.voidedAt || row.email !== company.email) throw new ApiError('LINK_INVALID');
    if (row.expiresAt.getTime() <= now.getTime()) throw new ApiError('LINK_EXPIRED');
    await tx.update(companyEmailTokens).set({ usedAt: now }).where(eq(companyEmailTokens.id, row.id));
    await tx.update(companies).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(companies.id, companyId));
  });
}
