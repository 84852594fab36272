import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { EMPTY_ANALYSIS_CONTEXT } from '../../src/shared/analysis';
import { analyzeLocal } from '../../src/server/analysis/engine';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { profiles } from '../../src/server/db/schema/profiles';
import { createMemberSession, TEST_ORIGIN } from '../../src/server/features/auth/testing';
import {
  encodeCursor,
  insertEntries,
  type NewEntry,
} from '../../src/server/features/history/entries-repository';
import { dataCipherFromConfig } from '../../src/server/infra/crypto/data-cipher';
import {
  capture,
  formatRow,
  interleave,
  measure,
  startApp,
  startBare,
  type Target,
} from './harness';

/**
 * Crunching and history for a signed-in user (issue 5). A measurement script, not a product
 * path: it prepares a data folder in-process (a real sign-up through the app, then Premium and
 * 10,000 entries written through the repository), closes it, and starts the built server on it.
 */

const ENTRIES = Number(process.env.BENCH_HISTORY_ENTRIES ?? 10_000);
const SAMPLE_TEXTS = [
  'We met for tacos downtown. He was funny, asked about my work and listened, and he was kind to the waiter.',
  'Sushi with Kim. She was twenty minutes late and on her phone most of the dinner, which felt rude.',
  'A museum visit with Lee. We laughed at the modern art and he was kind to the guard.',
  'Drinks with Max, who kept talking about his ex and did not ask me a single question.',
  'Board games at a cafe with Ash. Friendly, funny, and we planned to meet again next week.',
  'Coffee with Sam. Nice enough, but no chemistry at all; we both checked the time a lot.',
];
const CRUNCH_TEXT =
  'Dinner at a small Italian place. She asked about my family, listened, and laughed at my terrible jokes. She was kind to the waiter and texted me the next morning to say she had a great time.';

interface Prepared {
  env: Record<string, string>;
  cookie: string;
  deepCursor: string;
  plan: string;
}

async function prepare(dataDir: string, databaseUrl?: string): Promise<Prepared> {
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: 'warn',
    DISABLE_RATE_LIMITS: 'true',
    DATABASE_URL: databaseUrl ?? '',
  };
  const config = loadConfig(env);
  const database = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir });
  const app = await buildApp({ config, database, logger: false });
  try {
    await app.ready();
    const member = await createMemberSession(app, database.db);
    const session = await app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: member.cookie },
    });
    const userId = (session.json() as { user: { id: string } }).user.id;
    await database.db.update(profiles).set({ isPremium: true }).where(eq(profiles.id, userId));

    const cipher = await dataCipherFromConfig(config);
    const analyses = SAMPLE_TEXTS.map((text) =>
      analyzeLocal(text, EMPTY_ANALYSIS_CONTEXT, { safetyResources: config.SAFETY_RESOURCES }),
    );
    const start = Date.now() - ENTRIES * 3_600_000;
    const entries: NewEntry[] = Array.from({ length: ENTRIES }, (_, i) => ({
      id: randomUUID(),
      userId,
      text: SAMPLE_TEXTS[i % SAMPLE_TEXTS.length]!,
      analysis: analyses[i % analyses.length]!,
      createdAt: new Date(start + i * 3_600_000),
    }));
    await insertEntries(database.db, cipher, entries);
    await database.db
      .update(profiles)
      .set({ datecrunchDates: ENTRIES })
      .where(eq(profiles.id, userId));
    await database.db.execute(sql`analyze date_entries`);

    // The page after 90% of the entries, newest first.
    const deep = entries[Math.floor(ENTRIES * 0.1)]!;
    const explain = await database.db.execute(sql`
      explain select id, created_at from date_entries
      where user_id = ${userId}
        and (created_at, id) < (${deep.createdAt.toISOString()}::timestamptz, ${deep.id}::uuid)
      order by created_at desc nulls last, id desc nulls last limit 21`);
    const plan = (explain as unknown as { rows: Array<Record<string, string>> }).rows
      .map((r) => Object.values(r)[0])
      .join(' | ');
    return {
      env,
      cookie: member.cookie,
      deepCursor: encodeCursor({ createdAt: deep.createdAt, id: deep.id }),
      plan,
    };
  } finally {
    await app.close();
    await database.close();
  }
}

export async function runCrunchBench(options: {
  seconds: number;
  rounds: number;
  connections: number;
  port: number;
  barePort: number;
}): Promise<void> {
  const { seconds, rounds, connections } = options;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'datecrunch-bench-history-'));
  const started = Date.now();
  const prepared = await prepare(dataDir, process.env.BENCH_DATABASE_URL);
  console.log(
    `\nCrunch and history, one Premium user with ${ENTRIES.toLocaleString('en-US')} sealed entries (seeded in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  console.log(`  plan of a deep history page: ${prepared.plan}`);
  const app = await startApp(options.port, prepared.env);
  try {
    const auth = { cookie: prepared.cookie };
    const scenarios: Array<{ name: string; target: Target; connections: number }> = [
      {
        name: 'POST /api/crunch (analyse + save)',
        target: {
          url: `${app.url}/api/crunch`,
          method: 'POST',
          headers: { ...auth, origin: TEST_ORIGIN, 'content-type': 'application/json' },
          body: JSON.stringify({ text: CRUNCH_TEXT }),
        },
        connections,
      },
      {
        name: `GET /api/history (20 of ${ENTRIES / 1000}k)`,
        target: { url: `${app.url}/api/history`, headers: auth },
        connections,
      },
    ];
    let port = options.barePort;
    for (const { name, target, connections: c } of scenarios) {
      const bare = await startBare(port++, await capture(target));
      const bareTarget = { ...target, url: target.url.replace(app.url, bare.url) };
      const [appResult, bareResult] = await interleave(
        () => measure(target, seconds, c),
        () => measure(bareTarget, seconds, c),
        rounds,
      );
      console.log(formatRow(name, appResult, appResult.rps / bareResult.rps));
      console.log(formatRow('  bare node:http, same bytes', bareResult));
      await bare.stop();
    }
    // Latency of one user alone at 10,000 entries: the first page and a page 90% deep.
    const probe = Math.max(2, Math.round(seconds / 2));
    const first = await measure({ url: `${app.url}/api/history`, headers: auth }, probe, 1);
    console.log(formatRow('  1 connection, first page', first));
    const deep = await measure(
      { url: `${app.url}/api/history?cursor=${prepared.deepCursor}`, headers: auth },
      probe,
      1,
    );
    console.log(formatRow('  1 connection, page 90% deep', deep));
  } finally {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
