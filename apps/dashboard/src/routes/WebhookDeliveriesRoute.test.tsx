import type { WebhookEndpoint } from '@meridian/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lumen, renderApp, serveShell, signIn, withFakeApi } from '../test/app';

const api = withFakeApi();

const endpoint: WebhookEndpoint = {
  id: '6a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  companyId: lumen.id,
  url: 'https://shop.example/hooks',
  description: '',
  mode: 'test',
  eventTypes: ['checkout.paid'],
  enabled: true,
  disabledReason: null,
  consecutiveFailures: 0,
  previousSecretExpiresAt: null,
  createdAt: '2026-06-15T10:00:00.000Z',
};
const base = `/company/${lumen.id}/webhooks/${endpoint.id}`;

function serveEndpoint(pending: () => number) {
  signIn({ workspaces: [lumen.id], selected: lumen.id });
  serveShell(api.current, { companies: [lumen] });
  api.current.routes.set(`GET /company/${lumen.id}/webhooks`, () => ({ json: { endpoints: [endpoint] } }));
  api.current.routes.set(`GET ${base}/deliveries?limit=20`, () => ({
    json: { deliveries: [], total: 0, nextCursor: null, hasMore: false, pending: pending() },
  }));
}

describe('an endpoint’s page', () => {
  it('sends the pending deliveries now and says how many went', async () => {
    let pending = 2;
    serveEndpoint(() => pending);
    api.current.routes.set(`POST ${base}/send-pending`, () => {
      const queued = pending;
      pending = 0;
      return { json: { queued } };
    });
    await renderApp(api.current, `/settings/webhooks/${endpoint.id}`);
    const send = await screen.findByRole('button', { name: 'Send pending now (2)' });
    expect(screen.getByText('Test')).toBeInTheDocument();
    await userEvent.click(send);
    expect(await screen.findByText('2 pending deliveries sent now')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send pending now' })).toBeDisabled());
  });

  it('says how long to wait when test events are over their limit', async () => {
    serveEndpoint(() => 0);
    api.current.routes.set(`POST ${base}/test`, () => ({
      status: 429,
      headers: { 'retry-after': '120' },
      json: { error: { code: 'RATE_LIMITED', message: 'Too many requests', retryAfterSeconds: 120 } },
    }));
    await renderApp(api.current, `/settings/webhooks/${endpoint.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Send test event' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enough test events for now: send the next one in 2 minutes.',
    );
  });
});
