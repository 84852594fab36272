import { sql } from 'drizzle-orm';
import type { TPushPayload } from '../../../shared/notifications';
import type { Db } from '../../db/client';
import { reflectionReminders } from '../../db/schema/push-subscriptions';

/** A reflection reminder goes out a day after the user's latest crunched date. */
export const REFLECTION_DELAY_MS = 24 * 60 * 60 * 1000;

/** The reminder's text is the same for everyone: it never quotes or hints at the user's date. */
export const REFLECTION_REMINDER: TPushPayload = {
  title: 'A day later: how do you feel about your date?',
  body: 'Feelings settle overnight. Take a minute to look back at your analysis and note what you think now.',
  url: '/history',
  tag: 'reflection-reminder',
};

/**
 * Call after saving a crunched date: schedules (or moves) the user's one reflection reminder to
 * `now` + 24 h. Whether it is sent is decided when it is due, from the user's notification
 * preference and push subscriptions at that time.
 */
export async function scheduleReflectionReminder(
  db: Db,
  userId: string,
  now: Date = new Date(),
): Promise<void> {
  const dueAt = new Date(now.getTime() + REFLECTION_DELAY_MS);
  await db
    .insert(reflectionReminders)
    .values({ userId, dueAt })
    .onConflictDoUpdate({ target: reflectionReminders.userId, set: { dueAt } });
}

/**
 * Takes the due reminders off the table and queues one push per subscription of each user whose
 * `email_notifications` preference is on (the Settings → Notifications switch). One statement,
 * so two app servers never queue the same reminder twice. Returns the number of pushes queued.
 */
export async function enqueueDueReminders(db: Db, now: Date = new Date()): Promise<number> {
  const result = await db.execute(sql`
    with due as (
      delete from reflection_reminders
      where user_id in (
        select user_id from reflection_reminders
        where due_at <= ${now.toISOString()}::timestamptz
        limit 500
        for update skip locked
      )
      returning user_id
    )
    insert into push_deliveries (subscription_id, payload)
    select s.id, ${JSON.stringify(REFLECTION_REMINDER)}::jsonb
    from due
    join profiles p on p.id = due.user_id and p.email_notifications
    join push_subscriptions s on s.user_id = due.user_id
    returning id
  `);
  return (result as unknown as { rows: unknown[] }).rows.length;
}
