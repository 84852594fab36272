import type { FastifyPluginAsync } from 'fastify';
import { AVATAR_KEY_PATTERN, AVATAR_MAX_AGE_S } from '../../../shared/account';
import { AppError } from '../../errors';
import { StorageUnavailableError, UPLOADS_PATH, type Storage } from '../../infra/storage/storage';

/**
 * Serves stored profile pictures at /uploads/{userId}/{name}.webp (local disk, or S3 without a
 * public URL). Only names of the server's own shape are looked up: no other file, no directory
 * listing, no path traversal. Every answer is WebP (we re-encoded it) with nosniff from helmet.
 * Pictures are cached privately and briefly: a deleted picture must not outlive its deletion in
 * a shared cache, and for at most AVATAR_MAX_AGE_S in the browser.
 */

export const uploadsRoutes =
  (storage: Storage): FastifyPluginAsync =>
  async (app) => {
    // One wildcard route: any other path under /uploads is a 404, never the SPA or a listing.
    app.get<{ Params: { '*': string } }>(`${UPLOADS_PATH}/*`, async (request, reply) => {
      const key = request.params['*'];
      if (!AVATAR_KEY_PATTERN.test(key)) throw new AppError('NOT_FOUND', 'Not found.');
      let body: Buffer | null;
      try {
        body = await storage.get(key);
      } catch (err) {
        if (err instanceof StorageUnavailableError) {
          throw new AppError('SERVICE_UNAVAILABLE', 'Storage is currently unavailable');
        }
        throw err;
      }
      if (!body) throw new AppError('NOT_FOUND', 'Not found.');
      return reply
        .header('content-type', 'image/webp')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('cache-control', `private, max-age=${AVATAR_MAX_AGE_S}`)
        .send(body);
    });
  };
