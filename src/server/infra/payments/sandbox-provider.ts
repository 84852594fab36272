import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { CURRENCY, SUBSCRIPTION_DAYS, type BillingCycle } from '../../../shared/constants';
import { checkoutPrice } from '../../../shared/billing';
import type { Db } from '../../db/client';
import { sandboxObjects } from '../../db/schema/billing';
import {
  PaymentProviderError,
  type CheckoutInput,
  type CheckoutSession,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderInvoice,
  type ProviderSubscription,
} from './payment-provider';

const DAY_MS = 24 * 60 * 60 * 1000;
const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/** Stored as JSON in sandbox_objects (dates as ISO strings). */
interface StoredSubscription {
  userId: string;
  plan: BillingCycle;
  status: string;
  startedAt: string;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  endedAt: string | null;
  paymentMethodLabel: string | null;
}

interface StoredInvoice {
  subscriptionId: string;
  number: string;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  currency: string;
  status: string;
  periodStart: string;
  periodEnd: string;
  issuedAt: string;
}

export function sandboxId(prefix: string): string {
  return `${prefix}_sbx_${randomBytes(12).toString('base64url')}`;
}

/** 'Visa •••• 4242' for a test card number. */
export function cardLabel(cardNumber: string): string {
  const brand = cardNumber.startsWith('4') ? 'Visa' : 'Card';
  return `${brand} •••• ${cardNumber.slice(-4)}`;
}

/**
 * The built-in provider (DECISIONS "Real parts": sandbox checkout with test cards, real state
 * changes, invoices). Its own records live in `sandbox_objects`; a completed checkout creates a
 * subscription and a paid invoice there and answers the events Stripe would send, which billing
 * handles through the same path as a verified Stripe webhook. There are no renewals: a sandbox
 * subscription ends at its period end (docs/decisions/0600).
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly kind = 'sandbox' as const;

  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
  ) {}

  async createCheckout(input: CheckoutInput): Promise<CheckoutSession> {
    const id = sandboxId('cs');
    const price = checkoutPrice(input.plan, input.promo);
    return {
      id,
      url: `${this.publicUrl}/checkout/sandbox/${id}`,
      amountCents: price.amountCents,
      discountCents: price.discountCents,
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    };
  }

  /** The card was accepted: creates the subscription and its first invoice, paid. */
  async completeCheckout(input: {
    userId: string;
    sessionId: string;
    plan: BillingCycle;
    listCents: number;
    discountCents: number;
    cardNumber: string;
  }): Promise<PaymentEvent[]> {
    const now = new Date();
    const periodEnd = new Date(now.getTime() + SUBSCRIPTION_DAYS[input.plan] * DAY_MS);
    const subscriptionId = sandboxId('sub');
    const invoiceId = sandboxId('in');
    const subscription: StoredSubscription = {
      userId: input.userId,
      plan: input.plan,
      status: 'active',
      startedAt: now.toISOString(),
      currentPeriodStart: now.toISOString(),
      currentPeriodEnd: periodEnd.toISOString(),
      cancelAtPeriodEnd: false,
      endedAt: null,
      paymentMethodLabel: cardLabel(input.cardNumber),
    };
    const invoice: StoredInvoice = {
      subscriptionId,
      // Letters and digits only: the number is shown to people and names the PDF file.
      number: `DC-${now.getUTCFullYear()}-${randomBytes(4).toString('hex').toUpperCase()}`,
      subtotalCents: input.listCents,
      discountCents: input.discountCents,
      totalCents: input.listCents - input.discountCents,
      currency: CURRENCY,
      status: 'paid',
      periodStart: now.toISOString(),
      periodEnd: periodEnd.toISOString(),
      issuedAt: now.toISOString(),
    };
    await this.db.insert(sandboxObjects).values([
      { id: subscriptionId, kind: 'subscription', userId: input.userId, data: subscription },
      { id: invoiceId, kind: 'invoice', userId: input.userId, data: invoice },
    ]);
    return [
      {
        id: sandboxId('evt'),
        type: 'checkout.session.completed',
        subscriptionId,
        invoiceId: null,
        checkoutSessionId: input.sessionId,
      },
      {
        id: sandboxId('evt'),
        type: 'invoice.paid',
        subscriptionId,
        invoiceId,
        checkoutSessionId: null,
      },
    ];
  }

  /** A new card for an existing subscription (the sandbox's "customer portal"). */
  async replaceCard(subscriptionId: string, cardNumber: string): Promise<PaymentEvent> {
    await this.updateSubscription(subscriptionId, { paymentMethodLabel: cardLabel(cardNumber) });
    return {
      id: sandboxId('evt'),
      type: 'customer.subscription.updated',
      subscriptionId,
      invoiceId: null,
      checkoutSessionId: null,
    };
  }

  async retrieveSubscription(id: string): Promise<ProviderSubscription | null> {
    const row = await this.read(id, 'subscription');
    if (!row) return null;
    const data = row.data as StoredSubscription;
    return {
      id,
      customerId: null,
      userId: data.userId,
      plan: data.plan,
      status: data.status,
      startedAt: new Date(data.startedAt),
      currentPeriodStart: new Date(data.currentPeriodStart),
      currentPeriodEnd: new Date(data.currentPeriodEnd),
      cancelAtPeriodEnd: data.cancelAtPeriodEnd,
      endedAt: data.endedAt ? new Date(data.endedAt) : null,
      paymentMethodLabel: data.paymentMethodLabel,
    };
  }

  async retrieveInvoice(id: string): Promise<ProviderInvoice | null> {
    const row = await this.read(id, 'invoice');
    if (!row) return null;
    const data = row.data as StoredInvoice;
    return {
      id,
      subscriptionId: data.subscriptionId,
      number: data.number,
      subtotalCents: data.subtotalCents,
      discountCents: data.discountCents,
      totalCents: data.totalCents,
      currency: data.currency,
      status: data.status,
      periodStart: new Date(data.periodStart),
      periodEnd: new Date(data.periodEnd),
      issuedAt: new Date(data.issuedAt),
    };
  }

  async cancelAtPeriodEnd(subscriptionId: string): Promise<ProviderSubscription> {
    await this.updateSubscription(subscriptionId, { cancelAtPeriodEnd: true });
    const updated = await this.retrieveSubscription(subscriptionId);
    if (!updated) throw new PaymentProviderError(`no sandbox subscription ${subscriptionId}`);
    return updated;
  }

  async cancelNow(subscriptionId: string): Promise<void> {
    const now = new Date().toISOString();
    await this.updateSubscription(subscriptionId, { status: 'canceled', endedAt: now });
  }

  async paymentMethodUrl(): Promise<string> {
    // The sandbox has no portal of its own: billing opens a 'setup' session on our page.
    throw new PaymentProviderError('the sandbox replaces cards through a setup session');
  }

  private async read(id: string, kind: 'subscription' | 'invoice') {
    const [row] = await this.db
      .select()
      .from(sandboxObjects)
      .where(and(eq(sandboxObjects.id, id), eq(sandboxObjects.kind, kind)));
    return row;
  }

  private async updateSubscription(id: string, patch: Partial<StoredSubscription>): Promise<void> {
    const row = await this.read(id, 'subscription');
    if (!row) throw new PaymentProviderError(`no sandbox subscription ${id}`);
    const data = { ...(row.data as StoredSubscription), ...patch };
    await this.db.update(sandboxObjects).set({ data }).where(eq(sandboxObjects.id, id));
  }
}
