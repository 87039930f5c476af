import type { Integration, WooCommerceStatus } from '@meridian/contract';
import { lumen } from './workspaces';

/** A store integration of Lumen just made: pending, with no key, site or products yet. */
export const exampleIntegration = (provider: Integration['provider'], id: string): Integration => ({
  id,
  companyId: lumen.id,
  provider,
  status: 'pending',
  failure: null,
  keyLastFour: null,
  siteTitle: null,
  siteUrl: null,
  payoutWalletId: null,
  environment: 'test',
  productCount: 0,
  health: null,
  createdAt: '2026-06-01T09:00:00.000Z',
  verifiedAt: null,
});

/** Where the WooCommerce integration `integrationId` stands before any pairing: no code, no store. */
export const exampleWooCommerceStatus = (integrationId: string): WooCommerceStatus => ({
  integrationId,
  state: 'not_started',
  codeExpiresAt: null,
  storeUrl: null,
  connectedAt: null,
  keyLastFour: null,
  environment: 'test',
  payoutWalletId: null,
  lastDelivery: null,
  failure: null,
});
