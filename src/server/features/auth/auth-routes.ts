import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  ZChangePasswordRequest,
  ZEmptyRequest,
  ZPassword,
  ZPasswordResetRequest,
  ZResendVerificationRequest,
  ZResetPasswordRequest,
  ZSignInRequest,
  ZSignUpRequest,
  ZSignUpResponse,
  ZSocialSignInRequest,
  type TSignUpRequest,
} from '../../../shared/auth';
import type { ErrorCode } from '../../../shared/errors';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { user, verification } from '../../db/schema/auth';
import { AppError } from '../../errors';
import type { BackgroundTasks } from '../../infra/background';
import { AFTER_VERIFICATION_PATH, CLIENT_IP_HEADER, type Auth } from './auth';
import { enforceAuthLimit, withinMailCap } from './auth-rate-limits';
import { resolveAuthSecret } from './auth-secret';
import { isCommonPassword } from './password';
import { createTermsTicket, isNewUser } from './profile-repository';
import {
  beforeSignIn,
  clearAccountThrottle,
  hasKnownDevice,
  knownDeviceCookie,
  recordSignInFailure,
  recordSignInSuccess,
} from './sign-in-throttle';

/**
 * better-auth mounted under /api/auth. Only the endpoints the product uses are reachable, each
 * as its own Fastify route with a schema for its body, query and path (anything else under
 * /api/auth is a 404). Each gets our rate limits and password rules first, and its errors come
 * back in our error format.
 *
 * Account existence is never told apart by status, body or timing: sign-in, sign-up, reset and
 * resend answer no sooner than AUTH_RESPONSE_FLOOR_MS after they start (250 ms: the slowest
 * normal path, one argon2id hash plus a few queries, fits in it). Sign-in and sign-up hash a
 * password on both paths; every e-mail, and the whole lookup of reset and resend, happen off
 * the request.
 */

/** Auth bodies are small: 16 KiB is far above any real one. */
const AUTH_BODY_LIMIT = 16 * 1024;

const ZPassThroughQuery = z.record(z.string().max(100), z.string().max(4096));
const ZVerifyEmailQuery = z.object({
  token: z.string().min(1).max(4096),
  callbackURL: z.string().max(2048).optional(),
});
const ZResetTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/) });
const ZResetCallbackQuery = z.object({ callbackURL: z.string().max(2048).optional() });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function atLeast<T>(floorMs: number, started: number, value: T): Promise<T> {
  const remaining = floorMs - (performance.now() - started);
  if (remaining > 0) await sleep(remaining);
  return value;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'upgrade',
  'host',
  CLIENT_IP_HEADER,
]);

function toWebRequest(
  config: Config,
  request: FastifyRequest,
  path: string,
  body?: unknown,
): Request {
  const url = new URL(path, config.PUBLIC_URL);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // Overwrites whatever the client sent: better-auth reads the address from this header only.
  headers.set(CLIENT_IP_HEADER, request.ip);
  const init: RequestInit = { method: request.method, headers };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    headers.set('content-type', 'application/json');
    init.body = JSON.stringify(body ?? {});
  }
  return new Request(url, init);
}

function errorCodeFor(status: number, betterAuthCode: unknown): ErrorCode {
  if (betterAuthCode === 'EMAIL_NOT_VERIFIED') return 'EMAIL_NOT_VERIFIED';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 500) return 'INTERNAL';
  return 'BAD_REQUEST';
}

const SESSION_TOKEN_FIELDS = ['token'] as const;

/** Session tokens live in the http-only cookie only: they are removed from JSON bodies. */
function withoutTokens(payload: unknown): unknown {
  if (!payload || typeof payload !== 'object') return payload;
  const copy = { ...(payload as Record<string, unknown>) };
  for (const field of SESSION_TOKEN_FIELDS) delete copy[field];
  if (copy.session && typeof copy.session === 'object') {
    const session = { ...(copy.session as Record<string, unknown>) };
    delete session.token;
    copy.session = session;
  }
  return copy;
}

async function sendWebResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  response: Response,
  extraCookies: string[] = [],
): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie' || name === 'content-length' || name === 'transfer-encoding') return;
    void reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) void reply.header('set-cookie', cookies);
  void reply.header('cache-control', 'no-store');

  const location = response.headers.get('location');
  if (location?.startsWith(AFTER_VERIFICATION_PATH) && location.includes('error=')) {
    // An expired or used confirmation link: the sign-in page explains and sends a new one.
    void reply.header('location', '/sign-in?link=expired');
  }

  for (const cookie of extraCookies) void reply.header('set-cookie', cookie);
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  if (!isJson || !text) return reply.send(text || undefined);
  const payload: unknown = JSON.parse(text);
  if (response.status >= 400) {
    const source = (payload ?? {}) as { code?: unknown; message?: unknown };
    const code = errorCodeFor(response.status, source.code);
    const message =
      typeof source.message === 'string' && source.message && response.status < 500
        ? source.message
        : 'Something went wrong on our side. Please try again.';
    if (response.status >= 500) request.log.error({ status: response.status }, 'auth error');
    return reply.send({ error: { code, message, requestId: String(request.id) } });
  }
  return reply.send(withoutTokens(payload));
}

