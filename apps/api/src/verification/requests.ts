/**
 * Tier verification's rules: the workspace's state, starting a request with the identity
 * provider, applying the provider's signed decisions, and the single-use handoff to a phone.
 *
 * Each decision is applied in one transaction: the request's new state and reasons, the tier
 * it earns (kept on the workspace, so every limit reads it at once), and the events
 * (`verification.updated`, and `tier.changed` when the tier moves), from which notifications,
 * mails and the live channel follow. Nothing the provider returns is kept beyond its decision
 * and reasons; what the merchant typed (legal name, registration number, jurisdiction) is.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  ApiPath,
  buildApiPath,
  merchantVerificationStatus,
  needsRegion,
  regionsOf,
  VERIFICATION_HANDOFF_MINUTES,
  verificationOpen,
  type CountryCode,
  type EligibleCountriesResponse,
  type FieldError,
  type Tier,
  type Verification,
  type VerificationHandoff,
  type VerificationLevel,
  type VerificationOverview,
  type VerificationStarted,
  type VerificationState,
  type VerificationSubject,
} from '@meridian/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Config } from '../config';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import {
  companies,
  users,
  verificationDeliveries,
  verificationHandoffs,
  verifications,
  type VerificationRow,
} from '../db/schema';
import { recordEvent } from '../events/record';
import { ApiError } from '../http/errors';
import { renderMail } from '../mail/templates';
import { storedLanguage } from '../accounts/users';
import { companyTier } from '../workspaces/views';
import { ProviderUnavailable, type IdentityProvider, type ProviderDecision } from './provider';

/** The API's address as browsers reach it: `API_PUBLIC_PATH` on the dashboard's origin, or its own URL. */
export function publicApiBase(config: Pick<Config, 'publicUrl' | 'apiPublicPath'>): string {
  return /^https?:\/\//.test(config.apiPublicPath)
    ? config.apiPublicPath
    : `${config.publicUrl}${config.apiPublicPath}`;
}

/** Where the provider sends the person back: the dashboard's verification page. */
const returnUrlOf = (config: Pick<Config, 'publicUrl'>) => `${config.publicUrl}/settings/verification`;

/** The state a member sees: an open request past its time is expired, whatever the provider last said. */
function shownState(row: VerificationRow, now: Date): VerificationState {
  return row.state === 'in_progress' && row.expiresAt <= now ? 'expired' : row.state;
}

export function toVerification(row: VerificationRow, now: Date, mayContinue = true): Verification {
  const state = shownState(row, now);
  return {
    id: row.id,
    level: row.level,
    subject: row.subject,
    state,
    status: merchantVerificationStatus(row.level, state),
    reasons: row.reasons,
    retryable: row.retryable,
    country: (row.country as CountryCode | null) ?? null,
    region: row.region,
    legalName: row.legalName,
    registrationNumber: row.registrationNumber,
    expiresAt: row.expiresAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    continueUrl: mayContinue && state === 'in_progress' ? row.hostedUrl : null,
  };
}

async function latest(db: Db, companyId: string, level: VerificationLevel): Promise<VerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(verifications)
    .where(and(eq(verifications.companyId, companyId), eq(verifications.level, level)))
    .orderBy(desc(verifications.createdAt), desc(verifications.id))
    .limit(1);
  return row;
}

/** GET /company/{id}/verification */
export async function verificationOverview(
  db: Db,
  companyId: string,
  now: Date,
  mayContinue: boolean,
): Promise<VerificationOverview> {
  const [company] = await db
    .select({ domainVerifiedAt: companies.domainVerifiedAt, verifiedTier: companies.verifiedTier })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!company) throw new ApiError('NOT_FOUND');
  const [silver, gold] = await Promise.all([latest(db, companyId, 'silver'), latest(db, companyId, 'gold')]);
  return {
    tier: companyTier(company),
    domainVerified: company.domainVerifiedAt !== null,
    silver: silver ? toVerification(silver, now, mayContinue) : null,
    gold: gold ? toVerification(gold, now, mayContinue) : null,
  };
}

