import { BILLING_CYCLES, PRICES_CENTS, type BillingCycle } from './constants';
import { z } from './zod';

/** Request and response shapes of the billing API (issue 6), shared by client, server and tests. */

export const ZBillingCycle = z.enum(BILLING_CYCLES as [BillingCycle, ...BillingCycle[]]);

export const BILLING_MESSAGES = {
  signInRequired: 'Please sign in to continue with your purchase.',
  noEmail: 'Unable to retrieve user email',
  emailNotVerified: 'Please confirm your e-mail address before upgrading to Premium.',
  alreadySubscribed: 'You are already subscribed to this plan.',
  alreadyPremium: 'You already have Premium. Manage your plan on Billing & Payments.',
  checkoutFailed: 'There was an error processing your payment. Please try again.',
  checkoutFallback: 'Failed to create checkout session',
  promoUnknown: 'This promo code is not valid.',
  promoExpired: 'This promo code has expired.',
  promoWrongCycle: (cycle: BillingCycle) =>
    `This promo code applies to the ${cycle} plan only. Switch the billing cycle to use it.`,
  cardDeclined: 'Your card was declined. Try another card or use 4242 4242 4242 4242.',
  cardUnknown:
    'This is a test-mode checkout: use the test card 4242 4242 4242 4242 (or 4000 0000 0000 0002 to see a decline).',
  cardExpiry: 'Enter a future expiry date as MM / YY.',
  cardCvc: 'Enter the 3-digit security code.',
  sessionClosed:
    'This checkout has already been completed or has expired. Start again from Pricing.',
  cancelFailed: 'There was an error canceling your subscription. Please try again.',
  cancelled: 'Your subscription will end at the close of the current billing period.',
} as const;

export const ZPromo = z.object({
  code: z.string(),
  description: z.string(),
  percentOff: z.number().int(),
  cycle: ZBillingCycle,
  /** YYYY-MM-DD, inclusive. */
  expiresOn: z.string(),
});
export type TPromo = z.infer<typeof ZPromo>;

/** Spec 01 §3 "Checkout request": the server adds the price, URLs and e-mail itself. */
export const ZCheckoutRequest = z.object({
  cycle: ZBillingCycle,
  promoCode: z.string().max(64).optional(),
});
export type TCheckoutRequest = z.infer<typeof ZCheckoutRequest>;

export const ZCheckoutResponse = z.object({
  success: z.literal(true),
  url: z.string(),
  sessionId: z.string(),
});
export type TCheckoutResponse = z.infer<typeof ZCheckoutResponse>;

/** What the sandbox checkout page shows. */
export const ZSandboxSession = z.object({
  id: z.string(),
  mode: z.enum(['subscription', 'setup']),
  plan: ZBillingCycle,
  email: z.string(),
  listCents: z.number().int(),
  discountCents: z.number().int(),
  amountCents: z.number().int(),
  promoCode: z.string().nullable(),
  status: z.enum(['open', 'complete', 'expired']),
});
export type TSandboxSession = z.infer<typeof ZSandboxSession>;

export const ZSandboxPayRequest = z.object({
  cardNumber: z.string().max(32),
  expiry: z.string().max(10),
  cvc: z.string().max(4),
  name: z.string().trim().min(1, 'Enter the name on the card.').max(100),
});
export type TSandboxPayRequest = z.infer<typeof ZSandboxPayRequest>;

/** Where the browser goes next (success or cancel URL of the session). */
export const ZRedirect = z.object({ url: z.string() });

export const ZSubscriptionInfo = z.object({
  plan: ZBillingCycle,
  status: z.string(),
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  paymentMethodLabel: z.string().nullable(),
});
export type TSubscriptionInfo = z.infer<typeof ZSubscriptionInfo>;

export const ZBillingOverview = z.object({
  provider: z.enum(['sandbox', 'stripe']),
  subscription: ZSubscriptionInfo.nullable(),
});
export type TBillingOverview = z.infer<typeof ZBillingOverview>;

export const ZCancelResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  subscription: ZSubscriptionInfo,
});

export const ZInvoice = z.object({
  id: z.string(),
  number: z.string(),
  date: z.string(),
  plan: ZBillingCycle,
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.string(),
});
export type TInvoice = z.infer<typeof ZInvoice>;
export const ZInvoiceList = z.object({ invoices: z.array(ZInvoice) });

export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** The price of a first period with an optional promotion (pure; server and page agree). */
export function checkoutPrice(
  cycle: BillingCycle,
  promo: { percentOff: number; cycle: BillingCycle } | null,
): { listCents: number; discountCents: number; amountCents: number } {
  const listCents = PRICES_CENTS[cycle];
  const discountCents =
    promo && promo.cycle === cycle ? Math.round((listCents * promo.percentOff) / 100) : 0;
  return { listCents, discountCents, amountCents: listCents - discountCents };
}

/** Test cards of the sandbox checkout (Stripe's own test numbers). */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
} as const;

export function normalizeCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}
