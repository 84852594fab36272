import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema/auth';
import { profiles } from '../../db/schema/profiles';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-db';
import { PHONE_MESSAGE } from '../../../shared/auth';
import { requireAcceptedTerms } from './guards';
import { TEST_ORIGIN, createVerifiedUser, signUp, signUpBody } from './testing';

let t: TestApp;
beforeAll(async () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: './data/test',
    LOG_LEVEL: 'silent',
    DISABLE_RATE_LIMITS: 'true',
  });
  const database = await createTestDatabase();
  const app = await buildApp({ config, database, logger: false });
  // A guarded route as other features write them, to test the guard end to end.
  app.get('/api/test-guarded', async (request) => {
    const { user: u } = await requireAcceptedTerms(request);
    return { id: u.id };
  });
  await app.ready();
  t = { app, database, config, close: async () => (await app.close(), await database.close()) };
});
afterAll(() => t.close());

async function profileOf(email: string) {
  const [u] = await t.database.db.select().from(user).where(eq(user.email, email));
  const [p] = await t.database.db.select().from(profiles).where(eq(profiles.id, u!.id));
  return p!;
}

function patch(cookie: string, payload: object) {
  return t.app.inject({
    method: 'PATCH',
    url: '/api/profile',
    headers: { cookie, origin: TEST_ORIGIN },
    payload,
  });
}

describe('profile', () => {
  it('saves display name, phone and notification preferences', async () => {
    const u = await createVerifiedUser(t.app, t.database.db);
    const res = await patch(u.cookie, {
      display_name: 'Alex R.',
      phone: '+1 555 010 2000',
      marketing_emails: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      display_name: 'Alex R.',
      // Stored in E.164 form, whatever spacing was typed.
      phone: '+15550102000',
      marketing_emails: true,
      email_notifications: true,
    });
    expect((await profileOf(u.email)).displayName).toBe('Alex R.');
  });

  it('refuses a phone number that is not in international form', async () => {
    const u = await createVerifiedUser(t.app, t.database.db);
    for (const phone of ['555 010 2000', '+0 555', 'call me']) {
      const res = await patch(u.cookie, { phone });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(PHONE_MESSAGE);
    }
    expect((await profileOf(u.email)).phone).toBeNull();
  });

  it('refuses every write to premium, subscription, counters and level', async () => {
    const u = await createVerifiedUser(t.app, t.database.db);
    const attempts = [
      { is_premium: true },
      { subscription_type: 'annual' },
      { subscription_end: '2099-01-01T00:00:00.000Z' },
      { datecrunch_dates: 0 },
      { datecrunch_level: 9 },
      { display_name: 'ok', is_premium: true },
      { terms_accepted_at: '2020-01-01T00:00:00.000Z' },
    ];
    for (const payload of attempts) {
      const res = await patch(u.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    for (const method of ['PUT', 'POST'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/profile',
        headers: { cookie: u.cookie, origin: TEST_ORIGIN },
        payload: { is_premium: true },
      });
      expect(res.statusCode).toBe(404);
    }
    const p = await profileOf(u.email);
    expect(p).toMatchObject({
      isPremium: false,
      subscriptionType: null,
      subscriptionEnd: null,
      datecrunchDates: 0,
      datecrunchLevel: 1,
      displayName: null,
      termsAcceptedAt: null,
    });
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { origin: TEST_ORIGIN },
      payload: { display_name: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('ends premium once subscription_end has passed', async () => {
    const u = await createVerifiedUser(t.app, t.database.db);
    const p = await profileOf(u.email);
    await t.database.db
      .update(profiles)
      .set({
        isPremium: true,
        subscriptionType: 'monthly',
        subscriptionEnd: new Date(Date.now() - 1000),
      })
      .where(eq(profiles.id, p.id));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: u.cookie },
    });
    expect(res.json().is_premium).toBe(false);
    expect((await profileOf(u.email)).isPremium).toBe(false);
  });
});

describe('terms', () => {
  it('blocks guarded API calls until the terms are accepted', async () => {
    const u = await createVerifiedUser(t.app, t.database.db);
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/test-guarded',
      headers: { cookie: u.cookie },
    });
    expect(before.statusCode).toBe(403);
    expect(before.json().error.code).toBe('TERMS_NOT_ACCEPTED');
    const visitor = await t.app.inject({ method: 'GET', url: '/api/test-guarded' });
    expect(visitor.statusCode).toBe(401);

    const accept = await t.app.inject({
      method: 'POST',
      url: '/api/profile/terms',
      headers: { cookie: u.cookie, origin: TEST_ORIGIN },
    });
    expect(accept.statusCode).toBe(200);
    const acceptedAt = accept.json().terms_accepted_at;
    expect(acceptedAt).toEqual(expect.any(String));
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/test-guarded',
      headers: { cookie: u.cookie },
    });
    expect(after.statusCode).toBe(200);

    // The first acceptance is kept.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/profile/terms',
      headers: { cookie: u.cookie, origin: TEST_ORIGIN },
    });
    expect(again.json().terms_accepted_at).toBe(acceptedAt);
  });

  it('counts an account with an analysed date as having accepted', async () => {
    const u = await createVerifiedUser(t.app, t.database.db);
    const p = await profileOf(u.email);
    await t.database.db.update(profiles).set({ datecrunchDates: 1 }).where(eq(profiles.id, p.id));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test-guarded',
      headers: { cookie: u.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect((await profileOf(u.email)).termsAcceptedAt).toBeInstanceOf(Date);
  });

  it('records acceptance from the modal after sign-up on the pending account only', async () => {
    const body = signUpBody();
    const res = await signUp(t.app, body);
    const ticket = res.json().termsTicket as string;
    const accept = (tk: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/terms/pending',
        headers: { origin: TEST_ORIGIN },
        payload: { ticket: tk },
      });
    expect((await accept(ticket)).statusCode).toBe(200);
    expect((await profileOf(body.email)).termsAcceptedAt).toBeInstanceOf(Date);

    // A sign-up with someone else's address gets a ticket that records nothing.
    const victim = await createVerifiedUser(t.app, t.database.db);
    const dup = await signUp(t.app, signUpBody({ email: victim.email }));
    const dupAccept = await accept(dup.json().termsTicket);
    expect(dupAccept.statusCode).toBe(200);
    expect(dupAccept.json()).toEqual((await accept('made-up-ticket')).json());
    expect((await profileOf(victim.email)).termsAcceptedAt).toBeNull();
  });
});
