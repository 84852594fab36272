import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { apiGet, createMember } from '../analysis/crunch-testing';
import { sessionCookie, signIn, TEST_ORIGIN } from '../auth/testing';

/** The Security tab's calls go to better-auth's own endpoints, through our mounted routes. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DISABLE_RATE_LIMITS: 'true' });
});
afterAll(() => t.close());

const post = (url: string, cookie: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, cookie }, payload });
const userOf = async (cookie: string) =>
  ((await apiGet(t.app, '/api/session', cookie)).json() as { user: { id: string } | null }).user;

describe('Security tab', () => {
  it('change password needs the current one and ends the other sessions', async () => {
    const member = await createMember(t.app, t.database.db);
    const other = sessionCookie(await signIn(t.app, member.email, member.password));
    const wrong = await post('/api/auth/change-password', member.cookie, {
      currentPassword: 'Not-My-Password-1',
      newPassword: 'Brand-New-Secret-42',
      revokeOtherSessions: true,
    });
    expect(wrong.statusCode).toBe(400);
    const common = await post('/api/auth/change-password', member.cookie, {
      currentPassword: member.password,
      newPassword: 'password123',
      revokeOtherSessions: true,
    });
    expect(common.statusCode).toBe(400);

    const res = await post('/api/auth/change-password', member.cookie, {
      currentPassword: member.password,
      newPassword: 'Brand-New-Secret-42',
      revokeOtherSessions: true,
    });
    expect(res.statusCode).toBe(200);
    const current = sessionCookie(res);
    expect((await userOf(current))?.id).toBe(member.userId);
    expect(await userOf(other)).toBeNull();
    expect((await signIn(t.app, member.email, member.password)).statusCode).toBe(401);
    expect((await signIn(t.app, member.email, 'Brand-New-Secret-42')).statusCode).toBe(200);
  });

  it('sign out everywhere ends every session, this one included', async () => {
    const member = await createMember(t.app, t.database.db);
    const other = sessionCookie(await signIn(t.app, member.email, member.password));
    const res = await post('/api/auth/revoke-sessions', member.cookie);
    expect(res.statusCode).toBe(200);
    expect(await userOf(member.cookie)).toBeNull();
    expect(await userOf(other)).toBeNull();
  });
});
