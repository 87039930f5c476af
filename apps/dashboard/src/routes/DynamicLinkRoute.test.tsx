import type { PaymentLinkDetail } from '@meridian/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleLink, lumen, renderApp, serveShell, signIn, withFakeApi } from '../test/app';
import { sandboxOnramp, turnOnrampOn } from '../test/onramp';

const api = withFakeApi();

const linkId = '3b1f0c2e-8d4a-4c6b-9e2f-5a7d1c9e0b42';
const invoice: PaymentLinkDetail = {
  ...exampleLink({
    id: linkId,
    type: 'dynamic',
    name: 'Invoice 2026-031',
    currency: 'EUR',
    amount: '250.00',
    recipient: { name: 'Atlas Outdoor Supply', email: 'accounts@atlasoutdoor.com' },
    summary: 'Espresso beans',
  }),
  payment: null,
};

describe('a dynamic link’s page', () => {
  it('turns the link’s cards and bank transfers on while its payment is awaited', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current);
    let body: unknown;
    api.current.routes.set(`GET /payment-link/${linkId}`, () => ({ json: invoice }));
    api.current.routes.set(`GET /company/${lumen.id}/onramp`, () => ({ json: { ...sandboxOnramp, enabled: true } }));
    api.current.routes.set(`GET /payment-link/${linkId}/onramp`, () => ({ json: { enabled: body !== undefined } }));
    api.current.routes.set(`PUT /payment-link/${linkId}/onramp`, (request) => {
      body = JSON.parse(request.body);
      return { json: { ok: true } };
    });
    await renderApp(api.current, `/payment-links/dynamic/${linkId}`);
    await turnOnrampOn('Offer cards and bank transfers on this link', () => body);
  });

  it('shows no such setting once the payment is made', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current);
    const paid: PaymentLinkDetail = {
      ...invoice,
      payment: {
        sessionId: '5c2d9a4e-1f3b-4e8a-b7c6-0d9e8f7a6b5c',
        state: 'paid',
        exception: null,
        token: { symbol: 'USDC', contract: '0x818ec0A7Fe18Ff94269904fCED6AE3DaE6d6dC0b', decimals: 6 },
        amount: '271800000',
        paidAt: '2026-06-02T10:00:00.000Z',
        paymentId: '6d3e0b5f-2a4c-4f9b-8c7d-1e0f9a8b7c6d',
      },
    };
    api.current.routes.set(`GET /payment-link/${linkId}`, () => ({ json: paid }));
    await renderApp(api.current, `/payment-links/dynamic/${linkId}`);
    expect(await screen.findByText('271.8 USDC')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Cards and bank transfers' })).toBeNull();
    expect(api.current.hits.some((hit) => hit.includes('/onramp'))).toBe(false);
  });
});
