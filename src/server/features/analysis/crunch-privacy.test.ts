import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/test-db';
import { apiGet, createMember, crunch, GOOD_DATE } from './crunch-testing';

/** Texts are sealed at rest and never logged, even at trace level. */

const CANARY = `CANARY-${randomBytes(6).toString('hex')}`;
const logLines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString('utf8'));
    done();
  },
});

let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: './data/test', LOG_LEVEL: 'trace' });
  database = await createTestDatabase();
  app = await buildApp({ config, database, logger: { level: 'trace', stream } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** Every row of every table of ours, as text. */
async function dumpAllTables(): Promise<string> {
  const tables = await database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const names = (tables as unknown as { rows: Array<{ table_name: string }> }).rows.map(
    (r) => r.table_name,
  );
  expect(names).toContain('date_entries');
  let dump = '';
  for (const name of names) {
    const rows = await database.db.execute(sql.raw(`select t::text as row from "${name}" t`));
    dump += (rows as unknown as { rows: Array<{ row: string }> }).rows.map((r) => r.row).join('\n');
  }
  return dump;
}

describe('a date text at rest and in the logs', () => {
  it('is readable by its owner but absent from every database row and every log line', async () => {
    const member = await createMember(app, database.db);
    const text = `${GOOD_DATE} The secret word was ${CANARY}.`;
    const res = await crunch(app, text, { cookie: member.cookie });
    expect(res.statusCode).toBe(200);
    const { entryId } = res.json() as { entryId: string };

    // A failing request (too long) with the canary must not log it either.
    const tooLong = await crunch(app, `${CANARY} ${'x'.repeat(10_001)}`, {
      cookie: member.cookie,
    });
    expect(tooLong.statusCode).toBe(400);
    await crunch(app, `${CANARY} as a visitor, with enough characters`, { ip: '192.0.2.9' });

    const detail = await apiGet(app, `/api/history/${entryId}`, member.cookie);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().text).toContain(CANARY);
    const list = await apiGet(app, '/api/history', member.cookie);
    expect(list.statusCode).toBe(200);

    const dump = await dumpAllTables();
    expect(dump.length).toBeGreaterThan(0);
    expect(dump).not.toContain(CANARY);
    expect(dump).not.toContain(Buffer.from(CANARY).toString('hex'));

    const logs = logLines.join('');
    expect(logs).toContain('/api/crunch');
    expect(logs).not.toContain(CANARY);
    expect(logs).not.toContain('secret word');
  });
});
