import { apiRoutes } from '@meridian/contract';
import { describe, expect, it } from 'vitest';
import { exampleUser, minute, sessionAnswer, sessionIssued, withFakeApi } from '../test/fake-api';
import { createApiClient, type UploadProgress } from './api-client';

const api = withFakeApi();

const client = () => createApiClient({ baseUrl: api.current.url });
const picture = () => new Blob([new Uint8Array(64 * 1024)], { type: 'image/png' });

describe('uploads with progress', () => {
  it('sends the multipart body, reports progress up to the whole size and validates the answer', async () => {
    sessionIssued(minute);
    let received = '';
    api.current.routes.set('POST /user/upload-profile-image', ({ headers, body }) => {
      received = `${headers['content-type']} ${body.length}`;
      return { json: { ...exampleUser, profileImageUrl: '/storage/abc?sig=1' } };
    });
    const progress: UploadProgress[] = [];
    const form = new FormData();
    form.append('file', picture(), 'me.png');
    const user = await client().upload(apiRoutes.uploadProfileImage, {
      body: form,
      onProgress: (p) => progress.push(p),
    });
    expect(user.profileImageUrl).toBe('/storage/abc?sig=1');
    expect(received).toMatch(/^multipart\/form-data; boundary=/);
    expect(progress.length).toBeGreaterThan(0);
    const last = progress.at(-1);
    expect(last?.percent).toBe(100);
    expect(last?.loaded).toBe(last?.total);
  });

  it('parses error bodies as `call` does', async () => {
    sessionIssued(minute);
    api.current.routes.set('POST /user/upload-profile-image', () => ({
      status: 413,
      json: { error: { code: 'PAYLOAD_TOO_LARGE', message: 'At most 2 MiB' } },
    }));
    await expect(client().upload(apiRoutes.uploadProfileImage, { body: new FormData() })).rejects.toMatchObject({
      name: 'ApiError',
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('rejects an answer of the wrong shape', async () => {
    sessionIssued(minute);
    api.current.routes.set('POST /user/upload-profile-image', () => ({ json: { username: 'ada' } }));
    await expect(client().upload(apiRoutes.uploadProfileImage, { body: new FormData() })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('checks the session first: signed out, nothing is sent', async () => {
    await expect(client().upload(apiRoutes.uploadProfileImage, { body: new FormData() })).rejects.toMatchObject({
      code: 'SESSION_EXPIRED',
    });
    expect(api.current.hits).toEqual([]);
  });

  it('refreshes a session past its threshold before uploading', async () => {
    sessionIssued(13 * minute);
    api.current.routes.set('POST /auth/refresh-session', () => sessionAnswer());
    api.current.routes.set('POST /user/upload-profile-image', () => ({ json: exampleUser }));
    const fetchingClient = createApiClient({
      baseUrl: api.current.url,
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        for (const cookie of response.headers.getSetCookie()) document.cookie = cookie;
        return response;
      },
    });
    await fetchingClient.upload(apiRoutes.uploadProfileImage, { body: new FormData() });
    expect(api.current.hits).toEqual(['POST /auth/refresh-session', 'POST /user/upload-profile-image']);
  });

  it('reports an unreachable API as NETWORK_ERROR, and an aborted upload too', async () => {
    sessionIssued(minute);
    const offline = createApiClient({ baseUrl: 'http://127.0.0.1:9' });
    await expect(offline.upload(apiRoutes.uploadProfileImage, { body: new FormData() })).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
    api.current.routes.set('POST /user/upload-profile-image', () => ({ json: exampleUser }));
    const controller = new AbortController();
    const pending = client().upload(apiRoutes.uploadProfileImage, { body: new FormData(), signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });
});
