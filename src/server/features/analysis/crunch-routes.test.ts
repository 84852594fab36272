import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_ANALYSIS_LIMIT, MAX_DESCRIPTION_LENGTH } from '../../../shared/constants';
import { CRUNCH_MESSAGES, type TCrunchResponse } from '../../../shared/crunch';
import { dateEntries } from '../../db/schema/date-entries';
import { reflectionReminders } from '../../db/schema/push-subscriptions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createVerifiedUser } from '../auth/testing';
import {
  createMember,
  crunch,
  DANGER_DATE,
  GOOD_DATE,
  readProfile,
  setProfile,
} from './crunch-testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ VISITOR_DAILY_ANALYSES: '3' });
});
afterAll(() => t.close());

const entryCount = async (userId?: string) => {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(dateEntries)
    .where(userId ? sql`${dateEntries.userId} = ${userId}` : sql`true`);
  return row?.n ?? 0;
};

describe('POST /api/crunch for a visitor', () => {
  it('analyses without storing, marks the answer unsaved and hides premium fields', async () => {
    const before = await entryCount();
    const res = await crunch(t.app, GOOD_DATE, { ip: '198.51.100.1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as TCrunchResponse;
    expect(body.saved).toBe(false);
    expect(body.unsavedReason).toBe('visitor');
    expect(body.entryId).toBeNull();
    expect(body.usage).toBeNull();
    expect(body.analysis.score).toBeGreaterThan(50);
    expect(body.analysis.premiumLocked).toBe(true);
    expect(body.analysis.premiumInsights).toBeUndefined();
    expect(body.analysis.emotionalTrends).toBeUndefined();
    expect(body.analysis.evidence.attachment).toEqual([]);
    expect(await entryCount()).toBe(before);
  });

  it('limits visitors per client address each day', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await crunch(t.app, GOOD_DATE, { ip: '198.51.100.2' })).statusCode).toBe(200);
    }
    const refused = await crunch(t.app, GOOD_DATE, { ip: '198.51.100.2' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: CRUNCH_MESSAGES.visitorLimit,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3600);
    expect((await crunch(t.app, GOOD_DATE, { ip: '198.51.100.3' })).statusCode).toBe(200);
  });

  it('shows the safety result for a danger narrative', async () => {
    const res = await crunch(t.app, DANGER_DATE, { ip: '198.51.100.4' });
    const { analysis } = res.json() as TCrunchResponse;
    expect(analysis.safety.concern).toBe(true);
    expect(analysis.safety.resources).toBe(t.config.SAFETY_RESOURCES);
    expect(analysis.flags.some((f) => f.severity === 'danger')).toBe(true);
  });
});

