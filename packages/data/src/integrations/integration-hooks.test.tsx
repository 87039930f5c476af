import type { Integration } from '@meridian/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../client/api-error';
import { minute, sessionIssued, dataWrapper, withFakeApi, validationFailed } from '../test/fake-api';
import { exampleIntegration } from '../test/integrations';
import { lumen } from '../test/workspaces';
import { useIntegrations } from './integration-queries';
import { useCreateSquarespace, useVerifySquarespace } from './integration-mutations';

const api = withFakeApi();
const wrapper = dataWrapper(api);

const pending = exampleIntegration('squarespace', '88888888-8888-4888-8888-888888888888');

describe('integrations', () => {
  it('lists, starts Squarespace, and keeps the permission a refused key lacks', async () => {
    sessionIssued(minute);
    let integrations: Integration[] = [];
    api.current.routes.set(`GET /integration/${lumen.id}/list`, () => ({ json: { integrations } }));
    api.current.routes.set('POST /integration/squarespace', ({ body }) => {
      expect(JSON.parse(body)).toEqual({ companyId: lumen.id });
      integrations = [pending];
      return { status: 201, json: pending };
    });
    api.current.routes.set(`POST /integration/squarespace/${pending.id}/verify`, () =>
      validationFailed(
        [{ field: 'squarespaceApiKey.orders', code: 'missing_permission', message: 'missing' }],
        'The key lacks Orders (read and write)',
      ),
    );
    const { result } = renderHook(
      () => ({
        list: useIntegrations(lumen.id),
        create: useCreateSquarespace(lumen.id),
        verify: useVerifySquarespace(lumen.id),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toEqual([]));
    await act(() => result.current.create.trigger());
    await waitFor(() => expect(result.current.list.data).toEqual([pending]));
    await act(async () => {
      await expect(
        result.current.verify.trigger({ integrationId: pending.id, squarespaceApiKey: 'sq-read-only' }),
      ).rejects.toThrow();
    });
    const error = result.current.verify.error;
    expect(isApiError(error) && error.fieldErrors?.[0]?.field).toBe('squarespaceApiKey.orders');
  });

  it('knows the Squarespace integration it made even when the list cannot be read again', async () => {
    sessionIssued(minute);
    let down = false;
    api.current.routes.set(`GET /integration/${lumen.id}/list`, () =>
      down ? { drop: true } : { json: { integrations: [] } },
    );
    api.current.routes.set('POST /integration/squarespace', () => {
      down = true;
      return { status: 201, json: pending };
    });
    const { result } = renderHook(() => ({ list: useIntegrations(lumen.id), create: useCreateSquarespace(lumen.id) }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.list.data).toEqual([]));
    await act(() => result.current.create.trigger());
    expect(result.current.list.data).toEqual([pending]);
  });
});
