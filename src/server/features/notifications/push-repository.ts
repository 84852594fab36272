import { and, eq, sql } from 'drizzle-orm';
import type { TPushPayload, TPushSubscription } from '../../../shared/notifications';
import type { Db } from '../../db/client';
import { pushDeliveries, pushSubscriptions } from '../../db/schema/push-subscriptions';

/**
 * Stores a browser's subscription for `userId`. The endpoint is unique: the same browser
 * subscribing again (or under another account) updates the one row.
 */
export async function saveSubscription(
  db: Db,
  userId: string,
  subscription: TPushSubscription,
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({
      userId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
    })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
    });
}

/** Removes the user's subscription with this endpoint; another user's is left alone. */
export async function removeSubscription(db: Db, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function listSubscriptions(db: Db, userId: string) {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** Queues `payload` for every subscription of the user; returns the delivery ids. */
export async function enqueueForUser(
  db: Db,
  userId: string,
  payload: TPushPayload,
): Promise<string[]> {
  const rows = await db.execute(sql`
    insert into push_deliveries (subscription_id, payload)
    select id, ${JSON.stringify(payload)}::jsonb from push_subscriptions where user_id = ${userId}
    returning id
  `);
  return (rows as unknown as { rows: Array<{ id: string }> }).rows.map((r) => r.id);
}

export async function countDeliveries(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(pushDeliveries);
  return row?.n ?? 0;
}