describe('POST /api/crunch validation', () => {
  it('refuses 10 trimmed characters or fewer with the spec rule', async () => {
    const res = await crunch(t.app, '   0123456789   ', { ip: '198.51.100.5' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(CRUNCH_MESSAGES.tooShort);
    expect((await crunch(t.app, 42, { ip: '198.51.100.5' })).statusCode).toBe(400);
  });

  it('accepts 10,000 characters and refuses one more with a clear message', async () => {
    const base = 'We walked by the river and talked for hours about books. ';
    const exact = base.repeat(200).slice(0, MAX_DESCRIPTION_LENGTH);
    const ok = await crunch(t.app, exact, { ip: '198.51.100.6' });
    expect(ok.statusCode).toBe(200);
    const tooLong = await crunch(t.app, `${exact}x`, { ip: '198.51.100.6' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe(CRUNCH_MESSAGES.tooLong);
    expect(tooLong.json().error.message).toContain('10,000');
  });
});

describe('POST /api/crunch for a signed-in user', () => {
  it('refuses a user who has not accepted the terms', async () => {
    const user = await createVerifiedUser(t.app, t.database.db);
    const res = await crunch(t.app, GOOD_DATE, { cookie: user.cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('TERMS_NOT_ACCEPTED');
  });

  it('saves five dates, counts them, levels up on the fifth, then answers FREE_LIMIT_REACHED', async () => {
    const member = await createMember(t.app, t.database.db);
    for (let i = 1; i <= FREE_ANALYSIS_LIMIT; i++) {
      const res = await crunch(t.app, `${GOOD_DATE} Date number ${i}.`, { cookie: member.cookie });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json() as TCrunchResponse;
      expect(body.saved).toBe(true);
      expect(body.entryId).toMatch(/^[0-9a-f-]{36}$/);
      expect(body.usage).toEqual({
        datesAnalyzed: i,
        level: i === 5 ? 2 : 1,
        isPremium: false,
        limit: FREE_ANALYSIS_LIMIT,
      });
      expect(body.analysis.shouldLevelUp).toBe(i === 5);
      expect(body.analysis.progressStats.datesAnalyzed).toBe(i);
      expect(body.analysis.premiumLocked).toBe(true);
      expect(body.analysis.premiumInsights).toBeUndefined();
    }
    const refused = await crunch(t.app, GOOD_DATE, { cookie: member.cookie });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error).toMatchObject({
      code: 'FREE_LIMIT_REACHED',
      message: CRUNCH_MESSAGES.freeLimit,
    });
    expect(await entryCount(member.userId)).toBe(5);
    const profile = await readProfile(t.database.db, member.userId);
    expect(profile.datecrunchDates).toBe(5);
    expect(profile.datecrunchLevel).toBe(2);
    // The PWA's reflection reminder is scheduled after a save.
    const reminders = await t.database.db
      .select()
      .from(reflectionReminders)
      .where(sql`${reflectionReminders.userId} = ${member.userId}`);
    expect(reminders).toHaveLength(1);
  });

  it('gives Premium users the premium fields and no limit; an expired Premium is free again', async () => {
    const member = await createMember(t.app, t.database.db);
    await setProfile(t.database.db, member.userId, { isPremium: true, datecrunchDates: 7 });
    const res = await crunch(t.app, GOOD_DATE, { cookie: member.cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json() as TCrunchResponse;
    expect(body.analysis.premiumLocked).toBe(false);
    expect(body.analysis.premiumInsights?.attachment).toBeTruthy();
    expect(body.analysis.emotionalTrends?.dominant).toBeTruthy();
    expect(body.usage?.datesAnalyzed).toBe(8);

    await setProfile(t.database.db, member.userId, {
      subscriptionEnd: new Date(Date.now() - 1000),
    });
    const expired = await crunch(t.app, GOOD_DATE, { cookie: member.cookie });
    expect(expired.statusCode).toBe(402);
  });

  it('still shows the analysis when saving fails, and changes nothing', async () => {
    const member = await createMember(t.app, t.database.db);
    const db = t.database.db;
    // A real database failure on insert, for this user only.
    await db.execute(
      sql.raw(`
      create or replace function refuse_entry() returns trigger as $$
      begin
        if new.user_id = '${member.userId}' then raise exception 'disk full'; end if;
        return new;
      end $$ language plpgsql
    `),
    );
    await db.execute(
      sql.raw(
        'create trigger refuse_entry before insert on date_entries for each row execute function refuse_entry()',
      ),
    );
    try {
      const res = await crunch(t.app, GOOD_DATE, { cookie: member.cookie });
      expect(res.statusCode).toBe(200);
      const body = res.json() as TCrunchResponse;
      expect(body.saved).toBe(false);
      expect(body.unsavedReason).toBe('save_failed');
      expect(body.analysis.score).toBeGreaterThan(50);
      expect(body.usage?.datesAnalyzed).toBe(0);
      expect((await readProfile(db, member.userId)).datecrunchDates).toBe(0);
      expect(await entryCount(member.userId)).toBe(0);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_entry on date_entries'));
    }
  });
});
