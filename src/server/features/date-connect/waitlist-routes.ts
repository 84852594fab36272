import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  WAITLIST_MESSAGES,
  ZWaitlistRequest,
  ZWaitlistResponse,
} from '../../../shared/date-connect';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { waitlist } from '../../db/schema/waitlist';
import { enforceRateLimits } from '../../infra/rate-limit';

export const WAITLIST_RATE_LIMIT = { limit: 10, windowMs: 60 * 60_000 };

/**
 * POST /api/waitlist (spec 02 §2 DateConnect; DECISIONS: waitlist sign-ups are real). Public,
 * limited per client address, and the same answer for a new or a known address.
 */
export const waitlistRoutes =
  (config: Config, db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/waitlist',
      { schema: { body: ZWaitlistRequest, response: { 200: ZWaitlistResponse } } },
      async (request) => {
        if (!config.DISABLE_RATE_LIMITS) {
          await enforceRateLimits(
            db,
            [{ key: `waitlist:ip:${request.ip}`, ...WAITLIST_RATE_LIMIT }],
            'Too many sign-ups from your network. Please try again later.',
          );
        }
        // The unique index is on lower(email): a second sign-up in any case is a no-op.
        await db.insert(waitlist).values({ email: request.body.email }).onConflictDoNothing();
        return { ok: true as const, message: WAITLIST_MESSAGES.joined };
      },
    );
  };
