import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../shared/auth';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  TEST_ORIGIN,
  createVerifiedUser,
  latestEmail,
  pathOf,
  sessionCookie,
  signIn,
  uniqueEmail,
} from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DISABLE_RATE_LIMITS: 'true' });
});
afterAll(() => t.close());

function requestReset(email: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: { origin: TEST_ORIGIN },
    payload: { email, redirectTo: '/reset-password' },
  });
}

async function resetToken(email: string): Promise<string> {
  const mail = await latestEmail(t.database.db, email, 'Reset');
  const link = mail.links.find((l) => l.includes('/api/auth/reset-password/'))!;
  const res = await t.app.inject({ method: 'GET', url: pathOf(link) });
  expect(res.statusCode).toBe(302);
  const location = new URL(res.headers.location as string, 'http://localhost');
  expect(location.pathname).toBe('/reset-password');
  return location.searchParams.get('token')!;
}

describe('password reset', () => {
  it('answers the same for known and unknown addresses', async () => {
    const u = await createVerifiedUser(t.app, t.database.db);
    const known = await requestReset(u.email);
    const unknown = await requestReset(uniqueEmail('nobody'));
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    await expect
      .poll(() => latestEmail(t.database.db, u.email, 'Reset').then((m) => m.subject))
      .toContain('Reset');
  });

  it('sets the new password and ends every other session', async () => {
    const u = await createVerifiedUser(t.app, t.database.db);
    const laptop = sessionCookie(await signIn(t.app, u.email, u.password));
    await requestReset(u.email);
    await expect
      .poll(() => latestEmail(t.database.db, u.email, 'Reset').then(() => true))
      .toBe(true);
    const token = await resetToken(u.email);

    const common = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: TEST_ORIGIN },
      payload: { token, newPassword: 'football' },
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().error.fields.password).toBe(AUTH_MESSAGES.passwordTooCommon);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: TEST_ORIGIN },
      payload: { token, newPassword: 'A-brand-new-Passphrase-7' },
    });
    expect(res.statusCode).toBe(200);

    for (const cookie of [laptop, u.cookie]) {
      const session = await t.app.inject({
        method: 'GET',
        url: '/api/session',
        headers: { cookie },
      });
      expect(session.json().user).toBeNull();
    }
    expect((await signIn(t.app, u.email, u.password)).statusCode).toBe(401);
    expect((await signIn(t.app, u.email, 'A-brand-new-Passphrase-7')).statusCode).toBe(200);

    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: TEST_ORIGIN },
      payload: { token, newPassword: 'Yet-another-Passphrase-8' },
    });
    expect(reused.statusCode).toBe(400);
  });

  it('ends the other sessions on a password change too', async () => {
    const u = await createVerifiedUser(t.app, t.database.db);
    const phone = sessionCookie(await signIn(t.app, u.email, u.password));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { origin: TEST_ORIGIN, cookie: u.cookie },
      payload: {
        currentPassword: u.password,
        newPassword: 'Changed-Passphrase-11',
        revokeOtherSessions: true,
      },
    });
    expect(res.statusCode).toBe(200);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: phone },
    });
    expect(session.json().user).toBeNull();
  });
});
