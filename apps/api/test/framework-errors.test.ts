import { connect } from 'node:net';
import { apiRoutes, ErrorBody, type ErrorCode } from '@meridian/contract';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_ORIGIN, startApi, type TestApi } from './support/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

/** Sends bytes as they are (what fetch would refuse to send) and reads the answer. */
function rawRequest(
  head: string,
  body = '',
): Promise<{ status: number; contentType: string; requestId: string | null; body: unknown }> {
  const { hostname, port } = new URL(api.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(Buffer.from(head + body, 'latin1')));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [headers = '', ...rest] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1] ?? 0);
      const contentType = /\r\ncontent-type: ([^\r]*)/i.exec(headers)?.[1] ?? '';
      const requestId = /\r\nx-request-id: ([^\r]*)/i.exec(headers)?.[1] ?? null;
      const payload = rest.join('\r\n\r\n');
      let parsed: unknown = payload;
      try {
        parsed = JSON.parse(payload);
      } catch {
        // not JSON
      }
      resolve({ status, contentType, requestId, body: parsed });
    });
  });
}

/** The answer is the error, in the API's format; a raw answer names its request's id like every other. */
function expectError(
  response: { status: number; body: unknown; requestId?: string | null },
  status: number,
  code: ErrorCode,
) {
  expect(response.status).toBe(status);
  if (response.requestId !== undefined) expect(response.requestId, 'X-Request-Id').toMatch(/^[\w.:-]{1,128}$/);
  const { error } = create(response.body, ErrorBody);
  expect(error.code).toBe(code);
  expect(error.message.length).toBeGreaterThan(0);
}

const SAME_ORIGIN = `Origin: ${DASHBOARD_ORIGIN}\r\nSec-Fetch-Site: same-origin\r\n`;

describe('errors raised before a route runs answer in the error format', () => {
  it('a 200-character id in a path: 404', async () => {
    const response = await api.agent().get(`/company/${'a'.repeat(200)}`);
    expectError(response, 404, 'NOT_FOUND');
    const verify = await api.agent().get(`/company/${'a'.repeat(200)}/verify-email/${'b'.repeat(200)}`);
    expectError(verify, 404, 'NOT_FOUND');
  });

  it('a malformed percent-encoding in a path: 400', async () => {
    expectError(await api.agent().get('/company/%ZZ'), 400, 'BAD_REQUEST');
    expectError(
      await rawRequest('GET /company/%ZZ/members HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
      400,
      'BAD_REQUEST',
    );
  });

  it('a method the path does not take, or one HTTP does not know: 404 or 400', async () => {
    const known = await rawRequest(`PROPFIND ${apiRoutes.login.path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expectError(known, 404, 'NOT_FOUND');
    const put = await api.agent().request('PUT', apiRoutes.login.path, { json: {} });
    expectError(put, 404, 'NOT_FOUND');
    const invented = await rawRequest(`FROB ${apiRoutes.health.path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expectError(invented, 400, 'BAD_REQUEST');
  });

  it('a control character in a header value: 400', async () => {
    const response = await rawRequest(
      `GET ${apiRoutes.health.path} HTTP/1.1\r\nHost: x\r\nX-Note: a\u0001b\r\nConnection: close\r\n\r\n`,
    );
    expectError(response, 400, 'BAD_REQUEST');
  });

  it('a 70 KB header: 431', async () => {
    const response = await rawRequest(
      `GET ${apiRoutes.health.path} HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(70 * 1024)}\r\nConnection: close\r\n\r\n`,
    );
    expectError(response, 431, 'HEADERS_TOO_LARGE');
  });

  it('invalid JSON: 400; a wrong content type: 415; a body over the limit: 413', async () => {
    const agent = api.agent();
    const invalid = await agent.request('POST', apiRoutes.login.path, {
      raw: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expectError(invalid, 400, 'BAD_REQUEST');
    const wrongType = await agent.request('POST', apiRoutes.login.path, {
      raw: 'username=a&password=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectError(wrongType, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const large = await agent.post(apiRoutes.login.path, { username: 'a', password: 'x'.repeat(70 * 1024) });
    expectError(large, 413, 'PAYLOAD_TOO_LARGE');
    const rawLarge = await rawRequest(
      `POST ${apiRoutes.login.path} HTTP/1.1\r\nHost: x\r\n${SAME_ORIGIN}Content-Type: application/json\r\nContent-Length: 200000\r\nConnection: close\r\n\r\n`,
      'x'.repeat(1000),
    );
    expectError(rawLarge, 413, 'PAYLOAD_TOO_LARGE');
  });
});
