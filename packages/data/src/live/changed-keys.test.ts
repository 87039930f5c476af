import { describe, expect, it } from 'vitest';
import { billingKeys } from '../billing/keys';
import { customerKeys } from '../customers/keys';
import { integrationKeys } from '../integrations/keys';
import { refundKeys } from '../refunds/keys';
import { webhookKeys } from '../webhooks/keys';
import { changedKeys } from './changed-keys';

const lumen = '3f0c7a52-2d1e-4c3a-9b7e-5d6f8a9b0c1d';
const atlas = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

describe('changedKeys', () => {
  it("reloads billing when a payment moves the dashboard's figures, and the customers when payments change", () => {
    const paid = changedKeys({
      type: 'changed',
      companyId: lumen,
      topics: ['payments', 'links', 'dashboard'],
      linkIds: [],
    });
    expect(paid(billingKeys.summary(lumen))).toBe(true);
    expect(paid(billingKeys.statement(lumen, '2026-06'))).toBe(true);
    expect(paid(customerKeys.list(lumen, { q: 'ada' }))).toBe(true);
    expect(paid(customerKeys.detail(lumen, atlas))).toBe(true);
    expect(paid(customerKeys.mutation('erase', lumen))).toBe(false);
    // Another workspace's payment changes nothing here.
    expect(paid(billingKeys.summary(atlas))).toBe(false);
    const wallets = changedKeys({ type: 'changed', companyId: lumen, topics: ['wallets'], linkIds: [] });
    expect(wallets(billingKeys.summary(lumen))).toBe(false);
    expect(wallets(customerKeys.list(lumen))).toBe(false);
    // A new tier changes the limit and the fee rate.
    const tier = changedKeys({ type: 'changed', companyId: lumen, topics: ['workspace'], linkIds: [] });
    expect(tier(billingKeys.summary(lumen))).toBe(true);
  });

  it('reloads a payment’s refunds when payments change, never a refund mutation’s state', () => {
    const paid = changedKeys({ type: 'changed', companyId: lumen, topics: ['payments'], linkIds: [] });
    expect(paid(refundKeys.payment(lumen, atlas))).toBe(true);
    expect(paid(refundKeys.payment(atlas, lumen))).toBe(false);
    expect(paid(refundKeys.mutation('create', lumen))).toBe(false);
    const wallets = changedKeys({ type: 'changed', companyId: lumen, topics: ['wallets'], linkIds: [] });
    expect(wallets(refundKeys.payment(lumen, atlas))).toBe(false);
  });

  it('reloads the integrations when one changes (a plugin paired), and a WooCommerce store when its checkouts do', () => {
    const store = integrationKeys.woocommerce(lumen, atlas);
    const paired = changedKeys({ type: 'changed', companyId: lumen, topics: ['integrations'], linkIds: [] });
    expect(paired(store)).toBe(true);
    expect(paired(integrationKeys.list(lumen))).toBe(true);
    expect(paired(integrationKeys.mutation('woocommerce-code', lumen))).toBe(false);
    expect(paired(integrationKeys.woocommerce(atlas, lumen))).toBe(false);
    const paid = changedKeys({ type: 'changed', companyId: lumen, topics: ['payments', 'links'], linkIds: [] });
    expect(paid(store)).toBe(true);
    expect(paid(integrationKeys.list(lumen))).toBe(false);
    const wallets = changedKeys({ type: 'changed', companyId: lumen, topics: ['wallets'], linkIds: [] });
    expect(wallets(store)).toBe(false);
    // Each attempt of a delivery to the store moves its "last event delivered".
    const attempted = changedKeys({ type: 'changed', companyId: lumen, topics: ['webhooks'], linkIds: [] });
    expect(attempted(store)).toBe(true);
    expect(attempted(integrationKeys.list(lumen))).toBe(false);
  });

  it('reloads the endpoints, their deliveries and attempts when a delivery is written or attempted', () => {
    const webhooks = changedKeys({ type: 'changed', companyId: lumen, topics: ['webhooks'], linkIds: [] });
    expect(webhooks(webhookKeys.list(lumen))).toBe(true);
    expect(webhooks(webhookKeys.deliveries(lumen, atlas, { cursor: 'abc' }))).toBe(true);
    expect(webhooks(webhookKeys.delivery(lumen, atlas, lumen))).toBe(true);
    expect(webhooks(webhookKeys.mutation('test', lumen))).toBe(false);
    expect(webhooks(webhookKeys.list(atlas))).toBe(false);
    // A payment leaves the webhook pages alone.
    const paid = changedKeys({ type: 'changed', companyId: lumen, topics: ['payments'], linkIds: [] });
    expect(paid(webhookKeys.deliveries(lumen, atlas))).toBe(false);
  });
});
