import { ApiPath } from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/errors';
import { isStorageKey } from '../storage/files';
import type { StorageService } from '../storage/index';

interface StorageRequest {
  Params: { key: string };
  Querystring: { expires?: unknown; signature?: unknown };
}

/**
 * GET /storage/:key?expires=&signature=: the bytes of a stored file behind a signed link.
 * A key outside the key pattern or unknown: 404; a bad signature or an expired link: 403.
 */
export function registerStorageRoute(app: FastifyInstance, storage: StorageService): void {
  app.get<StorageRequest>(ApiPath.storageFile, async (request, reply) => {
    const { key } = request.params;
    if (!isStorageKey(key)) throw new ApiError('NOT_FOUND');
    const { expires, signature } = request.query;
    const check = storage.links.check(key, expires, signature);
    if (check === 'invalid') throw new ApiError('FORBIDDEN', { message: 'This link is not valid.' });
    if (check === 'expired') throw new ApiError('FORBIDDEN', { message: 'This link has expired.' });
    const file = await storage.files.get(key);
    if (!file) throw new ApiError('NOT_FOUND');
    const maxAge = Math.floor(storage.links.remaining(String(expires)) / 1000);
    return reply
      .status(200)
      .type(file.contentType)
      .header('cache-control', `private, max-age=${maxAge}`)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', 'inline')
      .send(file.bytes);
  });
}
