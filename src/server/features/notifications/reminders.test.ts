import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { user } from '../../db/schema/auth';
import { profiles } from '../../db/schema/profiles';
import { pushDeliveries, pushSubscriptions } from '../../db/schema/push-subscriptions';
import {
  startLoopbackPushService,
  type LoopbackPushService,
} from '../../infra/push/loopback-push-service';
import { createPushSender, type PushSender } from '../../infra/push/push-sender';
import { loadVapidKeys } from '../../infra/push/vapid';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TEST_ORIGIN, createMemberSession } from '../auth/testing';
import { deliverDuePushes, MAX_DELIVERY_ATTEMPTS } from './delivery';
import { startPushJob } from './push-job';
import {
  REFLECTION_DELAY_MS,
  REFLECTION_REMINDER,
  enqueueDueReminders,
  scheduleReflectionReminder,
} from './reminders';

let t: TestApp;
let push: LoopbackPushService;
let sender: PushSender;
let dataDir: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dc-remind-'));
  t = await createTestApp({ DATA_DIR: dataDir, DISABLE_RATE_LIMITS: 'true' });
  push = await startLoopbackPushService();
  sender = createPushSender(await loadVapidKeys(t.config));
});
afterAll(async () => {
  await t.close();
  await push.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.database.db.delete(pushDeliveries);
});

/** A member with one subscription on the loopback service. */
async function subscribedMember() {
  const session = await createMemberSession(t.app, t.database.db);
  const [u] = await t.database.db.select().from(user).where(eq(user.email, session.email));
  const sub = push.newSubscription();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/notifications/subscribe',
    headers: { origin: TEST_ORIGIN, cookie: session.cookie },
    payload: sub,
  });
  expect(res.statusCode).toBe(200);
  return { userId: u!.id, sub };
}

const db = () => t.database.db;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

describe('reflection reminders', () => {
  it('sends the reminder a day after the crunch, encrypted, and only once', async () => {
    const { userId, sub } = await subscribedMember();
    const crunchedAt = new Date();
    await scheduleReflectionReminder(db(), userId, crunchedAt);

    expect(await enqueueDueReminders(db(), at(crunchedAt, REFLECTION_DELAY_MS - 60_000))).toBe(0);
    expect(await enqueueDueReminders(db(), at(crunchedAt, REFLECTION_DELAY_MS))).toBe(1);
    const before = push.received.length;
    const report = await deliverDuePushes(db(), sender, {
      now: at(crunchedAt, REFLECTION_DELAY_MS),
    });
    expect(report.delivered).toBe(1);
    const [received] = (await push.waitFor(before + 1)).slice(before);
    expect(received!.headers['content-encoding']).toBe('aes128gcm');
    expect(JSON.parse(sub.decrypt(received!.body))).toEqual(REFLECTION_REMINDER);

    // Taken off the table: a second pass queues nothing.
    expect(await enqueueDueReminders(db(), at(crunchedAt, 2 * REFLECTION_DELAY_MS))).toBe(0);
  });

  it('moves the reminder when another date is crunched before it is due', async () => {
    const { userId } = await subscribedMember();
    const first = new Date();
    await scheduleReflectionReminder(db(), userId, first);
    await scheduleReflectionReminder(db(), userId, at(first, 10 * 60 * 60_000));
    expect(await enqueueDueReminders(db(), at(first, REFLECTION_DELAY_MS))).toBe(0);
    expect(await enqueueDueReminders(db(), at(first, REFLECTION_DELAY_MS + 10 * 60 * 60_000))).toBe(
      1,
    );
  });

  it('is not sent when the user turned notifications off', async () => {
    const { userId } = await subscribedMember();
    await db().update(profiles).set({ emailNotifications: false }).where(eq(profiles.id, userId));
    const now = new Date();
    await scheduleReflectionReminder(db(), userId, now);
    expect(await enqueueDueReminders(db(), at(now, REFLECTION_DELAY_MS))).toBe(0);
  });

  it('the periodic job sends due reminders on its own', async () => {
    const { userId, sub } = await subscribedMember();
    await scheduleReflectionReminder(db(), userId, new Date(Date.now() - REFLECTION_DELAY_MS));
    const before = push.received.length;
    const job = startPushJob({ db: db(), sender, log: t.app.log, intervalMs: 50 });
    try {
      const [received] = (await push.waitFor(before + 1)).slice(before);
      expect(received!.path).toBe(new URL(sub.endpoint).pathname);
    } finally {
      await job.stop();
    }
  });
});

describe('push service answers', () => {
  it('removes the subscription on 410 Gone (and on 404)', async () => {
    for (const status of [410, 404]) {
      const { userId } = await subscribedMember();
      const now = new Date();
      await scheduleReflectionReminder(db(), userId, now);
      await enqueueDueReminders(db(), at(now, REFLECTION_DELAY_MS));
      push.respondWith({ status });
      const report = await deliverDuePushes(db(), sender, { now: at(now, REFLECTION_DELAY_MS) });
      expect(report.gone).toBe(1);
      const left = await db()
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId));
      expect(left).toEqual([]);
    }
  });

  it('honours Retry-After on 429 and sends after it', async () => {
    const { userId } = await subscribedMember();
    const now = new Date();
    await scheduleReflectionReminder(db(), userId, now);
    const due = at(now, REFLECTION_DELAY_MS);
    await enqueueDueReminders(db(), due);
    push.respondWith({ status: 429, headers: { 'retry-after': '120' } });
    expect((await deliverDuePushes(db(), sender, { now: due })).retried).toBe(1);
    const [row] = await db().select().from(pushDeliveries);
    expect(row!.notBefore.getTime()).toBe(due.getTime() + 120_000);

    expect((await deliverDuePushes(db(), sender, { now: at(due, 60_000) })).delivered).toBe(0);
    expect((await deliverDuePushes(db(), sender, { now: at(due, 120_000) })).delivered).toBe(1);
    expect(await db().select().from(pushDeliveries)).toEqual([]);
  });

  it('gives up after repeated server errors', async () => {
    const { userId } = await subscribedMember();
    const now = new Date();
    await scheduleReflectionReminder(db(), userId, now);
    await enqueueDueReminders(db(), at(now, REFLECTION_DELAY_MS));
    let clock = at(now, REFLECTION_DELAY_MS);
    for (let i = 1; i <= MAX_DELIVERY_ATTEMPTS; i++) {
      push.respondWith({ status: 503 });
      const report = await deliverDuePushes(db(), sender, { now: clock });
      if (i < MAX_DELIVERY_ATTEMPTS) expect(report.retried).toBe(1);
      else expect(report.dropped).toBe(1);
      clock = at(clock, 24 * 60 * 60_000);
    }
    expect(await db().select().from(pushDeliveries)).toEqual([]);
  });
});
