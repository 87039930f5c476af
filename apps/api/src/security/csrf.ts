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
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const crossSite = site === 'cross-site';
    const foreignOrigin = origin !== undefined && !allowed.has(origin);
    if (crossSite || foreignOrigin) {
      request.log.warn({ origin, secFetchSite: site }, 'cross-site request refused');
      return sendError(reply, new ApiError('CSRF_REJECTED'));
    }
  });
}
