import {
  normalizePhoneNumber,
  PHONE_CODES_PER_DAY,
  PHONE_CODES_WINDOW_MS,
  RESEND_COOLDOWN_SECONDS,
  VERIFICATION_CODE_LIFETIME_MS,
  type Language,
} from '@meridian/contract';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { users, verificationCodes, type UserRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { newVerificationCode } from '../security/tokens';
import { SmsDeliveryError } from '../sms/sender';
import { renderSms } from '../sms/templates';
import { checkCode, consumeCode, issueCode } from './codes';
import { claimCooldown, releaseCooldown } from './limits';
import { storedLanguage } from './users';

/**
 * Phone codes are bound to the user and the number (without separators): a code confirms only
 * the number it was texted to, for the account that asked for it.
 */
export function phoneCodeSubject(userId: string, phone: string): string {
  return `${userId}:${normalizePhoneNumber(phone)}`;
}

/** One text a minute per account, whatever the number. */
const cooldownKey = (userId: string) => `phone:${userId}`;

/**
 * Texts a new code to `phone`. The message goes out before the code is stored: when the
 * gateway fails (or none is configured) nothing changes, the earlier code (if any) stays
 * valid and the cooldown is given back, so the person can try again at once.
 */
export async function sendPhoneCode(
  app: AppContext,
  log: FastifyBaseLogger,
  user: UserRow,
  phone: string,
): Promise<void> {
  if (app.sms.mode === 'disabled') {
    throw new ApiError('SMS_UNAVAILABLE', { message: 'Text messages are not set up on this server.' });
  }
  const db = app.database.db;
  const now = app.config.clock.now();
  await checkDailyTexts(app, user.id, now);
  const key = cooldownKey(user.id);
  const retryAfterSeconds = await claimCooldown(db, key, now, RESEND_COOLDOWN_SECONDS);
  if (retryAfterSeconds > 0) throw new ApiError('RESEND_COOLDOWN', { retryAfterSeconds });

  const code = newVerificationCode();
  const language: Language = storedLanguage(user.language);
  try {
    await app.sms.send({
      to: normalizePhoneNumber(phone),
      kind: 'phone-code',
      language,
      text: renderSms('phone-code', language, { code, minutes: VERIFICATION_CODE_LIFETIME_MS / 60_000 }),
    });
  } catch (error) {
    await releaseCooldown(db, key, now, RESEND_COOLDOWN_SECONDS);
    if (error instanceof SmsDeliveryError) {
      log.warn({ userId: user.id, reason: error.reason }, 'phone code not sent');
      throw new ApiError('SMS_UNAVAILABLE', {
        message: 'The text message could not be sent. Try again in a moment.',
      });
    }
    throw error;
  }
  await issueCode(db, {
    purpose: 'confirm_phone',
    subject: phoneCodeSubject(user.id, phone),
    userId: user.id,
    now,
    code,
  });
}

/**
 * At most PHONE_CODES_PER_DAY codes texted to an account in any 24 hours (each text sent stores
 * one code); RATE_LIMITED says when the oldest of them leaves the window.
 */
async function checkDailyTexts(app: AppContext, userId: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - PHONE_CODES_WINDOW_MS);
  const sent = await app.database.db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, 'confirm_phone'),
        eq(verificationCodes.userId, userId),
        gt(verificationCodes.createdAt, since),
      ),
    )
    .orderBy(asc(verificationCodes.createdAt));
  if (sent.length < PHONE_CODES_PER_DAY) return;
  const oldest = sent[sent.length - PHONE_CODES_PER_DAY]?.createdAt ?? now;
  const retryAfterSeconds = Math.max(1, Math.ceil((oldest.getTime() + PHONE_CODES_WINDOW_MS - now.getTime()) / 1000));
  throw new ApiError('RATE_LIMITED', {
    message: 'Too many codes were sent to this account today. Try again later.',
    retryAfterSeconds,
  });
}

/** Checks the texted code and saves `phone` (as typed, trimmed) as the verified number. */
export async function verifyPhone(app: AppContext, user: UserRow, phone: string, code: string): Promise<UserRow> {
  const now = app.config.clock.now();
  const row = await checkCode(app.database.db, {
    purpose: 'confirm_phone',
    subject: phoneCodeSubject(user.id, phone),
    code,
    now,
  });
  const updated = await app.database.db.transaction(async (tx) => {
    if (!(await consumeCode(tx, row.id, now))) throw new ApiError('CODE_INVALID');
    const [verified] = await tx
      .update(users)
      .set({ phone: phone.trim(), phoneVerifiedAt: now, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    return verified;
  });
  if (!updated) throw new ApiError('UNAUTHENTICATED');
  return updated;
}

/**
 * The phone-related changes of a settings update: the verification stays only while the number
 * stays the same (however it is spelled); a new number or an empty one clears it.
 */
export function phoneChanges(
  current: Pick<UserRow, 'phone'>,
  phone: string,
): Pick<UserRow, 'phone'> & Partial<Pick<UserRow, 'phoneVerifiedAt'>> {
  const next = phone.trim() || null;
  const same =
    next !== null && current.phone !== null && normalizePhoneNumber(next) === normalizePhoneNumber(current.phone);
  return same ? { phone: next } : { phone: next, phoneVerifiedAt: null };
}
