import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { createTestDatabase } from './test-db';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** The real app on a fresh database, with settings overridden per test file. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<AppOptions, 'onRoute' | 'logger'> = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: './data/test',
    LOG_LEVEL: 'silent',
    // The timing floor against account enumeration is tested on its own (security suite).
    AUTH_RESPONSE_FLOOR_MS: '0',
    ...env,
  });
  const database = await createTestDatabase();
  const app = await buildApp({ config, database, logger: false, ...options });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
