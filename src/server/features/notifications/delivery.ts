import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { pushDeliveries, pushSubscriptions } from '../../db/schema/push-subscriptions';
import type { PushSender } from '../../infra/push/push-sender';

/** How long a claimed delivery is hidden from other app servers while it is being sent. */
const LEASE_MS = 5 * 60_000;
export const MAX_DELIVERY_ATTEMPTS = 5;
const BATCH = 50;
/** Seconds a push service keeps a message for a browser that is offline. */
export const PUSH_TTL_SECONDS = 12 * 60 * 60;

export interface DeliveryReport {
  delivered: number;
  gone: number;
  retried: number;
  dropped: number;
}

interface ClaimedRow {
  id: string;
  attempts: number;
  payload: unknown;
  subscription_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Sends the queued pushes that are due (or only `ids`). Each row is claimed with a lease first
 * (`for update skip locked`), so several app servers never send the same push twice.
 * 404/410 removes the subscription; 429 waits for Retry-After; other failures back off.
 */
export async function deliverDuePushes(
  db: Db,
  sender: PushSender,
  options: { now?: Date; ids?: string[]; log?: FastifyBaseLogger } = {},
): Promise<DeliveryReport> {
  const now = options.now ?? new Date();
  const report: DeliveryReport = { delivered: 0, gone: 0, retried: 0, dropped: 0 };
  const only =
    options.ids === undefined
      ? sql`true`
      : options.ids.length === 0
        ? sql`false`
        : sql`id in (${sql.join(
            options.ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`;
  const leaseUntil = new Date(now.getTime() + LEASE_MS);
  // Without an explicit `now`, "due" is judged by the database's own clock: a row queued a moment
  // ago carries the database's microsecond timestamp, which the app's millisecond clock read in
  // the same millisecond would still count as in the future (the test push then sent nothing).
  const dueBy = options.now ? sql`${now.toISOString()}::timestamptz` : sql`clock_timestamp()`;
  const claimed = await db.execute(sql`
    with due as (
      select id from push_deliveries
      where not_before <= ${dueBy} and ${only}
      order by not_before
      limit ${BATCH}
      for update skip locked
    )
    update push_deliveries d
    set not_before = ${leaseUntil.toISOString()}::timestamptz, attempts = d.attempts + 1
    from due, push_subscriptions s
    where d.id = due.id and s.id = d.subscription_id
    returning d.id, d.attempts, d.payload, d.subscription_id, s.endpoint, s.p256dh, s.auth
  `);
  const rows = (claimed as unknown as { rows: ClaimedRow[] }).rows;

  for (const row of rows) {
    const result = await sender.send(
      { endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth },
      row.payload,
      { ttl: PUSH_TTL_SECONDS },
    );
    if (result.status === 'delivered') {
      report.delivered++;
      await db.delete(pushDeliveries).where(eq(pushDeliveries.id, row.id));
    } else if (result.status === 'gone') {
      report.gone++;
      // Cascades to every queued push of that subscription.
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.subscription_id));
    } else if (result.status === 'retry' && row.attempts < MAX_DELIVERY_ATTEMPTS) {
      report.retried++;
      const backoffMs = result.retryAfterMs ?? 60_000 * 2 ** (row.attempts - 1);
      await db
        .update(pushDeliveries)
        .set({ notBefore: new Date(now.getTime() + backoffMs) })
        .where(eq(pushDeliveries.id, row.id));
      options.log?.warn({ reason: result.reason, backoffMs }, 'push delivery postponed');
    } else {
      report.dropped++;
      await db.delete(pushDeliveries).where(eq(pushDeliveries.id, row.id));
      options.log?.warn({ reason: result.reason }, 'push delivery dropped');
    }
  }
  return report;
}
