import { apiRoutes, buildApiPath, ErrorBody, type ApiRouteDefinition } from '@meridian/contract';
import { create, is, string, type, StructError, type Struct } from 'superstruct';
import { readDocumentCookies, readSessionFacts } from '../session/cookies';
import { isSessionRefreshable, isSessionValid } from '../session/session-state';
import { ApiError, clientErrorCodes, isApiError, sessionExpiredError } from './api-error';

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

export interface ApiClientOptions {
  /** Where the API lives; `/api` by default, which the dashboard's server forwards to the API. */
  baseUrl?: string;
  /** The clock the session checks use (ms). */
  now?: () => number;
  /** The readable cookies (`document.cookie` by default). */
  cookies?: () => string;
  fetch?: typeof globalThis.fetch;
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
   * made); a session past its refresh threshold is refreshed first.
   */
  request<T>(path: string, request: ApiRequest<T>): Promise<T>;
  /** `request` for a route of the contract's `apiRoutes`, typed by its request and response structs. */
  call<Req, Res>(route: ApiRouteDefinition<Req, Res>, call?: RouteCall<Req>): Promise<Res>;
  /**
   * Refreshes the session (POST /auth/refresh-session). Concurrent callers share one request.
   * A refusal rejects with "Session expired".
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
    let json: unknown;
    let parsed = true;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      parsed = false;
    }

    if (!res.ok) throw errorFromBody(res.status, parsed ? json : undefined, `${method} ${path}`);
    if (!parsed) {
      throw new ApiError(res.status, clientErrorCodes.invalidResponse, `${method} ${path} answered with invalid JSON`);
    }
    try {
      return create(json, response);
    } catch (error) {
      if (!(error instanceof StructError)) throw error;
      throw new ApiError(
        res.status,
        clientErrorCodes.invalidResponse,
        `${method} ${path} answered with an unexpected shape: ${error.message}`,
        { cause: error },
      );
    }
  }

  function refreshSession(): Promise<void> {
    const { method, path, response } = apiRoutes.refreshSession;
    refreshing ??= send(path, { method, body: {}, response })
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

  async function request<T>(path: string, request: ApiRequest<T>): Promise<T> {
    if (!isAuthPath(path)) await ensureSession();
    return send(path, request);
  }

  return {
    baseUrl,
    refreshSession,
    request,
    call: (route, { params, body, query, signal } = {}) =>
      request(buildApiPath(route.path, params), {
        method: route.method,
        body: route.bodyType === 'multipart' ? toFormData(body) : body,
        query,
        signal,
        response: route.response,
      }),
  };
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
    const { code, message, details, retryAfterSeconds } = body.error;
    return new ApiError(status, code, message, { fieldErrors: details, retryAfterSeconds });
  }
  // Not the contract's shape (a proxy, an older server): keep the status and the text.
  const message = is(body, LooseErrorBody) ? `${body.error.code}: ${body.error.message}` : `HTTP ${status}`;
  return new ApiError(status, clientErrorCodes.http, `${what} failed: ${message}`);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
