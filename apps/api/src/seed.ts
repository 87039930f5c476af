import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ChainConfig } from './chain/chains';
import { companies, memberships, paymentLinks, users, wallets } from './db/schema';
import { SANDBOX_RATES } from './payments/rates';
import { hashPassword } from './security/passwords';

export const DEMO_USERNAME = 'demo';
export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_WORKSPACE_NAME = 'Harbor & Pine Coffee';

/**
 * On an empty database, outside production and only when `DEMO_PASSWORD` gives its password
 * (`npm start` chooses one and prints it itself): a confirmed demo account with no required
 * action, owner of a demo workspace with realistic business details, its wallets and links.
 * No password is ever logged. Production never creates it: a demo account there would be a
 * known login on a real server. Returns whether the account was created.
 */
export async function seedDemoAccount(app: FastifyInstance): Promise<boolean> {
  const { database, config } = app.meridian;
  const password = config.demoPassword;
  if (config.nodeEnv === 'production' || password === null) return false;
  const [row] = await database.db.select({ value: count() }).from(users);
  if ((row?.value ?? 0) > 0) return false;
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
      currency: 'USD',
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
    await seedMoney(tx, { companyId, userId, now, chain: config.chains.test });
  });
  app.log.info({ username: DEMO_USERNAME }, 'Demo account created with the password DEMO_PASSWORD gave');
  return true;
}

/**
 * The first funded account of the local development chain: the demo's verified payout wallet,
 * for test links only (its private key is public: never a live payout address).
 */
export const DEMO_WALLET_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

type Transaction = Parameters<Parameters<FastifyInstance['meridian']['database']['db']['transaction']>[0]>[0];

/**
 * The demo workspace's money: a verified Moonbeam wallet, an unverified Polkadot one, and a few
 * links of each type and status (amounts within the Basic tier's $100 per payment).
 */
