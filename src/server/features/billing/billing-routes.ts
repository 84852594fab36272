import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPathId } from '../../../shared/zod';
import {
  BILLING_MESSAGES,
  ZBillingOverview,
  ZCancelResponse,
  ZCheckoutRequest,
  ZCheckoutResponse,
  ZInvoiceList,
  ZPromo,
  ZRedirect,
} from '../../../shared/billing';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { checkoutSessions } from '../../db/schema/billing';
import { AppError } from '../../errors';
import type { PaymentProvider } from '../../infra/payments/payment-provider';
import { sandboxId } from '../../infra/payments/sandbox-provider';
import { getSignedIn, requireAcceptedTerms, requireUser } from '../auth/guards';
import {
  entitledSubscription,
  findUsablePromo,
  getOwnInvoice,
  listInvoices,
  listSubscriptions,
  seedPromoCodes,
  toSubscriptionInfo,
} from './billing-repository';
import { renderInvoicePdf } from './invoice-pdf';
import { isEntitled, storeSubscription } from './payment-events';

const ZIdParams = z.object({ id: ZPathId });
const SETUP_TTL_MS = 60 * 60 * 1000;

/** 'Sign in required' for a visitor (spec 01 §8), then the terms rule of protected pages. */
async function requireBuyer(request: FastifyRequest) {
  const signedIn = await getSignedIn(request);
  if (!signedIn) throw new AppError('UNAUTHENTICATED', BILLING_MESSAGES.signInRequired);
  return requireAcceptedTerms(request);
}

/**
 * Billing (spec 01 §4 "Checkout", spec 02 §2 "Billing", §4, §7). No route here writes premium:
 * only `applyPaymentEvent` (a verified event) and the provider's own answer to a cancellation
 * do, through `storeSubscription`.
 */
