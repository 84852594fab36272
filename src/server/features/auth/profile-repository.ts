import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { TProfile, TProfileUpdate } from '../../../shared/auth';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { profiles, termsTickets } from '../../db/schema/profiles';

export type ProfileRow = typeof profiles.$inferSelect;

const TERMS_TICKET_TTL_MS = 24 * 60 * 60 * 1000;

/** Inserts the profile of a new account (level 1, dates 0); a second call changes nothing. */
export async function createProfile(db: Db, userId: string): Promise<void> {
  await db.insert(profiles).values({ id: userId }).onConflictDoNothing();
}

/**
 * Reads the profile and applies the two rules the spec attaches to reading it (01 §4): premium
 * ends once subscription_end has passed, and an account with an analysed date has accepted the
 * terms (the timestamp is stored now if missing). Creates the row if it is somehow absent.
 */
export async function loadProfile(db: Db, userId: string): Promise<ProfileRow> {
  let [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  if (!row) {
    await createProfile(db, userId);
    [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
    if (!row) throw new Error(`profile of ${userId} could not be created`);
  }
  const now = new Date();
  if (row.isPremium && row.subscriptionEnd && row.subscriptionEnd <= now) {
    const [updated] = await db
      .update(profiles)
      .set({ isPremium: false })
      .where(
        and(
          eq(profiles.id, userId),
          eq(profiles.isPremium, true),
          lte(profiles.subscriptionEnd, now),
        ),
      )
      .returning();
    row = updated ?? { ...row, isPremium: false };
  }
  if (!row.termsAcceptedAt && row.datecrunchDates >= 1) {
    row = (await acceptTerms(db, userId)) ?? row;
  }
  return row;
}

/** Records acceptance once: the first timestamp is kept. */
export async function acceptTerms(db: Db, userId: string): Promise<ProfileRow | undefined> {
  await db
    .update(profiles)
    .set({ termsAcceptedAt: new Date() })
    .where(and(eq(profiles.id, userId), isNull(profiles.termsAcceptedAt)));
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  return row;
}

export function hasAcceptedTerms(row: ProfileRow): boolean {
  return row.termsAcceptedAt !== null || row.datecrunchDates >= 1;
}

/** Writes only the fields of `ZProfileUpdate`; the caller has already refused any other key. */
export async function updateProfile(
  db: Db,
  userId: string,
  update: TProfileUpdate,
): Promise<ProfileRow> {
  const set: Partial<typeof profiles.$inferInsert> = {};
  if (update.display_name !== undefined) set.displayName = update.display_name || null;
  if (update.phone !== undefined) set.phone = update.phone || null;
  if (update.email_notifications !== undefined) set.emailNotifications = update.email_notifications;
  if (update.insights_summary !== undefined) set.insightsSummary = update.insights_summary;
  if (update.marketing_emails !== undefined) set.marketingEmails = update.marketing_emails;
  if (Object.keys(set).length > 0) {
    await db.update(profiles).set(set).where(eq(profiles.id, userId));
  }
  return loadProfile(db, userId);
}

export function toProfileDto(row: ProfileRow): TProfile {
  return {
    id: row.id,
    is_premium: row.isPremium,
    subscription_type: row.subscriptionType ?? null,
    subscription_start: row.subscriptionStart?.toISOString() ?? null,
    subscription_end: row.subscriptionEnd?.toISOString() ?? null,
    datecrunch_dates: row.datecrunchDates,
    datecrunch_level: row.datecrunchLevel,
    profile_picture_url: row.profilePictureUrl,
    display_name: row.displayName,
    phone: row.phone,
    terms_accepted_at: row.termsAcceptedAt?.toISOString() ?? null,
    email_notifications: row.emailNotifications,
    insights_summary: row.insightsSummary,
    marketing_emails: row.marketingEmails,
  };
}

function hashTicket(ticket: string): string {
  return createHash('sha256').update(ticket).digest('hex');
}

/**
 * A ticket for the terms modal that follows a sign-up. `userId` is null when the address already
 * had an account: the ticket then looks the same but records nothing.
 */
export async function createTermsTicket(db: Db, userId: string | null): Promise<string> {
  const ticket = randomBytes(24).toString('base64url');
  await db.insert(termsTickets).values({
    tokenHash: hashTicket(ticket),
    userId,
    expiresAt: new Date(Date.now() + TERMS_TICKET_TTL_MS),
  });
  return ticket;
}

/** Records acceptance for the ticket's pending account, if any; the ticket is used up. */
export async function acceptTermsWithTicket(db: Db, ticket: string): Promise<void> {
  const [row] = await db
    .delete(termsTickets)
    .where(
      and(eq(termsTickets.tokenHash, hashTicket(ticket)), gt(termsTickets.expiresAt, new Date())),
    )
    .returning();
  if (row?.userId) await acceptTerms(db, row.userId);
  await db.delete(termsTickets).where(lte(termsTickets.expiresAt, new Date()));
}

/**
 * True when the id belongs to a stored user. better-auth answers a sign-up for a registered
 * address with a made-up user whose id exists nowhere, so this tells a real sign-up from a
 * duplicate without comparing clocks.
 */
export async function isNewUser(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
  return row !== undefined;
}
