import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * DateConnect waitlist (spec 02 §2). One row per address, case-insensitively: joining twice
 * keeps the first row and answers the same, so the form never reveals who is on the list.
 */
export const waitlist = pgTable(
  'waitlist',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [uniqueIndex('waitlist_email_lower_idx').on(sql`lower(${table.email})`)],
);
