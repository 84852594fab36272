import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema/profiles';

/**
 * Sets the user's picture URL and answers the one it replaced, in one statement: the row is
 * locked while the old value is read, so two uploads at once each get a distinct old value and
 * no file is left behind unreferenced.
 */
export async function swapAvatarUrl(
  db: Db,
  userId: string,
  url: string | null,
): Promise<string | null> {
  const result = await db.execute(sql`
    update ${profiles} as p set profile_picture_url = ${url}, updated_at = now()
    from (select id, profile_picture_url as old from ${profiles} where id = ${userId} for update) o
    where p.id = o.id
    returning o.old as old
  `);
  const rows = (result as unknown as { rows: Array<{ old: string | null }> }).rows;
  if (rows.length === 0) throw new Error(`no profile for ${userId}`);
  return rows[0]?.old ?? null;
}

export async function readAvatarUrl(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ url: profiles.profilePictureUrl })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.url ?? null;
}

/** Clears the picture only if it is still `url` (a concurrent upload wins); true when cleared. */
export async function clearAvatarUrl(db: Db, userId: string, url: string): Promise<boolean> {
  const rows = await db
    .update(profiles)
    .set({ profilePictureUrl: null })
    .where(and(eq(profiles.id, userId), eq(profiles.profilePictureUrl, url)))
    .returning({ id: profiles.id });
  return rows.length > 0;
}
