import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AUTH_RATE_LIMITS } from './auth-rate-limits';
import { SIGN_IN_THROTTLE } from './sign-in-throttle';
import { TEST_ORIGIN, signIn, signUp, signUpBody, uniqueEmail } from './testing';

// Limits on (DISABLE_RATE_LIMITS is off by default), no trusted proxy.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('abuse limits on the account endpoints', () => {
  it('holds per address when X-Forwarded-For rotates', async () => {
    // After `free` failures from one address, the next failure starts a growing delay.
    const { free } = SIGN_IN_THROTTLE.perAddress;
    const statuses: number[] = [];
    for (let i = 0; i <= free + 1; i++) {
      const res = await signIn(t.app, uniqueEmail(), 'Wrong-Password-42', {
        'x-forwarded-for': `198.51.100.${i}`,
        'x-real-ip': `203.0.113.${i}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, free + 1).every((s) => s === 401)).toBe(true);
    expect(statuses[free + 1]).toBe(429);
    const last = await signIn(t.app, uniqueEmail(), 'Wrong-Password-42', {
      'x-forwarded-for': '192.0.2.77',
    });
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json().error.code).toBe('RATE_LIMITED');
  });

  it('limits sign-ups per address', async () => {
    const { limit } = AUTH_RATE_LIMITS.signUp.perAddress;
    let lastStatus = 0;
    for (let i = 0; i <= limit; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        remoteAddress: '10.2.0.1',
        headers: { origin: TEST_ORIGIN, 'x-forwarded-for': `198.51.100.${i}` },
        payload: signUpBody(),
      });
      lastStatus = res.statusCode;
      if (i < limit) expect(res.statusCode).toBe(200);
    }
    expect(lastStatus).toBe(429);
    // Another address is not affected.
    const other = await signUp(t.app, signUpBody(), {});
    expect(other.statusCode).toBe(200);
  });

  it('caps reset e-mails per account without ever answering 429 to the account', async () => {
    const email = uniqueEmail('reset');
    const { limit } = AUTH_RATE_LIMITS.requestReset.mailsPerAccount;
    for (let i = 0; i <= limit + 1; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress: `10.3.0.${i + 1}`,
        headers: { origin: TEST_ORIGIN },
        payload: { email, redirectTo: '/reset-password' },
      });
      expect(res.statusCode).toBe(200);
    }
    // The counter stopped at the cap: no further work was started for this address.
    const [row] = (
      (await t.database.db.execute(
        sql`select count from rate_limits where key = ${`auth:requestReset:mail:${email}`}`,
      )) as unknown as { rows: Array<{ count: number }> }
    ).rows;
    expect(Number(row!.count)).toBe(limit + 2);
  });
});

describe('behind a configured proxy', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => proxied.close());

  it('counts the forwarded client address, so clients do not share one bucket', async () => {
    const { free } = SIGN_IN_THROTTLE.perAddress;
    for (let i = 0; i <= free; i++) {
      await signIn(proxied.app, uniqueEmail(), 'Wrong-Password-42', {
        'x-forwarded-for': '198.51.100.1',
      });
    }
    const blocked = await signIn(proxied.app, uniqueEmail(), 'Wrong-Password-42', {
      'x-forwarded-for': '198.51.100.1',
    });
    expect(blocked.statusCode).toBe(429);
    const otherClient = await signIn(proxied.app, uniqueEmail(), 'Wrong-Password-42', {
      'x-forwarded-for': '198.51.100.2',
    });
    expect(otherClient.statusCode).toBe(401);
  });
});