/** The eligible countries of a list, with the states or provinces where a jurisdiction needs one. */
export function eligibleCountries(codes: readonly CountryCode[]): EligibleCountriesResponse {
  return { countries: codes.map((code) => ({ code, regions: regionsOf(code) })) };
}

function invalid(details: FieldError[]): ApiError {
  return new ApiError('VALIDATION_FAILED', { message: details[0]?.message, details });
}

/** The jurisdiction's checks: a country of the list, and a state or province of it where it has them. */
function checkJurisdiction(
  allowed: readonly CountryCode[],
  country: CountryCode,
  region: string | undefined,
): { country: CountryCode; region: string | null } {
  if (!allowed.includes(country))
    throw invalid([
      { field: 'country', code: 'not_allowed', message: 'Businesses of this country cannot be verified yet' },
    ]);
  const wanted = region?.trim().toUpperCase();
  if (!needsRegion(country)) return { country, region: null };
  if (!wanted) throw invalid([{ field: 'region', code: 'required', message: 'Choose the state or province' }]);
  if (!regionsOf(country).some((entry) => entry.code === wanted))
    throw invalid([{ field: 'region', code: 'invalid', message: 'Choose a state or province of this country' }]);
  return { country, region: wanted };
}

export type StartRequest =
  | { kind: 'identity'; country?: CountryCode }
  | { kind: 'business'; legalName: string; country: CountryCode; region?: string }
  | { kind: 'enhanced'; registrationNumber: string; country: CountryCode; region?: string };

