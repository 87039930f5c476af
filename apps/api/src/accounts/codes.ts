import { randomUUID } from 'node:crypto';
import { VERIFICATION_CODE_LIFETIME_MS, VERIFICATION_CODE_MAX_ATTEMPTS } from '@meridian/contract';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { verificationCodes, type VerificationCodeRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { hashVerificationCode, newVerificationCode, safeEqualHex } from '../security/tokens';

export type CodePurpose = VerificationCodeRow['purpose'];

/**
 * Issues a fresh code for the subject, voiding any earlier one. Returns the plain code. `code`
 * stores one made earlier with `newVerificationCode` (a text message sent before it is stored).
 */
export async function issueCode(
  db: Db,
  input: { purpose: CodePurpose; subject: string; userId: string | null; now: Date; code?: string },
): Promise<string> {
  const code = input.code ?? newVerificationCode();
  await db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ consumedAt: input.now })
      .where(
        and(
          eq(verificationCodes.purpose, input.purpose),
          eq(verificationCodes.subject, input.subject),
          isNull(verificationCodes.consumedAt),
        ),
      );
    await tx.insert(verificationCodes).values({
      id: randomUUID(),
      purpose: input.purpose,
      subject: input.subject,
      userId: input.userId,
      codeHash: hashVerificationCode(input.subject, code),
      expiresAt: new Date(input.now.getTime() + VERIFICATION_CODE_LIFETIME_MS),
      createdAt: input.now,
    });
  });
  return code;
}

/**
 * Checks a code without consuming it: CODE_INVALID (wrong, or none outstanding), CODE_EXPIRED,
 * CODE_ATTEMPTS_EXCEEDED (the fifth wrong try voids the code). Returns the matching row;
 * call `consumeCode` once the action it guards has succeeded.
 */
export async function checkCode(
  db: Db,
  input: { purpose: CodePurpose; subject: string; code: string; now: Date },
): Promise<VerificationCodeRow> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, input.purpose),
        eq(verificationCodes.subject, input.subject),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!row) throw new ApiError('CODE_INVALID');
  if (row.attempts >= VERIFICATION_CODE_MAX_ATTEMPTS) throw new ApiError('CODE_ATTEMPTS_EXCEEDED');
  if (row.expiresAt.getTime() <= input.now.getTime()) throw new ApiError('CODE_EXPIRED');
  if (safeEqualHex(row.codeHash, hashVerificationCode(input.subject, input.code))) return row;
  const [counted] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.id, row.id))
    .returning({ attempts: verificationCodes.attempts });
  if ((counted?.attempts ?? VERIFICATION_CODE_MAX_ATTEMPTS) >= VERIFICATION_CODE_MAX_ATTEMPTS) {
    throw new ApiError('CODE_ATTEMPTS_EXCEEDED');
  }
  throw new ApiError('CODE_INVALID');
}

/** Marks the code used; false when another request consumed it first. */
export async function consumeCode(db: Pick<Db, 'update'>, id: string, now: Date): Promise<boolean> {
  const consumed = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return consumed.length > 0;
}

/** Voids every outstanding code of the subject (e.g. pending resets once the password changed). */
export async function voidCodes(
  db: Pick<Db, 'update'>,
  purpose: CodePurpose,
  subject: string,
  now: Date,
): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.subject, subject),
        isNull(verificationCodes.consumedAt),
      ),
    );
}

/** Whether a usable reset code is outstanding for the address. */
export async function hasPendingCode(db: Db, purpose: CodePurpose, subject: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.subject, subject),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
        lt(verificationCodes.attempts, VERIFICATION_CODE_MAX_ATTEMPTS),
      ),
    )
    .limit(1);
  return row !== undefined;
}
