import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createPaymentProvider } from '../../infra/payments/create-payment-provider';
import { SandboxPaymentProvider } from '../../infra/payments/sandbox-provider';
import { billingAccountPart } from './billing-account-part';
import { billingRoutes } from './billing-routes';
import { sandboxRoutes } from './sandbox-routes';
import { stripeWebhookRoutes } from './webhook-routes';

/**
 * Billing's parts for app.ts: the routes under /api (the sandbox checkout or the Stripe webhook,
 * by provider) and the account-data part that cancels and exports on account deletion.
 */
export function createBilling(config: Config, db: Db) {
  const provider = createPaymentProvider(config, db);
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(billingRoutes(config, db, provider));
    if (provider instanceof SandboxPaymentProvider) {
      await api.register(sandboxRoutes(db, provider));
    } else {
      await api.register(stripeWebhookRoutes(db, provider));
    }
  };
  return { provider, routes, accountPart: billingAccountPart(provider, db) };
}
