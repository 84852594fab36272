import { and, eq, gt } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPathId } from '../../../shared/zod';
import {
  BILLING_MESSAGES,
  normalizeCardNumber,
  SANDBOX_CARDS,
  ZRedirect,
  ZSandboxPayRequest,
  ZSandboxSession,
  type TSandboxPayRequest,
} from '../../../shared/billing';
import type { Db } from '../../db/client';
import { checkoutSessions } from '../../db/schema/billing';
import { AppError } from '../../errors';
import type { SandboxPaymentProvider } from '../../infra/payments/sandbox-provider';
import { requireAcceptedTerms } from '../auth/guards';
import { entitledSubscription, getOwnSession } from './billing-repository';
import { applyPaymentEvent } from './payment-events';

const ZIdParams = z.object({ id: ZPathId });

/** Checks a test card the way Stripe's test mode answers it; returns the digits. */
export function checkTestCard(input: TSandboxPayRequest, now = new Date()): string {
  const digits = normalizeCardNumber(input.cardNumber);
  if (digits === SANDBOX_CARDS.declined) {
    throw new AppError('UNPROCESSABLE', BILLING_MESSAGES.cardDeclined, {
      cardNumber: BILLING_MESSAGES.cardDeclined,
    });
  }
  if (digits !== SANDBOX_CARDS.success) {
    throw new AppError('UNPROCESSABLE', BILLING_MESSAGES.cardUnknown, {
      cardNumber: BILLING_MESSAGES.cardUnknown,
    });
  }
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(input.expiry.trim());
  const month = Number(expiry?.[1]);
  const year = 2000 + Number(expiry?.[2]);
  // A card is valid through the last day of its expiry month.
  if (!expiry || month < 1 || month > 12 || new Date(Date.UTC(year, month, 1)) <= now) {
    throw new AppError('UNPROCESSABLE', BILLING_MESSAGES.cardExpiry, {
      expiry: BILLING_MESSAGES.cardExpiry,
    });
  }
  if (!/^\d{3}$/.test(input.cvc.trim())) {
    throw new AppError('UNPROCESSABLE', BILLING_MESSAGES.cardCvc, {
      cvc: BILLING_MESSAGES.cardCvc,
    });
  }
  return digits;
}

/**
 * The sandbox provider's hosted checkout (registered only when it is the provider). The page at
 * /checkout/sandbox/:id reads the session, posts a test card, and on success the provider
 * creates the subscription and invoice and billing applies the events it answers, exactly as it
 * applies a verified Stripe webhook. Card numbers are checked and never stored.
 */
export const sandboxRoutes =
  (db: Db, provider: SandboxPaymentProvider): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
    });

    app.get(
      '/billing/sandbox/sessions/:id',
      { schema: { params: ZIdParams, response: { 200: ZSandboxSession } } },
      async (request) => {
        const { user } = await requireAcceptedTerms(request);
        const s = await getOwnSession(db, user.id, request.params.id);
        const expired = s.status === 'open' && s.expiresAt <= new Date();
        return {
          id: s.id,
          mode: s.mode,
          plan: s.plan,
          email: user.email,
          listCents: s.amountCents + s.discountCents,
          discountCents: s.discountCents,
          amountCents: s.amountCents,
          promoCode: s.promoCode,
          status: expired ? ('expired' as const) : s.status,
        };
      },
    );

    app.post(
      '/billing/sandbox/sessions/:id/pay',
      { schema: { params: ZIdParams, body: ZSandboxPayRequest, response: { 200: ZRedirect } } },
      async (request) => {
        const { user } = await requireAcceptedTerms(request);
        const session = await getOwnSession(db, user.id, request.params.id);
        const card = checkTestCard(request.body);
        if (session.mode === 'subscription' && (await entitledSubscription(db, user.id))) {
          throw new AppError('ALREADY_SUBSCRIBED', BILLING_MESSAGES.alreadySubscribed);
        }
        // Claims the open session once: a double submit cannot pay twice.
        const claimed = await db
          .update(checkoutSessions)
          .set({ status: 'complete', completedAt: new Date() })
          .where(
            and(
              eq(checkoutSessions.id, session.id),
              eq(checkoutSessions.status, 'open'),
              gt(checkoutSessions.expiresAt, new Date()),
            ),
          )
          .returning({ id: checkoutSessions.id });
        if (claimed.length === 0) throw new AppError('CONFLICT', BILLING_MESSAGES.sessionClosed);

        if (session.mode === 'setup') {
          if (!session.subscriptionId)
            throw new AppError('CONFLICT', BILLING_MESSAGES.sessionClosed);
          const event = await provider.replaceCard(session.subscriptionId, card);
          await applyPaymentEvent(db, provider, event);
          return { url: '/billing' };
        }
        const events = await provider.completeCheckout({
          userId: user.id,
          sessionId: session.id,
          plan: session.plan,
          listCents: session.amountCents + session.discountCents,
          discountCents: session.discountCents,
          cardNumber: card,
        });
        for (const event of events) await applyPaymentEvent(db, provider, event);
        return { url: `/payment-success?plan=${session.plan}` };
      },
    );

    app.post(
      '/billing/sandbox/sessions/:id/cancel',
      { schema: { params: ZIdParams, response: { 200: ZRedirect } } },
      async (request) => {
        const { user } = await requireAcceptedTerms(request);
        const session = await getOwnSession(db, user.id, request.params.id);
        await db
          .update(checkoutSessions)
          .set({ status: 'expired' })
          .where(and(eq(checkoutSessions.id, session.id), eq(checkoutSessions.status, 'open')));
        return { url: session.mode === 'setup' ? '/billing' : '/payment-canceled' };
      },
    );
  };
