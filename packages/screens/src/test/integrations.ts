import type { Integration } from '@meridian/contract';

/** A verified Squarespace store (Lumen Coffee), for the stories and tests of the integration pages. */
export function squarespaceIntegration(overrides: Partial<Integration>): Integration {
  return {
    id: '0b6f2a4e-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
    companyId: '9d1c6f3e-2a4b-4c5d-8e6f-7a8b9c0d1e2f',
    provider: 'squarespace',
    status: 'verified',
    failure: null,
    keyLastFour: '7f3a',
    siteTitle: 'Lumen Coffee',
    siteUrl: 'https://lumen-coffee.squarespace.com',
    payoutWalletId: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
    environment: 'test',
    productCount: 1,
    health: null,
    createdAt: '2026-06-01T08:00:00Z',
    verifiedAt: '2026-06-01T08:02:00Z',
    ...overrides,
  };
}
