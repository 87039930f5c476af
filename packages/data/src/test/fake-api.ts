import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Company, CompanySummary, FieldError, SignupRequest, UserInfo } from '@meridian/contract';
import { createElement, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createApiClient } from '../client/api-client';
import { DataProvider } from '../swr/DataProvider';
import { QueryProvider } from '../swr/QueryProvider';

/** The example workspaces and payment link, shared by the data and dashboard tests. */
export { atlas, lumen } from './workspaces';
export { exampleLink } from './links';

/** What a route answers: a status, a JSON body or text, and cookies to set. */
export interface FakeAnswer {
  status?: number;
  json?: unknown;
  text?: string;
  cookies?: string[];
  /** Close the connection without an answer, as a dropped network does. */
  drop?: boolean;
}

/** The API's refusal of a request's fields: 422 VALIDATION_FAILED, with what is wrong with each. */
export function validationFailed(details: FieldError[], message = 'Invalid body'): FakeAnswer {
  return { status: 422, json: { error: { code: 'VALIDATION_FAILED', message, details } } };
}

export type FakeRoute = (request: {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}) => FakeAnswer | Promise<FakeAnswer>;

/**
 * A real HTTP server on loopback standing in for the API in unit tests: routes are keyed
 * `METHOD /path?query`, every request is recorded, and unknown routes answer the contract's
 * 404. Answers come after a short delay so that concurrent requests really overlap.
 */
