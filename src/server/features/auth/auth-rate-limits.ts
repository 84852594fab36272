import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { enforceRateLimits, hitRateLimit } from '../../infra/rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface Window {
  limit: number;
  windowMs: number;
}

/**
 * Abuse limits of the account endpoints, per client address and, for sign-up, per e-mail. The
 * address is Fastify's `request.ip`: X-Forwarded-For counts only from configured proxies.
 *
 * No limit here can lock an owner out of their account: sign-in failures are throttled by
 * sign-in-throttle.ts (growing delays per address and per account+address, a slowed queue per
 * account), and the per-account caps of reset and confirmation e-mails never answer 429: past
 * the cap the request is answered as usual and no further e-mail is sent (the links sent in the
 * last hour still work, they expire after one hour for a reset).
 */
export const AUTH_RATE_LIMITS = {
  signIn: { perAddress: { limit: 30, windowMs: 15 * MINUTE } },
  signUp: { perAddress: { limit: 10, windowMs: HOUR }, perAccount: { limit: 5, windowMs: HOUR } },
  requestReset: {
    perAddress: { limit: 10, windowMs: HOUR },
    mailsPerAccount: { limit: 5, windowMs: HOUR },
  },
  resetPassword: { perAddress: { limit: 20, windowMs: HOUR } },
  resendVerification: {
    perAddress: { limit: 10, windowMs: HOUR },
    mailsPerAccount: { limit: 5, windowMs: HOUR },
  },
  changePassword: { perAddress: { limit: 20, windowMs: HOUR } },
} satisfies Record<string, { perAddress: Window; perAccount?: Window; mailsPerAccount?: Window }>;

export type AuthAction = keyof typeof AUTH_RATE_LIMITS;

const MESSAGES: Record<AuthAction, string> = {
  signIn: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  signUp: 'Too many sign-up attempts. Please try again later.',
  requestReset: 'Too many password reset requests. Please try again later.',
  resetPassword: 'Too many attempts. Please try again later.',
  resendVerification: 'Too many e-mails requested. Please try again later.',
  changePassword: 'Too many attempts. Please try again later.',
};

/** Counts the request and throws RATE_LIMITED (429, Retry-After) when a limit is exceeded. */
export async function enforceAuthLimit(
  config: Config,
  db: Db,
  action: AuthAction,
  request: FastifyRequest,
  email?: unknown,
): Promise<void> {
  if (config.DISABLE_RATE_LIMITS) return;
  const rules: Array<{ key: string } & Window> = [];
  const limits: { perAddress: Window; perAccount?: Window } = AUTH_RATE_LIMITS[action];
  rules.push({ key: `auth:${action}:ip:${request.ip}`, ...limits.perAddress });
  if (limits.perAccount && typeof email === 'string' && email.trim()) {
    rules.push({
      key: `auth:${action}:account:${email.trim().toLowerCase()}`,
      ...limits.perAccount,
    });
  }
  await enforceRateLimits(db, rules, MESSAGES[action]);
}

/**
 * Counts one e-mail to `email` for `action` and tells whether it may be sent (the per-account
 * cap). Never throws RATE_LIMITED: the caller answers the same either way.
 */
export async function withinMailCap(
  config: Config,
  db: Db,
  action: 'requestReset' | 'resendVerification',
  email: string,
): Promise<boolean> {
  if (config.DISABLE_RATE_LIMITS) return true;
  const { limit, windowMs } = AUTH_RATE_LIMITS[action].mailsPerAccount;
  const result = await hitRateLimit(db, `auth:${action}:mail:${email}`, limit, windowMs);
  return result.allowed;
}
