import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMeta } from '../../../shared/meta';
import type { Config } from '../../config';

export const metaRoutes =
  (config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/meta', { schema: { response: { 200: ZMeta } } }, async (_request, reply) => {
      return reply.header('cache-control', 'public, max-age=300').send({
        supportEmail: config.SUPPORT_EMAIL,
        googleSignIn: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
        payments: config.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox',
      });
    });
  };
