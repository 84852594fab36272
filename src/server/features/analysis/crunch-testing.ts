import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema/profiles';
import { createMemberSession, TEST_ORIGIN } from '../auth/testing';

/** Helpers for the crunch and history API tests: real accounts, real requests. */

export const GOOD_DATE =
  'We met for tacos downtown. He was funny, asked about my work and listened, and he was kind to the waiter. We laughed a lot and he texted the next day to say he had a great time.';

export const DANGER_DATE =
  'The dinner started fine but later in the car he grabbed my arm hard and would not let me leave when I asked to go home.';

export function crunch(
  app: FastifyInstance,
  text: unknown,
  options: { cookie?: string; ip?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/crunch',
    headers: { origin: TEST_ORIGIN, ...(options.cookie ? { cookie: options.cookie } : {}) },
    payload: { text },
    remoteAddress: options.ip ?? '198.51.100.7',
  });
}

export function apiGet(app: FastifyInstance, url: string, cookie?: string) {
  return app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

export function apiDelete(app: FastifyInstance, url: string, cookie?: string) {
  return app.inject({
    method: 'DELETE',
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}

/** A member (verified, terms accepted) with their user id. */
export async function createMember(app: FastifyInstance, db: Db) {
  const member = await createMemberSession(app, db);
  const session = await apiGet(app, '/api/session', member.cookie);
  const userId = (session.json() as { user: { id: string } }).user.id;
  return { ...member, userId };
}

/** Premium is granted by billing; tests write the profile directly to stand in for it. */
export async function setProfile(
  db: Db,
  userId: string,
  values: Partial<typeof profiles.$inferInsert>,
) {
  await db.update(profiles).set(values).where(eq(profiles.id, userId));
}

export async function readProfile(db: Db, userId: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  if (!row) throw new Error('no profile');
  return row;
}
