import { domainRecordValue, websiteHost, type DomainCheckResult, type DomainVerification } from '@meridian/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { companies } from '../db/schema';
import { ApiError } from '../http/errors';
import { domainVerification, findCompany } from './views';

/** `meridian-verification=<token>` among the TXT records: verified; other records: wrongValue. */
export async function checkDomain(app: AppContext, host: string, token: string): Promise<DomainCheckResult> {
  try {
    const records = (await app.dns.resolveTxt(host)).map((chunks) => chunks.join(''));
    if (records.includes(domainRecordValue(token))) return 'verified';
    return records.length > 0 ? 'wrongValue' : 'notFound';
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'ENODATA' || code === 'ENOTFOUND') return 'notFound';
    return 'error';
  }
}

/**
 * Looks up the workspace's TXT record and records the outcome. A definite answer settles the
 * verification; a failed look-up changes nothing but the last check.
 */
export async function verifyDomain(
  app: AppContext,
  log: FastifyBaseLogger,
  companyId: string,
): Promise<DomainVerification> {
  const db = app.database.db;
  const company = await findCompany(db, companyId);
  const host = websiteHost(company.websiteUrl);
  if (!company.websiteUrl || !host) {
    throw new ApiError('PRECONDITION_FAILED', { message: 'Save the website address first.' });
  }
  const result = await checkDomain(app, host, company.domainToken);
  const checkedAt = app.config.clock.now();
  const verifiedAt =
    result === 'verified'
      ? (company.domainVerifiedAt ?? checkedAt)
      : result === 'error'
        ? company.domainVerifiedAt
        : null;
  const [updated] = await db
    .update(companies)
    .set({ domainLastResult: result, domainLastCheckedAt: checkedAt, domainVerifiedAt: verifiedAt })
    // Only when the website is still the one checked.
    .where(and(eq(companies.id, companyId), eq(companies.websiteUrl, company.websiteUrl)))
    .returning();
  log.info({ companyId, host, result }, 'domain checked');
  const verification = domainVerification(updated ?? company);
  if (!verification) throw new ApiError('PRECONDITION_FAILED', { message: 'Save the website address first.' });
  return verification;
}
