import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Whose data a part exports or erases. */
export interface AccountOwner {
  userId: string;
  /** Lower-cased. */
  email: string;
}

/**
 * One feature's share of a user's data, for the export and for account deletion
 * (docs/decisions/0500). Rows that reference `user.id` with ON DELETE CASCADE need no part: they
 * go with the user row. A feature adds a part for anything else (rows keyed by e-mail, rows
 * without a foreign key, state at an outside provider) and passes it to `accountRoutes` in
 * app.ts. The deletion test scans every table for the user's id and e-mail, so a forgotten
 * table fails CI.
 */
export interface AccountDataPart {
  /** Also the key of this part's section in the export. */
  name: string;
  /** The section of the export (JSON-serialisable), if the part has data worth exporting. */
  exportData?: (db: Db, owner: AccountOwner) => Promise<unknown>;
  /**
   * Runs before any row is erased, outside the transaction: for calls to outside services
   * (cancel the subscription at the payment provider). Throwing stops the deletion.
   */
  beforeErase?: (owner: AccountOwner) => Promise<void>;
  /** Runs inside the deletion transaction, before the user row is deleted. */
  erase?: (tx: Db, owner: AccountOwner) => Promise<void>;
}

/** Rows that name the user by e-mail or carry the id inside a text key, so no cascade reaches. */
export const CORE_ACCOUNT_PARTS: readonly AccountDataPart[] = [
  {
    name: 'outbox_emails',
    erase: async (tx, { email }) => {
      await tx.execute(sql`delete from outbox_emails where lower("to") = ${email}`);
    },
  },
  {
    name: 'waitlist',
    exportData: async (db, { email }) => {
      const result = await db.execute(
        sql`select email, created_at from waitlist where lower(email) = ${email}`,
      );
      return (
        result as unknown as { rows: Array<{ email: string; created_at: unknown }> }
      ).rows.map((r) => ({
        email: r.email,
        joined_at: new Date(String(r.created_at)).toISOString(),
      }));
    },
    erase: async (tx, { email }) => {
      await tx.execute(sql`delete from waitlist where lower(email) = ${email}`);
    },
  },
  {
    // Counters keyed like `auth:signIn:account:{email}` or `crunch:user:{id}`.
    name: 'rate_limits',
    erase: async (tx, { userId, email }) => {
      await tx.execute(
        sql`delete from rate_limits where strpos(key, ${userId}) > 0 or strpos(lower(key), ${email}) > 0`,
      );
    },
  },
  {
    // Sign-in failure counters keyed `account:{email}` and `pair:{email}|{address}`.
    name: 'auth_throttle',
    erase: async (tx, { email }) => {
      await tx.execute(sql`delete from auth_throttle where strpos(lower(key), ${email}) > 0`);
    },
  },
  {
    // better-auth's tokens (password reset: value = user id; others by e-mail identifier).
    name: 'verification',
    erase: async (tx, { userId, email }) => {
      await tx.execute(sql`
        delete from verification
        where strpos(value, ${userId}) > 0 or strpos(lower(value), ${email}) > 0
           or strpos(identifier, ${userId}) > 0 or strpos(lower(identifier), ${email}) > 0
      `);
    },
  },
];
