import { randomBytes, randomUUID } from 'node:crypto';
import {
  canonicalTimeZone,
  currencyForCountry,
  DEFAULT_TIME_ZONE,
  normalizeEmail,
  normalizeWebsiteUrl,
  type Company,
  type CompanyListResponse,
  type CreateCompanyRequest,
  type Currency,
  type Role,
  type UpdateCompanyRequest,
} from '@meridian/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Database, NamedStatement } from '../db/database';
import { companies, memberships, users, type CompanyRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { voidCompanyEmailLinks } from './company-email';
import { changeCompany, tierFor, toCompany } from './views';

/** Optional text as stored: trimmed, and null when nothing is left. */
export function clean(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function validationFailed(field: string, message: string): ApiError {
  return new ApiError('VALIDATION_FAILED', { details: [{ field, code: 'required', message }] });
}

/**
 * Creates a workspace (onboarding) whose only member, its owner, is `userId`. The name, country
 * and contact phone given are the workspace's; the phone also becomes the account's number when
 * it has none yet (not verified: the account page asks for the code), so that it is not asked
 * again.
 */
export async function createCompany(app: AppContext, userId: string, body: CreateCompanyRequest): Promise<Company> {
  const now = app.config.clock.now();
  const id = randomUUID();
  const company = await app.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(companies)
      .values({
        id,
        name: body.name.trim(),
        size: body.size,
        sizeOther: body.size === 'other' ? clean(body.sizeOther) : null,
        useCases: [...new Set(body.useCases)],
        useCaseOther: body.useCases.includes('other') ? clean(body.useCaseOther) : null,
        country: body.country,
        currency: body.currency ?? currencyForCountry(body.country),
        websiteUrl: body.websiteUrl === undefined ? null : (normalizeWebsiteUrl(body.websiteUrl) ?? null),
        phone: clean(body.phone),
        timeZone:
          body.timeZone === undefined ? DEFAULT_TIME_ZONE : (canonicalTimeZone(body.timeZone) ?? DEFAULT_TIME_ZONE),
        domainToken: randomBytes(16).toString('hex'),
        createdBy: userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('company insert returned nothing');
    await tx.insert(memberships).values({ id: randomUUID(), companyId: id, userId, privilege: 'owner', joinedAt: now });
    const phone = clean(body.phone);
    if (phone !== null) {
      await tx
        .update(users)
        .set({ phone, phoneVerifiedAt: null, updatedAt: now })
        .where(and(eq(users.id, userId), isNull(users.phone)));
    }
    return row;
  });
  return toCompany(company, 'owner', 1);
}

/**
 * Changes a workspace's name or business details. Another website must be proven again; another
 * company e-mail address must be verified again, and the links sent to the previous one stop
 * working. The "other" answers follow the size and use cases after the change.
 */
export async function updateCompany(
  app: AppContext,
  companyId: string,
  role: Role,
  body: UpdateCompanyRequest,
): Promise<Company> {
  return changeCompany(app, companyId, role, async (tx, row, now) => {
    const set: Partial<CompanyRow> = {};
    if (body.name !== undefined) set.name = body.name.trim();
    if (body.legalName !== undefined) set.legalName = clean(body.legalName);
    if (body.registrationNumber !== undefined) set.registrationNumber = clean(body.registrationNumber);
    if (body.phone !== undefined) set.phone = clean(body.phone);
    if (body.country !== undefined) set.country = body.country;
    if (body.size !== undefined) set.size = body.size;
    if (body.sizeOther !== undefined) set.sizeOther = clean(body.sizeOther);
    if (body.useCases !== undefined) set.useCases = [...new Set(body.useCases)];
    if (body.useCaseOther !== undefined) set.useCaseOther = clean(body.useCaseOther);
    if (body.timeZone !== undefined) set.timeZone = canonicalTimeZone(body.timeZone) ?? row.timeZone;
    // New links and sessions price in it; existing links keep their own currency.
    if (body.currency !== undefined) set.currency = body.currency;
    if (body.structuredAddress !== undefined) {
      const address = body.structuredAddress;
      set.addressStreet = address ? address.street.trim() : null;
      set.addressCity = address ? clean(address.city) : null;
      set.addressState = address ? clean(address.state) : null;
      set.addressPostalCode = address ? clean(address.postalCode) : null;
      set.addressCountry = address ? address.country : null;
    }
    if (body.websiteUrl !== undefined) {
      const url = body.websiteUrl === null ? null : (normalizeWebsiteUrl(body.websiteUrl) ?? null);
      set.websiteUrl = url;
      // Another site must be proven again.
      if (url !== row.websiteUrl) {
        set.domainVerifiedAt = null;
        set.domainLastResult = null;
        set.domainLastCheckedAt = null;
      }
    }
    let emailChanged = false;
    if (body.email !== undefined) {
      const email = body.email === null ? null : clean(normalizeEmail(body.email));
      set.email = email;
      emailChanged = email !== row.email;
      if (emailChanged) {
        set.emailVerifiedAt = null;
        set.emailLastSentAt = null;
      }
    }
    // The "other" answers follow the size and use cases after the change.
    const size = set.size ?? row.size;
    if (size !== 'other') {
      if (row.sizeOther !== null || set.sizeOther) set.sizeOther = null;
    } else if (!(set.sizeOther !== undefined ? set.sizeOther : row.sizeOther)) {
      throw validationFailed('sizeOther', 'Describe the company size');
    }
    const useCases = set.useCases ?? row.useCases;
    if (!useCases.includes('other')) {
      if (row.useCaseOther !== null || set.useCaseOther) set.useCaseOther = null;
    } else if (!(set.useCaseOther !== undefined ? set.useCaseOther : row.useCaseOther)) {
      throw validationFailed('useCaseOther', 'Describe the use case');
    }
    if (Object.keys(set).length === 0) return;
    await tx
      .update(companies)
      .set({ ...set, updatedAt: now })
      .where(eq(companies.id, companyId));
    if (emailChanged) {
      // Links sent to the previous address stop working.
      await voidCompanyEmailLinks(tx, companyId, now);
    }
  });
}

const COMPANIES_OF_USER: NamedStatement = {
  name: 'companies_of_user',
  text: `SELECT c.id, c.name, m.privilege, c.domain_verified_at IS NOT NULL AS domain_verified, c.verified_tier, c.currency,
      (SELECT count(*) FROM memberships n WHERE n.company_id = c.id)::int AS member_count
    FROM memberships m JOIN companies c ON c.id = m.company_id
    WHERE m.user_id = $1 ORDER BY m.joined_at, m.id`,
};

interface CompanyListRow extends Record<string, unknown> {
  id: string;
  name: string;
  privilege: Role;
  /** Whether the domain is proven: all the tier needs, without a timestamp to parse per row. */
  domain_verified: boolean;
  /** The tier an identity verification earned, if any. */
  verified_tier: string | null;
  member_count: number;
  currency: Currency;
}

/**
 * The workspaces the user belongs to, with their role and member count in each, earliest
 * joined first (raw SQL: read by every signed-in page).
 */
export async function companiesOf(database: Pick<Database, 'query'>, userId: string): Promise<CompanyListResponse> {
  const rows = await database.query<CompanyListRow>(COMPANIES_OF_USER, [userId]);
  return {
    companies: rows.map((row) => ({
      id: row.id,
      name: row.name,
      role: row.privilege,
      memberCount: row.member_count,
      tier: tierFor(row.domain_verified, row.verified_tier),
      currency: row.currency,
    })),
  };
}
