import { randomBytes, randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies, memberships, users } from './db/schema';
import { hashPassword } from './security/passwords';

export const DEMO_USERNAME = 'demo';
export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_WORKSPACE_NAME = 'Harbor & Pine Coffee';

/**
 * On an empty database: a confirmed demo account with no required action, owner of a demo
 * workspace with realistic business details, and a random password printed once in the log.
 * Returns the password, or null when users already exist.
 */
export async function seedDemoAccount(app: FastifyInstance): Promise<string | null> {
  const { database, config } = app.meridian;
  const [row] = await database.db.select({ value: count() }).from(users);
  if ((row?.value ?? 0) > 0) return null;
  const password = `demo-${randomBytes(9).toString('base64url')}`;
  const now = config.clock.now();
  const userId = randomUUID();
  const companyId = randomUUID();
  const passwordHash = await hashPassword(password);
  await database.db.transaction(async (tx) => {
    await tx.insert(users).values({
      id: userId,
      username: DEMO_USERNAME,
      displayUsername: DEMO_USERNAME,
      email: DEMO_EMAIL,
      passwordHash,
      country: 'US',
      language: 'en',
      name: 'Demo Merchant',
      emailVerifiedAt: now,
      termsAcceptedAt: now,
      passwordChangedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(companies).values({
      id: companyId,
      name: DEMO_WORKSPACE_NAME,
      size: '11-50',
      useCases: ['online_store', 'invoices_payment_links'],
      country: 'US',
      websiteUrl: 'https://harborandpine.example',
      legalName: 'Harbor & Pine Coffee Co.',
      registrationNumber: 'OR-1187342-95',
      email: 'billing@harborandpine.example',
      phone: '+1 503 555 0142',
      addressStreet: '1200 NW Marshall St',
      addressCity: 'Portland',
      addressState: 'OR',
      addressPostalCode: '97209',
      addressCountry: 'US',
      domainToken: randomBytes(16).toString('hex'),
      createdBy: userId,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(memberships).values({ id: randomUUID(), companyId, userId, privilege: 'owner', joinedAt: now });
  });
  app.log.info(
    { username: DEMO_USERNAME, password },
    `Demo account created. Log in with username "${DEMO_USERNAME}" and password "${password}"`,
  );
  return password;
}