/** Starts a request with the provider; a stale open request of the same level is closed (expired). */
export async function startVerification(
  app: AppContext,
  provider: IdentityProvider,
  companyId: string,
  userId: string,
  request: StartRequest,
): Promise<VerificationStarted> {
  const db = app.database.db;
  const level: VerificationLevel = request.kind === 'enhanced' ? 'gold' : 'silver';
  const subject: VerificationSubject = request.kind === 'identity' ? 'individual' : 'business';
  const jurisdiction =
    request.kind === 'identity'
      ? { country: request.country ?? null, region: null }
      : checkJurisdiction(
          request.kind === 'business' ? app.config.kybCountries : app.config.enhancedKybCountries,
          request.country,
          request.region,
        );

  const [company] = await db
    .select({ verifiedTier: companies.verifiedTier })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!company) throw new ApiError('NOT_FOUND');
  if (company.verifiedTier === 'gold' || (level === 'silver' && company.verifiedTier === 'silver'))
    throw new ApiError('CONFLICT', {
      message: `The workspace is already ${company.verifiedTier === 'gold' ? 'Gold' : 'Silver'}.`,
    });
  if (level === 'gold' && company.verifiedTier !== 'silver')
    throw new ApiError('PRECONDITION_FAILED', { message: 'Enhanced verification needs Silver first.' });
  const now = app.config.clock.now();
  const current = await latest(db, companyId, level);
  if (current && shownState(current, now) === 'under_review')
    throw new ApiError('CONFLICT', { message: 'A verification of this tier is in review: wait for its decision.' });

  let session;
  try {
    session = await provider.createSession({
      companyId,
      subject,
      level,
      jurisdiction,
      returnUrl: returnUrlOf(app.config),
    });
  } catch (error) {
    if (error instanceof ProviderUnavailable) throw new ApiError('PROVIDER_UNAVAILABLE');
    throw error;
  }

  const row = await db.transaction(async (tx) => {
    const open = await tx
      .select()
      .from(verifications)
      .where(and(eq(verifications.companyId, companyId), eq(verifications.level, level)))
      .for('update');
    for (const stale of open.filter((entry) => entry.state === 'in_progress')) {
      const [closed] = await tx
        .update(verifications)
        .set({ state: 'expired', updatedAt: now })
        .where(eq(verifications.id, stale.id))
        .returning();
      await recordEvent(tx, verificationEvent(closed!, await tierOf(tx, companyId), false), now);
    }
    const [inserted] = await tx
      .insert(verifications)
      .values({
        id: randomUUID(),
        companyId,
        level,
        subject,
        state: 'in_progress',
        providerSessionId: session.sessionId,
        hostedUrl: session.hostedUrl,
        country: jurisdiction.country,
        region: jurisdiction.region,
        legalName: request.kind === 'business' ? request.legalName.trim() : null,
        registrationNumber: request.kind === 'enhanced' ? request.registrationNumber.trim() : null,
        reasons: [],
        retryable: false,
        startedBy: userId,
        expiresAt: session.expiresAt,
        decidedAt: null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordEvent(tx, verificationEvent(inserted!, await tierOf(tx, companyId), false), now);
    return inserted!;
  });
  return { verification: toVerification(row, now), hostedUrl: row.hostedUrl };
}

async function tierOf(tx: Db, companyId: string): Promise<Tier> {
  const [row] = await tx
    .select({ domainVerifiedAt: companies.domainVerifiedAt, verifiedTier: companies.verifiedTier })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row ? companyTier(row) : 'basic';
}

/**
 * `verification.updated`. `decided` says whether it is the provider's decision: only those carry
 * the merchant's `status`, from which the notifications consumer tells owners and admins.
 */
function verificationEvent(row: VerificationRow, tier: Tier, decided: boolean) {
  return {
    companyId: row.companyId,
    type: 'verification.updated' as const,
    objectType: 'verification' as const,
    objectId: row.id,
    data: {
      verificationId: row.id,
      level: row.level,
      subject: row.subject,
      state: row.state,
      status: decided ? merchantVerificationStatus(row.level, row.state) : null,
      reasons: row.reasons,
      retryable: row.retryable,
      tier,
    },
  };
}

/** Where a decision left things: applied, the same delivery seen before, or nothing to change. */
export type DecisionOutcome = 'applied' | 'duplicate' | 'unchanged';

const FINAL: ReadonlySet<VerificationState> = new Set(['approved', 'rejected']);

/**
 * Applies a provider's decision. An unknown session, or one of another workspace than the
 * decision names, is refused (404) and changes nothing; the same delivery twice changes nothing
 * the second time; a request already approved or rejected keeps its decision.
 */
export async function applyDecision(db: Db, decision: ProviderDecision, now: Date): Promise<DecisionOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(verifications)
      .where(eq(verifications.providerSessionId, decision.sessionId))
      .for('update');
    if (!row || row.companyId !== decision.reference.toLowerCase())
      throw new ApiError('NOT_FOUND', { message: 'No verification has this session.' });
    const delivered = await tx
      .insert(verificationDeliveries)
      .values({ deliveryId: decision.deliveryId, verificationId: row.id, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: verificationDeliveries.deliveryId });
    if (delivered.length === 0) return 'duplicate';
    if (FINAL.has(row.state)) return 'unchanged';
    if (
      row.state === decision.state &&
      row.retryable === decision.retryable &&
      row.reasons.join('\n') === decision.reasons.join('\n')
    )
      return 'unchanged';
    const decided = decision.state !== 'in_progress' && decision.state !== 'not_started';
    const [updated] = await tx
      .update(verifications)
      .set({
        state: decision.state === 'not_started' ? 'in_progress' : decision.state,
        reasons: decision.reasons,
        retryable: decision.retryable,
        decidedAt: decided ? now : null,
        updatedAt: now,
      })
      .where(eq(verifications.id, row.id))
      .returning();
    const before = await tierOf(tx, row.companyId);
    let after = before;
    if (updated!.state === 'approved') {
      const [company] = await tx
        .select({ verifiedTier: companies.verifiedTier })
        .from(companies)
        .where(eq(companies.id, row.companyId))
        .for('update');
      const earned: VerificationLevel = row.level === 'gold' || company?.verifiedTier === 'gold' ? 'gold' : 'silver';
      if (company?.verifiedTier !== earned) {
        await tx.update(companies).set({ verifiedTier: earned, updatedAt: now }).where(eq(companies.id, row.companyId));
        after = earned;
      }
    }
    await recordEvent(tx, verificationEvent(updated!, after, true), now);
    if (after !== before) {
      await recordEvent(
        tx,
        {
          companyId: row.companyId,
          type: 'tier.changed',
          objectType: 'company',
          objectId: row.companyId,
          data: { from: before, to: after, verificationId: row.id },
        },
        now,
      );
    }
    return 'applied';
  });
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * POST /company/{id}/verification/{verificationId}/handoff: a single-use address on Meridian
 * that redirects once to the provider's page, for 10 minutes, mailed to the caller too.
 */
