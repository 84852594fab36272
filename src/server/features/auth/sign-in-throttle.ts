import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';

/**
 * Password-guessing protection that cannot be turned against the account's owner.
 *
 * Failed sign-ins (wrong password or unknown address alike) are counted under three keys:
 *
 * - per client address: after `perAddress.free` failures in the window, each further failure
 *   blocks the address for a growing delay (1 s, 2 s, 4 s ... up to 15 min);
 * - per (account, address) pair: the same, after `perPair.free` failures;
 * - per account, from every address: after `perAccount.free` failures the account is never
 *   blocked; instead its password checks are spaced out (one every `spacing`, growing with the
 *   failures up to `maxSpacingMs`). A request waits for its slot on the server; when the queue
 *   is more than `maxWaitMs` long it is answered 429 with Retry-After. A browser holding the
 *   account's known-device cookie (set by a successful sign-in or password reset) skips this
 *   queue, so an attacker flooding the account cannot keep its owner out, and a password reset
 *   (never limited by these counters) clears the account's counters.
 *
 * A successful sign-in clears its pair only: the account counter keeps counting, so a guesser
 * gains nothing when the owner signs in.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;

export const SIGN_IN_THROTTLE = {
  perAddress: { free: 20, windowMs: 15 * MINUTE, baseDelayMs: SECOND, maxDelayMs: 15 * MINUTE },
  perPair: { free: 5, windowMs: 15 * MINUTE, baseDelayMs: SECOND, maxDelayMs: 15 * MINUTE },
  perAccount: {
    free: 10,
    windowMs: 15 * MINUTE,
    baseSpacingMs: 500,
    maxSpacingMs: 5 * SECOND,
    maxWaitMs: 10 * SECOND,
  },
} as const;

const MESSAGE = 'Too many sign-in attempts. Please wait a moment and try again.';

/** The growing delay after `failures` failures with `free` allowed: base, 2 x base, 4 x base ... */
export function growingDelayMs(
  failures: number,
  rule: { free: number; baseDelayMs: number; maxDelayMs: number },
): number {
  if (failures <= rule.free) return 0;
  const exponent = Math.min(failures - rule.free - 1, 30);
  return Math.min(rule.baseDelayMs * 2 ** exponent, rule.maxDelayMs);
}

/** Spacing between password checks on an account with `failures` recent failures. */
export function accountSpacingMs(failures: number): number {
  const rule = SIGN_IN_THROTTLE.perAccount;
  if (failures < rule.free) return 0;
  return Math.min(rule.baseSpacingMs * (failures - rule.free + 1), rule.maxSpacingMs);
}

const keys = (email: string, ip: string) => ({
  address: `ip:${ip}`,
  pair: `pair:${email}|${ip}`,
  account: `account:${email}`,
});

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

function interval(ms: number) {
  return sql.raw(`interval '${Math.max(0, Math.round(ms))} milliseconds'`);
}

function rateLimited(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / SECOND));
  return new AppError('RATE_LIMITED', MESSAGE, undefined, { 'retry-after': String(seconds) });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Before the password is checked: 429 while the address or the pair is in its delay; otherwise,
 * when the account is being guessed and the caller has no known-device cookie, waits for the
 * account's next slot (or 429 when the queue is too long).
 */
export async function beforeSignIn(
  db: Db,
  email: string,
  ip: string,
  knownDevice: boolean,
): Promise<void> {
  const k = keys(email, ip);
  const blocked = rowsOf<{ wait_ms: string | number }>(
    await db.execute(sql`
      select extract(epoch from (blocked_until - now())) * 1000 as wait_ms
      from auth_throttle
      where key in (${k.address}, ${k.pair}) and blocked_until > now()
      order by blocked_until desc limit 1
    `),
  );
  if (blocked[0]) throw rateLimited(Number(blocked[0].wait_ms));
  if (knownDevice) return;

  const [account] = rowsOf<{ failures: number }>(
    await db.execute(sql`
      select failures from auth_throttle where key = ${k.account} and window_ends_at > now()
    `),
  );
  const spacing = accountSpacingMs(account ? Number(account.failures) : 0);
  if (spacing === 0) return;
  const { maxWaitMs } = SIGN_IN_THROTTLE.perAccount;
  // One atomic step reserves the next slot, unless the queue is already longer than maxWaitMs.
  const [slot] = rowsOf<{ wait_ms: string | number }>(
    await db.execute(sql`
      update auth_throttle
      set next_slot_at = greatest(coalesce(next_slot_at, now()), now()) + ${interval(spacing)}
      where key = ${k.account}
        and coalesce(next_slot_at, now()) <= now() + ${interval(maxWaitMs)}
      returning extract(epoch from (next_slot_at - ${interval(spacing)} - now())) * 1000 as wait_ms
    `),
  );
  if (!slot) throw rateLimited(spacing);
  const wait = Number(slot.wait_ms);
  if (wait > 0) await sleep(wait);
}

