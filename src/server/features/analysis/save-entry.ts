import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { TAnalysis } from '../../../shared/analysis';
import { FREE_ANALYSIS_LIMIT } from '../../../shared/constants';
import { LEVEL_UP_EVERY } from '../../analysis/scoring';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema/profiles';
import type { DataCipher } from '../../infra/crypto/data-cipher';
import { insertEntry } from '../history/entries-repository';

export type SaveResult =
  | { kind: 'saved'; entryId: string; analysis: TAnalysis; datesAnalyzed: number; level: number }
  | { kind: 'limit' };

/**
 * Saves a crunched date in one transaction (spec 01 §4 steps 3-5, DECISIONS "The server
 * enforces every rule"): the free-limit check, the counter increment and the level-up are one
 * conditional UPDATE of the profile row, and the entry is inserted in the same transaction.
 *
 * The UPDATE only matches while the user is Premium or below the free limit. It takes the row
 * lock, so concurrent saves queue on it; PostgreSQL re-checks the condition on the row each
 * waiting save finds once the previous one commits, so at 4 of 5 exactly one save matches
 * (PGlite runs one transaction at a time, which gives the same result).
 *
 * The analysis was computed for `contextDates` earlier dates. If another save slipped in
 * meanwhile, the level-up follows the engine's rule (every LEVEL_UP_EVERY-th date) for the
 * position this save really takes, and the stored analysis says so.
 */
export async function saveEntry(
  db: Db,
  cipher: DataCipher,
  input: { userId: string; text: string; analysis: TAnalysis; contextDates: number },
): Promise<SaveResult> {
  const { userId, text, analysis, contextDates } = input;
  const levelStep = analysis.shouldLevelUp ? 1 : 0;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(profiles)
      .set({
        datecrunchDates: sql`${profiles.datecrunchDates} + 1`,
        datecrunchLevel: sql`${profiles.datecrunchLevel} + case
          when ${profiles.datecrunchDates} = ${contextDates} then ${levelStep}
          when (${profiles.datecrunchDates} + 1) % ${LEVEL_UP_EVERY} = 0 then 1
          else 0 end`,
      })
      .where(
        and(
          eq(profiles.id, userId),
          or(
            lt(profiles.datecrunchDates, FREE_ANALYSIS_LIMIT),
            and(
              eq(profiles.isPremium, true),
              or(isNull(profiles.subscriptionEnd), gt(profiles.subscriptionEnd, sql`now()`)),
            ),
          ),
        ),
      )
      .returning({ dates: profiles.datecrunchDates, level: profiles.datecrunchLevel });
    if (!row) return { kind: 'limit' as const };

    const inPlace = row.dates === contextDates + 1;
    const leveledUp = inPlace ? analysis.shouldLevelUp : row.dates % LEVEL_UP_EVERY === 0;
    const saved: TAnalysis = {
      ...analysis,
      shouldLevelUp: leveledUp,
      level: row.level,
      progressStats: { ...analysis.progressStats, datesAnalyzed: row.dates },
    };
    const entryId = randomUUID();
    await insertEntry(tx as unknown as Db, cipher, {
      id: entryId,
      userId,
      text,
      analysis: saved,
      createdAt: new Date(),
    });
    return {
      kind: 'saved' as const,
      entryId,
      analysis: saved,
      datesAnalyzed: row.dates,
      level: row.level,
    };
  });
}