async function seedMoney(
  tx: Transaction,
  input: { companyId: string; userId: string; now: Date; chain: ChainConfig },
): Promise<void> {
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
    // Every demo link is a test link: the demo wallet's key is public, and a live link never pays to it.
    { type: 'static', name: 'Barista workshop', status: 'active', environment: 'test', amountCents: 85_00 },
    { type: 'static', name: 'Holiday gift box', status: 'disabled', environment: 'test', amountCents: 59_90 },
    { type: 'static', name: 'Summer cold brew', status: 'archived', environment: 'test', amountCents: 12_50 },
    { type: 'donation', name: 'Tip jar', status: 'active', environment: 'test', minimumCents: 1_00 },
    {
      type: 'donation',
      name: 'Community garden',
      status: 'disabled',
      environment: 'test',
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
  const linkIds = links.map(() => randomUUID());
  await tx.insert(paymentLinks).values(
    links.map((link, index) => ({
      id: linkIds[index]!,
      companyId,
      number: index + 1,
      currency: 'USD' as const,
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
  const history = links.flatMap((link, index) =>
    link.environment === 'test' && link.type !== 'dynamic'
      ? [{ id: linkIds[index]!, cents: 'amountCents' in link ? link.amountCents : null }]
      : [],
  );
  await seedPayments(tx, { companyId, now, chain: input.chain, payTo: DEMO_WALLET_ADDRESS, links: history });
}

/** A small deterministic generator (mulberry32): the demo's history looks the same on every machine. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Funded accounts of the local chain, as the demo's payers. */
const DEMO_PAYERS = [
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
  '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
] as const;

const DAY = 24 * 60 * 60 * 1000;

/** One payment of the demo's history and its checkout session, as the seeding statements read it. */
interface DemoPayment {
  session_id: string;
  payment_id: string;
  link_id: string;
  token_symbol: string;
  token_address: string | null;
  token_decimals: number;
  amount: string;
  rate: string;
  cents: number;
  opened: string;
  at: string;
  payer: string;
  tx_hash: string;
  block_hash: string;
}

/**
 * The demo workspace's takings over the last 12 months, so that the dashboard is full on first
 * start: confirmed test payments on its test links (static links at their price, the tip jar
 * from $2 to $15), more of them as the year goes on, in the test chain's coin and tokens at the
 * sandbox rates, each with its paid checkout session. Written in two statements. They sit at
 * block 0 of the test chain: a local chain started again from scratch rewinds the watcher, which
 * reverts the payments above the blocks it still finds, and leaves these alone.
 */
async function seedPayments(
  tx: Transaction,
  input: {
    companyId: string;
    now: Date;
    chain: ChainConfig;
    payTo: string;
    links: { id: string; cents: number | null }[];
  },
): Promise<void> {
  const { companyId, now, chain, payTo, links } = input;
  const random = generator(0x5eed);
  const tokens = chain.tokens.filter((token) => SANDBOX_RATES[token.address ? token.symbol : 'GLMR'] !== undefined);
  if (links.length === 0 || tokens.length === 0) return;
  const rows: DemoPayment[] = [];
  for (let daysAgo = 364; daysAgo >= 0; daysAgo -= 1) {
    // From about one payment every two days a year ago to three a day now.
    const expected = 0.5 + 2.5 * ((364 - daysAgo) / 364);
    const count = Math.floor(expected + random());
    for (let index = 0; index < count; index += 1) {
      const day = new Date(now.getTime() - daysAgo * DAY);
      const at = new Date(
        Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 8 + Math.floor(random() * 12)) +
          Math.floor(random() * 3_600_000),
      );
      if (at.getTime() > now.getTime() - 60_000) continue;
      const link = links[Math.floor(random() * links.length)]!;
      const cents = link.cents ?? 200 + Math.floor(random() * 14) * 100;
      const token = tokens[Math.floor(random() * tokens.length)]!;
      const rate = SANDBOX_RATES[token.address ? token.symbol : 'GLMR']!;
      // The units worth `cents` at `rate`, rounded up: the payment's USD value, truncated to the
      // cent as the dashboard counts it, is then exactly `cents`.
      const [whole = '0', fraction = ''] = rate.split('.');
      const numerator = BigInt(cents) * 10n ** BigInt(token.decimals) * 10n ** BigInt(fraction.length);
      const denominator = 100n * BigInt(`${whole}${fraction}`);
      const amount = (numerator + denominator - 1n) / denominator;
      const opened = new Date(at.getTime() - (1 + Math.floor(random() * 5)) * 60_000);
      rows.push({
        session_id: randomUUID(),
        payment_id: randomUUID(),
        link_id: link.id,
        token_symbol: token.symbol,
        token_address: token.address,
        token_decimals: token.decimals,
        amount: amount.toString(),
        rate,
        cents,
        opened: opened.toISOString(),
        at: at.toISOString(),
        payer: DEMO_PAYERS[Math.floor(random() * DEMO_PAYERS.length)]!,
        tx_hash: `0x${randomBytes(32).toString('hex')}`,
        block_hash: `0x${randomBytes(32).toString('hex')}`,
      });
    }
  }
  // Two statements over one JSON parameter (bound parameters row by row are many times slower).
  const json = JSON.stringify(rows);
  const columns = sql.raw(`x(session_id uuid, payment_id uuid, link_id uuid, token_symbol text, token_address text,
    token_decimals integer, amount numeric, rate text, cents bigint, opened timestamptz, at timestamptz,
    payer text, tx_hash text, block_hash text)`);
  await tx.execute(sql`INSERT INTO checkout_sessions (id, company_id, link_id, environment, chain_id, pay_to,
      token_symbol, token_address, token_decimals, amount, currency, rate, rate_source, rate_at, rate_sandbox,
      usd_per_unit, subtotal_cents, vat_cents, total_cents, total_usd_cents, state, expires_at, hold_until, amount_held,
      paid_at, created_at, updated_at)
    SELECT x.session_id, ${companyId}, x.link_id, 'test', ${chain.id}, ${payTo}, x.token_symbol, x.token_address,
      x.token_decimals, x.amount, 'USD', x.rate, 'sandbox', x.opened, true, '{"USD":"1"}', x.cents, 0, x.cents,
      x.cents, 'paid',
      x.opened + interval '20 minutes', x.opened + interval '1 day 20 minutes', false, x.at, x.opened, x.at
    FROM jsonb_to_recordset(${json}::jsonb) AS ${columns}`);
  await tx.execute(sql`INSERT INTO payments (id, company_id, session_id, environment, chain_id, tx_hash, log_index,
      block_number, block_hash, from_address, to_address, token_symbol, token_address, token_decimals, amount, state,
      match, detected_at, confirmed_at, currency, rate, rate_source, rate_at, usd_per_unit)
    SELECT x.payment_id, ${companyId}, x.session_id, 'test', ${chain.id}, x.tx_hash,
      CASE WHEN x.token_address IS NULL THEN -1 ELSE 0 END, 0, x.block_hash, x.payer, ${payTo}, x.token_symbol,
      x.token_address, x.token_decimals, x.amount, 'confirmed', 'amount', x.at, x.at + interval '12 seconds',
      'USD', x.rate, 'sandbox', x.opened, '{"USD":"1"}'
    FROM jsonb_to_recordset(${json}::jsonb) AS ${columns}`);
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
