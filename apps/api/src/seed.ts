import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies, memberships, paymentLinks, users, wallets } from './db/schema';
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
  const passwordHash = await hashPassword(password, config.passwordHashing);
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
    await seedMoney(tx, { companyId, userId, now });
  });
  app.log.info(
    { username: DEMO_USERNAME, password },
    `Demo account created. Log in with username "${DEMO_USERNAME}" and password "${password}"`,
  );
  return password;
}

/** The first funded account of the local development chain: the demo's verified payout wallet. */
export const DEMO_WALLET_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

type Transaction = Parameters<Parameters<FastifyInstance['meridian']['database']['db']['transaction']>[0]>[0];

/**
 * The demo workspace's money: a verified Moonbeam wallet, an unverified Polkadot one, and a few
 * links of each type and status (amounts within the Basic tier's $100 per payment).
 */
async function seedMoney(tx: Transaction, input: { companyId: string; userId: string; now: Date }): Promise<void> {
  const { companyId, userId, now } = input;
  const walletId = randomUUID();
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
  await tx.insert(wallets).values([
    {
      id: walletId,
      companyId,
      network: 'moonbeam',
      ecosystem: 'evm',
      address: DEMO_WALLET_ADDRESS,
      label: 'Café payouts',
      colour: 'green',
      verifiedAt: at(60),
      createdBy: userId,
      createdAt: at(120),
      updatedAt: at(60),
    },
    {
      id: randomUUID(),
      companyId,
      network: 'polkadot',
      ecosystem: 'substrate',
      address: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
      label: 'Treasury (DOT)',
      colour: 'purple',
      createdBy: userId,
      createdAt: at(110),
      updatedAt: at(110),
    },
  ]);
  const links = [
    { type: 'static', name: 'House blend, 1 kg', status: 'active', environment: 'test', amountCents: 32_00 },
    { type: 'static', name: 'Barista workshop', status: 'active', environment: 'live', amountCents: 85_00 },
    { type: 'static', name: 'Holiday gift box', status: 'disabled', environment: 'test', amountCents: 59_90 },
    { type: 'static', name: 'Summer cold brew', status: 'archived', environment: 'test', amountCents: 12_50 },
    { type: 'donation', name: 'Tip jar', status: 'active', environment: 'test', minimumCents: 1_00 },
    {
      type: 'donation',
      name: 'Community garden',
      status: 'disabled',
      environment: 'live',
      suggested: [5_00, 10_00, 25_00],
    },
    {
      type: 'dynamic',
      name: 'Catering, June order',
      status: 'active',
      environment: 'test',
      amountCents: 96_00,
      recipient: { name: 'Ada Lovelace', email: 'ada@example.com', summary: 'Coffee and pastries for 12 people' },
    },
  ] as const;
  await tx.insert(paymentLinks).values(
    links.map((link, index) => ({
      id: randomUUID(),
      companyId,
      number: index + 1,
      type: link.type,
      name: link.name,
      status: link.status,
      environment: link.environment,
      amountCents: 'amountCents' in link ? link.amountCents : null,
      minimumCents: 'minimumCents' in link ? link.minimumCents : null,
      suggestedCents: 'suggested' in link ? [...link.suggested] : [],
      message: 'Thank you for supporting Harbor & Pine!',
      redirectUrl: null,
      payoutWalletId: walletId,
      collectEmail: link.type !== 'donation',
      collectBilling: link.type === 'dynamic',
      vatRateBp: null,
      recipientName: 'recipient' in link ? link.recipient.name : null,
      recipientEmail: 'recipient' in link ? link.recipient.email : null,
      summary: 'recipient' in link ? link.recipient.summary : null,
      slug: randomBytes(16).toString('base64url'),
      createdBy: userId,
      createdAt: at(100 - index * 10),
      updatedAt: at(100 - index * 10),
    })),
  );
}

/**
 * The demo link `npm start` names for a payment from the command line (`pnpm demo:pay`): the
 * demo workspace's first active static link of the test environment paying to the demo wallet,
 * or null when there is none (a database that was not seeded, or the link was archived).
 */
export async function demoPaymentSlug(app: FastifyInstance): Promise<string | null> {
  const [row] = await app.meridian.database.db
    .select({ slug: paymentLinks.slug })
    .from(paymentLinks)
    .innerJoin(wallets, eq(wallets.id, paymentLinks.payoutWalletId))
    .where(
      and(
        eq(wallets.address, DEMO_WALLET_ADDRESS),
        eq(paymentLinks.type, 'static'),
        eq(paymentLinks.status, 'active'),
        eq(paymentLinks.environment, 'test'),
      ),
    )
    .orderBy(asc(paymentLinks.createdAt))
    .limit(1);
  return row?.slug ?? null;
}
