import type { BillingCycle } from '../../../shared/constants';

/**
 * The payment provider behind billing (DESIGN: `stripe` SDK behind a `PaymentProvider`, the
 * built-in `sandbox` by default). Billing never trusts an event's payload: it asks the provider
 * for the current state of the subscription and invoice an event names (docs/decisions/0600).
 */

export type ProviderKind = 'sandbox' | 'stripe';

/** A subscription as the provider holds it now. */
export interface ProviderSubscription {
  id: string;
  customerId: string | null;
  /** Set at checkout (subscription metadata); null for a subscription we did not start. */
  userId: string | null;
  plan: BillingCycle;
  status: string;
  startedAt: Date;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  endedAt: Date | null;
  paymentMethodLabel: string | null;
}

/** An invoice as the provider holds it now. */
export interface ProviderInvoice {
  id: string;
  subscriptionId: string | null;
  number: string;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  currency: string;
  status: string;
  periodStart: Date;
  periodEnd: Date;
  issuedAt: Date;
}

/** A provider event reduced to what it names; the handler re-reads everything else. */
export interface PaymentEvent {
  id: string;
  type: string;
  subscriptionId: string | null;
  invoiceId: string | null;
  checkoutSessionId: string | null;
}

export interface CheckoutInput {
  userId: string;
  email: string;
  plan: BillingCycle;
  promo: { code: string; percentOff: number; cycle: BillingCycle } | null;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  id: string;
  url: string;
  amountCents: number;
  discountCents: number;
  expiresAt: Date;
}

export interface PaymentProvider {
  readonly kind: ProviderKind;
  createCheckout(input: CheckoutInput): Promise<CheckoutSession>;
  retrieveSubscription(id: string): Promise<ProviderSubscription | null>;
  retrieveInvoice(id: string): Promise<ProviderInvoice | null>;
  /** Cancels at the end of the current period; answers the subscription's new state. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<ProviderSubscription>;
  /** Cancels at once (account deletion). */
  cancelNow(subscriptionId: string): Promise<void>;
  /** Where the user replaces the card (sandbox page or Stripe's customer portal). */
  paymentMethodUrl(input: {
    userId: string;
    subscription: { id: string; customerId: string | null; plan: BillingCycle };
    returnUrl: string;
  }): Promise<string>;
}

export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}
