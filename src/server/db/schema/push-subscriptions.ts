import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * A browser's Web Push subscription (spec 02 §7), owned by one signed-in user. The endpoint is
 * unique: a browser that re-subscribes under another account moves to that account.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

/**
 * One pending reflection reminder per user: crunching another date moves it to the next day.
 * The sender turns a due reminder into one push_deliveries row per subscription.
 */
export const reflectionReminders = pgTable(
  'reflection_reminders',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('reflection_reminders_due_idx').on(table.dueAt)],
);

/**
 * Pushes waiting to be delivered, so a push service's 429 (Retry-After) or a network failure
 * is retried later without sending twice to the subscriptions that already got it. The payload
 * never holds a user's date text.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull(),
    notBefore: timestamp('not_before', { withTimezone: true }).defaultNow().notNull(),
    attempts: integer('attempts').default(0).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [index('push_deliveries_not_before_idx').on(table.notBefore)],
);
