import { sql } from 'drizzle-orm';
import { customType, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** Binary column: PGlite answers Uint8Array, pg a Buffer; both are bytes. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * One crunched date of a signed-in user (spec 01 §3 "Date entry"). The text and the analysis are
 * sealed with AES-256-GCM (src/server/infra/crypto/data-cipher.ts); only the owner, dates and ids
 * are readable in the database. Listing is keyset-paged newest first on the index below.
 */
export const dateEntries = pgTable(
  'date_entries',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    textSealed: bytea('text_sealed').notNull(),
    analysisSealed: bytea('analysis_sealed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 })
      .default(sql`now()`)
      .notNull(),
  },
  (table) => [
    index('date_entries_user_created_idx').on(
      table.userId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
  ],
);

export type DateEntryRow = typeof dateEntries.$inferSelect;
