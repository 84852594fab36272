import { and, eq, sql } from 'drizzle-orm';
import { normalizeAnalysis, type TAnalysis } from '../../../shared/analysis';
import type { Db } from '../../db/client';
import { dateEntries } from '../../db/schema/date-entries';
import { AppError } from '../../errors';
import type { DataCipher } from '../../infra/crypto/data-cipher';

/**
 * Date entries of one user. Every read filters on the owner, so another user's id simply finds
 * nothing. Texts and analyses are sealed here and opened here; nothing else touches the columns.
 */

export interface NewEntry {
  id: string;
  userId: string;
  text: string;
  analysis: TAnalysis;
  createdAt: Date;
}

export interface OpenedEntry {
  id: string;
  createdAt: Date;
  text: string;
  analysis: TAnalysis;
}

/** Where a sealed value belongs: opening it anywhere else fails. */
const textPlace = (userId: string, id: string) => `date_entries.text:${userId}:${id}`;
const analysisPlace = (userId: string, id: string) => `date_entries.analysis:${userId}:${id}`;

export function insertEntry(db: Db, cipher: DataCipher, entry: NewEntry): Promise<void> {
  return insertEntries(db, cipher, [entry]);
}

/** Many entries in one statement per 500 rows (imports, seeding a measurement). */
export async function insertEntries(
  db: Db,
  cipher: DataCipher,
  entries: readonly NewEntry[],
): Promise<void> {
  for (let i = 0; i < entries.length; i += 500) {
    await db.insert(dateEntries).values(
      entries.slice(i, i + 500).map((entry) => ({
        id: entry.id,
        userId: entry.userId,
        textSealed: cipher.seal(entry.text, textPlace(entry.userId, entry.id)),
        analysisSealed: cipher.seal(
          JSON.stringify(entry.analysis),
          analysisPlace(entry.userId, entry.id),
        ),
        createdAt: entry.createdAt,
      })),
    );
  }
}

function openAnalysis(cipher: DataCipher, userId: string, id: string, sealed: Uint8Array) {
  return normalizeAnalysis(JSON.parse(cipher.open(sealed, analysisPlace(userId, id))));
}

function openText(cipher: DataCipher, userId: string, id: string, sealed: Uint8Array) {
  return cipher.open(sealed, textPlace(userId, id));
}

const fromBase64 = (value: string) => Buffer.from(value, 'base64');

export interface Cursor {
  createdAt: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isEntryId(value: string): boolean {
  return UUID.test(value);
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt.toISOString(), cursor.id])).toString(
    'base64url',
  );
}

export function decodeCursor(value: string): Cursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && typeof parsed[0] === 'string' && typeof parsed[1] === 'string') {
      const createdAt = new Date(parsed[0]);
      if (!Number.isNaN(createdAt.getTime()) && isEntryId(parsed[1])) {
        return { createdAt, id: parsed[1] };
      }
    }
  } catch {
    // falls through to the error below
  }
  throw new AppError('VALIDATION_FAILED', 'The page cursor is not valid.', {
    cursor: 'invalid',
  });
}

/**
 * One page, newest first, strictly older than `after`. Reads `limit + 1` rows on the index
 * (user_id, created_at desc, id desc) to know whether another page follows.
 */
export async function listEntries(
  db: Db,
  cipher: DataCipher,
  userId: string,
  options: { after?: Cursor | undefined; limit: number; withText: boolean },
): Promise<{ entries: OpenedEntry[]; next: Cursor | null }> {
  const { after, limit, withText } = options;
  const keyset = after
    ? sql`and (${dateEntries.createdAt}, ${dateEntries.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
    : sql``;
  // The sealed bytes travel as base64 text: PGlite decodes bytea far slower than base64.
  const rows = await db
    .select({
      id: dateEntries.id,
      createdAt: dateEntries.createdAt,
      analysisSealed: sql<string>`encode(${dateEntries.analysisSealed}, 'base64')`,
      textSealed: withText
        ? sql<string>`encode(${dateEntries.textSealed}, 'base64')`
        : sql<null>`null`,
    })
    .from(dateEntries)
    .where(sql`${dateEntries.userId} = ${userId} ${keyset}`)
    .orderBy(sql`${dateEntries.createdAt} desc nulls last, ${dateEntries.id} desc nulls last`)
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const entries = page.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    text: row.textSealed ? openText(cipher, userId, row.id, fromBase64(row.textSealed)) : '',
    analysis: openAnalysis(cipher, userId, row.id, fromBase64(row.analysisSealed)),
  }));
  const last = page.at(-1);
  return {
    entries,
    next: rows.length > limit && last ? { createdAt: last.createdAt, id: last.id } : null,
  };
}

/** The entry if it exists and belongs to `userId`; otherwise null (the route answers 404). */
export async function getEntry(
  db: Db,
  cipher: DataCipher,
  userId: string,
  id: string,
): Promise<OpenedEntry | null> {
  if (!isEntryId(id)) return null;
  const [row] = await db
    .select()
    .from(dateEntries)
    .where(and(eq(dateEntries.id, id), eq(dateEntries.userId, userId)));
  if (!row) return null;
  return {
    id: row.id,
    createdAt: row.createdAt,
    text: openText(cipher, userId, row.id, row.textSealed),
    analysis: openAnalysis(cipher, userId, row.id, row.analysisSealed),
  };
}

/** Deletes the entry only when it belongs to `userId` (one statement); false when none did. */
export async function deleteEntry(db: Db, userId: string, id: string): Promise<boolean> {
  if (!isEntryId(id)) return false;
  const deleted = await db
    .delete(dateEntries)
    .where(and(eq(dateEntries.id, id), eq(dateEntries.userId, userId)))
    .returning({ id: dateEntries.id });
  return deleted.length > 0;
}

/** Every entry of the user, newest first, opened (for the data export). */
export async function listAllEntries(
  db: Db,
  cipher: DataCipher,
  userId: string,
): Promise<OpenedEntry[]> {
  const all: OpenedEntry[] = [];
  let after: Cursor | undefined;
  for (;;) {
    const page = await listEntries(db, cipher, userId, { after, limit: 500, withText: true });
    all.push(...page.entries);
    if (!page.next) return all;
    after = page.next;
  }
}
