import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * Billing (issue 6, docs/decisions/0600). Every row that belongs to a user references `user.id`
 * with ON DELETE CASCADE (decision 0500); the provider-side cancellation runs first.
 */

/** Promotions honoured by checkout, seeded from PROMOTIONS in shared/constants at start. */
export const promoCodes = pgTable('promo_codes', {
  code: text('code').primaryKey(),
  description: text('description').notNull(),
  percentOff: integer('percent_off').notNull(),
  cycle: text('cycle', { enum: ['monthly', 'annual'] }).notNull(),
  /** 'once': the discount applies to the first billing period only. */
  duration: text('duration', { enum: ['once'] })
    .default('once')
    .notNull(),
  /** Last day the code can be used (inclusive, UTC). */
  expiresOn: date('expires_on', { mode: 'string' }).notNull(),
});

/** A checkout (or, mode 'setup', a payment-method update) started by a user. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    /** The provider's session id (Stripe `cs_...`, sandbox `cs_sbx_...`). */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    mode: text('mode', { enum: ['subscription', 'setup'] }).notNull(),
    plan: text('plan', { enum: ['monthly', 'annual'] }).notNull(),
    promoCode: text('promo_code'),
    amountCents: integer('amount_cents').notNull(),
    discountCents: integer('discount_cents').default(0).notNull(),
    status: text('status', { enum: ['open', 'complete', 'expired'] })
      .default('open')
      .notNull(),
    /** For 'setup': the provider subscription whose card is replaced. */
    subscriptionId: text('subscription_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('checkout_sessions_user_idx').on(table.userId)],
);

/** Our copy of a provider subscription, re-read from the provider on every payment event. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    /** The provider's subscription id (Stripe `sub_...`, sandbox `sub_sbx_...`). */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    customerId: text('customer_id'),
    plan: text('plan', { enum: ['monthly', 'annual'] }).notNull(),
    /** The provider's status: active, trialing, past_due, canceled, incomplete, ... */
    status: text('status').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').default(false).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** e.g. 'Visa •••• 4242', as the provider reports it; null when unknown. */
    paymentMethodLabel: text('payment_method_label'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [index('subscriptions_user_idx').on(table.userId)],
);

/** Our copy of each paid provider invoice; the PDF is rendered from it. */
export const invoices = pgTable(
  'invoices',
  {
    /** The provider's invoice id. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    subscriptionId: text('subscription_id'),
    number: text('number').notNull(),
    plan: text('plan', { enum: ['monthly', 'annual'] }).notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').default(0).notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('invoices_user_idx').on(table.userId, table.issuedAt)],
);

/** Each provider event, recorded once: a duplicate or replayed event id is a no-op. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
  type: text('type').notNull(),
  userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
  receivedAt: timestamp('received_at', { withTimezone: true }).defaultNow().notNull(),
});

/**
 * The sandbox provider's own records (its "server side"): subscriptions and invoices as the
 * provider holds them, re-read by the payment-event handler exactly like Stripe's API.
 */
export const sandboxObjects = pgTable('sandbox_objects', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['subscription', 'invoice'] }).notNull(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  data: jsonb('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
});
