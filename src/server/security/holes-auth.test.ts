import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { smallPng } from '../features/account/test-images';
import { uploadAvatar } from '../features/account/account-testing';
import {
  TEST_PASSWORD,
  createMemberSession,
  createVerifiedUser,
  latestEmail,
  pathOf,
  sessionCookie,
  signIn,
  signUp,
  signUpBody,
  uniqueEmail,
} from '../features/auth/testing';
import { SIGN_IN_THROTTLE, knownDeviceCookieName } from '../features/auth/sign-in-throttle';
import { createTestApp, type TestApp } from '../test/test-app';
import { json, post } from './security-testing';

/**
 * Holes 5-7 of the outside test (issue 17), each reproduced as it was found and answered as it
 * must be now: TRUST_PROXY and rotating X-Forwarded-For, locking the owner out, sessions kept
 * after a password change; plus avatar caching and production cookies and HSTS. Holes 1-4 are in
 * holes-input.test.ts.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('5. TRUST_PROXY and rotating X-Forwarded-For', () => {
  it('refuses TRUST_PROXY=true at start, saying why', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/X-Forwarded-For/);
  });

  // 40 guesses, each with a new X-Forwarded-For: at most `free + 1` may reach the password check.
  const settings: Array<[string, Record<string, string>, (i: number) => Record<string, string>]> = [
    ['off', {}, (i) => ({ 'x-forwarded-for': `198.51.100.${i}` })],
    // One proxy (us, 127.0.0.1) appends the real client address to whatever the client sent.
    [
      'hop count 1',
      { TRUST_PROXY: '1' },
      (i) => ({ 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9` }),
    ],
    [
      'proxy address',
      { TRUST_PROXY: '127.0.0.1' },
      (i) => ({ 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9` }),
    ],
  ];
  for (const [name, env, headers] of settings) {
    it(`limits the real client with TRUST_PROXY ${name}`, async () => {
      const app = await createTestApp(env);
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 40; i++) {
          const res = await signIn(app.app, uniqueEmail(), 'Wrong-Password-42', headers(i));
          statuses.push(res.statusCode);
        }
        const checked = statuses.filter((s) => s === 401).length;
        expect(checked).toBeLessThanOrEqual(SIGN_IN_THROTTLE.perAddress.free + 1);
        expect(statuses.at(-1)).toBe(429);
      } finally {
        await app.close();
      }
    });
  }

  it('does not let a client that is not a trusted proxy choose its address', async () => {
    const app = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) {
        const res = await app.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          remoteAddress: '192.0.2.50',
          headers: { ...json, 'x-forwarded-for': `198.51.100.${i}` },
          payload: JSON.stringify({ email: uniqueEmail(), password: 'Wrong-Password-42' }),
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('6. nobody can lock the owner out', () => {
  it('lets the owner in from a fresh address after ten wrong passwords from elsewhere', async () => {
    const owner = await createVerifiedUser(t.app, t.database.db);
    const { free } = SIGN_IN_THROTTLE.perAccount;
    for (let i = 0; i < free + 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: `10.66.0.${i + 1}`,
        headers: json,
        payload: JSON.stringify({ email: owner.email, password: `Wrong-guess-${i}` }),
      });
      expect(res.statusCode).toBe(401);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '10.77.0.1',
      headers: json,
      payload: JSON.stringify({ email: owner.email, password: owner.password }),
    });
    expect(res.statusCode).toBe(200);
  });

  it('slows a guessed account; its known device and a password reset still get the owner in', async () => {
    const owner = await createVerifiedUser(t.app, t.database.db);
    const first = await signIn(t.app, owner.email, owner.password, {});
    expect(first.statusCode).toBe(200);
    const device = [first.headers['set-cookie']]
      .flat()
      .find((c) => c?.startsWith(`${knownDeviceCookieName(false)}=`))!
      .split(';')[0]!;

    // The account is being guessed from everywhere and its queue is full.
    await t.database.db.execute(sql`
      insert into auth_throttle (key, failures, window_ends_at, next_slot_at)
      values (${`account:${owner.email}`}, 500, now() + interval '15 minutes', now() + interval '1 hour')
    `);
    const fresh = (address: string, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: address,
        headers: { ...json, ...(cookie ? { cookie } : {}) },
        payload: JSON.stringify({ email: owner.email, password: owner.password }),
      });
    const slowed = await fresh('10.88.0.1');
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    expect((await fresh('10.88.0.2', device)).statusCode).toBe(200);

    // A password reset always works, and starts the account's counters afresh.
    const asked = await post(t.app, '/api/auth/request-password-reset', {
      email: owner.email,
      redirectTo: '/reset-password',
    });
    expect(asked.statusCode).toBe(200);
    const mail = await latestEmail(t.database.db, owner.email, 'Reset');
    const token = mail.links
      .find((l) => l.includes('/reset-password/'))!
      .match(/reset-password\/([^?]+)/)![1]!;
    const reset = await post(t.app, '/api/auth/reset-password', {
      token,
      newPassword: 'Brand-New-Passphrase-77',
    });
    expect(reset.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '10.88.0.3',
      headers: json,
      payload: JSON.stringify({ email: owner.email, password: 'Brand-New-Passphrase-77' }),
    });
    expect(after.statusCode).toBe(200);
  });

  it('gives one address growing delays on one account', async () => {
    const owner = await createVerifiedUser(t.app, t.database.db);
    const { free } = SIGN_IN_THROTTLE.perPair;
    const statuses: number[] = [];
    for (let i = 0; i < free + 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: '10.99.0.1',
        headers: json,
        payload: JSON.stringify({ email: owner.email, password: `Wrong-guess-${i}` }),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, free + 1)).toEqual(Array(free + 1).fill(401));
    expect(statuses[free + 1]).toBe(429);
  });
});

describe('7. a password change ends every other session', () => {
  for (const revokeOtherSessions of [undefined, false]) {
    it(`whatever the client sends (revokeOtherSessions: ${String(revokeOtherSessions)})`, async () => {
      const user = await createVerifiedUser(t.app, t.database.db);
      const stolen = sessionCookie(await signIn(t.app, user.email, user.password));
      const before = await t.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { cookie: stolen },
      });
      expect(before.statusCode).toBe(200);
      const changed = await post(
        t.app,
        '/api/auth/change-password',
        {
          currentPassword: user.password,
          newPassword: 'Another-Long-Passphrase-31',
          ...(revokeOtherSessions === undefined ? {} : { revokeOtherSessions }),
        },
        { cookie: user.cookie },
      );
      expect(changed.statusCode).toBe(200);
      const after = await t.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { cookie: stolen },
      });
      expect(after.statusCode).toBe(401);
    });
  }
});

describe('avatars and production transport', () => {
  it('serves avatars with private, short caching', async () => {
    const member = await createMemberSession(t.app, t.database.db);
    const uploaded = await uploadAvatar(t.app, member.cookie, await smallPng());
    expect(uploaded.statusCode).toBe(200);
    const url = (uploaded.json() as { profile_picture_url: string }).profile_picture_url;
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const cacheControl = String(res.headers['cache-control']);
    expect(cacheControl).toMatch(/^private, max-age=(\d+)$/);
    expect(Number(cacheControl.match(/max-age=(\d+)/)![1])).toBeLessThanOrEqual(60);
  });

  it('sets Secure, HttpOnly, SameSite cookies and HSTS under NODE_ENV=production', async () => {
    const origin = 'https://datecrunch.example';
    const prod = await createTestApp({
      NODE_ENV: 'production',
      AUTH_SECRET: 'a-production-secret-that-is-long-enough-1234',
      PUBLIC_URL: origin,
      DISABLE_RATE_LIMITS: 'true',
    });
    try {
      const body = signUpBody();
      expect((await signUp(prod.app, body, { origin })).statusCode).toBe(200);
      const link = (await latestEmail(prod.database.db, body.email)).links[0]!;
      await prod.app.inject({ method: 'GET', url: pathOf(link) });
      const res = await signIn(prod.app, body.email, TEST_PASSWORD, { origin });
      expect(res.statusCode).toBe(200);
      const cookies = [res.headers['set-cookie']].flat().filter(Boolean) as string[];
      const session = cookies.find((c) => c.startsWith('__Secure-datecrunch.session_token='));
      const device = cookies.find((c) => c.startsWith('__Host-datecrunch.device='));
      for (const cookie of [session, device]) {
        expect(cookie).toMatch(/; Secure/i);
        expect(cookie).toMatch(/; HttpOnly/i);
        expect(cookie).toMatch(/; SameSite=Lax/i);
      }
      for (const url of ['/api/health', '/']) {
        const page = await prod.app.inject({ method: 'GET', url });
        expect(page.headers['strict-transport-security'], url).toBe(
          'max-age=31536000; includeSubDomains',
        );
      }
    } finally {
      await prod.close();
    }
  });
});
