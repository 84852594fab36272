import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_ANALYSIS_LIMIT } from '../../../shared/constants';
import { fallbackAnalysis } from '../../../shared/analysis';
import { dateEntries } from '../../db/schema/date-entries';
import { dataCipherFromConfig } from '../../infra/crypto/data-cipher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember, crunch, GOOD_DATE, readProfile, setProfile } from './crunch-testing';
import { saveEntry } from './save-entry';

// Runs on PGlite, and on PostgreSQL under `npm run test:pg` (a pool of 20 connections there).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const entriesOf = async (userId: string) => {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(dateEntries)
    .where(sql`${dateEntries.userId} = ${userId}`);
  return row?.n ?? 0;
};

describe('the free limit under concurrency', () => {
  it('saves exactly one of 50 concurrent crunches from a user at 4 of 5', async () => {
    const member = await createMember(t.app, t.database.db);
    await setProfile(t.database.db, member.userId, { datecrunchDates: FREE_ANALYSIS_LIMIT - 1 });

    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        crunch(t.app, `${GOOD_DATE} Attempt ${i}.`, { cookie: member.cookie }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 402)).toHaveLength(49);
    for (const r of responses.filter((x) => x.statusCode === 402)) {
      expect(r.json().error.code).toBe('FREE_LIMIT_REACHED');
    }
    const saved = responses.find((r) => r.statusCode === 200)!.json();
    expect(saved.saved).toBe(true);
    expect(saved.usage.datesAnalyzed).toBe(FREE_ANALYSIS_LIMIT);

    expect(await entriesOf(member.userId)).toBe(1);
    const profile = await readProfile(t.database.db, member.userId);
    expect(profile.datecrunchDates).toBe(FREE_ANALYSIS_LIMIT);
    expect(profile.datecrunchLevel).toBe(2);
  });

  it('lets exactly one of 50 concurrent save transactions at 4 of 5 through', async () => {
    // The requests above may be served one after another; these saves all start together, so
    // the transaction's own check is what stops the 49 others.
    const member = await createMember(t.app, t.database.db);
    await setProfile(t.database.db, member.userId, { datecrunchDates: FREE_ANALYSIS_LIMIT - 1 });
    const cipher = await dataCipherFromConfig(t.config);
    const analysis = fallbackAnalysis({ level: 1, datesAnalyzed: FREE_ANALYSIS_LIMIT - 1 });
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        saveEntry(t.database.db, cipher, {
          userId: member.userId,
          text: GOOD_DATE,
          analysis,
          contextDates: FREE_ANALYSIS_LIMIT - 1,
        }),
      ),
    );
    expect(results.filter((r) => r.kind === 'saved')).toHaveLength(1);
    expect(results.filter((r) => r.kind === 'limit')).toHaveLength(49);
    expect(await entriesOf(member.userId)).toBe(1);
    expect((await readProfile(t.database.db, member.userId)).datecrunchDates).toBe(5);
  });

  it('saves every one of 20 concurrent crunches of a Premium user, with one level-up per 5', async () => {
    const member = await createMember(t.app, t.database.db);
    await setProfile(t.database.db, member.userId, { isPremium: true });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        crunch(t.app, `${GOOD_DATE} Premium ${i}.`, { cookie: member.cookie }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const counts = responses.map((r) => r.json().usage.datesAnalyzed).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await entriesOf(member.userId)).toBe(20);
    const profile = await readProfile(t.database.db, member.userId);
    expect(profile.datecrunchDates).toBe(20);
    expect(profile.datecrunchLevel).toBe(5);
    const levelUps = responses.filter((r) => r.json().analysis.shouldLevelUp).length;
    expect(levelUps).toBe(4);
  });
});
