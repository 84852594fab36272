import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../db/client';
import { outboxEmails } from '../../db/schema/outbox';
import { extractLinks } from '../../infra/mailer/mailer';

/**
 * Helpers for API tests of any feature: real sign-up, real confirmation link from the outbox,
 * real session cookie. Nothing is faked; it only saves each test the steps.
 */

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_PASSWORD = 'Correct-Horse-Battery-9';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

export interface SignUpInput {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
  dateOfBirth?: string;
}

export function signUpBody(input: SignUpInput = {}) {
  return {
    firstName: input.firstName ?? 'Alex',
    lastName: input.lastName ?? 'Rivera',
    email: input.email ?? uniqueEmail(),
    password: input.password ?? TEST_PASSWORD,
    dateOfBirth: input.dateOfBirth ?? '1994-05-17',
  };
}

export function signUp(app: FastifyInstance, body: object, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: TEST_ORIGIN, ...headers },
    payload: body,
  });
}

export function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN, ...headers },
    payload: { email, password },
  });
}

/** The `name=value` pair of the session cookie a response sets, for the next request. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const found = all.find((c) => /session_token=/.test(c) && !/session_token=;/.test(c));
  if (!found) throw new Error(`no session cookie in ${res.statusCode} response`);
  return found.split(';')[0]!;
}

/**
 * The newest outbox e-mail to `to` (optionally with a subject containing `subject`). Account
 * e-mails are sent off the request, so it waits up to `waitMs` for one to arrive.
 */
export async function latestEmail(db: Db, to: string, subject?: string, waitMs = 3000) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const rows = await db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, to)))
      .orderBy(desc(outboxEmails.createdAt));
    const row = subject ? rows.find((r) => r.subject.includes(subject)) : rows[0];
    if (row) return { ...row, links: extractLinks(row.text) };
    if (Date.now() > deadline) {
      throw new Error(`no e-mail to ${to}${subject ? ` about "${subject}"` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Path and query of a link from an e-mail, for app.inject. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Signs up, opens the confirmation link and returns the signed-in session cookie. */
export async function createVerifiedUser(
  app: FastifyInstance,
  db: Db,
  input: SignUpInput = {},
): Promise<{ email: string; password: string; cookie: string; termsTicket: string }> {
  const body = signUpBody(input);
  const res = await signUp(app, body);
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.body}`);
  const email = await latestEmail(db, body.email, 'Confirm');
  const link = email.links.find((l) => l.includes('/verify-email'));
  if (!link) throw new Error('no confirmation link');
  const verified = await app.inject({ method: 'GET', url: pathOf(link) });
  return {
    email: body.email,
    password: body.password,
    cookie: sessionCookie(verified),
    termsTicket: (res.json() as { termsTicket: string }).termsTicket,
  };
}

/** A verified user who has accepted the terms: what most features' tests need. */
export async function createMemberSession(app: FastifyInstance, db: Db, input: SignUpInput = {}) {
  const created = await createVerifiedUser(app, db, input);
  const res = await app.inject({
    method: 'POST',
    url: '/api/profile/terms',
    headers: { origin: TEST_ORIGIN, cookie: created.cookie },
  });
  if (res.statusCode !== 200) throw new Error(`terms acceptance failed: ${res.body}`);
  return created;
}
