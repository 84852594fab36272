import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { openDatabase, type Database } from '../db/client';

/**
 * A fresh, migrated database for one test file. PGlite in memory by default; when
 * TEST_DATABASE_URL is set (scripts/test-pg.mjs sets it from DATABASE_URL) a new PostgreSQL
 * database is created for the file and dropped by `close()`.
 */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const templateFile = await templateFromVitest();
    const template = templateFile ? new Blob([fs.readFileSync(templateFile)]) : undefined;
    return openDatabase({ memory: true, template });
  }

  const { Client } = await import('pg');
  const name = `dc_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 20 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** The migrated template the global setup made, or undefined outside Vitest (a child process). */
async function templateFromVitest(): Promise<string | undefined> {
  try {
    const { inject } = await import('vitest');
    return inject('pgliteTemplate');
  } catch {
    return undefined;
  }
}
