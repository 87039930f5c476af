// The link routes run the contract's table of tier cases over HTTP, the table the link forms'
// test runs: what a tier allows a link's amount is the same rule on both sides.
import { apiRoutes, formatUsdCents, type Tier } from '@meridian/contract';
import { LINK_TIER_CASES } from '@meridian/contract/tier-cases';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../src/db/schema';
import { merchant, type Merchant } from './support/checkout';
import { startApi, type TestApi } from './support/harness';
import { errorOf } from './support/workspaces';

let api: TestApi;
beforeAll(async () => {
  api = await startApi({}, { rateLimit: (limit) => ({ ...limit, max: 10_000 }) });
});
afterAll(async () => {
  await api?.close();
});

/** A merchant at `tier`, as the verification flows leave the workspace's row. */
async function merchantAt(tier: Tier): Promise<Merchant> {
  const m = await merchant(api);
  const db = api.app.meridian.database.db;
  await db
    .update(companies)
    .set({
      domainVerifiedAt: tier === 'basic' ? null : api.clock.now(),
      verifiedTier: tier === 'silver' || tier === 'gold' ? tier : null,
    })
    .where(eq(companies.id, m.company.id));
  return m;
}

// The server has no "Not Verified" workspace: one that verified nothing is Basic.
const cases = LINK_TIER_CASES.filter((entry) => entry.tier !== 'notVerified');

describe('a static link’s amount and the tier rule', () => {
  it.each(cases.map((entry) => [entry.tier, formatUsdCents(entry.cents), entry.problem] as const))(
    '%s, $%s: %j',
    async (tier, amount, problem) => {
      const m = await merchantAt(tier);
      const response = await m.owner.agent.post(apiRoutes.createStaticLink.path, {
        companyId: m.company.id,
        type: 'static',
        amount,
        environment: 'test',
        payoutWalletId: m.wallet.id,
      });
      if (problem === null) {
        expect(response.status, JSON.stringify(response.body)).toBe(201);
      } else {
        expect(response.status).toBe(422);
        expect(errorOf(response.body)).toMatchObject({
          code: 'TIER_LIMIT_EXCEEDED',
          tierLimit: { ...problem, amount },
        });
      }
    },
  );
});
