import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAITLIST_MESSAGES } from '../../../shared/date-connect';
import { waitlist } from '../../db/schema/waitlist';
import { TEST_ORIGIN } from '../auth/testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { WAITLIST_RATE_LIMIT } from './waitlist-routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const join = (email: unknown, remoteAddress = '203.0.113.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/waitlist',
    headers: { origin: TEST_ORIGIN },
    payload: { email },
    remoteAddress,
  });

const countFor = async (email: string) => {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(waitlist)
    .where(sql`lower(${waitlist.email}) = lower(${email})`);
  return row?.n ?? 0;
};

describe('POST /api/waitlist', () => {
  it('stores a new address and thanks the visitor', async () => {
    const res = await join('  river.song@example.com ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: WAITLIST_MESSAGES.joined });
    const rows = await t.database.db
      .select()
      .from(waitlist)
      .where(sql`${waitlist.email} = 'river.song@example.com'`);
    expect(rows).toHaveLength(1);
  });

  it('answers the same for an address already on the list, in any case, and keeps one row', async () => {
    await join('Sam.Tyler@example.com', '203.0.113.2');
    const again = await join('SAM.TYLER@EXAMPLE.COM', '203.0.113.2');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ok: true, message: WAITLIST_MESSAGES.joined });
    expect(await countFor('sam.tyler@example.com')).toBe(1);
  });

  it('refuses a missing or malformed address with the field message', async () => {
    const bad = await join('not-an-email', '203.0.113.3');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(WAITLIST_MESSAGES.emailInvalid);
    const empty = await join('   ', '203.0.113.3');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(WAITLIST_MESSAGES.emailRequired);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: { origin: TEST_ORIGIN },
      payload: {},
      remoteAddress: '203.0.113.3',
    });
    expect(missing.statusCode).toBe(400);
  });

  it('limits sign-ups per client address, with Retry-After, and leaves other addresses alone', async () => {
    for (let i = 0; i < WAITLIST_RATE_LIMIT.limit; i++) {
      const res = await join(`flood-${i}@example.com`, '198.51.100.7');
      expect(res.statusCode).toBe(200);
    }
    const limited = await join('flood-last@example.com', '198.51.100.7');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countFor('flood-last@example.com')).toBe(0);
    const other = await join('someone-else@example.com', '198.51.100.8');
    expect(other.statusCode).toBe(200);
  });

  it('refuses a sign-up posted from another site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'victim@example.com' },
    });
    expect(res.statusCode).toBe(403);
    expect(await countFor('victim@example.com')).toBe(0);
  });
});