export async function createHandoff(
  app: AppContext,
  companyId: string,
  verificationId: string,
  userId: string,
): Promise<VerificationHandoff> {
  const db = app.database.db;
  const now = app.config.clock.now();
  const [row] = await db.select().from(verifications).where(eq(verifications.id, verificationId)).limit(1);
  if (!row || row.companyId !== companyId) throw new ApiError('NOT_FOUND');
  if (shownState(row, now) !== 'in_progress')
    throw new ApiError('CONFLICT', { message: 'This verification is no longer open: start a new one.' });
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + VERIFICATION_HANDOFF_MINUTES * 60_000);
  await db
    .insert(verificationHandoffs)
    .values({ tokenHash: hashToken(token), verificationId, expiresAt, createdAt: now });
  const url = `${publicApiBase(app.config)}${buildApiPath(ApiPath.verificationHandoffUse, { token })}`;
  const [person] = await db
    .select({ email: users.email, language: users.language, companyName: companies.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, companyId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!person) throw new ApiError('NOT_FOUND');
  const language = storedLanguage(person.language);
  const content = renderMail('verification-handoff', language, {
    workspaceName: person.companyName,
    link: url,
    minutes: VERIFICATION_HANDOFF_MINUTES,
    pageLink: returnUrlOf(app.config),
  });
  await app.mailer.send({ to: person.email, kind: 'verification-handoff', language, ...content });
  return { url, expiresAt: expiresAt.toISOString(), mailedTo: person.email };
}

/** What a handoff address leads to: the provider's page once, else why not. */
export type HandoffUse = { kind: 'redirect'; url: string } | { kind: 'used' | 'expired' | 'closed' | 'unknown' };

export async function spendHandoff(db: Db, token: string, now: Date): Promise<HandoffUse> {
  if (!/^[\w-]{20,100}$/.test(token)) return { kind: 'unknown' };
  const tokenHash = hashToken(token);
  return db.transaction(async (tx) => {
    const [handoff] = await tx
      .select()
      .from(verificationHandoffs)
      .where(eq(verificationHandoffs.tokenHash, tokenHash))
      .for('update');
    if (!handoff) return { kind: 'unknown' };
    if (handoff.usedAt) return { kind: 'used' };
    if (handoff.expiresAt <= now) return { kind: 'expired' };
    const claimed = await tx
      .update(verificationHandoffs)
      .set({ usedAt: now })
      .where(and(eq(verificationHandoffs.tokenHash, tokenHash), isNull(verificationHandoffs.usedAt)))
      .returning();
    if (claimed.length === 0) return { kind: 'used' };
    const [row] = await tx.select().from(verifications).where(eq(verifications.id, handoff.verificationId)).limit(1);
    if (!row || !verificationOpen(shownState(row, now)) || row.state !== 'in_progress') return { kind: 'closed' };
    return { kind: 'redirect', url: row.hostedUrl };
  });
}
