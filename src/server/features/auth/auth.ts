import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import type { FastifyBaseLogger } from 'fastify';
import { isAdult, AUTH_MESSAGES } from '../../../shared/auth';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { account, session, user, verification } from '../../db/schema/auth';
import type { BackgroundTasks } from '../../infra/background';
import type { Mailer } from '../../infra/mailer/mailer';
import { serializeError } from '../../plugins/log-redaction';
import { resolveAuthSecret } from './auth-secret';
import {
  existingAccountEmail,
  resetPasswordEmail,
  verificationEmail,
  welcomeEmail,
} from './emails';
import { hashPassword, verifyPassword } from './password';
import { createProfile } from './profile-repository';
import { trustedOrigins } from '../../plugins/security';

/** Fastify writes the client address (request.ip, which honours TRUST_PROXY) into this header. */
export const CLIENT_IP_HEADER = 'x-datecrunch-client-ip';

/** Where the confirmation link lands (DECISIONS: the link signs the user in and leads here). */
export const AFTER_VERIFICATION_PATH = '/welcome';
export const RESET_PASSWORD_PATH = '/reset-password';

const SESSION_DAYS = 30;

export interface AuthDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Where e-mails are sent from, off the request (failures are logged there). */
  background: BackgroundTasks;
}

/**
 * Every account e-mail is sent off the request: the answer never waits for SMTP, so a known
 * address is answered as fast as an unknown one. A failure is logged; the user can ask again.
 */
function sendInBackground(deps: AuthDeps, what: string, send: () => Promise<void>): void {
  deps.background.run(`${what} e-mail`, send);
}

export function createAuth(deps: AuthDeps) {
  const { config, db, mailer } = deps;
  const support = config.SUPPORT_EMAIL;
  const google =
    config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? {
          clientId: config.GOOGLE_CLIENT_ID,
          clientSecret: config.GOOGLE_CLIENT_SECRET,
          // New accounts need a birth date (18+), which Google does not give: Google signs in
          // accounts made with the sign-up form (docs/decisions/0203).
          disableImplicitSignUp: true,
        }
      : undefined;

  const auth = betterAuth({
    appName: 'DateCrunch',
    baseURL: config.PUBLIC_URL,
    basePath: '/api/auth',
    secret: resolveAuthSecret(config),
    trustedOrigins: trustedOrigins(config),
    telemetry: { enabled: false },
    // better-auth's own log lines go to our logger, through its redacting error serializer.
    logger: {
      disabled: config.NODE_ENV === 'test',
      log: (level, message, ...args) => {
        const details = args.map((arg) => serializeError(arg));
        // Its warnings ('user not found' ...) are routine, and would name addresses: debug only.
        deps.log[level === 'error' ? 'error' : 'debug']({ details }, `auth: ${message}`);
      },
    },
    // Errors that are not better-auth's own (a database outage) reach our error handler, which
    // answers 503 for an outage instead of better-auth's bare 500.
    onAPIError: { throw: true },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification },
      transaction: false,
    }),
    user: {
      additionalFields: {
        firstName: { type: 'string', required: true, input: true },
        lastName: { type: 'string', required: true, input: true },
        dateOfBirth: { type: 'string', required: true, input: true },
      },
    },
    session: {
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: u, url }) => {
        sendInBackground(deps, 'reset-password', () =>
          mailer.send(
            resetPasswordEmail({ email: u.email, firstName: firstNameOf(u) }, url, support),
          ),
        );
      },
      onExistingUserSignUp: async ({ user: existing }) => {
        if (!existing.emailVerified) {
          // A second sign-up before confirming: send a fresh confirmation link instead.
          sendInBackground(deps, 'verification', async () => {
            await auth.api.sendVerificationEmail({
              body: { email: existing.email, callbackURL: AFTER_VERIFICATION_PATH },
            });
          });
          return;
        }
        sendInBackground(deps, 'existing-account', () =>
          mailer.send(
            existingAccountEmail(
              { email: existing.email, firstName: firstNameOf(existing) },
              `${config.PUBLIC_URL}/sign-in`,
              `${config.PUBLIC_URL}/forgot-password`,
              support,
            ),
          ),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user: u, url }) => {
        sendInBackground(deps, 'verification', () =>
          mailer.send(
            verificationEmail({ email: u.email, firstName: firstNameOf(u) }, url, support),
          ),
        );
      },
      afterEmailVerification: async (u) => {
        // The spec's send-welcome-email: a failure is only logged.
        sendInBackground(deps, 'welcome', () =>
          mailer.send(
            welcomeEmail(
              { email: u.email, firstName: firstNameOf(u) },
              `${config.PUBLIC_URL}/analyze`,
              support,
            ),
          ),
        );
      },
    },
    socialProviders: google ? { google } : {},
    account: { accountLinking: { enabled: true, trustedProviders: ['google'] } },
    databaseHooks: {
      user: {
        create: {
          before: async (data) => {
            // Defence in depth: the sign-up route checks the age first, but no path may create
            // an account for someone under 18.
            const dob = (data as { dateOfBirth?: unknown }).dateOfBirth;
            if (typeof dob !== 'string' || !isAdult(dob)) {
              throw new APIError('BAD_REQUEST', { message: AUTH_MESSAGES.ageRestriction });
            }
            return { data };
          },
          after: async (created) => {
            await createProfile(db, created.id);
          },
        },
      },
    },
    // Counted by our own limiter in the database, per address and per account (auth-routes.ts).
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'datecrunch',
      useSecureCookies: config.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
  });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;

function firstNameOf(u: object): string | null {
  const value = (u as { firstName?: unknown }).firstName;
  return typeof value === 'string' ? value : null;
}