export const billingRoutes =
  (config: Config, db: Db, provider: PaymentProvider): FastifyPluginAsyncZod =>
  async (app) => {
    await seedPromoCodes(db);

    app.addHook('onSend', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
    });

    app.get(
      '/billing/promo-codes/:id',
      { schema: { params: ZIdParams, response: { 200: ZPromo } } },
      async (request) => {
        const row = await findUsablePromo(db, request.params.id);
        return {
          code: row.code,
          description: row.description,
          percentOff: row.percentOff,
          cycle: row.cycle,
          expiresOn: row.expiresOn,
        };
      },
    );

    app.post(
      '/billing/checkout',
      { schema: { body: ZCheckoutRequest, response: { 200: ZCheckoutResponse } } },
      async (request) => {
        const { user } = await requireBuyer(request);
        if (!user.email) throw new AppError('UNPROCESSABLE', BILLING_MESSAGES.noEmail);
        if (!user.email_verified) {
          throw new AppError('EMAIL_NOT_VERIFIED', BILLING_MESSAGES.emailNotVerified);
        }
        const { cycle } = request.body;
        const current = await entitledSubscription(db, user.id);
        if (current) {
          throw new AppError(
            'ALREADY_SUBSCRIBED',
            current.plan === cycle
              ? BILLING_MESSAGES.alreadySubscribed
              : BILLING_MESSAGES.alreadyPremium,
          );
        }
        const code = request.body.promoCode?.trim();
        const promo = code ? await findUsablePromo(db, code, cycle) : null;
        let session;
        try {
          session = await provider.createCheckout({
            userId: user.id,
            email: user.email,
            plan: cycle,
            promo,
            successUrl: `${config.PUBLIC_URL}/payment-success?plan=${cycle}`,
            cancelUrl: `${config.PUBLIC_URL}/payment-canceled`,
          });
        } catch (error) {
          request.log.error({ err: error }, 'checkout session could not be created');
          throw new AppError('SERVICE_UNAVAILABLE', BILLING_MESSAGES.checkoutFailed);
        }
        await db.insert(checkoutSessions).values({
          id: session.id,
          userId: user.id,
          provider: provider.kind,
          mode: 'subscription',
          plan: cycle,
          promoCode: promo?.code ?? null,
          amountCents: session.amountCents,
          discountCents: session.discountCents,
          expiresAt: session.expiresAt,
        });
        return { success: true as const, url: session.url, sessionId: session.id };
      },
    );

    app.get(
      '/billing/subscription',
      { schema: { response: { 200: ZBillingOverview } } },
      async (request) => {
        const { user } = await requireUser(request);
        const rows = await listSubscriptions(db, user.id);
        const shown = rows.find((r) => isEntitled(r)) ?? rows[0];
        return {
          provider: provider.kind,
          subscription: shown ? toSubscriptionInfo(shown) : null,
        };
      },
    );

    app.post(
      '/billing/subscription/cancel',
      { schema: { response: { 200: ZCancelResponse } } },
      async (request) => {
        const { user } = await requireAcceptedTerms(request);
        const current = await entitledSubscription(db, user.id);
        if (!current) {
          throw new AppError('NOT_FOUND', 'You have no active subscription to cancel.');
        }
        let updated;
        try {
          updated = await provider.cancelAtPeriodEnd(current.id);
        } catch (error) {
          request.log.error({ err: error }, 'cancellation at the provider failed');
          throw new AppError('SERVICE_UNAVAILABLE', BILLING_MESSAGES.cancelFailed);
        }
        // The provider's own answer, not client data: stored like a re-read after an event.
        await db.transaction((tx) => storeSubscription(tx, provider.kind, updated, user.id));
        const [row] = (await listSubscriptions(db, user.id)).filter((r) => r.id === current.id);
        return {
          success: true as const,
          message: BILLING_MESSAGES.cancelled,
          subscription: toSubscriptionInfo(row ?? current),
        };
      },
    );

    app.post(
      '/billing/payment-method',
      { schema: { response: { 200: ZRedirect } } },
      async (request) => {
        const { user } = await requireAcceptedTerms(request);
        const current = await entitledSubscription(db, user.id);
        if (!current) throw new AppError('NOT_FOUND', 'You have no active subscription.');
        if (provider.kind === 'sandbox') {
          const id = sandboxId('cs');
          await db.insert(checkoutSessions).values({
            id,
            userId: user.id,
            provider: 'sandbox',
            mode: 'setup',
            plan: current.plan,
            amountCents: 0,
            subscriptionId: current.id,
            expiresAt: new Date(Date.now() + SETUP_TTL_MS),
          });
          return { url: `/checkout/sandbox/${id}` };
        }
        try {
          const url = await provider.paymentMethodUrl({
            userId: user.id,
            subscription: current,
            returnUrl: `${config.PUBLIC_URL}/billing`,
          });
          return { url };
        } catch (error) {
          request.log.error({ err: error }, 'customer portal session failed');
          throw new AppError('SERVICE_UNAVAILABLE', 'The payment settings are unavailable.');
        }
      },
    );

    app.get(
      '/billing/invoices',
      { schema: { response: { 200: ZInvoiceList } } },
      async (request) => {
        const { user } = await requireUser(request);
        return { invoices: await listInvoices(db, user.id) };
      },
    );

    // Spec 02 §7: GET /api/invoices/{id}, opened from Billing History; a PDF of the user's own.
    app.get('/invoices/:id', { schema: { params: ZIdParams } }, async (request, reply) => {
      const { user } = await requireUser(request);
      const invoice = await getOwnInvoice(db, user.id, request.params.id);
      const pdf = renderInvoicePdf({
        ...invoice,
        customerEmail: user.email,
        customerName: `${user.first_name} ${user.last_name}`.trim() || user.email,
        supportEmail: config.SUPPORT_EMAIL,
      });
      const filename = `datecrunch-invoice-${invoice.number.replace(/[^\w-]/g, '')}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf);
    });
  };
