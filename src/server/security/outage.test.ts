import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { createMemberSession, TEST_ORIGIN } from '../features/auth/testing';
import { ADMIN_URL, createScratchDatabase, startTcpProxy } from '../test/pg-testing';
import type { FastifyInstance } from 'fastify';

/**
 * A database outage on PostgreSQL: the app's connections go through a TCP proxy the test cuts
 * and restores. While it is cut, every route that needs the database answers 503 with
 * Retry-After within a second (never 500); once restored, the same app answers again within
 * 5 seconds, without a restart. Runs in the PostgreSQL pass (`npm run test:pg`).
 */

describe.skipIf(!ADMIN_URL)('database outage (PostgreSQL)', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let database: Database;
  let app: FastifyInstance;
  let cookie: string;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    const target = new URL(scratch.url);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const viaProxy = new URL(scratch.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    database = await openDatabase({ url: viaProxy.toString(), poolSize: 5 });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: './data/test',
      LOG_LEVEL: 'silent',
      AUTH_RESPONSE_FLOOR_MS: '0',
    });
    app = await buildApp({ config, database, logger: false });
    await app.ready();
    cookie = (await createMemberSession(app, database.db)).cookie;
  });

  afterAll(async () => {
    proxy?.restore();
    await app?.close();
    await database?.close();
    await proxy?.close();
    await scratch?.drop();
  });

  const routes = [
    { method: 'GET' as const, url: '/api/profile' },
    { method: 'GET' as const, url: '/api/session' },
    { method: 'GET' as const, url: '/api/history' },
    { method: 'GET' as const, url: '/api/health' },
    {
      method: 'POST' as const,
      url: '/api/crunch',
      payload: { text: 'We had a lovely long dinner.' },
    },
    {
      method: 'POST' as const,
      url: '/api/auth/sign-in/email',
      payload: { email: 'someone@example.com', password: 'Some-Password-1' },
      anonymous: true,
    },
  ];

  it('answers 503 within a second while cut, and recovers without a restart', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).statusCode,
    ).toBe(200);

    proxy.cut();
    for (const route of routes) {
      const started = performance.now();
      const res = await app.inject({
        method: route.method,
        url: route.url,
        headers: { origin: TEST_ORIGIN, ...(route.anonymous ? {} : { cookie }) },
        ...(route.payload ? { payload: route.payload } : {}),
      });
      const elapsed = performance.now() - started;
      expect(res.statusCode, route.url).toBe(503);
      expect(Number(res.headers['retry-after']), route.url).toBeGreaterThan(0);
      expect(elapsed, route.url).toBeLessThan(1000);
    }

    proxy.restore();
    const restored = performance.now();
    let status = 0;
    while (performance.now() - restored < 5000) {
      status = (await app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } }))
        .statusCode;
      if (status === 200) break;
      expect(status).not.toBe(500);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
    expect(performance.now() - restored).toBeLessThan(5000);
  });
});
