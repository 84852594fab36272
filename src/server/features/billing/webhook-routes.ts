import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { StripePaymentProvider } from '../../infra/payments/stripe-provider';
import { applyPaymentEvent } from './payment-events';

/**
 * POST /api/billing/webhook (Stripe only). The security plugin exempts this path from the
 * Origin check: Stripe signs it instead. The body is kept raw for the signature (a parser
 * scoped to this plugin); an event that fails verification, including one older than 300 s,
 * changes nothing. A failure while applying answers 500 so Stripe retries; the event id is
 * recorded only together with its effect.
 */
export const stripeWebhookRoutes =
  (db: Db, provider: StripePaymentProvider): FastifyPluginAsync =>
  async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });

    app.post('/billing/webhook', async (request) => {
      const raw = request.body;
      if (!Buffer.isBuffer(raw)) throw new AppError('BAD_REQUEST', 'Expected a raw body.');
      const header = request.headers['stripe-signature'];
      let event;
      try {
        event = provider.parseEvent(raw, typeof header === 'string' ? header : undefined);
      } catch {
        throw new AppError('BAD_REQUEST', 'The webhook signature could not be verified.');
      }
      const outcome = await applyPaymentEvent(db, provider, event);
      request.log.info({ eventType: event.type, outcome }, 'stripe webhook');
      return { received: true, outcome };
    });
  };
