import type { CustomerDetail } from '@meridian/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { atlas, lumen, renderApp, serveShell, signIn, withFakeApi } from '../test/app';

const api = withFakeApi();

const customerId = '3f0c7a52-2d1e-4c3a-9b7e-5d6f8a9b0c1d';
const detail: CustomerDetail = {
  customer: {
    id: customerId,
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    country: 'GB',
    currency: 'USD',
    paymentCount: 1,
    totalCents: 49_90,
    testPaymentCount: 0,
    testTotalCents: 0,
    firstSeenAt: '2026-06-01T00:00:00.000Z',
    lastSeenAt: '2026-06-01T00:00:00.000Z',
  },
  billing: { street: '12 Ockham Lane', city: 'London', postalCode: 'W1', vatNumber: null },
  payments: [],
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
});
