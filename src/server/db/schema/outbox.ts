import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** E-mails kept by the default outbox mailer (no SMTP_URL): read at /dev/mailbox. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    to: text('to').notNull(),
    from: text('from').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [index('outbox_emails_created_at_idx').on(table.createdAt)],
);
