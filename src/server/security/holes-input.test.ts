import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import {
  createMemberSession,
  createVerifiedUser,
  signUpBody,
  uniqueEmail,
} from '../features/auth/testing';
import { createTestApp, type TestApp } from '../test/test-app';
import { createTestDatabase } from '../test/test-db';
import { expectErrorShape, post } from './security-testing';

/**
 * Holes 1-4 of the outside test (issue 17), each reproduced as it was found and answered as it
 * must be now: deep JSON, NUL bytes and logged query parameters, account existence by timing,
 * a database outage on signed-in routes. Holes 5-7 are in holes-auth.test.ts.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('1. deeply nested JSON', () => {
  const deep = '['.repeat(5000) + ']'.repeat(5000);
  for (const url of [
    '/api/auth/sign-in/email',
    '/api/auth/request-password-reset',
    '/api/auth/send-verification-email',
  ]) {
    it(`answers 400 on ${url}`, async () => {
      const res = await post(t.app, url, deep);
      expect(res.statusCode).toBe(400);
      expectErrorShape(res, 'BAD_REQUEST');
      expect(res.json().error.message).toMatch(/nested too deeply/);
    });
  }

  it('refuses a body that is not the endpoint shape with field messages', async () => {
    const res = await post(t.app, '/api/auth/sign-in/email', { email: ['a'], password: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.json().error.fields)).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
  });
});

describe('2. NUL bytes and query parameters in logs', () => {
  it('answers 400 to a NUL in a path parameter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/billing/promo-codes/%00' });
    expect(res.statusCode).toBe(400);
    expectErrorShape(res, 'BAD_REQUEST');
  });

  it('answers 400 to a NUL inside a JSON string', async () => {
    const res = await post(t.app, '/api/auth/sign-in/email', {
      email: 'a\u0000@example.com',
      password: 'x',
    });
    expect(res.statusCode).toBe(400);
  });

  it('checks path identifiers for format', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/billing/promo-codes/a%20b%27' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('never logs a failed query’s parameters, on any route', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: './data/test', LOG_LEVEL: 'info' });
    const app = await buildApp({ config, database, logger: { level: 'info', stream } });
    const secret = 'secret-param-4f9a1c';
    // A route of no feature: the redaction must hold for any route, not a list of them.
    app.get('/api/any-route', async () => {
      await database.db.execute(sql`select ${secret}::int`);
      return {};
    });
    await app.ready();
    try {
      const res = await app.inject({ method: 'GET', url: '/api/any-route' });
      expect(res.statusCode).toBe(500);
      const log = lines.join('');
      expect(log).toContain('request failed');
      expect(log).toContain('[redacted]');
      expect(log).not.toContain(secret);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('3. account existence by status, body or timing', () => {
  let timed: TestApp;
  beforeAll(async () => {
    // The production floor (the default), limits off so that repeated calls are all answered.
    timed = await createTestApp({ AUTH_RESPONSE_FLOOR_MS: '250', DISABLE_RATE_LIMITS: 'true' });
  });
  afterAll(() => timed.close());

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

  it('answers known and unknown addresses identically, in times within 20%', async () => {
    const known = await createVerifiedUser(timed.app, timed.database.db);
    const cases: Array<[string, (email: string) => unknown]> = [
      ['/api/auth/sign-in/email', (email) => ({ email, password: 'Wrong-Password-42' })],
      ['/api/auth/sign-up/email', (email) => signUpBody({ email })],
      ['/api/auth/request-password-reset', (email) => ({ email, redirectTo: '/reset-password' })],
      ['/api/auth/send-verification-email', (email) => ({ email })],
    ];
    for (const [url, body] of cases) {
      const times = { known: [] as number[], unknown: [] as number[] };
      const bodies = new Set<string>();
      for (let i = 0; i < 5; i++) {
        for (const which of ['known', 'unknown'] as const) {
          const email = which === 'known' ? known.email : uniqueEmail('nobody');
          const started = performance.now();
          const res = await post(timed.app, url, body(email));
          times[which].push(performance.now() - started);
          const parsed = res.json() as Record<string, unknown>;
          // Per-request values (request id, the random terms ticket) are not about the account.
          if ('termsTicket' in parsed) parsed.termsTicket = typeof parsed.termsTicket;
          if (parsed.error) (parsed.error as Record<string, unknown>).requestId = 'id';
          bodies.add(`${res.statusCode} ${JSON.stringify(parsed)}`);
        }
      }
      expect([...bodies], url).toHaveLength(1);
      const [a, b] = [median(times.known), median(times.unknown)];
      expect(Math.abs(a - b) / Math.max(a, b), `${url}: ${a} vs ${b} ms`).toBeLessThanOrEqual(0.2);
    }
  });
});

describe('4. database outage on signed-in routes', () => {
  it('answers 503 with Retry-After, not 500', async () => {
    const own = await createTestApp();
    const { cookie } = await createMemberSession(own.app, own.database.db);
    await own.database.close();
    try {
      for (const url of ['/api/profile', '/api/session', '/api/history', '/api/health']) {
        const res = await own.app.inject({ method: 'GET', url, headers: { cookie } });
        expect(res.statusCode, url).toBe(503);
        expect(Number(res.headers['retry-after']), url).toBeGreaterThan(0);
      }
      const crunch = await post(
        own.app,
        '/api/crunch',
        { text: 'We had a lovely dinner.' },
        {
          cookie,
        },
      );
      expect(crunch.statusCode).toBe(503);
      expectErrorShape(crunch, 'SERVICE_UNAVAILABLE');
    } finally {
      await own.app.close();
    }
  });
});
