import Stripe from 'stripe';
import { type BillingCycle } from '../../../shared/constants';
import { checkoutPrice } from '../../../shared/billing';
import {
  PaymentProviderError,
  type CheckoutInput,
  type CheckoutSession,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderInvoice,
  type ProviderSubscription,
} from './payment-provider';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  priceMonthly: string;
  priceAnnual: string;
  /** STRIPE_API_BASE: another API host (a loopback server in tests). */
  apiBase?: string;
}

/** Stripe's default tolerance for a signed webhook's timestamp. */
export const WEBHOOK_TOLERANCE_S = 300;

const seconds = (value: number) => new Date(value * 1000);
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** `host`, `port` and `protocol` for the SDK from a base URL. */
export function stripeHostOptions(apiBase: string | undefined) {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? '80' : '443'),
    protocol,
  };
}

/**
 * Stripe Checkout in subscription mode (DESIGN "payments"). The webhook is "something changed"
 * (STYLE: documenso): `parseEvent` verifies the signature on the raw body, and billing then
 * re-reads the subscription and invoice through `retrieveSubscription`/`retrieveInvoice`, so
 * events that arrive twice or out of order still end in Stripe's current state.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly kind = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.stripe = new Stripe(settings.secretKey, {
      ...stripeHostOptions(settings.apiBase),
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
    });
  }

  private priceId(plan: BillingCycle): string {
    return plan === 'annual' ? this.settings.priceAnnual : this.settings.priceMonthly;
  }

  private planOf(priceId: string | undefined): BillingCycle {
    return priceId === this.settings.priceAnnual ? 'annual' : 'monthly';
  }

  async createCheckout(input: CheckoutInput): Promise<CheckoutSession> {
    let discounts: Stripe.Checkout.SessionCreateParams.Discount[] | undefined;
    if (input.promo) {
      const found = await this.stripe.promotionCodes.list({
        code: input.promo.code,
        active: true,
        limit: 1,
      });
      const promotion = found.data[0];
      if (!promotion) {
        throw new PaymentProviderError(
          `promotion code ${input.promo.code} is not set up in Stripe`,
        );
      }
      discounts = [{ promotion_code: promotion.id }];
    }
    const session = await this.stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: this.priceId(input.plan), quantity: 1 }],
      customer_email: input.email,
      client_reference_id: input.userId,
      subscription_data: { metadata: { user_id: input.userId } },
      metadata: { user_id: input.userId },
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      // Stripe refuses both at once: a code given on our page, or the field on Stripe's page.
      ...(discounts ? { discounts } : { allow_promotion_codes: true }),
    });
    if (!session.url) throw new PaymentProviderError('Stripe answered a session without a URL');
    const price = checkoutPrice(input.plan, input.promo);
    return {
      id: session.id,
      url: session.url,
      amountCents: session.amount_total ?? price.amountCents,
      discountCents: session.total_details?.amount_discount ?? price.discountCents,
      expiresAt: seconds(session.expires_at),
    };
  }

  /** Verifies the signature (and the 300 s tolerance) on the raw body; throws if it fails. */
  parseEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    if (!signature) throw new PaymentProviderError('missing Stripe-Signature header');
    const event = this.stripe.webhooks.constructEvent(
      rawBody,
      signature,
      this.settings.webhookSecret,
      WEBHOOK_TOLERANCE_S,
    );
    const object = event.data.object as unknown as Record<string, unknown> & { id: string };
    const result: PaymentEvent = {
      id: event.id,
      type: event.type,
      subscriptionId: null,
      invoiceId: null,
      checkoutSessionId: null,
    };
    if (event.type.startsWith('customer.subscription.')) {
      result.subscriptionId = object.id;
    } else if (event.type.startsWith('checkout.session.')) {
      result.checkoutSessionId = object.id;
      result.subscriptionId = idOf(object.subscription as string | null);
    } else if (event.type.startsWith('invoice.')) {
      result.invoiceId = object.id;
    }
    return result;
  }

  async retrieveSubscription(id: string): Promise<ProviderSubscription | null> {
    const sub = await this.retrieveOrNull(() =>
      this.stripe.subscriptions.retrieve(id, { expand: ['default_payment_method'] }),
    );
    if (!sub) return null;
    const item = sub.items.data[0];
    // Newer API versions keep the period on the item; older ones on the subscription.
    const legacy = sub as unknown as { current_period_start?: number; current_period_end?: number };
    const periodStart = item?.current_period_start ?? legacy.current_period_start ?? sub.created;
    const periodEnd = item?.current_period_end ?? legacy.current_period_end ?? sub.created;
    const pm = sub.default_payment_method;
    const card = pm && typeof pm !== 'string' ? pm.card : null;
    return {
      id: sub.id,
      customerId: idOf(sub.customer),
      userId: sub.metadata?.user_id ?? null,
      plan: this.planOf(item?.price.id),
      status: sub.status,
      startedAt: seconds(sub.start_date ?? sub.created),
      currentPeriodStart: seconds(periodStart),
      currentPeriodEnd: seconds(periodEnd),
      cancelAtPeriodEnd: sub.cancel_at_period_end || sub.cancel_at !== null,
      endedAt: sub.ended_at ? seconds(sub.ended_at) : null,
      paymentMethodLabel: card ? `${capitalize(card.brand)} •••• ${card.last4}` : null,
    };
  }

  async retrieveInvoice(id: string): Promise<ProviderInvoice | null> {
    const invoice = await this.retrieveOrNull(() => this.stripe.invoices.retrieve(id));
    if (!invoice) return null;
    const legacy = invoice as unknown as { subscription?: string | { id: string } | null };
    const subscriptionId =
      idOf(invoice.parent?.subscription_details?.subscription ?? null) ??
      idOf(legacy.subscription ?? null);
    const line = invoice.lines?.data[0];
    const discountCents = (invoice.total_discount_amounts ?? []).reduce(
      (sum, d) => sum + d.amount,
      0,
    );
    return {
      id: invoice.id ?? id,
      subscriptionId,
      number: invoice.number ?? invoice.id ?? id,
      subtotalCents: invoice.subtotal,
      discountCents,
      totalCents: invoice.total,
      currency: invoice.currency,
      status: invoice.status ?? 'draft',
      periodStart: seconds(line?.period.start ?? invoice.period_start),
      periodEnd: seconds(line?.period.end ?? invoice.period_end),
      issuedAt: seconds(invoice.status_transitions?.paid_at ?? invoice.created),
    };
  }

  async cancelAtPeriodEnd(subscriptionId: string): Promise<ProviderSubscription> {
    await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    const sub = await this.retrieveSubscription(subscriptionId);
    if (!sub) throw new PaymentProviderError(`Stripe lost subscription ${subscriptionId}`);
    return sub;
  }

  async cancelNow(subscriptionId: string): Promise<void> {
    await this.stripe.subscriptions.cancel(subscriptionId);
  }

  async paymentMethodUrl(input: {
    subscription: { customerId: string | null };
    returnUrl: string;
  }): Promise<string> {
    const customer = input.subscription.customerId;
    if (!customer) throw new PaymentProviderError('subscription without a Stripe customer');
    const portal = await this.stripe.billingPortal.sessions.create({
      customer,
      return_url: input.returnUrl,
    });
    return portal.url;
  }

  private async retrieveOrNull<T>(load: () => Promise<T>): Promise<T | null> {
    try {
      return await load();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return null;
      throw error;
    }
  }
}

function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
