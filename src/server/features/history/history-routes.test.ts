import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fallbackAnalysis, type TAnalysis } from '../../../shared/analysis';
import { HISTORY_MESSAGES, type THistoryPage } from '../../../shared/history';
import { dateEntries } from '../../db/schema/date-entries';
import { dataCipherFromConfig, type DataCipher } from '../../infra/crypto/data-cipher';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  apiDelete,
  apiGet,
  createMember,
  crunch,
  DANGER_DATE,
  GOOD_DATE,
  readProfile,
  setProfile,
} from '../analysis/crunch-testing';
import { insertEntry } from './entries-repository';

let t: TestApp;
let cipher: DataCipher;
beforeAll(async () => {
  t = await createTestApp();
  cipher = await dataCipherFromConfig(t.config);
});
afterAll(() => t.close());

function analysisWith(score: number): TAnalysis {
  return { ...fallbackAnalysis(), score, engine: 'test', version: 'test' };
}

describe('GET /api/history', () => {
  it('pages newest first by keyset, with 60-character previews and no overlap', async () => {
    const member = await createMember(t.app, t.database.db);
    const start = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 45; i++) {
      await insertEntry(t.database.db, cipher, {
        id: randomUUID(),
        userId: member.userId,
        text: `Entry ${String(i).padStart(2, '0')} `.padEnd(100, 'z'),
        analysis: analysisWith(i),
        // Two entries share each timestamp: the id breaks the tie.
        createdAt: new Date(start + Math.floor(i / 2) * 60_000),
      });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/history?limit=20${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await apiGet(t.app, url, member.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const page = res.json() as THistoryPage;
      for (const item of page.items) {
        expect(item.preview).toHaveLength(63);
        expect(item.preview.endsWith('...')).toBe(true);
        seen.push(item.id);
      }
      const dates = page.items.map((i) => Date.parse(i.date));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(45);
    expect(new Set(seen).size).toBe(45);
    const first = (await apiGet(t.app, '/api/history?limit=1', member.cookie)).json();
    expect(
      first.items[0].preview.startsWith('Entry 44') ||
        first.items[0].preview.startsWith('Entry 43'),
    ).toBe(true);
  });

  it('answers an empty list to a new member, 401 to a visitor and 400 to a bad cursor', async () => {
    const member = await createMember(t.app, t.database.db);
    const empty = await apiGet(t.app, '/api/history', member.cookie);
    expect(empty.json()).toEqual({ items: [], nextCursor: null });
    expect((await apiGet(t.app, '/api/history')).statusCode).toBe(401);
    const bad = await apiGet(t.app, '/api/history?cursor=bm90LWEtY3Vyc29y', member.cookie);
    expect(bad.statusCode).toBe(400);
  });
});

describe('one entry: read and delete, owner only', () => {
  it('answers 404 to another user reading or deleting, and the entry survives', async () => {
    const owner = await createMember(t.app, t.database.db);
    const other = await createMember(t.app, t.database.db);
    const saved = await crunch(t.app, GOOD_DATE, { cookie: owner.cookie });
    const id = saved.json().entryId as string;

    const read = await apiGet(t.app, `/api/history/${id}`, other.cookie);
    expect(read.statusCode).toBe(404);
    expect(read.json().error.code).toBe('NOT_FOUND');
    const del = await apiDelete(t.app, `/api/history/${id}`, other.cookie);
    expect(del.statusCode).toBe(404);
    expect((await apiGet(t.app, `/api/history/${id}`)).statusCode).toBe(401);
    expect((await apiGet(t.app, '/api/history/not-a-uuid', owner.cookie)).statusCode).toBe(404);

    const mine = await apiGet(t.app, `/api/history/${id}`, owner.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.json()).toMatchObject({ id, text: GOOD_DATE });
    expect(mine.json().analysis.premiumLocked).toBe(true);
    expect(mine.json().analysis.premiumInsights).toBeUndefined();
  });

  it('deletes the owner’s entry and keeps the lifetime count', async () => {
    const owner = await createMember(t.app, t.database.db);
    const id = (await crunch(t.app, GOOD_DATE, { cookie: owner.cookie })).json().entryId;
    const del = await apiDelete(t.app, `/api/history/${id}`, owner.cookie);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ ok: true });
    expect((await apiGet(t.app, `/api/history/${id}`, owner.cookie)).json().error.message).toBe(
      HISTORY_MESSAGES.notFound,
    );
    expect((await apiDelete(t.app, `/api/history/${id}`, owner.cookie)).statusCode).toBe(404);
    expect((await readProfile(t.database.db, owner.userId)).datecrunchDates).toBe(1);
  });

  it('shows premium fields of a stored entry only while the user is Premium', async () => {
    const owner = await createMember(t.app, t.database.db);
    const id = (await crunch(t.app, GOOD_DATE, { cookie: owner.cookie })).json().entryId;
    await setProfile(t.database.db, owner.userId, { isPremium: true });
    const detail = (await apiGet(t.app, `/api/history/${id}`, owner.cookie)).json();
    expect(detail.analysis.premiumLocked).toBe(false);
    expect(detail.analysis.premiumInsights.attachment).toBeTruthy();
  });

  it('cannot open an entry whose sealed text was moved to another user', async () => {
    const a = await createMember(t.app, t.database.db);
    const b = await createMember(t.app, t.database.db);
    const id = (await crunch(t.app, GOOD_DATE, { cookie: a.cookie })).json().entryId;
    await t.database.db.execute(
      sql`update ${dateEntries} set user_id = ${b.userId} where id = ${id}`,
    );
    const res = await apiGet(t.app, `/api/history/${id}`, b.cookie);
    expect(res.statusCode).toBe(500);
    expect(res.json().error.message).not.toContain('Tacos');
  });
});

describe('GET /api/history/trends', () => {
  it('gives points oldest first and the most frequent flag categories', async () => {
    const member = await createMember(t.app, t.database.db);
    await crunch(t.app, GOOD_DATE, { cookie: member.cookie });
    await crunch(t.app, DANGER_DATE, { cookie: member.cookie });
    const res = await apiGet(t.app, '/api/history/trends', member.cookie);
    expect(res.statusCode).toBe(200);
    const trends = res.json();
    expect(trends.points).toHaveLength(2);
    expect(trends.points[0].score).toBeGreaterThan(trends.points[1].score);
    expect(trends.redFlags.length).toBeGreaterThan(0);
    expect(trends.greenFlags.length).toBeGreaterThan(0);
    expect(trends.redFlags[0]).toMatchObject({ count: 1 });
  });
});
