import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { OUTAGE_RETRY_AFTER_SECONDS } from '../../infra/dependency-errors';

const ZHealth = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
});

export const healthRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      { schema: { response: { 200: ZHealth, 503: ZHealth } }, logLevel: 'warn' },
      async (request, reply) => {
        try {
          await database.ping();
          return reply.header('cache-control', 'no-store').send({ status: 'ok', database: 'up' });
        } catch (err) {
          request.log.warn({ err }, 'database unreachable');
          return reply
            .status(503)
            .header('cache-control', 'no-store')
            .header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS))
            .send({ status: 'unavailable', database: 'down' });
        }
      },
    );
  };
