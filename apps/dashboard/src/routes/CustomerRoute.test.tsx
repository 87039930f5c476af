import type { CustomerDetail } from '@meridian/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adaCustomer, atlas, lumen, renderApp, serveShell, signIn, withFakeApi } from '../test/app';

const api = withFakeApi();

const customerId = adaCustomer.id;
const detail: CustomerDetail = {
  customer: adaCustomer,
  billing: { street: '12 Ockham Lane', city: 'London', postalCode: 'W1', vatNumber: null },
  payments: [],
  refunds: [],
};

const paymentId = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
/** Ada's payment of $49.90, of which $10.00 was given back. */
const refunded: CustomerDetail = {
  ...detail,
  payments: [
    {
      sessionId: '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e',
      paymentId,
      linkId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      linkName: 'House blend, 1 kg',
      environment: 'live',
      state: 'paid',
      token: { symbol: 'USDC', contract: '0x931715FEE2d06333043d11F658C8CE934aC61D0c', decimals: 6 },
      currency: 'USD',
      totalCents: 49_90,
      priceCurrency: 'USD',
      priceCents: 49_90,
      txHash: `0x${'ab'.repeat(32)}`,
      createdAt: '2026-06-14T16:38:00.000Z',
      paidAt: '2026-06-14T16:40:00.000Z',
    },
  ],
  refunds: [
    {
      id: '9c8b7a6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
      mode: 'live',
      state: 'confirmed',
      paymentId,
      checkoutId: '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e',
      chainId: 1284,
      token: { symbol: 'USDC', contract: '0x931715FEE2d06333043d11F658C8CE934aC61D0c', decimals: 6 },
      amount: '10000000',
      priceAmount: '10.00',
      currency: 'USD',
      reason: null,
      address: '0x2B5AD5c4795c026514f8317c7a215E218DcCD6cF',
      paymentFrom: '0x2B5AD5c4795c026514f8317c7a215E218DcCD6cF',
      linkExpiresAt: null,
      linkMailed: false,
      txHash: `0x${'cd'.repeat(32)}`,
      from: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
      confirmations: { count: 12, required: 12 },
      problem: null,
      createdAt: '2026-06-15T09:00:00.000Z',
      updatedAt: '2026-06-15T09:05:00.000Z',
      addressAt: '2026-06-15T09:00:00.000Z',
      sentAt: '2026-06-15T09:01:00.000Z',
      confirmedAt: '2026-06-15T09:05:00.000Z',
      cancelledAt: null,
      failedAt: null,
    },
  ],
};

describe('a customer’s page', () => {
  it('erases the customer after the confirmation, says so, and returns to the list', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current, { companies: [lumen] });
    api.current.routes.set(`GET /company/${lumen.id}/customers/${customerId}`, () => ({ json: detail }));
    api.current.routes.set(`DELETE /company/${lumen.id}/customers/${customerId}`, () => ({ json: { ok: true } }));
    api.current.routes.set(`GET /company/${lumen.id}/customers?limit=20`, () => ({
      json: { customers: [], total: 0, nextCursor: null, hasMore: false },
    }));
    const { router } = await renderApp(api.current, `/customers/${customerId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Erase personal data' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(api.current.hits).not.toContain(`DELETE /company/${lumen.id}/customers/${customerId}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers'));
    expect(api.current.hits).toContain(`DELETE /company/${lumen.id}/customers/${customerId}`);
    expect(await screen.findByText('The customer’s personal data was erased.')).toBeInTheDocument();
  });

  it('offers a viewer no erasure', async () => {
    signIn({ workspaces: [atlas.id], selected: atlas.id });
    serveShell(api.current, { companies: [atlas] });
    api.current.routes.set(`GET /company/${atlas.id}/customers/${customerId}`, () => ({ json: detail }));
    await renderApp(api.current, `/customers/${customerId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Erase personal data' })).toBeNull();
  });

  it("shows the customer's refunds, each and each payment linked to the payment's page", async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current, { companies: [lumen] });
    api.current.routes.set(`GET /company/${lumen.id}/customers/${customerId}`, () => ({ json: refunded }));
    await renderApp(api.current, `/customers/${customerId}`);
    const table = await screen.findByRole('table', { name: 'The customer’s refunds' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('Refunded')).toBeInTheDocument();
    expect(within(row).getByText('$10.00')).toBeInTheDocument();
    const href = `/payments/${paymentId}?customer=${customerId}`;
    expect(within(row).getByRole('link')).toHaveAttribute('href', href);
    const payments = screen.getByRole('table', { name: 'The customer’s payments' });
    expect(within(payments).getByRole('link')).toHaveAttribute('href', href);
  });
});
