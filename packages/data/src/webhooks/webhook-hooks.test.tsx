import type { WebhookEndpoint } from '@meridian/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../client/api-error';
import { dataWrapper, minute, sessionIssued, withFakeApi, validationFailed } from '../test/fake-api';
import { lumen } from '../test/workspaces';
import { useCreateWebhookEndpoint } from './webhook-create-mutation';
import { useWebhookDeliveries } from './webhook-deliveries-query';
import { useRemoveWebhookEndpoint } from './webhook-remove-mutation';
import { useSendPendingWebhooks } from './webhook-send-pending-mutation';
import { useUpdateWebhookEndpoint } from './webhook-update-mutation';
import { useWebhookEndpoints } from './webhooks-list-query';

const api = withFakeApi();
const wrapper = dataWrapper(api);

const orders: WebhookEndpoint = {
  id: '77777777-7777-4777-8777-777777777777',
  companyId: lumen.id,
  url: 'https://shop.example/hooks/meridian',
  description: 'Orders',
  mode: 'live',
  eventTypes: ['checkout.paid', 'checkout.expired'],
  enabled: true,
  disabledReason: null,
  consecutiveFailures: 0,
  previousSecretExpiresAt: null,
  createdAt: '2026-06-15T10:00:00.000Z',
};

describe('webhook endpoints', () => {
  it('a new endpoint joins the list with its secret answered once; a removal takes it off', async () => {
    sessionIssued(minute);
    let endpoints: WebhookEndpoint[] = [];
    let sent: unknown;
    api.current.routes.set(`GET /company/${lumen.id}/webhooks`, () => ({ json: { endpoints } }));
    api.current.routes.set(`POST /company/${lumen.id}/webhooks`, (request) => {
      sent = JSON.parse(request.body);
      endpoints = [orders];
      return { status: 201, json: { endpoint: orders, secret: `whsec_${'A'.repeat(43)}=` } };
    });
    api.current.routes.set(`DELETE /company/${lumen.id}/webhooks/${orders.id}`, () => {
      endpoints = [];
      return { json: { ok: true } };
    });
    const { result } = renderHook(
      () => ({
        list: useWebhookEndpoints(lumen.id),
        create: useCreateWebhookEndpoint(lumen.id),
        remove: useRemoveWebhookEndpoint(lumen.id),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toEqual([]));
    let secret = '';
    await act(async () => {
      secret = (await result.current.create.trigger({ url: orders.url, eventTypes: orders.eventTypes, mode: 'live' }))
        .secret;
    });
    expect(secret).toMatch(/^whsec_/);
    await waitFor(() => expect(result.current.list.data).toEqual([orders]));
    expect(sent).toEqual({
      url: orders.url,
      eventTypes: orders.eventTypes,
      mode: 'live',
    });
    await act(() => result.current.remove.trigger(orders.id));
    expect(result.current.list.data).toEqual([]);
  });

  it('keeps a refused URL as the API said it, by code', async () => {
    sessionIssued(minute);
    api.current.routes.set(`PATCH /company/${lumen.id}/webhooks/${orders.id}`, () =>
      validationFailed([{ field: 'url', code: 'private_address', message: 'a loopback address' }], 'refused'),
    );
    const { result } = renderHook(() => useUpdateWebhookEndpoint(lumen.id), { wrapper });
    await act(async () => {
      await result.current
        .trigger({ endpointId: orders.id, change: { url: 'https://127.0.0.1/x' } })
        .catch(() => undefined);
    });
    const error = result.current.error;
    expect(isApiError(error) && error.code).toBe('VALIDATION_FAILED');
    expect(isApiError(error) && error.fieldErrors[0]?.code).toBe('private_address');
  });

  it('sends the pending deliveries now, reloads the log, and keeps a refusal by its code', async () => {
    sessionIssued(minute);
    let pending = 2;
    let sends = 0;
    const log = `GET /company/${lumen.id}/webhooks/${orders.id}/deliveries`;
    api.current.routes.set(log, () => ({
      json: { deliveries: [], total: 2, nextCursor: null, hasMore: false, pending },
    }));
    api.current.routes.set(`POST /company/${lumen.id}/webhooks/${orders.id}/send-pending`, () => {
      sends += 1;
      if (sends > 1) {
        return {
          status: 409,
          json: { error: { code: 'WEBHOOK_ENDPOINT_DISABLED', message: 'This endpoint is disabled' } },
        };
      }
      const queued = pending;
      pending = 0;
      return { json: { queued } };
    });
    const { result } = renderHook(
      () => ({
        log: useWebhookDeliveries(lumen.id, orders.id),
        send: useSendPendingWebhooks(lumen.id),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.log.data?.pending).toBe(2));
    let queued = 0;
    await act(async () => {
      queued = (await result.current.send.trigger(orders.id)).queued;
    });
    expect(queued).toBe(2);
    await waitFor(() => expect(result.current.log.data?.pending).toBe(0));
    await act(async () => {
      await result.current.send.trigger(orders.id).catch(() => undefined);
    });
    const error = result.current.send.error;
    expect(isApiError(error) && error.code).toBe('WEBHOOK_ENDPOINT_DISABLED');
  });
});
