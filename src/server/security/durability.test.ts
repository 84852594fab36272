import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_URL, createScratchDatabase, freePort } from '../test/pg-testing';

/**
 * Durability on PostgreSQL: a real server process (src/server/main.ts) under crunch-and-save load
 * is killed with SIGKILL, then started again on the same database. Every entry whose save was
 * acknowledged (200 with an entry id) must be in the database, and every profile's counter must
 * equal its number of rows. Runs in the PostgreSQL pass (`npm run test:pg`).
 */

const TEXT =
  'We met for tacos downtown. He was funny, asked about my work and listened, and he was kind to the waiter.';

async function startServer(env: Record<string, string>, port: number) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, url };
}

describe.skipIf(!ADMIN_URL)('durability after SIGKILL (PostgreSQL)', () => {
  const cleanup: Array<() => Promise<unknown> | unknown> = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('keeps every acknowledged entry and counters equal to rows', async () => {
    const scratch = await createScratchDatabase();
    cleanup.push(() => scratch.drop());
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'datecrunch-durability-'));
    cleanup.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const env = {
      NODE_ENV: 'development',
      DATABASE_URL: scratch.url,
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'silent',
      DISABLE_RATE_LIMITS: 'true',
    };
    const sql = new pg.Client({ connectionString: scratch.url });

    let server = await startServer(env, port);
    cleanup.push(() => server.child.kill('SIGKILL'));
    await sql.connect();
    cleanup.push(() => sql.end());
    const origin = { origin: `http://127.0.0.1:${port}`, 'content-type': 'application/json' };

    // Three Premium members (no free limit), signed up and confirmed through the real endpoints.
    const cookies: string[] = [];
    for (let i = 0; i < 3; i++) {
      const email = `durable-${i}-${Date.now()}@example.com`;
      const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: origin,
        body: JSON.stringify({
          firstName: 'Dura',
          lastName: 'Ble',
          email,
          password: 'Durable-Passphrase-2026',
          dateOfBirth: '1990-01-01',
        }),
      });
      expect(signUp.status).toBe(200);
      let link: string | undefined;
      for (let tries = 0; !link && tries < 50; tries++) {
        const { rows } = await sql.query<{ text: string }>(
          'select text from outbox_emails where "to" = $1',
          [email],
        );
        link = rows[0]?.text.match(
          /https?:\/\/\S+\/api\/auth\/verify-email\?token=[\w.-]+\S*/,
        )?.[0];
        if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const verified = await fetch(
        `${server.url}${new URL(link!).pathname}${new URL(link!).search}`,
        {
          redirect: 'manual',
        },
      );
      const cookie = verified.headers
        .getSetCookie()
        .map((c) => c.split(';')[0]!)
        .filter((c) => c.includes('session_token='))
        .join('; ');
      expect(cookie).toContain('session_token=');
      const terms = await fetch(`${server.url}/api/profile/terms`, {
        method: 'POST',
        headers: { ...origin, cookie },
        body: '{}',
      });
      expect(terms.status).toBe(200);
      cookies.push(cookie);
    }
    await sql.query('update profiles set is_premium = true');

    // Load: each member crunches in a loop; acknowledged entry ids are recorded.
    const acknowledged: string[] = [];
    let stop = false;
    const worker = async (cookie: string) => {
      while (!stop) {
        try {
          const res = await fetch(`${server.url}/api/crunch`, {
            method: 'POST',
            headers: { ...origin, cookie },
            body: JSON.stringify({ text: TEXT }),
          });
          if (res.status !== 200) continue;
          const body = (await res.json()) as { saved: boolean; entryId: string | null };
          if (body.saved && body.entryId) acknowledged.push(body.entryId);
        } catch {
          return; // the server is gone
        }
      }
    };
    const workers = cookies.flatMap((cookie) => [worker(cookie), worker(cookie)]);
    const until = Date.now() + 10_000;
    while (acknowledged.length < 20 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    server.child.kill('SIGKILL');
    await new Promise((resolve) => server.child.once('exit', resolve));
    stop = true;
    await Promise.all(workers);
    expect(acknowledged.length).toBeGreaterThanOrEqual(20);

    server = await startServer(env, port);
    const { rows } = await sql.query<{ id: string }>('select id from date_entries');
    const stored = new Set(rows.map((r) => r.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    const mismatched = await sql.query(`
      select p.id, p.datecrunch_dates, count(e.id)::int as entries
      from profiles p left join date_entries e on e.user_id = p.id
      group by p.id, p.datecrunch_dates
      having p.datecrunch_dates <> count(e.id)
    `);
    expect(mismatched.rows).toEqual([]);
    // The restarted server serves the history of the entries that were saved.
    const history = await fetch(`${server.url}/api/history`, { headers: { cookie: cookies[0]! } });
    expect(history.status).toBe(200);
  }, 120_000);
});
