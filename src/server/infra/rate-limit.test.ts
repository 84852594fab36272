import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/test-db';
import { hitRateLimit } from './rate-limit';

describe('hitRateLimit', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('counts concurrent hits exactly once each', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => hitRateLimit(database.db, 'k:concurrent', 5, 60_000)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('starts a new window once the old one has passed', async () => {
    await hitRateLimit(database.db, 'k:window', 1, 1);
    await new Promise((r) => setTimeout(r, 20));
    const result = await hitRateLimit(database.db, 'k:window', 1, 60_000);
    expect(result).toMatchObject({ allowed: true, count: 1 });
  });
});
