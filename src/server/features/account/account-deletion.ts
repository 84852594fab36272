import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ACCOUNT_MESSAGES } from '../../../shared/account';
import type { Db } from '../../db/client';
import { account, user as userTable } from '../../db/schema/auth';
import { AppError } from '../../errors';
import { StorageUnavailableError, type Storage } from '../../infra/storage/storage';
import { verifyPassword } from '../auth/password';
import type { AccountDataPart, AccountOwner } from './account-data-parts';

/** True when `password` is the user's current e-mail-and-password credential. */
export async function checkPassword(db: Db, userId: string, password: string): Promise<boolean> {
  const [row] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  if (!row?.hash) return false;
  return verifyPassword({ hash: row.hash, password });
}

/**
 * Erases the account (DECISIONS: confirm + password, erases every row and file):
 * 1. each part's `beforeErase` (outside calls, such as cancelling a subscription);
 * 2. the user's stored files; a storage outage stops here, before any row is gone;
 * 3. in one transaction, each part's `erase`, then the user row, whose ON DELETE CASCADE takes
 *    sessions, accounts, profile, date entries, push subscriptions and deliveries, reminders and
 *    terms tickets.
 */
export async function eraseAccount(
  deps: { db: Db; storage: Storage; parts: readonly AccountDataPart[]; log: FastifyBaseLogger },
  owner: AccountOwner,
): Promise<void> {
  const { db, storage, parts, log } = deps;
  for (const part of parts) await part.beforeErase?.(owner);
  try {
    await storage.removeOwner(owner.userId);
  } catch (err) {
    if (err instanceof StorageUnavailableError) {
      log.error({ err }, 'account deletion stopped: storage unavailable');
      throw new AppError('SERVICE_UNAVAILABLE', ACCOUNT_MESSAGES.storageNotAvailable);
    }
    throw err;
  }
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    for (const part of parts) await part.erase?.(txDb, owner);
    await txDb.delete(userTable).where(eq(userTable.id, owner.userId));
  });
}
