import { createPublicKey, verify } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema/auth';
import { pushSubscriptions } from '../../db/schema/push-subscriptions';
import {
  startLoopbackPushService,
  type LoopbackPushService,
} from '../../infra/push/loopback-push-service';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TEST_ORIGIN, createMemberSession } from '../auth/testing';

let t: TestApp;
let push: LoopbackPushService;
let dataDir: string;
let cookie: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dc-push-'));
  t = await createTestApp({ DATA_DIR: dataDir, DISABLE_RATE_LIMITS: 'true' });
  push = await startLoopbackPushService();
  ({ cookie } = await createMemberSession(t.app, t.database.db));
});
afterAll(async () => {
  await t.close();
  await push.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const post = (url: string, payload: object, c = cookie) =>
  t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, cookie: c }, payload });

const endpointsOf = async (email: string) => {
  const [u] = await t.database.db.select().from(user).where(eq(user.email, email));
  const rows = await t.database.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, u!.id));
  return rows.map((r) => r.endpoint);
};

describe('VAPID keys', () => {
  it('serves a P-256 public key generated once into DATA_DIR', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/notifications/vapid-public-key' });
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json() as { publicKey: string };
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const file = JSON.parse(await fs.readFile(path.join(dataDir, 'vapid.json'), 'utf8'));
    expect(file.publicKey).toBe(publicKey);
    expect((await fs.stat(path.join(dataDir, 'vapid.json'))).mode & 0o077).toBe(0);
  });
});

describe('subscribe and unsubscribe', () => {
  it('needs a signed-in user', async () => {
    const sub = push.newSubscription();
    const res = await post('/api/notifications/subscribe', sub, '');
    expect(res.statusCode).toBe(401);
  });

  it('stores the subscription once, and unsubscribe removes only the caller’s', async () => {
    const other = await createMemberSession(t.app, t.database.db);
    const sub = push.newSubscription();
    const mine = { endpoint: sub.endpoint, expirationTime: null, keys: sub.keys };
    expect((await post('/api/notifications/subscribe', mine)).statusCode).toBe(200);
    expect((await post('/api/notifications/subscribe', mine)).statusCode).toBe(200);
    const session = (await t.app.inject({ url: '/api/session', headers: { cookie } })).json();
    expect(await endpointsOf(session.user.email)).toEqual([sub.endpoint]);

    // Another account cannot remove it by knowing the endpoint.
    const foreign = await post(
      '/api/notifications/unsubscribe',
      { endpoint: sub.endpoint },
      other.cookie,
    );
    expect(foreign.statusCode).toBe(200);
    expect(await endpointsOf(session.user.email)).toEqual([sub.endpoint]);

    const res = await post('/api/notifications/unsubscribe', { endpoint: sub.endpoint });
    expect(res.statusCode).toBe(200);
    expect(await endpointsOf(session.user.email)).toEqual([]);
  });

  it('refuses endpoints that are not push services (plain HTTP off loopback, bad keys)', async () => {
    const sub = push.newSubscription();
    const http = await post('/api/notifications/subscribe', {
      endpoint: 'http://10.0.0.8/internal',
      keys: sub.keys,
    });
    expect(http.statusCode).toBe(400);
    const keys = await post('/api/notifications/subscribe', {
      endpoint: sub.endpoint,
      keys: { p256dh: 'short', auth: sub.keys.auth },
    });
    expect(keys.statusCode).toBe(400);
  });
});

describe('a push to a loopback push service', () => {
  it('arrives encrypted (aes128gcm) with TTL and a valid VAPID signature', async () => {
    const sub = push.newSubscription();
    await post('/api/notifications/subscribe', sub);
    const before = push.received.length;
    const res = await post('/api/notifications/test', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: 1 });
    const [received] = (await push.waitFor(before + 1)).slice(before);
    expect(received!.path).toBe(new URL(sub.endpoint).pathname);
    expect(received!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(received!.headers.ttl)).toBeGreaterThan(0);

    const { publicKey } = (
      await t.app.inject({ url: '/api/notifications/vapid-public-key' })
    ).json() as { publicKey: string };
    const auth = received!.headers.authorization!;
    const match = /^vapid t=([^,]+), k=(.+)$/.exec(auth);
    expect(match).not.toBeNull();
    expect(match![2]).toBe(publicKey);
    const [h, p, s] = match![1]!.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
    expect(claims.aud).toBe(push.origin);
    expect(claims.sub).toMatch(/^mailto:/);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    const raw = Buffer.from(publicKey, 'base64url');
    const key = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: raw.subarray(1, 33).toString('base64url'),
        y: raw.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    const signed = verify(
      'sha256',
      Buffer.from(`${h}.${p}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(s!, 'base64url'),
    );
    expect(signed).toBe(true);

    const payload = JSON.parse(sub.decrypt(received!.body));
    expect(payload).toMatchObject({ title: 'Notifications are on', url: '/' });
    await post('/api/notifications/unsubscribe', { endpoint: sub.endpoint });
  });
});
