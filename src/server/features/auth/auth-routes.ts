import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  ZPassword,
  ZSignUpRequest,
  ZSignUpResponse,
  type TSignUpRequest,
} from '../../../shared/auth';
import type { ErrorCode } from '../../../shared/errors';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { AFTER_VERIFICATION_PATH, CLIENT_IP_HEADER, type Auth } from './auth';
import { enforceAuthLimit, type AuthAction } from './auth-rate-limits';
import { isCommonPassword } from './password';
import { createTermsTicket, isNewUser } from './profile-repository';

/**
 * better-auth mounted under /api/auth. Only the endpoints the product uses are reachable; each
 * gets our rate limits and password rules first, and its errors come back in our error format.
 */

interface AllowedEndpoint {
  method: 'GET' | 'POST';
  path: RegExp;
  limit?: AuthAction;
  /** Body field holding a new password that must pass our password rules. */
  newPassword?: string;
}

const ENDPOINTS: AllowedEndpoint[] = [
  { method: 'GET', path: /^\/get-session$/ },
  { method: 'GET', path: /^\/verify-email$/ },
  { method: 'GET', path: /^\/reset-password\/[^/]+$/ },
  { method: 'GET', path: /^\/callback\/google$/ },
  { method: 'GET', path: /^\/ok$/ },
  { method: 'POST', path: /^\/sign-in\/email$/, limit: 'signIn' },
  { method: 'POST', path: /^\/sign-in\/social$/, limit: 'signIn' },
  { method: 'POST', path: /^\/sign-out$/ },
  // 'Sign out everywhere' on the Security tab (issue 7): ends every session of the user.
  { method: 'POST', path: /^\/revoke-sessions$/ },
  { method: 'POST', path: /^\/request-password-reset$/, limit: 'requestReset' },
  {
    method: 'POST',
    path: /^\/reset-password$/,
    limit: 'resetPassword',
    newPassword: 'newPassword',
  },
  { method: 'POST', path: /^\/send-verification-email$/, limit: 'resendVerification' },
  {
    method: 'POST',
    path: /^\/change-password$/,
    limit: 'changePassword',
    newPassword: 'newPassword',
  },
];

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
  (deps: { config: Config; db: Db; auth: Auth }): FastifyPluginAsyncZod =>
  async (app) => {
    const { config, db, auth } = deps;

    app.post(
      '/auth/sign-up/email',
      { schema: { body: ZSignUpRequest, response: { 200: ZSignUpResponse } } },
      async (request, reply) => {
        const body: TSignUpRequest = request.body;
        await enforceAuthLimit(config, db, 'signUp', request, body.email);
        assertAcceptablePassword(body.password, 'password');
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
        if (!response.ok) return sendWebResponse(request, reply, response);
        // A known address gets a made-up user from better-auth; the answer is the same either way.
        const created = (await response.json()) as { user?: { id?: string } };
        const userId = created.user?.id;
        const isNew = userId ? await isNewUser(db, userId) : false;
        const termsTicket = await createTermsTicket(db, isNew && userId ? userId : null);
        return reply
          .header('cache-control', 'no-store')
          .send({ status: 'check-email' as const, termsTicket });
      },
    );

    app.route({
      method: ['GET', 'POST'],
      url: '/auth/*',
      handler: async (request, reply) => {
        const path = request.url.split('?')[0]!.replace(/^\/api\/auth/, '');
        const endpoint = ENDPOINTS.find((e) => e.method === request.method && e.path.test(path));
        if (!endpoint) throw new AppError('NOT_FOUND', 'Not found.');
        const body = (request.body ?? {}) as Record<string, unknown>;
        if (endpoint.limit) await enforceAuthLimit(config, db, endpoint.limit, request, body.email);
        if (endpoint.newPassword) assertAcceptablePassword(body[endpoint.newPassword], 'password');
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        const response = await auth.handler(
          toWebRequest(config, request, `/api/auth${path}${query}`, body),
        );
        return sendWebResponse(request, reply, response);
      },
    });
  };
