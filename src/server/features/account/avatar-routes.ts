import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES, ZAvatarResponse, ZStorageStatus } from '../../../shared/account';
import { AVATAR_MAX_BYTES } from '../../../shared/constants';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { enforceRateLimits } from '../../infra/rate-limit';
import { StorageUnavailableError, type Storage } from '../../infra/storage/storage';
import { requireAcceptedTerms } from '../auth/guards';
import { processAvatar } from './avatar-image';
import { clearAvatarUrl, readAvatarUrl, swapAvatarUrl } from './avatar-repository';

const HOUR = 60 * 60_000;

function storageDown(err: unknown, message: string): never {
  if (err instanceof StorageUnavailableError) {
    throw new AppError('SERVICE_UNAVAILABLE', message);
  }
  throw err;
}

/** Removes a stored picture of `userId`; a URL that is not one of theirs is left alone. */
async function removeOwnPicture(
  storage: Storage,
  userId: string,
  url: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const key = storage.keyFromUrl(url);
  if (!key || !key.startsWith(`${userId}/`)) {
    log.warn({ userId }, 'profile picture URL is not a key of this user; not removed');
    return;
  }
  await storage.remove(key);
}

/**
 * Profile picture upload and removal (spec 02 §4, §5, §7; issue 7). The client never names a
 * path: the key is `{userId}/{random}.webp`, made here from the session's user, and removal
 * reads the URL from the user's own profile. So no request can reach another user's file.
 */
export const avatarRoutes =
  (deps: { config: Config; db: Db; storage: Storage }): FastifyPluginAsyncZod =>
  async (app) => {
    const { config, db, storage } = deps;
    await app.register(multipart, {
      limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
    });

    const limit = async (userId: string) => {
      if (config.DISABLE_RATE_LIMITS) return;
      await enforceRateLimits(db, [{ key: `avatar:user:${userId}`, limit: 30, windowMs: HOUR }]);
    };

    app.get(
      '/account/storage',
      { schema: { response: { 200: ZStorageStatus } } },
      async (request, reply) => {
        await requireAcceptedTerms(request);
        void reply.header('cache-control', 'no-store');
        return { status: (await storage.check()) ? ('ready' as const) : ('unavailable' as const) };
      },
    );

    app.post(
      '/account/avatar',
      { schema: { response: { 200: ZAvatarResponse } } },
      async (request) => {
        const { user } = await requireAcceptedTerms(request);
        await limit(user.id);
        let input: Buffer | undefined;
        try {
          const file = await request.file();
          input = await file?.toBuffer();
        } catch (err) {
          if (err instanceof app.multipartErrors.RequestFileTooLargeError) {
            throw new AppError('PAYLOAD_TOO_LARGE', ACCOUNT_MESSAGES.fileTooLarge);
          }
          // Only the upload is read here: any other failure is a malformed multipart body.
          request.log.info({ err }, 'unreadable upload');
          throw new AppError('BAD_REQUEST', 'The upload could not be read. Please try again.');
        }
        if (!input || input.length === 0) {
          throw new AppError('VALIDATION_FAILED', ACCOUNT_MESSAGES.noFile, {
            file: ACCOUNT_MESSAGES.noFile,
          });
        }
        const webp = await processAvatar(input);
        const key = `${user.id}/${randomBytes(18).toString('base64url')}.webp`;
        try {
          await storage.put(key, webp, 'image/webp');
        } catch (err) {
          storageDown(err, ACCOUNT_MESSAGES.storageNotAvailable);
        }
        const url = storage.publicUrl(key);
        let old: string | null;
        try {
          old = await swapAvatarUrl(db, user.id, url);
        } catch (err) {
          request.log.error({ err }, 'profile picture URL not saved');
          await storage.remove(key).catch(() => undefined);
          throw new AppError('SERVICE_UNAVAILABLE', ACCOUNT_MESSAGES.profileUpdateFailed);
        }
        if (old && old !== url) {
          // The new picture is in place; a leftover old file is logged, not shown as a failure.
          await removeOwnPicture(storage, user.id, old, request.log).catch((err: unknown) =>
            request.log.error({ err }, 'old profile picture not removed'),
          );
        }
        return { profile_picture_url: url };
      },
    );

    app.delete(
      '/account/avatar',
      { schema: { response: { 200: ZAvatarResponse } } },
      async (request) => {
        const { user } = await requireAcceptedTerms(request);
        await limit(user.id);
        const current = await readAvatarUrl(db, user.id);
        if (!current) return { profile_picture_url: null };
        // The file goes first: if storage is down the picture stays and the user can retry.
        try {
          await removeOwnPicture(storage, user.id, current, request.log);
        } catch (err) {
          storageDown(err, ACCOUNT_MESSAGES.storageNotAvailable);
        }
        await clearAvatarUrl(db, user.id, current);
        return { profile_picture_url: await readAvatarUrl(db, user.id) };
      },
    );
  };
