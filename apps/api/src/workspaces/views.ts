import {
  isCountryCode,
  websiteHost,
  type Company,
  type CompanySummary,
  type CountryCode,
  type DomainVerification,
  type Member,
  type Role,
  type Tier,
} from '@meridian/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { companies, memberships, users, type CompanyRow, type MembershipRow, type UserRow } from '../db/schema';
import { ApiError } from '../http/errors';

/** A query runner: the database or a transaction. */
export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

function storedCountry(value: string): CountryCode {
  if (!isCountryCode(value)) throw new Error(`Stored country is not an ISO code: ${value}`);
  return value;
}

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/**
 * The workspace's tier: Silver or Gold once an identity verification earned it (whatever the
 * domain), else Basic Plus once the domain is proven, else Basic.
 */
export function tierFor(domainVerified: boolean, verifiedTier: string | null = null): Tier {
  if (verifiedTier === 'gold' || verifiedTier === 'silver') return verifiedTier;
  return domainVerified ? 'basicPlus' : 'basic';
}

export function companyTier(row: Pick<CompanyRow, 'domainVerifiedAt' | 'verifiedTier'>): Tier {
  return tierFor(row.domainVerifiedAt !== null, row.verifiedTier);
}

export function domainVerification(row: CompanyRow): DomainVerification | null {
  const host = websiteHost(row.websiteUrl);
  if (!row.websiteUrl || !host) return null;
  return {
    host,
    token: row.domainToken,
    verified: row.domainVerifiedAt !== null,
    verifiedAt: iso(row.domainVerifiedAt),
    lastCheck:
      row.domainLastResult && row.domainLastCheckedAt
        ? { result: row.domainLastResult, checkedAt: row.domainLastCheckedAt.toISOString() }
        : null,
  };
}

export function toCompany(row: CompanyRow, role: Role, memberCount: number): Company {
  return {
    id: row.id,
    name: row.name,
    role,
    memberCount,
    tier: companyTier(row),
    size: row.size,
    sizeOther: row.sizeOther,
    useCases: row.useCases,
    useCaseOther: row.useCaseOther,
    country: storedCountry(row.country),
    websiteUrl: row.websiteUrl,
    legalName: row.legalName,
    registrationNumber: row.registrationNumber,
    email: row.email,
    phone: row.phone,
    structuredAddress: row.addressStreet
      ? {
          street: row.addressStreet,
          city: row.addressCity ?? '',
          state: row.addressState ?? '',
          postalCode: row.addressPostalCode ?? '',
          country: storedCountry(row.addressCountry ?? row.country),
        }
      : null,
    domainVerification: domainVerification(row),
    emailVerification: row.email
      ? {
          address: row.email,
          verified: row.emailVerifiedAt !== null,
          verifiedAt: iso(row.emailVerifiedAt),
          lastSentAt: iso(row.emailLastSentAt),
        }
      : null,
    timeZone: row.timeZone,
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toSummary(row: CompanyRow, role: Role, memberCount: number): CompanySummary {
  return { id: row.id, name: row.name, role, memberCount, tier: companyTier(row), currency: row.currency };
}

/**
 * A member as the API answers it, the one mapper of a `memberships` row (with its user's): the
 * list's joined read names its columns as these rows do.
 */
export function toMember(
  membership: Pick<MembershipRow, 'id' | 'privilege' | 'joinedAt'>,
  user: Pick<UserRow, 'email' | 'name' | 'displayUsername'>,
): Member {
  return {
    memberId: membership.id,
    email: user.email,
    name: user.name,
    username: user.displayUsername,
    privilege: membership.privilege,
    joinedAt: membership.joinedAt.toISOString(),
  };
}

/** The name people see for a user: their name, or their username. */
export function displayName(user: Pick<UserRow, 'name' | 'displayUsername'>): string {
  return user.name?.trim() || user.displayUsername;
}

export async function findCompany(db: Queryable, companyId: string): Promise<CompanyRow> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  // The access check found a membership a moment ago; a company deleted since is simply gone.
  if (!row) throw new ApiError('NOT_FOUND');
  return row;
}

/** Member counts of the given workspaces. */
export async function memberCounts(db: Queryable, companyIds: string[]): Promise<Map<string, number>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db
    .select({ companyId: memberships.companyId, value: count() })
    .from(memberships)
    .where(inArray(memberships.companyId, companyIds))
    .groupBy(memberships.companyId);
  return new Map(rows.map((row) => [row.companyId, row.value]));
}

export async function companyResponse(db: Queryable, companyId: string, role: Role): Promise<Company> {
  const row = await findCompany(db, companyId);
  const counts = await memberCounts(db, [companyId]);
  return toCompany(row, role, counts.get(companyId) ?? 0);
}

/**
 * Changes a workspace in one transaction, its row locked for the change (NOT_FOUND when it is
 * gone), then answers the workspace as the member sees it.
 */
export async function changeCompany(
  app: AppContext,
  companyId: string,
  role: Role,
  change: (tx: Queryable, row: CompanyRow, now: Date) => Promise<void>,
): Promise<Company> {
  const now = app.config.clock.now();
  await app.database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
    if (!row) throw new ApiError('NOT_FOUND');
    await change(tx, row, now);
  });
  return companyResponse(app.database.db, companyId, role);
}

/** How many owners the workspace has. */
export async function ownerCount(db: Queryable, companyId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.privilege, 'owner')));
  return row?.value ?? 0;
}

/** A member of this workspace by member id (the membership's id), with the user. */
export async function findMember(
  db: Queryable,
  companyId: string,
  memberId: string,
): Promise<{ membership: MembershipRow; user: UserRow } | undefined> {
  const [row] = await db
    .select({ membership: memberships, user: users })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.id, memberId), eq(memberships.companyId, companyId)))
    .limit(1);
  return row;
}
