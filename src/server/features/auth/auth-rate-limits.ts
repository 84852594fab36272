import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { enforceRateLimits } from '../../infra/rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface Window {
  limit: number;
  windowMs: number;
}

/**
 * Abuse limits of the account endpoints, per client address and per account (e-mail). The
 * address is Fastify's `request.ip`: X-Forwarded-For counts only behind a configured proxy.
 */
export const AUTH_RATE_LIMITS = {
  signIn: {
    perAddress: { limit: 30, windowMs: 15 * MINUTE },
    perAccount: { limit: 10, windowMs: 15 * MINUTE },
  },
  signUp: { perAddress: { limit: 10, windowMs: HOUR }, perAccount: { limit: 5, windowMs: HOUR } },
  requestReset: {
    perAddress: { limit: 10, windowMs: HOUR },
    perAccount: { limit: 5, windowMs: HOUR },
  },
  resetPassword: { perAddress: { limit: 20, windowMs: HOUR } },
  resendVerification: {
    perAddress: { limit: 10, windowMs: HOUR },
    perAccount: { limit: 5, windowMs: HOUR },
  },
  changePassword: { perAddress: { limit: 20, windowMs: HOUR } },
} satisfies Record<string, { perAddress: Window; perAccount?: Window }>;

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
