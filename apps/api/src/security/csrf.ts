import type { FastifyInstance } from 'fastify';
import { ApiError, sendError } from '../http/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses mutating requests a browser sends on behalf of another site: `Sec-Fetch-Site:
 * cross-site`, or an `Origin` outside the allowed list (`null` included). Requests without
 * either header do not come from a modern browser's cross-site context and pass.
 */
export function installCsrfCheck(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  const allowed = new Set(allowedOrigins);
  // A callback hook, not an async one: the reads (most requests) pass without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
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