function assertAcceptablePassword(value: unknown, field: string): void {
  const parsed = ZPassword.safeParse(value);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? AUTH_MESSAGES.passwordTooShort;
    throw new AppError('VALIDATION_FAILED', message, { [field]: message });
  }
  if (isCommonPassword(parsed.data)) {
    throw new AppError('VALIDATION_FAILED', AUTH_MESSAGES.passwordTooCommon, {
      [field]: AUTH_MESSAGES.passwordTooCommon,
    });
  }
}

export const authRoutes =
  (deps: {
    config: Config;
    db: Db;
    auth: Auth;
    background: BackgroundTasks;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { config, db, auth, background } = deps;
    const secret = resolveAuthSecret(config);
    const limited = !config.DISABLE_RATE_LIMITS;

    /** Forwards the validated request to better-auth (path and query as received). */
    const forward = (request: FastifyRequest, body?: unknown) => {
      const path = request.url.split('?')[0]!;
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return auth.handler(toWebRequest(config, request, `${path}${query}`, body));
    };
    const passThrough = async (request: FastifyRequest, reply: FastifyReply) =>
      sendWebResponse(request, reply, await forward(request, request.body));

    app.post(
      '/auth/sign-up/email',
      {
        bodyLimit: AUTH_BODY_LIMIT,
        schema: { body: ZSignUpRequest, response: { 200: ZSignUpResponse } },
      },
      async (request, reply) => {
        const body: TSignUpRequest = request.body;
        await enforceAuthLimit(config, db, 'signUp', request, body.email);
        assertAcceptablePassword(body.password, 'password');
        const started = performance.now();
        const response = await auth.handler(
          toWebRequest(config, request, '/api/auth/sign-up/email', {
            name: `${body.firstName} ${body.lastName}`,
            email: body.email,
            password: body.password,
            firstName: body.firstName,
            lastName: body.lastName,
            dateOfBirth: body.dateOfBirth,
            callbackURL: AFTER_VERIFICATION_PATH,
          }),
        );
        if (!response.ok) {
          await atLeast(config.AUTH_RESPONSE_FLOOR_MS, started, null);
          return sendWebResponse(request, reply, response);
        }
        // A known address gets a made-up user from better-auth; the answer is the same either way.
        const created = (await response.json()) as { user?: { id?: string } };
        const userId = created.user?.id;
        const isNew = userId ? await isNewUser(db, userId) : false;
        const termsTicket = await createTermsTicket(db, isNew && userId ? userId : null);
        await atLeast(config.AUTH_RESPONSE_FLOOR_MS, started, null);
        return reply
          .header('cache-control', 'no-store')
          .send({ status: 'check-email' as const, termsTicket });
      },
    );

    app.post(
      '/auth/sign-in/email',
      { bodyLimit: AUTH_BODY_LIMIT, schema: { body: ZSignInRequest } },
      async (request, reply) => {
        const { email } = request.body;
        await enforceAuthLimit(config, db, 'signIn', request);
        if (limited) {
          const known = hasKnownDevice(request, secret, email, config.isProduction);
          await beforeSignIn(db, email, request.ip, known);
        }
        const started = performance.now();
        const response = await forward(request, request.body);
        const cookies: string[] = [];
        if (response.status === 401 && limited) {
          await recordSignInFailure(db, email, request.ip);
        } else if (response.ok) {
          if (limited) await recordSignInSuccess(db, email, request.ip);
          cookies.push(knownDeviceCookie(secret, email, config.isProduction));
        }
        await atLeast(config.AUTH_RESPONSE_FLOOR_MS, started, null);
        return sendWebResponse(request, reply, response, cookies);
      },
    );

    app.post(
      '/auth/request-password-reset',
      { bodyLimit: AUTH_BODY_LIMIT, schema: { body: ZPasswordResetRequest } },
      async (request, reply) => {
        await enforceAuthLimit(config, db, 'requestReset', request);
        const started = performance.now();
        if (await withinMailCap(config, db, 'requestReset', request.body.email)) {
          // The lookup, the token and the e-mail happen after the answer, for every address.
          const webRequest = toWebRequest(
            config,
            request,
            '/api/auth/request-password-reset',
            request.body,
          );
          background.run('password reset request', async () => {
            const response = await auth.handler(webRequest);
            if (response.status >= 500) throw new Error(`reset request: ${response.status}`);
          });
        }
        // The floor also lets the e-mail work of this request finish before the next one, so
        // that it does not show in the timing of a request that follows.
        await atLeast(config.AUTH_RESPONSE_FLOOR_MS, started, null);
        return reply.header('cache-control', 'no-store').send({
          status: true,
          message: 'If this email exists in our system, check your email for the reset link',
        });
      },
    );

    app.post(
      '/auth/send-verification-email',
      { bodyLimit: AUTH_BODY_LIMIT, schema: { body: ZResendVerificationRequest } },
      async (request, reply) => {
        await enforceAuthLimit(config, db, 'resendVerification', request);
        const started = performance.now();
        if (await withinMailCap(config, db, 'resendVerification', request.body.email)) {
          const webRequest = toWebRequest(
            config,
            request,
            '/api/auth/send-verification-email',
            request.body,
          );
          background.run('confirmation resend', async () => {
            const response = await auth.handler(webRequest);
            if (response.status >= 500) throw new Error(`confirmation resend: ${response.status}`);
          });
        }
        await atLeast(config.AUTH_RESPONSE_FLOOR_MS, started, null);
        return reply.header('cache-control', 'no-store').send({ status: true });
      },
    );

    app.post(
      '/auth/reset-password',
      { bodyLimit: AUTH_BODY_LIMIT, schema: { body: ZResetPasswordRequest } },
      async (request, reply) => {
        await enforceAuthLimit(config, db, 'resetPassword', request);
        assertAcceptablePassword(request.body.newPassword, 'password');
        // Whose token it is, so that a completed reset can clear that account's sign-in counters.
        const [owner] = await db
          .select({ email: user.email })
          .from(verification)
          .innerJoin(user, eq(user.id, verification.value))
          .where(eq(verification.identifier, `reset-password:${request.body.token}`));
        // better-auth ends every session of the user on a reset (revokeSessionsOnPasswordReset).
        const response = await forward(request, request.body);
        const cookies: string[] = [];
        if (response.ok && owner) {
          await clearAccountThrottle(db, owner.email);
          cookies.push(knownDeviceCookie(secret, owner.email, config.isProduction));
        }
        return sendWebResponse(request, reply, response, cookies);
      },
    );

    app.post(
      '/auth/change-password',
      { bodyLimit: AUTH_BODY_LIMIT, schema: { body: ZChangePasswordRequest } },
      async (request, reply) => {
        await enforceAuthLimit(config, db, 'changePassword', request);
        assertAcceptablePassword(request.body.newPassword, 'password');
        // Every other session ends on a password change, whatever the client asked for: a
        // stolen session must not outlive it.
        return sendWebResponse(
          request,
          reply,
          await forward(request, { ...request.body, revokeOtherSessions: true }),
        );
      },
    );

    app.post(
      '/auth/sign-in/social',
      { bodyLimit: AUTH_BODY_LIMIT, schema: { body: ZSocialSignInRequest } },
      async (request, reply) => {
        await enforceAuthLimit(config, db, 'signIn', request);
        return passThrough(request, reply);
      },
    );

    for (const path of ['/auth/sign-out', '/auth/revoke-sessions']) {
      app.post(
        path,
        { bodyLimit: AUTH_BODY_LIMIT, schema: { body: ZEmptyRequest } },
        (request, reply) => passThrough(request, reply),
      );
    }

    app.get('/auth/get-session', { schema: { querystring: ZPassThroughQuery } }, passThrough);
    app.get('/auth/ok', { schema: { querystring: ZPassThroughQuery } }, passThrough);
    app.get('/auth/callback/google', { schema: { querystring: ZPassThroughQuery } }, passThrough);
    app.get('/auth/verify-email', { schema: { querystring: ZVerifyEmailQuery } }, passThrough);
    app.get(
      '/auth/reset-password/:token',
      { schema: { params: ZResetTokenParams, querystring: ZResetCallbackQuery } },
      passThrough,
    );

    // Every other better-auth endpoint (update-user, delete-user, list-accounts ...) is unreachable.
    app.route({
      method: ['GET', 'POST'],
      url: '/auth/*',
      bodyLimit: AUTH_BODY_LIMIT,
      handler: async () => {
        throw new AppError('NOT_FOUND', 'Not found.');
      },
    });
  };