export async function startFakeApi() {
  const routes = new Map<string, FakeRoute>();
  const hits: string[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      // jsdom's XMLHttpRequest asks first when it reports upload progress (CORS preflight).
      if (req.method === 'OPTIONS' && req.headers.origin) {
        res.setHeader('Access-Control-Allow-Origin', req.headers.origin);
        res.setHeader('Access-Control-Allow-Credentials', 'true');
        res.setHeader('Access-Control-Allow-Methods', req.headers['access-control-request-method'] ?? 'POST');
        res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '');
        res.statusCode = 204;
        res.end();
        return;
      }
      const key = `${req.method} ${req.url}`;
      hits.push(key);
      const route = routes.get(key);
      const answer: FakeAnswer = await (route
        ? route({
            method: req.method ?? 'GET',
            url: req.url ?? '/',
            headers: req.headers,
            body: Buffer.concat(chunks).toString(),
          })
        : { status: 404, json: { error: { code: 'NOT_FOUND', message: 'Not found' } } });
      if (answer.drop) {
        req.socket.destroy();
        return;
      }
      for (const cookie of answer.cookies ?? []) res.appendHeader('Set-Cookie', cookie);
      // jsdom's XMLHttpRequest applies CORS: the test page's origin is another host.
      if (req.headers.origin) {
        res.setHeader('Access-Control-Allow-Origin', req.headers.origin);
        res.setHeader('Access-Control-Allow-Credentials', 'true');
      }
      res.statusCode = answer.status ?? 200;
      if (answer.json !== undefined) res.setHeader('Content-Type', 'application/json');
      setTimeout(() => res.end(answer.json !== undefined ? JSON.stringify(answer.json) : (answer.text ?? '')), 20);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    routes,
    hits,
    reset() {
      routes.clear();
      hits.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The browser's fetch applies `Set-Cookie` to `document.cookie`; Node's does not, so tests
 * pass this one to the client.
 */
export const browserLikeFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  for (const cookie of response.headers.getSetCookie()) document.cookie = cookie;
  return response;
};

export function setCookie(name: string, value: string | number) {
  document.cookie = `${name}=${encodeURIComponent(String(value))}; Path=/`;
}

export function clearCookies() {
  for (const name of document.cookie.split(';').map((c) => c.split('=')[0]?.trim())) {
    if (name) document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

export type FakeApi = Awaited<ReturnType<typeof startFakeApi>>;

/**
 * A fake API for the whole test file (`.current`), reset before each test; the browser's
 * cookies and session storage are cleared after each.
 */
export function withFakeApi(): { readonly current: FakeApi } {
  const holder = {} as { current: FakeApi };
  beforeAll(async () => {
    holder.current = await startFakeApi();
  });
  afterAll(() => holder.current.close());
  beforeEach(() => holder.current.reset());
  afterEach(() => {
    clearCookies();
    sessionStorage.clear();
  });
  return holder;
}

/** A `renderHook` wrapper: the data layer (queries included) against the fake API, without request de-duplication. */
export function dataWrapper(api: { readonly current: FakeApi }) {
  return function Wrapper({ children }: { children: ReactNode }) {
    const client = createApiClient({ baseUrl: api.current.url, fetch: browserLikeFetch });
    return createElement(DataProvider, {
      client,
      config: { dedupingInterval: 0 },
      children: createElement(QueryProvider, { children }),
    });
  };
}

export const minute = 60_000;

/** A session issued `ago` ms before now, with the API's lifetimes (15 minutes, refresh 2 minutes before the end). */
export function sessionIssued(ago: number, extra: Record<string, unknown[]> = {}) {
  const issued = Date.now() - ago;
  setCookie('sessionExpiry', issued + 15 * minute);
  setCookie('sessionRefreshThreshold', issued + 13 * minute);
  for (const [name, list] of Object.entries(extra)) setCookie(name, JSON.stringify(list));
}

/** The example invitation, payment, checkout and integrations, shared by the data and dashboard tests. */
export { atlasInvite } from './workspaces';
export { strayPayment } from './payments';
export { checkoutLinkExample, checkoutSessionExample } from './checkout';
export { exampleIntegration, exampleWooCommerceStatus } from './integrations';

export const exampleUser: UserInfo = {
  id: '0b5f6a52-5d3e-4c1e-9c1a-3f1e2d4c5b6a',
  username: 'ada',
  email: 'ada@example.com',
  emailVerified: true,
  name: null,
  phone: null,
  phoneVerified: false,
  country: 'GB',
  language: 'en',
  theme: 'system',
  profileImageUrl: null,
  roles: [],
  userActionsRequired: [],
  createdAt: '2026-06-01T09:00:00.000Z',
};

/** The example user's sign-up, as the sign-up form sends it. */
export const exampleSignup: SignupRequest = {
  username: exampleUser.username,
  email: exampleUser.email,
  roles: exampleUser.roles,
  country: exampleUser.country,
  language: exampleUser.language,
  password: 'analytical-engine',
  acceptTerms: true,
};

/** The answer of login, signup, confirm-code and refresh, with the cookies the API sets. */
export function sessionAnswer(user: UserInfo = exampleUser): FakeAnswer {
  const now = Date.now();
  const session = {
    expiresAt: now + 15 * minute,
    refreshThreshold: now + 13 * minute,
    userActionsRequired: user.userActionsRequired,
  };
  return {
    json: { user, session },
    cookies: [
      `sessionExpiry=${session.expiresAt}; Path=/`,
      `sessionRefreshThreshold=${session.refreshThreshold}; Path=/`,
      `userActionsRequired=${encodeURIComponent(JSON.stringify(user.userActionsRequired))}; Path=/`,
    ],
  };
}

/** A workspace as GET /company/{id} answers, from its summary. */
export function exampleCompany(summary: CompanySummary, extra: Partial<Company> = {}): Company {
  return {
    ...summary,
    size: '11-50',
    sizeOther: null,
    useCases: ['online_store'],
    useCaseOther: null,
    country: 'PT',
    websiteUrl: null,
    legalName: null,
    registrationNumber: null,
    email: null,
    phone: null,
    structuredAddress: null,
    domainVerification: null,
    emailVerification: null,
    timeZone: 'Europe/Lisbon',
    createdAt: '2026-06-01T09:00:00.000Z',
    ...extra,
  };
}
