import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * One row per account (id = user id), created with the account. Premium, subscription, counters
 * and level are written only by the server (billing, analysis); no endpoint accepts them.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    isPremium: boolean('is_premium').default(false).notNull(),
    subscriptionType: text('subscription_type', { enum: ['monthly', 'annual'] }),
    subscriptionStart: timestamp('subscription_start', { withTimezone: true }),
    subscriptionEnd: timestamp('subscription_end', { withTimezone: true }),
    datecrunchDates: integer('datecrunch_dates').default(0).notNull(),
    datecrunchLevel: integer('datecrunch_level').default(1).notNull(),
    profilePictureUrl: text('profile_picture_url'),
    displayName: text('display_name'),
    phone: text('phone'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    emailNotifications: boolean('email_notifications').default(true).notNull(),
    insightsSummary: boolean('insights_summary').default(false).notNull(),
    marketingEmails: boolean('marketing_emails').default(false).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (table) => [
    check('profiles_dates_non_negative', sql`${table.datecrunchDates} >= 0`),
    check('profiles_level_positive', sql`${table.datecrunchLevel} >= 1`),
  ],
);

/**
 * Sign-up answers the same for every address, so the terms modal that follows cannot name the
 * account. Each sign-up gets a ticket; accepting the terms with it records acceptance on the
 * pending account (user_id is null when the address already had an account).
 */
export const termsTickets = pgTable('terms_tickets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
