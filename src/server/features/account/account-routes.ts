import { format } from 'date-fns';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_MESSAGES, ZDeleteAccountRequest } from '../../../shared/account';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { DataCipher } from '../../infra/crypto/data-cipher';
import { enforceRateLimits } from '../../infra/rate-limit';
import type { Storage } from '../../infra/storage/storage';
import { requireUser } from '../auth/guards';
import { CORE_ACCOUNT_PARTS, type AccountDataPart } from './account-data-parts';
import { checkPassword, eraseAccount } from './account-deletion';
import { buildAccountExport } from './account-export';
import { avatarRoutes } from './avatar-routes';

const ZOk = z.object({ ok: z.literal(true) });
const HOUR = 60 * 60_000;

export interface AccountDeps {
  config: Config;
  db: Db;
  cipher: DataCipher;
  storage: Storage;
  /** Other features' data parts (billing: invoices, provider cancellation); see decision 0500. */
  parts?: readonly AccountDataPart[];
}

function webHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  return headers;
}

/**
 * The account's data (issue 7): profile picture, export, deletion. Export and deletion need only
 * a signed-in user, not accepted terms: a person may always take or erase their data.
 */
export const accountRoutes =
  (deps: AccountDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { config, db, cipher, storage } = deps;
    const parts = [...CORE_ACCOUNT_PARTS, ...(deps.parts ?? [])];
    await app.register(avatarRoutes({ config, db, storage }));

    app.get('/account/export', async (request, reply) => {
      const signedIn = await requireUser(request);
      if (!config.DISABLE_RATE_LIMITS) {
        await enforceRateLimits(db, [
          { key: `account:export:user:${signedIn.user.id}`, limit: 20, windowMs: HOUR },
        ]);
      }
      const document = await buildAccountExport(db, cipher, signedIn, parts);
      const name = `datecrunch-export-${format(new Date(), 'yyyy-MM-dd')}.json`;
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(JSON.stringify(document, null, 2));
    });

    app.post(
      '/account/delete',
      { schema: { body: ZDeleteAccountRequest, response: { 200: ZOk } } },
      async (request, reply) => {
        const { user } = await requireUser(request);
        if (!config.DISABLE_RATE_LIMITS) {
          // The password check must not become a way to guess passwords.
          await enforceRateLimits(db, [
            { key: `account:delete:user:${user.id}`, limit: 5, windowMs: HOUR },
          ]);
        }
        if (!(await checkPassword(db, user.id, request.body.password))) {
          throw new AppError('VALIDATION_FAILED', ACCOUNT_MESSAGES.wrongPassword, {
            password: ACCOUNT_MESSAGES.wrongPassword,
          });
        }
        await eraseAccount(
          { db, storage, parts, log: request.log },
          { userId: user.id, email: user.email.toLowerCase() },
        );
        // The session row went with the user; better-auth's sign-out answers the cookies that
        // clear it in the browser (it tolerates a session that no longer exists).
        const { auth } = request.server.accounts;
        const signedOut = await auth.api.signOut({
          headers: webHeaders(request),
          returnHeaders: true,
        });
        const cookies = signedOut.headers.getSetCookie();
        if (cookies.length > 0) void reply.header('set-cookie', cookies);
        request.log.info('account deleted');
        return reply.header('cache-control', 'no-store').send({ ok: true as const });
      },
    );
  };
