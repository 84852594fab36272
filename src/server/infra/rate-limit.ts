import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { AppError } from '../errors';

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  resetAt: Date;
}

/**
 * Counts one hit against `key` in a fixed window and tells whether it is within `limit`.
 * One atomic upsert, so concurrent requests on several app servers share one counter.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowMs: number,
): Promise<RateLimitResult> {
  const windowSql = sql.raw(`interval '${Math.max(1, Math.round(windowMs))} milliseconds'`);
  const result = await db.execute(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + ${windowSql})
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then now() + ${windowSql} else rate_limits.reset_at end
    returning count, reset_at
  `);
  const row = (result as unknown as { rows: Array<{ count: number; reset_at: string | Date }> })
    .rows[0];
  if (!row) throw new Error('rate limit upsert returned no row');
  const count = Number(row.count);
  return { allowed: count <= limit, count, resetAt: new Date(row.reset_at) };
}

/** Throws RATE_LIMITED (with Retry-After) when any of the keys is over its limit. */
export async function enforceRateLimits(
  db: Db,
  rules: Array<{ key: string; limit: number; windowMs: number }>,
  message = 'Too many attempts. Please wait a moment and try again.',
): Promise<void> {
  for (const rule of rules) {
    const result = await hitRateLimit(db, rule.key, rule.limit, rule.windowMs);
    if (!result.allowed) {
      const retryAfter = Math.max(1, Math.ceil((result.resetAt.getTime() - Date.now()) / 1000));
      throw new AppError('RATE_LIMITED', message, undefined, { 'retry-after': String(retryAfter) });
    }
  }
}
