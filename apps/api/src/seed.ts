import { randomBytes, randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from './db/schema';
import { hashPassword } from './security/passwords';

export const DEMO_USERNAME = 'demo';
export const DEMO_EMAIL = 'demo@example.com';

/**
 * On an empty database: a confirmed demo account with no required action, and a random
 * password printed once in the log. Returns the password, or null when users already exist.
 */
export async function seedDemoAccount(app: FastifyInstance): Promise<string | null> {
  const { database, config } = app.meridian;
  const [row] = await database.db.select({ value: count() }).from(users);
  if ((row?.value ?? 0) > 0) return null;
  const password = `demo-${randomBytes(9).toString('base64url')}`;
  const now = config.clock.now();
  await database.db.insert(users).values({
    id: randomUUID(),
    username: DEMO_USERNAME,
    displayUsername: DEMO_USERNAME,
    email: DEMO_EMAIL,
    passwordHash: await hashPassword(password),
    country: 'US',
    language: 'en',
    name: 'Demo Merchant',
    emailVerifiedAt: now,
    termsAcceptedAt: now,
    passwordChangedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  app.log.info(
    { username: DEMO_USERNAME, password },
    `Demo account created. Log in with username "${DEMO_USERNAME}" and password "${password}"`,
  );
  return password;
}
