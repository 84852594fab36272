import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { SandboxPaymentProvider } from './sandbox-provider';
import { StripePaymentProvider } from './stripe-provider';

/** Stripe when STRIPE_SECRET_KEY is set (config checks the other three), else the sandbox. */
export function createPaymentProvider(
  config: Config,
  db: Db,
): SandboxPaymentProvider | StripePaymentProvider {
  if (config.STRIPE_SECRET_KEY) {
    return new StripePaymentProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? '',
      priceMonthly: config.STRIPE_PRICE_MONTHLY ?? '',
      priceAnnual: config.STRIPE_PRICE_ANNUAL ?? '',
      apiBase: config.STRIPE_API_BASE,
    });
  }
  return new SandboxPaymentProvider(db, config.PUBLIC_URL);
}
