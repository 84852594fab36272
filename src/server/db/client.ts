import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../drizzle',
);

export type DatabaseOptions =
  | { url: string; poolSize?: number }
  | { dataDir: string }
  /** In memory; `template` is a PGlite data-dir dump to start from (tests: skips initdb). */
  | { memory: true; template?: Blob };

/**
 * Opens PostgreSQL (`pg`) when a URL is given, otherwise the embedded PGlite, and applies the
 * committed migrations. Both run the same SQL.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // A server that does not answer a connection attempt fails it after 5 s (a 503), instead of
    // holding the request forever.
    const pool = new Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
    });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzle(pool);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      kind: 'postgres',
      db: db as unknown as Db,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dataDir: string | undefined;
  if ('dataDir' in options) {
    dataDir = path.join(options.dataDir, 'pglite');
    await fs.mkdir(dataDir, { recursive: true });
  }
  const template = 'memory' in options ? options.template : undefined;
  const client = template ? new PGlite({ loadDataDir: template }) : new PGlite(dataDir);
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  let closed = false;
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    ping: async () => {
      if (closed) throw new Error('database closed');
      await db.execute(sql`select 1`);
    },
    close: async () => {
      closed = true;
      await client.close();
    },
  };
}
