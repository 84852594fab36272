import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZPushSubscription,
  ZTestPushResponse,
  ZUnsubscribeRequest,
  ZVapidPublicKey,
  type TPushPayload,
} from '../../../shared/notifications';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { createPushSender, isAllowedPushEndpoint } from '../../infra/push/push-sender';
import { loadVapidKeys } from '../../infra/push/vapid';
import { enforceRateLimits } from '../../infra/rate-limit';
import { requireAcceptedTerms, requireUser } from '../auth/guards';
import { deliverDuePushes } from './delivery';
import { startPushJob } from './push-job';
import { enqueueForUser, removeSubscription, saveSubscription } from './push-repository';

const ZOk = z.object({ ok: z.literal(true) });
const HOUR = 60 * 60_000;

const TEST_PUSH: TPushPayload = {
  title: 'Notifications are on',
  body: 'This is how DateCrunch reminders will look on this device.',
  url: '/',
  tag: 'test-notification',
};

/**
 * Web Push: the VAPID public key, subscribe / unsubscribe for the signed-in user (spec 02 §7),
 * a test push to one's own devices, and the periodic sender of reflection reminders.
 */
export const notificationsRoutes =
  (config: Config, db: Db, options: { jobIntervalMs?: number } = {}): FastifyPluginAsyncZod =>
  async (app) => {
    const vapid = await loadVapidKeys(config);
    const sender = createPushSender(vapid);
    const job = startPushJob({ db, sender, log: app.log, intervalMs: options.jobIntervalMs });
    app.addHook('onClose', async () => {
      await job.stop();
    });

    const limit = async (key: string, max: number) => {
      if (config.DISABLE_RATE_LIMITS) return;
      await enforceRateLimits(db, [{ key, limit: max, windowMs: HOUR }]);
    };

    app.get(
      '/notifications/vapid-public-key',
      { schema: { response: { 200: ZVapidPublicKey } } },
      async (_request, reply) => {
        void reply.header('cache-control', 'no-cache');
        return { publicKey: sender.publicKey };
      },
    );

    app.post(
      '/notifications/subscribe',
      { schema: { body: ZPushSubscription, response: { 200: ZOk } } },
      async (request) => {
        const { user } = await requireAcceptedTerms(request);
        await limit(`push:subscribe:user:${user.id}`, 30);
        if (!isAllowedPushEndpoint(request.body.endpoint, config.isProduction)) {
          throw new AppError('VALIDATION_FAILED', 'This push endpoint is not accepted.', {
            endpoint: 'must be an HTTPS push service address',
          });
        }
        await saveSubscription(db, user.id, request.body);
        return { ok: true as const };
      },
    );

    app.post(
      '/notifications/unsubscribe',
      { schema: { body: ZUnsubscribeRequest, response: { 200: ZOk } } },
      async (request) => {
        const { user } = await requireUser(request);
        await removeSubscription(db, user.id, request.body.endpoint);
        return { ok: true as const };
      },
    );

    // Sends a short test push to the user's own devices, now (Settings can offer it).
    app.post(
      '/notifications/test',
      { schema: { response: { 200: ZTestPushResponse } } },
      async (request) => {
        const { user } = await requireAcceptedTerms(request);
        await limit(`push:test:user:${user.id}`, 10);
        const ids = await enqueueForUser(db, user.id, TEST_PUSH);
        const report = await deliverDuePushes(db, sender, { ids, log: request.log });
        return { sent: report.delivered };
      },
    );
  };
