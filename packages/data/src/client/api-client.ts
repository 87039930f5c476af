import {
  buildApiPath,
  ErrorBody,
  refreshSessionRoute,
  type ApiPath,
  type ApiRouteDefinition,
} from '@meridian/contract';
import { create, is, string, type, StructError, type Struct } from 'superstruct';
import { readDocumentCookies, readSessionFacts } from '../session/cookies';
import { isSessionRefreshable, isSessionValid } from '../session/session-state';
import { ApiError, clientErrorCodes, isApiError, sessionExpiredError } from './api-error';
import type { TabLock } from './tab-lock';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequest<T> {
  method?: HttpMethod;
  /** Appended as a query string; `undefined` and `null` values are left out. */
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Sent as JSON, or as multipart when it is a `FormData`. */
  body?: unknown;
  /**
   * The contract struct the answer must match. The value is built with superstruct's
   * `create` (coercions and defaults apply); a body that does not match rejects with an
   * `INVALID_RESPONSE` error instead of reaching the app with the wrong shape. An empty
   * body (204) is validated as `undefined`.
   */
  response: Struct<T, unknown>;
  signal?: AbortSignal;
}

/** Upload progress: bytes sent so far and, when the browser knows it, the total. */
export interface UploadProgress {
  loaded: number;
  /** `null` when the size is not known. */
  total: number | null;
  /** 0 to 100, or `null` without a total. */
  percent: number | null;
}

/** A multipart call with upload progress (see `ApiClient.upload`). */
export interface UploadCall<Req> extends RouteCall<Req> {
  /** Called as the body goes out; the last call has `loaded === total`. */
  onProgress?: (progress: UploadProgress) => void;
}

export interface ApiClientOptions {
  /** Where the API lives; `/api` by default, which the dashboard's server forwards to the API. */
  baseUrl?: string;
  /** The clock the session checks use (ms). */
  now?: () => number;
  /** The readable cookies (`document.cookie` by default). */
  cookies?: () => string;
  fetch?: typeof globalThis.fetch;
  /** Makes the `XMLHttpRequest` that `upload` sends (the global one by default). */
  xhr?: () => XMLHttpRequest;
  /** Keeps refreshes one at a time across the browser's tabs (`browserTabLock()` by default). */
  tabLock?: TabLock;
}

/** A call through a contract route: method, path and response struct come from the route. */
export interface RouteCall<Req> {
  /** Values of the path's `:name` parameters (`{ id }` for `/company/:id`). */
  params?: Record<string, string>;
  body?: Req;
  query?: ApiRequest<unknown>['query'];
  signal?: AbortSignal;
}

export interface ApiClient {
  readonly baseUrl: string;
  /**
   * Calls the API. Before any path outside `/auth/`, it checks the session cookies: an
   * invalid session that cannot be refreshed rejects with "Session expired" (no request is
   * made); a session past its refresh threshold is refreshed first. The server's
   * `SESSION_EXPIRED` (the token went out as another tab replaced it) renews the session and
   * sends the request once more; its `UNAUTHENTICATED` (the session was ended) rejects with
   * "Session expired". (`call` skips all this for a route that needs no session, such as the
   * payer's checkout routes.)
   */
  request<T>(path: string, request: ApiRequest<T>): Promise<T>;
  /** `request` for a route of the contract's `apiRoutes`, typed by its request and response structs. */
  call<Req, Res, Query = unknown>(
    route: ApiRouteDefinition<Req, Res, ApiPath, Query>,
    call?: RouteCall<Req>,
  ): Promise<Res>;
  /**
   * `call` for a multipart route, sent with `XMLHttpRequest` so that the upload's progress can
   * be reported (fetch cannot). Same session check and refresh, same error parsing and answer
   * validation as `call`.
   */
  upload<Req, Res>(route: ApiRouteDefinition<Req, Res>, call?: UploadCall<Req>): Promise<Res>;
  /**
   * Refreshes the session (POST /auth/refresh-session). Concurrent callers share one request,
   * and the browser's tabs take turns: a tab that waited while another refreshed takes that
   * result from the cookies they share instead of refreshing again. A refusal rejects with
   * "Session expired".
   */
  refreshSession(): Promise<void>;
}

