// Payments written straight into the database at chosen times: the dashboard's figures and the
// CSV export are read from them (the watcher that records them in real life is tested elsewhere).
import { randomBytes, randomUUID } from 'node:crypto';
import type { Currency } from '@meridian/contract';
import { checkoutSessions, customers, payments } from '../../src/db/schema';
import type { TestApi } from './harness';

export const hex = (bytes: number) => `0x${randomBytes(bytes).toString('hex')}`;

export interface PaidOptions {
  companyId: string;
  linkId: string;
  payTo: string;
  /** When it was detected (and confirmed). */
  at: Date | string;
  /** Its worth in minor units of its price currency (USD cents unless `locked` says otherwise), paid at a rate of one. */
  cents: number;
  /**
   * The rate it was locked at: its currency (USD) and the USD snapshot taken with it ({ USD: '1' });
   * the token (USDC) is worth one unit of that currency.
   */
  locked?: { currency: Currency; usdPerUnit: Partial<Record<Currency, string>>; token?: string };
  /** The customer whose checkout it was. */
  customerId?: string;
  environment?: 'test' | 'live';
  state?: 'pending' | 'confirmed' | 'reverted';
  from?: string;
}

/** A checkout session paid by one USDC transfer of `cents` (at a rate of 1), detected at `at`. */
export async function paid(api: TestApi, options: PaidOptions) {
  const db = api.app.meridian.database.db;
  const at = new Date(options.at);
  const environment = options.environment ?? 'test';
  const amount = String(options.cents * 10_000); // 6 decimals: a cent is 10,000 units
  const sessionId = randomUUID();
  const paymentId = randomUUID();
  const confirmed = (options.state ?? 'confirmed') === 'confirmed';
  const lockedRate = {
    currency: options.locked?.currency ?? 'USD',
    rate: '1.00',
    rateSource: 'sandbox',
    rateAt: at,
    usdPerUnit: options.locked?.usdPerUnit ?? { USD: '1' },
  };
  const tokenSymbol = options.locked?.token ?? 'USDC';
  const usd = Number(lockedRate.usdPerUnit[lockedRate.currency] ?? '1');
  await db.insert(checkoutSessions).values({
    id: sessionId,
    companyId: options.companyId,
    linkId: options.linkId,
    environment,
    chainId: environment === 'live' ? 1284 : 1287,
    payTo: options.payTo,
    tokenSymbol,
    tokenAddress: '0x931715FEE2d06333043d11F658C8CE934aC61D0c',
    tokenDecimals: 6,
    amount,
    ...lockedRate,
    rateSandbox: true,
    customerId: options.customerId ?? null,
    subtotalCents: options.cents,
    vatCents: 0,
    totalCents: options.cents,
    totalUsdCents: Math.round(options.cents * usd),
    state: confirmed ? 'paid' : 'processing',
    exception: null,
    expiresAt: new Date(at.getTime() + 60 * 60_000),
    holdUntil: new Date(at.getTime() + 25 * 60 * 60_000),
    amountHeld: false,
    paidAt: confirmed ? at : null,
    createdAt: new Date(at.getTime() - 60_000),
    updatedAt: at,
  });
  await db.insert(payments).values({
    id: paymentId,
    companyId: options.companyId,
    sessionId,
    environment,
    chainId: environment === 'live' ? 1284 : 1287,
    txHash: hex(32),
    logIndex: 3,
    blockNumber: 4_200_000n,
    blockHash: hex(32),
    fromAddress: options.from ?? '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
    toAddress: options.payTo,
    tokenSymbol,
    tokenAddress: '0x931715FEE2d06333043d11F658C8CE934aC61D0c',
    tokenDecimals: 6,
    amount,
    ...lockedRate,
    state: options.state ?? 'confirmed',
    match: 'amount',
    detectedAt: at,
    confirmedAt: confirmed ? at : null,
    revertedAt: options.state === 'reverted' ? at : null,
  });
  return { sessionId, paymentId };
}

/** A transfer to `to` that no session claimed (no USD value), detected at `at`. */
export async function unmatched(
  api: TestApi,
  options: { to: string; at: Date | string; environment?: 'test' | 'live'; state?: 'pending' | 'confirmed' },
) {
  const id = randomUUID();
  const environment = options.environment ?? 'test';
  await api.app.meridian.database.db.insert(payments).values({
    id,
    companyId: null,
    sessionId: null,
    environment,
    chainId: environment === 'live' ? 1284 : 1287,
    txHash: hex(32),
    logIndex: -1,
    blockNumber: 4_200_001n,
    blockHash: hex(32),
    fromAddress: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
    toAddress: options.to,
    tokenSymbol: 'DEV',
    tokenAddress: null,
    tokenDecimals: 18,
    amount: '1500000000000000000',
    state: options.state ?? 'confirmed',
    match: null,
    detectedAt: new Date(options.at),
    confirmedAt: (options.state ?? 'confirmed') === 'confirmed' ? new Date(options.at) : null,
    revertedAt: null,
  });
  return id;
}

/** A customer of `companyId` with this e-mail address (and name), as a payer's details make one; its id. */
export async function customer(api: TestApi, companyId: string, details: { email: string; name?: string }) {
  const id = randomUUID();
  const now = api.clock.now();
  await api.app.meridian.database.db.insert(customers).values({
    id,
    companyId,
    key: `email:${details.email}`,
    email: details.email,
    name: details.name,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}
