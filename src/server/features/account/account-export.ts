import { eq } from 'drizzle-orm';
import { EXPORT_FORMAT, type TAccountExport } from '../../../shared/account';
import type { Db } from '../../db/client';
import { user as userTable } from '../../db/schema/auth';
import type { DataCipher } from '../../infra/crypto/data-cipher';
import type { SignedIn } from '../auth/guards';
import { toProfileDto } from '../auth/profile-repository';
import { listAllEntries } from '../history/entries-repository';
import { listSubscriptions } from '../notifications/push-repository';
import type { AccountDataPart } from './account-data-parts';

/**
 * Everything stored about the user, in one JSON document (DECISIONS: data export): the account,
 * the profile, every date entry with its analysis (opened from its sealed form), push
 * subscriptions, and each registered part's section (waitlist, billing's invoices, ...).
 */
export async function buildAccountExport(
  db: Db,
  cipher: DataCipher,
  signedIn: SignedIn,
  parts: readonly AccountDataPart[],
): Promise<TAccountExport> {
  const { user, profile } = signedIn;
  const owner = { userId: user.id, email: user.email.toLowerCase() };
  const [account] = await db
    .select({ createdAt: userTable.createdAt })
    .from(userTable)
    .where(eq(userTable.id, user.id));
  const entries = await listAllEntries(db, cipher, user.id);
  const subscriptions = await listSubscriptions(db, user.id);
  const document: TAccountExport = {
    format: EXPORT_FORMAT,
    exported_at: new Date().toISOString(),
    account: { ...user, created_at: (account?.createdAt ?? new Date()).toISOString() },
    profile: toProfileDto(profile),
    subscription: {
      is_premium: profile.isPremium,
      type: profile.subscriptionType ?? null,
      start: profile.subscriptionStart?.toISOString() ?? null,
      end: profile.subscriptionEnd?.toISOString() ?? null,
    },
    entries: entries.map((e) => ({
      id: e.id,
      created_at: e.createdAt.toISOString(),
      text: e.text,
      analysis: e.analysis,
    })),
    push_subscriptions: subscriptions.map((s) => ({
      endpoint: s.endpoint,
      created_at: s.createdAt.toISOString(),
    })),
  };
  for (const part of parts) {
    if (part.exportData) document[part.name] = await part.exportData(db, owner);
  }
  return document;
}
