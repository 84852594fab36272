import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { crunchRoutes } from './features/analysis/crunch-routes';
import { accountRoutes } from './features/account/account-routes';
import { uploadsRoutes } from './features/account/uploads-routes';
import { accountsPlugin } from './features/auth/accounts-plugin';
import { createBilling } from './features/billing/billing-feature';
import { waitlistRoutes } from './features/date-connect/waitlist-routes';
import { healthRoutes } from './features/health/health-routes';
import { historyRoutes } from './features/history/history-routes';
import { metaRoutes } from './features/meta/meta-routes';
import { notificationsRoutes } from './features/notifications/notifications-routes';
import { dataCipherFromConfig } from './infra/crypto/data-cipher';
import { createStorage } from './infra/storage/create-storage';
import { registerErrorHandler } from './plugins/error-handler';
import { registerInputGuard } from './plugins/input-guard';
import { logSerializers } from './plugins/log-redaction';
import { registerSecurity } from './plugins/security';
import { registerSpa } from './plugins/spa';

export const DEFAULT_CLIENT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../dist/client',
);

export interface AppOptions {
  config: Config;
  database: Database;
  /**
   * Pino options, or `false` for no logs (tests). Defaults to JSON logs at LOG_LEVEL. The request
   * and error serializers (no query strings, no query parameters) are always applied.
   */
  logger?: FastifyServerOptions['logger'];
  clientDir?: string;
  /** Called for every route as it is added (the security suite fuzzes the whole route table). */
  onRoute?: (route: RouteOptions) => void;
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

function withSerializers(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const base = typeof logger === 'object' ? logger : {};
  // Pino accepts any serializer function; Fastify's type narrows `err` to its own shape.
  return {
    ...base,
    serializers: { ...base.serializers, ...logSerializers },
  } as FastifyServerOptions['logger'];
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: withSerializers(options.logger ?? { level: config.LOG_LEVEL }),
    genReqId: () => randomUUID(),
    // A hop count trusts that many proxies in front of us; a list trusts those addresses only.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? trustHops(config.trustProxy)
        : (config.trustProxy as string[] | false),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // The router's own refusals (a malformed or over-long URL) answer in our error shape too.
    frameworkErrors: (error, request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as FastifyReply).status(status).send({
        error: {
          code: 'BAD_REQUEST',
          message:
            error.code === 'FST_ERR_MAX_PARAM_LENGTH'
              ? 'The address is too long.'
              : 'The address is not valid.',
          requestId: String(request.id),
        },
      });
    },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);
  await registerSecurity(app, config);

  // At the root so that every feature's routes see `app.accounts` (the guards use it).
  await app.register(accountsPlugin, { config, database });
  // Date texts and analyses are sealed at rest with this key (docs/decisions/0400).
  const cipher = await dataCipherFromConfig(config);
  // Profile pictures: DATA_DIR/uploads, or S3-compatible storage when S3_BUCKET is set.
  const storage = await createStorage(config, app.log);
  // Checkout, subscriptions, invoices; the sandbox provider unless Stripe is configured.
  const billing = createBilling(config, database.db);
  await app.register(
    async (api) => {
      await api.register(healthRoutes(database));
      await api.register(metaRoutes(config));
      await api.register(crunchRoutes(config, database.db, cipher));
      await api.register(historyRoutes(database.db, cipher));
      await api.register(waitlistRoutes(config, database.db));
      await api.register(notificationsRoutes(config, database.db));
      await api.register(billing.routes);
      // Features with data not reached by ON DELETE CASCADE add their parts here (decision 0500).
      await api.register(
        accountRoutes({ config, db: database.db, cipher, storage, parts: [billing.accountPart] }),
      );
    },
    { prefix: '/api' },
  );
  await app.register(uploadsRoutes(storage));

  await registerSpa(app, options.clientDir ?? DEFAULT_CLIENT_DIR);
  return app;
}
