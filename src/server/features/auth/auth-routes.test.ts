import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../shared/auth';
import { user } from '../../db/schema/auth';
import { outboxEmails } from '../../db/schema/outbox';
import { profiles } from '../../db/schema/profiles';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  TEST_ORIGIN,
  createVerifiedUser,
  latestEmail,
  pathOf,
  sessionCookie,
  signIn,
  signUp,
  signUpBody,
  uniqueEmail,
} from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DISABLE_RATE_LIMITS: 'true' });
});
afterAll(() => t.close());

function yearsAgo(years: number, extraDays = 0): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + extraDays);
  return d.toISOString().slice(0, 10);
}

describe('sign-up', () => {
  it('creates a pending account with its profile and mails a confirmation link', async () => {
    const body = signUpBody();
    const res = await signUp(t.app, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'check-email', termsTicket: expect.any(String) });
    expect(res.headers['set-cookie']).toBeUndefined();

    const [row] = await t.database.db.select().from(user).where(eq(user.email, body.email));
    expect(row).toMatchObject({
      emailVerified: false,
      firstName: 'Alex',
      dateOfBirth: '1994-05-17',
    });
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, row!.id));
    expect(profile).toMatchObject({ datecrunchLevel: 1, datecrunchDates: 0, isPremium: false });

    const mail = await latestEmail(t.database.db, body.email);
    expect(mail.subject).toContain('Confirm');
    expect(mail.links.some((l) => l.includes('/api/auth/verify-email?token='))).toBe(true);

    // Not usable before the link is opened.
    const early = await signIn(t.app, body.email, body.password);
    expect(early.statusCode).toBe(403);
    expect(early.json().error.code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('answers identically for a registered address and mails its owner instead', async () => {
    const known = await createVerifiedUser(t.app, t.database.db);
    const fresh = await signUp(t.app, signUpBody());
    const again = await signUp(t.app, signUpBody({ email: known.email, firstName: 'Mallory' }));
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(again.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
    expect(again.json().status).toBe(fresh.json().status);
    expect(again.headers['set-cookie']).toBeUndefined();

    const users = await t.database.db.select().from(user).where(eq(user.email, known.email));
    expect(users).toHaveLength(1);
    expect(users[0]!.firstName).toBe('Alex');
    const mail = await latestEmail(t.database.db, known.email);
    expect(mail.subject).toBe('You already have a DateCrunch account');
  });

  it('refuses under-18 sign-ups whatever the client sends', async () => {
    const email = uniqueEmail('minor');
    const res = await signUp(t.app, signUpBody({ email, dateOfBirth: yearsAgo(18, 1) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(AUTH_MESSAGES.ageRestriction);
    expect(res.json().error.fields.dateOfBirth).toBe(AUTH_MESSAGES.ageRestriction);
    const rows = await t.database.db.select().from(user).where(eq(user.email, email));
    expect(rows).toHaveLength(0);
    const mails = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
    expect(mails).toHaveLength(0);

    const adult = await signUp(t.app, signUpBody({ dateOfBirth: yearsAgo(18) }));
    expect(adult.statusCode).toBe(200);
  });

  it('refuses short, overlong and common passwords', async () => {
    const short = await signUp(t.app, signUpBody({ password: 'Ab1!xyz' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.password).toBe(AUTH_MESSAGES.passwordTooShort);

    const long = await signUp(t.app, signUpBody({ password: 'a'.repeat(129) }));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.password).toBe(AUTH_MESSAGES.passwordTooLong);

    for (const common of ['password', 'Baseball', 'qwertyuiop']) {
      const res = await signUp(t.app, signUpBody({ password: common }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.password).toBe(AUTH_MESSAGES.passwordTooCommon);
    }
  });

  it('refuses fields a client may not set, such as premium or counters', async () => {
    const res = await signUp(t.app, { ...signUpBody(), is_premium: true, datecrunch_dates: -5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('confirmation link, sign-in and sign-out', () => {
  it('signs the user in and leads to /welcome, then sends the welcome e-mail', async () => {
    const body = signUpBody();
    await signUp(t.app, body);
    const link = (await latestEmail(t.database.db, body.email)).links[0]!;
    const res = await t.app.inject({ method: 'GET', url: pathOf(link) });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/welcome');
    const cookie = sessionCookie(res);

    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(session.json().user).toMatchObject({ email: body.email, email_verified: true });
    expect(session.json().profile).toMatchObject({ datecrunch_level: 1, datecrunch_dates: 0 });
    const welcome = await latestEmail(t.database.db, body.email);
    expect(welcome.subject).toBe('Welcome to DateCrunch');

    const reused = await t.app.inject({ method: 'GET', url: pathOf(link) });
    expect(reused.headers['set-cookie']).toBeUndefined();
  });

  it('sends a broken or expired link to the sign-in page', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/verify-email?token=not-a-token&callbackURL=%2Fwelcome',
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/sign-in?link=expired');
  });

  it('sets http-only, SameSite=Lax session cookies and keeps the token out of bodies', async () => {
    const u = await createVerifiedUser(t.app, t.database.db);
    const res = await signIn(t.app, u.email, u.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toBeUndefined();
    const cookies = [res.headers['set-cookie']].flat().filter(Boolean) as string[];
    const session = cookies.find((c) => c.startsWith('datecrunch.session_token='));
    expect(session).toBeDefined();
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=Lax/i);
    expect(session).toMatch(/; Path=\//);
    expect(session).not.toMatch(/; Secure/i); // plain http outside production

    const raw = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: sessionCookie(res) },
    });
    expect(raw.json().user.email).toBe(u.email);
    expect(raw.json().session.token).toBeUndefined();
  });

  it('rejects a wrong password with the server message', async () => {
    const u = await createVerifiedUser(t.app, t.database.db);
    const res = await signIn(t.app, u.email, 'Not-The-Password-1');
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Invalid email or password',
    });
    const unknown = await signIn(t.app, uniqueEmail(), 'Not-The-Password-1');
    expect(unknown.json().error.message).toBe(res.json().error.message);
  });

  it('kills a stolen cookie at sign-out', async () => {
    const u = await createVerifiedUser(t.app, t.database.db);
    const cookie = sessionCookie(await signIn(t.app, u.email, u.password));
    const stolen = cookie;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: TEST_ORIGIN },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const replay = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: stolen },
    });
    expect(replay.json()).toEqual({ user: null, profile: null });
    const guarded = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(guarded.statusCode).toBe(401);
  });

  it('refuses sign-in and sign-up posted from a foreign origin', async () => {
    const u = await createVerifiedUser(t.app, t.database.db);
    const res = await signIn(t.app, u.email, u.password, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FOREIGN_ORIGIN');
    expect(res.headers['set-cookie']).toBeUndefined();
    const up = await signUp(t.app, signUpBody(), { origin: 'https://evil.example' });
    expect(up.statusCode).toBe(403);
  });

  it('exposes only the endpoints the product uses', async () => {
    const u = await createVerifiedUser(t.app, t.database.db);
    for (const url of [
      '/api/auth/update-user',
      '/api/auth/delete-user',
      '/api/auth/list-accounts',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: u.cookie, origin: TEST_ORIGIN },
        payload: { dateOfBirth: '2015-01-01', name: 'x' },
      });
      expect(res.statusCode).toBe(404);
    }
    const [row] = await t.database.db.select().from(user).where(eq(user.email, u.email));
    expect(row!.dateOfBirth).toBe('1994-05-17');
  });
});

describe('in production', () => {
  it('marks the session cookie Secure', async () => {
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
      expect(link.startsWith(`${origin}/api/auth/verify-email`)).toBe(true);
      const res = await prod.app.inject({ method: 'GET', url: pathOf(link) });
      const cookies = [res.headers['set-cookie']].flat().filter(Boolean) as string[];
      const session = cookies.find((c) => c.startsWith('__Secure-datecrunch.session_token='));
      expect(session).toMatch(/; Secure/i);
      expect(session).toMatch(/; HttpOnly/i);
      expect(session).toMatch(/; SameSite=Lax/i);
    } finally {
      await prod.close();
    }
  });
});
