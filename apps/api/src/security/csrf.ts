import type { FastifyInstance } from 'fastify';
import { ApiError, sendError } from '../http/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The public API's prefix: called with an API key, which a browser never adds by itself. */
export const PUBLIC_API_PREFIX = '/v1/';

/**
 * Refuses mutating requests a browser sends on behalf of another site: `Sec-Fetch-Site:
 * cross-site`, or an `Origin` outside the allowed list (`null` included). Requests without
 * either header do not come from a modern browser's cross-site context and pass. The public
 * API (`/v1/...`) is not checked: it takes no cookie, only an API key that the caller sends
 * itself, so a cross-site page cannot act with someone's ambient credentials there.
 */
export function installCsrfCheck(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  const allowed = new Set(allowedOrigins);
  // A callback hook, not an async one: the reads (most requests) pass without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method) || request.url.startsWith(PUBLIC_API_PREFIX)) return done();
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const crossSite = site === 'cross-site';
    const foreignOrigin = origin !== undefined && !allowed.has(origin);
    if (crossSite || foreignOrigin) {
      request.log.warn({ origin, secFetchSite: site }, 'cross-site request refused');
      // An answer sent from a callback hook ends the request without `done`.
      sendError(reply, new ApiError('CSRF_REJECTED'));
      return;
    }
    done();
  });
}

/**
 * API keys belong to the public API only: a dashboard route called with
 * `Authorization: Bearer ...` is refused (401) whatever cookie comes with it, so that a key can
 * never act as a member of its workspace.
 */
export function installApiKeyBoundary(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const authorization = request.headers.authorization;
    // Only the Bearer scheme: a proxy's own Basic authentication may pass its header through.
    if (!authorization || !/^bearer /i.test(authorization) || request.url.startsWith(PUBLIC_API_PREFIX)) {
      return done();
    }
    sendError(
      reply,
      new ApiError('UNAUTHENTICATED', {
        message: 'API keys are accepted on the public API (/v1) only; the dashboard routes use the session cookie.',
      }),
    );
  });
}
