import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Fixed-window counters shared by every app server (DECISIONS: counters live in the database). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * Sign-in failure counters with growing delays (features/auth/sign-in-throttle.ts). Keys are
 * `ip:<address>`, `pair:<e-mail>|<address>` and `account:<e-mail>`.
 */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  /** No attempt under this key before this time (the growing delay). */
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  /** Account keys only: the next free password-check slot once the account is being guessed. */
  nextSlotAt: timestamp('next_slot_at', { withTimezone: true }),
});