async function countFailure(db: Db, key: string, windowMs: number): Promise<number> {
  const [row] = rowsOf<{ failures: number }>(
    await db.execute(sql`
      insert into auth_throttle (key, failures, window_ends_at)
      values (${key}, 1, now() + ${interval(windowMs)})
      on conflict (key) do update set
        failures = case when auth_throttle.window_ends_at <= now() then 1
                        else auth_throttle.failures + 1 end,
        window_ends_at = case when auth_throttle.window_ends_at <= now()
                              then now() + ${interval(windowMs)} else auth_throttle.window_ends_at end,
        next_slot_at = case when auth_throttle.window_ends_at <= now() then null
                            else auth_throttle.next_slot_at end
      returning failures
    `),
  );
  return Number(row?.failures ?? 1);
}

async function block(db: Db, key: string, delayMs: number): Promise<void> {
  if (delayMs <= 0) return;
  await db.execute(sql`
    update auth_throttle set blocked_until = now() + ${interval(delayMs)} where key = ${key}
  `);
}

/** A wrong password or an unknown address: counted under all three keys. */
export async function recordSignInFailure(db: Db, email: string, ip: string): Promise<void> {
  const k = keys(email, ip);
  const { perAddress, perPair, perAccount } = SIGN_IN_THROTTLE;
  const addressFailures = await countFailure(db, k.address, perAddress.windowMs);
  await block(db, k.address, growingDelayMs(addressFailures, perAddress));
  const pairFailures = await countFailure(db, k.pair, perPair.windowMs);
  await block(db, k.pair, growingDelayMs(pairFailures, perPair));
  await countFailure(db, k.account, perAccount.windowMs);
}

/** The right password: this address's pair starts afresh. */
export async function recordSignInSuccess(db: Db, email: string, ip: string): Promise<void> {
  await db.execute(sql`delete from auth_throttle where key = ${keys(email, ip).pair}`);
}

/** A completed password reset: the account's and its pairs' counters start afresh. */
export async function clearAccountThrottle(db: Db, email: string): Promise<void> {
  const account = `account:${email}`;
  const pairPrefix = `pair:${email}|`;
  await db.execute(sql`
    delete from auth_throttle
    where key = ${account} or left(key, ${pairPrefix.length}) = ${pairPrefix}
  `);
}

/**
 * The known-device cookie: `<issued seconds>.<HMAC-SHA256(secret, e-mail|issued)>`, http-only,
 * SameSite=Lax, Secure in production, for one account per browser.
 */
export const KNOWN_DEVICE_MAX_AGE_S = 180 * 24 * 60 * 60;

export function knownDeviceCookieName(isProduction: boolean): string {
  return isProduction ? '__Host-datecrunch.device' : 'datecrunch.device';
}

function deviceSignature(secret: string, email: string, issued: string): Buffer {
  return createHmac('sha256', secret).update(`known-device|${email}|${issued}`).digest();
}

export function knownDeviceCookie(
  secret: string,
  email: string,
  isProduction: boolean,
  nowMs = Date.now(),
): string {
  const issued = String(Math.floor(nowMs / SECOND));
  const value = `${issued}.${deviceSignature(secret, email, issued).toString('base64url')}`;
  const secure = isProduction ? '; Secure' : '';
  return `${knownDeviceCookieName(isProduction)}=${value}; Max-Age=${KNOWN_DEVICE_MAX_AGE_S}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

export function hasKnownDevice(
  request: FastifyRequest,
  secret: string,
  email: string,
  isProduction: boolean,
  nowMs = Date.now(),
): boolean {
  const name = knownDeviceCookieName(isProduction);
  const header = request.headers.cookie ?? '';
  const pair = header
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`));
  if (!pair) return false;
  const [issued, signature] = pair.slice(name.length + 1).split('.');
  if (!issued || !signature || !/^\d{1,12}$/.test(issued)) return false;
  if (nowMs / SECOND - Number(issued) > KNOWN_DEVICE_MAX_AGE_S) return false;
  const expected = deviceSignature(secret, email, issued);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
