import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAccountExport } from '../../../shared/account';
import { createTestApp, type TestApp } from '../../test/test-app';
import { apiGet, createMember, crunch, DANGER_DATE, GOOD_DATE } from '../analysis/crunch-testing';
import { TEST_ORIGIN } from '../auth/testing';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dc-export-'));
  t = await createTestApp({ DATA_DIR: dataDir, DISABLE_RATE_LIMITS: 'true' });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('GET /api/account/export', () => {
  it('downloads the profile and every entry with its analysis, decrypted, and nobody else’s', async () => {
    const member = await createMember(t.app, t.database.db);
    const other = await createMember(t.app, t.database.db);
    await crunch(t.app, GOOD_DATE, { cookie: member.cookie });
    await crunch(t.app, DANGER_DATE, { cookie: member.cookie });
    await crunch(t.app, `${GOOD_DATE} Other person.`, { cookie: other.cookie });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { origin: TEST_ORIGIN, cookie: member.cookie },
      payload: { display_name: 'Sam', marketing_emails: true },
    });

    const res = await apiGet(t.app, '/api/account/export', member.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="datecrunch-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = ZAccountExport.parse(JSON.parse(res.body));
    expect(data.account).toMatchObject({ id: member.userId, email: member.email });
    expect(data.profile).toMatchObject({
      display_name: 'Sam',
      marketing_emails: true,
      datecrunch_dates: 2,
    });
    expect(data.entries.map((e) => e.text).sort()).toEqual([DANGER_DATE, GOOD_DATE].sort());
    for (const entry of data.entries) {
      expect(typeof entry.analysis.score).toBe('number');
      expect(entry.analysis.feedback.length).toBeGreaterThan(0);
    }
    expect(res.body).not.toContain('Other person.');
    expect(data.waitlist).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await apiGet(t.app, '/api/account/export')).statusCode).toBe(401);
  });
});
