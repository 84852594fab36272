import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../shared/account';
import type { Db } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { apiGet, createMember, crunch, GOOD_DATE } from '../analysis/crunch-testing';
import { signIn, TEST_ORIGIN } from '../auth/testing';
import { deleteAccount, uploadAvatar } from './account-testing';
import { smallPng } from './test-images';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dc-delete-'));
  // Rate limits on: their counters (keyed by e-mail and id) are part of what must be erased.
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const post = (url: string, payload: object, cookie = '') =>
  t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, cookie }, payload });

function pushSubscription() {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-65);
  return {
    endpoint: `https://push.example.com/send/${randomBytes(12).toString('hex')}`,
    keys: { p256dh: raw.toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/** A member with data in every table a user can reach. */
async function busyMember() {
  const member = await createMember(t.app, t.database.db);
  for (let i = 0; i < 2; i++) {
    expect((await crunch(t.app, GOOD_DATE, { cookie: member.cookie })).statusCode).toBe(200);
  }
  expect((await uploadAvatar(t.app, member.cookie, await smallPng())).statusCode).toBe(200);
  expect(
    (await post('/api/notifications/subscribe', pushSubscription(), member.cookie)).statusCode,
  ).toBe(200);
  expect((await post('/api/waitlist', { email: member.email.toUpperCase() })).statusCode).toBe(200);
  // A reset request leaves a verification row and an e-mail; a wrong password a counter.
  await post('/api/auth/request-password-reset', {
    email: member.email,
    redirectTo: '/reset-password',
  });
  await signIn(t.app, member.email, 'Not-The-Password-1');
  return member;
}

/**
 * Every row of every table in the public schema whose any column, read as text, contains the
 * user's id or e-mail (case-insensitive). Tables are found in information_schema, so a table
 * added later is scanned too.
 */
async function scanFor(db: Db, needles: string[]): Promise<Record<string, number>> {
  const columns = await db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' order by table_name, ordinal_position
  `);
  const byTable = new Map<string, string[]>();
  for (const row of (columns as unknown as { rows: Array<Record<string, string>> }).rows) {
    byTable.set(row.table_name!, [...(byTable.get(row.table_name!) ?? []), row.column_name!]);
  }
  expect(byTable.size).toBeGreaterThan(10);
  const found: Record<string, number> = {};
  for (const [table, cols] of byTable) {
    const conditions = cols.flatMap((c) =>
      needles.map((n) => `strpos(lower(${quote(c)}::text), '${n.toLowerCase()}') > 0`),
    );
    const result = await db.execute(
      sql.raw(`select count(*)::int as n from ${quote(table)} where ${conditions.join(' or ')}`),
    );
    const n = (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
    if (n > 0) found[table] = n;
  }
  return found;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

describe('POST /api/account/delete', () => {
  it('erases every row with the user id or e-mail, the files and the sessions', async () => {
    const member = await busyMember();
    const other = await busyMember();
    const needles = [member.userId, member.email];

    const before = await scanFor(t.database.db, needles);
    for (const table of [
      'user',
      'session',
      'account',
      'profiles',
      'date_entries',
      'push_subscriptions',
      'reflection_reminders',
      'waitlist',
      'outbox_emails',
      'rate_limits',
      'verification',
    ]) {
      expect(before[table], table).toBeGreaterThan(0);
    }
    const userDir = path.join(dataDir, 'uploads', member.userId);
    expect((await fs.readdir(userDir)).length).toBe(1);

    const res = await deleteAccount(t.app, member.cookie, member.password);
    expect(res.statusCode).toBe(200);
    const cleared = [res.headers['set-cookie']].flat().join('\n');
    expect(cleared).toMatch(/session_token=;/);

    expect(await scanFor(t.database.db, needles)).toEqual({});
    await expect(fs.stat(userDir)).rejects.toThrow();
    const session = await apiGet(t.app, '/api/session', member.cookie);
    expect(session.json()).toEqual({ user: null, profile: null });
    expect((await signIn(t.app, member.email, member.password)).statusCode).toBe(401);

    // The other user is untouched.
    const theirs = await scanFor(t.database.db, [other.userId, other.email]);
    expect(theirs.date_entries).toBe(2);
    expect(theirs.profiles).toBe(1);
    expect((await fs.readdir(path.join(dataDir, 'uploads', other.userId))).length).toBe(1);
  });

  it('refuses a wrong password and deletes nothing', async () => {
    const member = await createMember(t.app, t.database.db);
    const res = await deleteAccount(t.app, member.cookie, 'Wrong-Password-123');
    expect(res.statusCode).toBe(400);
    expect((res.json() as { error: { message: string } }).error.message).toBe(
      ACCOUNT_MESSAGES.wrongPassword,
    );
    const session = await apiGet(t.app, '/api/session', member.cookie);
    expect((session.json() as { user: { id: string } }).user.id).toBe(member.userId);
  });

  it('needs a session, and limits password attempts', async () => {
    expect((await deleteAccount(t.app, '', 'whatever')).statusCode).toBe(401);
    const member = await createMember(t.app, t.database.db);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push((await deleteAccount(t.app, member.cookie, `Wrong-${i}-password`)).statusCode);
    }
    expect(codes.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(codes[5]).toBe(429);
  });

  it('every foreign key to user.id cascades, so user-keyed tables need no cleanup code', async () => {
    const result = await t.database.db.execute(sql`
      select tc.table_name, rc.delete_rule
      from information_schema.table_constraints tc
      join information_schema.referential_constraints rc on rc.constraint_name = tc.constraint_name
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
      where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name = 'user'
    `);
    const rows = (result as unknown as { rows: Array<{ table_name: string; delete_rule: string }> })
      .rows;
    expect(rows.length).toBeGreaterThanOrEqual(7);
    for (const row of rows) expect(`${row.table_name}: ${row.delete_rule}`).toMatch(/CASCADE$/);
  });
});