/** Any `{ error: { code, message } }`, for error bodies that do not match the contract's `ErrorBody`. */
const LooseErrorBody = type({ error: type({ code: string(), message: string() }) });

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? '/api').replace(/\/+$/, '');
  const now = options.now ?? Date.now;
  const cookies = options.cookies ?? readDocumentCookies;
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  // Made on the first refresh: a client built outside a page (a prerender) opens no channel, and
  // a page's first load does not carry the lock's code (the payer's checkout never refreshes).
  const tabLock: TabLock =
    options.tabLock ?? ((task) => import('./tab-lock').then(({ browserTabLock }) => browserTabLock()(task)));
  let refreshing: Promise<void> | null = null;

  async function send<T>(path: string, { method = 'GET', query, body, response, signal }: ApiRequest<T>): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }

    let res: Response;
    try {
      res = await doFetch(baseUrl + path + queryString(query), {
        method,
        headers,
        body: payload,
        credentials: 'include',
        signal,
      });
    } catch (error) {
      throw new ApiError(0, clientErrorCodes.network, `${method} ${path} failed: ${describe(error)}`, { cause: error });
    }

    const text = await res.text().catch(() => '');
    return readAnswer(res.status, res.ok, text, response, `${method} ${path}`);
  }

  /** `send` over XMLHttpRequest, reporting the body's upload progress. */
  function sendWithProgress<T>(
    path: string,
    { method = 'POST', query, body, response, signal }: ApiRequest<T>,
    onProgress?: (progress: UploadProgress) => void,
  ): Promise<T> {
    const what = `${method} ${path}`;
    return new Promise<T>((resolve, reject) => {
      if (signal?.aborted) {
        reject(new ApiError(0, clientErrorCodes.network, `${what} failed: aborted`, { cause: signal.reason }));
        return;
      }
      const xhr = options.xhr ? options.xhr() : new XMLHttpRequest();
      xhr.open(method, baseUrl + path + queryString(query));
      xhr.withCredentials = true;
      xhr.setRequestHeader('Accept', 'application/json');
      let payload: XMLHttpRequestBodyInit | null = null;
      if (body instanceof FormData) payload = body;
      else if (body !== undefined) {
        xhr.setRequestHeader('Content-Type', 'application/json');
        payload = JSON.stringify(body);
      }
      if (onProgress) {
        xhr.upload.addEventListener('progress', (event) => {
          const total = event.lengthComputable ? event.total : null;
          onProgress({
            loaded: event.loaded,
            total,
            percent: total ? Math.min(100, Math.round((event.loaded / total) * 100)) : null,
          });
        });
      }
      const abort = () => xhr.abort();
      signal?.addEventListener('abort', abort, { once: true });
      const fail = (reason: string) => {
        signal?.removeEventListener('abort', abort);
        reject(new ApiError(0, clientErrorCodes.network, `${what} failed: ${reason}`));
      };
      xhr.addEventListener('load', () => {
        signal?.removeEventListener('abort', abort);
        const ok = xhr.status >= 200 && xhr.status < 300;
        try {
          resolve(readAnswer(xhr.status, ok, xhr.responseText ?? '', response, what));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
      xhr.addEventListener('error', () => fail('network error'));
      xhr.addEventListener('timeout', () => fail('timed out'));
      xhr.addEventListener('abort', () => fail('aborted'));
      xhr.send(payload);
    });
  }

  /** The access expiry the cookies show: it changes with every refresh, whichever tab made it. */
  const seenExpiry = () => readSessionFacts(cookies()).sessionExpiry;

  /**
   * `seen` is the expiry the caller's session had: once this tab holds the lock, a different one
   * means another tab refreshed meanwhile, and its renewed session (or its refusal, which cleared
   * the cookies) is this tab's answer too.
   */
  function refreshSession(seen: number | null = seenExpiry()): Promise<void> {
    const { method, path, response } = refreshSessionRoute;
    refreshing ??= tabLock(async () => {
      const facts = readSessionFacts(cookies());
      if (facts.sessionExpiry !== seen) {
        if (facts.sessionExpiry === null) throw sessionExpiredError();
        if (isSessionValid(facts, now()) && !isSessionRefreshable(facts, now())) return;
      }
      await send(path, { method, body: {}, response });
    })
      .then(
        () => undefined,
        (error: unknown) => {
          // Refused (the refresh lifetime is over, or the session was revoked): log in again.
          if (isApiError(error) && error.isClientError) throw sessionExpiredError(error);
          throw error;
        },
      )
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  async function ensureSession(): Promise<void> {
    const facts = readSessionFacts(cookies());
    const time = now();
    if (isSessionRefreshable(facts, time)) return refreshSession();
    if (!isSessionValid(facts, time)) throw sessionExpiredError();
  }

  /** Sends a signed-in request: the session checked (or renewed) first, renewed once more if the server asks. */
  async function withSession<T>(sendRequest: () => Promise<T>): Promise<T> {
    await ensureSession();
    const sentWith = seenExpiry();
    try {
      return await sendRequest();
    } catch (error) {
      if (!isApiError(error) || error.status !== 401) throw error;
      // The session was revoked (a logout, a password change, a stolen token's reuse): log in again.
      if (error.code === 'UNAUTHENTICATED') throw sessionExpiredError(error);
      if (error.code !== clientErrorCodes.sessionExpired) throw error;
      // Refused before the route ran: renew (or take another tab's renewal) and send it again.
      await refreshSession(sentWith);
      return sendRequest();
    }
  }

  async function request<T>(path: string, request: ApiRequest<T>): Promise<T> {
    if (isAuthPath(path)) return send(path, request);
    return withSession(() => send(path, request));
  }

  function routeRequest<Req, Res, Query>(
    route: ApiRouteDefinition<Req, Res, ApiPath, Query>,
    { body, query, signal }: RouteCall<Req>,
  ): ApiRequest<Res> {
    return {
      method: route.method,
      body: route.bodyType === 'multipart' ? toFormData(body) : body,
      query,
      signal,
      response: route.response,
    };
  }

  return {
    baseUrl,
    refreshSession: () => refreshSession(),
    request,
    call: (route, call = {}) => {
      const path = buildApiPath(route.path, call.params);
      // A public route (the checkout page's) is called as it is: a payer has no session to check.
      return route.session === 'none'
        ? send(path, routeRequest(route, call))
        : request(path, routeRequest(route, call));
    },
    upload: async (route, call = {}) => {
      const path = buildApiPath(route.path, call.params);
      const upload = () => sendWithProgress(path, routeRequest(route, call), call.onProgress);
      return isAuthPath(path) ? upload() : withSession(upload);
    },
  };
}

/**
 * The one reading of an API answer, for fetch and XMLHttpRequest alike: an error status becomes
 * an `ApiError` from the contract's error body; a success is parsed as JSON (empty means
 * `undefined`) and built with the route's struct, or refused as `INVALID_RESPONSE`.
 */
export function readAnswer<T>(
  status: number,
  ok: boolean,
  text: string,
  response: Struct<T, unknown>,
  what: string,
): T {
  let json: unknown;
  let parsed = true;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    parsed = false;
  }

  if (!ok) throw errorFromBody(status, parsed ? json : undefined, what);
  if (!parsed) {
    throw new ApiError(status, clientErrorCodes.invalidResponse, `${what} answered with invalid JSON`);
  }
  try {
    return create(json, response);
  } catch (error) {
    if (!(error instanceof StructError)) throw error;
    throw new ApiError(
      status,
      clientErrorCodes.invalidResponse,
      `${what} answered with an unexpected shape: ${error.message}`,
      {
        cause: error,
      },
    );
  }
}

/** Multipart routes take their text fields as an object: each defined value becomes a form field. */
function toFormData(body: unknown): FormData | undefined {
  if (body === undefined || body instanceof FormData) return body;
  const form = new FormData();
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    form.append(name, value instanceof Blob ? value : String(value));
  }
  return form;
}

/** Paths under `/auth/` are how a session starts, ends or renews: they never wait for one. */
export function isAuthPath(path: string): boolean {
  return path === '/auth' || path.startsWith('/auth/');
}

function queryString(query: ApiRequest<unknown>['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function errorFromBody(status: number, body: unknown, what: string): ApiError {
  if (is(body, ErrorBody)) {
    const { code, message, details, retryAfterSeconds, links, tierLimit } = body.error;
    return new ApiError(status, code, message, { fieldErrors: details, retryAfterSeconds, links, tierLimit });
  }
  // Not the contract's shape (a proxy, an older server): keep the status and the text.
  const message = is(body, LooseErrorBody) ? `${body.error.code}: ${body.error.message}` : `HTTP ${status}`;
  return new ApiError(status, clientErrorCodes.http, `${what} failed: ${message}`);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
