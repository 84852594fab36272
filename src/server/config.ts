import path from 'node:path';
import { z } from 'zod';

/**
 * Every setting of the server, parsed once at start-up. Nothing else in `src/` reads
 * `process.env` (an ESLint rule enforces it); a bad value stops the process with a
 * message that names the setting.
 */

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
const boolish = z.preprocess(
  (v) => (typeof v === 'string' ? ['1', 'true', 'yes', 'on'].includes(v.toLowerCase()) : v),
  z.boolean(),
);

const DEFAULT_SAFETY_RESOURCES =
  'If you are in immediate danger, call your local emergency number (911 in the US, 112 in the EU, 999 in the UK). ' +
  'In the US you can reach the National Domestic Violence Hotline at 1-800-799-7233 (text START to 88788) ' +
  'and RAINN at 1-800-656-4673, any time, for free and in confidence.';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().optional()),
  SUPPORT_EMAIL: z.email().default('support@datecrunch.app'),

  AUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  DATA_ENCRYPTION_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes, base64-encoded')
      .optional(),
  ),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,

  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().default('DateCrunch <no-reply@datecrunch.app>'),

  AI_BASE_URL: optionalUrl,
  AI_MODEL: optionalString,
  AI_API_KEY: optionalString,
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  SAFETY_RESOURCES: z.string().min(1).default(DEFAULT_SAFETY_RESOURCES),
  VISITOR_DAILY_ANALYSES: z.coerce.number().int().min(0).default(3),

  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_MONTHLY: optionalString,
  STRIPE_PRICE_ANNUAL: optionalString,
  STRIPE_API_BASE: optionalUrl,

  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_URL: optionalUrl,

  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: z.string().default('mailto:support@datecrunch.app'),

  DISABLE_RATE_LIMITS: boolish.default(false),
  /**
   * Sign-in, sign-up, reset and resend answer no sooner than this after they start (ms), so
   * that a known and an unknown address take the same time. The API tests set 0 outside the enumeration tests.
   */
  AUTH_RESPONSE_FLOOR_MS: z.coerce.number().int().min(0).max(5000).default(250),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Env {
  PUBLIC_URL: string;
  DATA_DIR: string;
  isProduction: boolean;
  /**
   * Fastify's `trustProxy`: off by default, a hop count, or proxy addresses/subnets. Never
   * `true`: that would take the client address from whatever X-Forwarded-For a client sends.
   */
  trustProxy: false | number | string[];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const TRUST_PROXY_TRUE_MESSAGE =
  'TRUST_PROXY: "true" is refused: it trusts any X-Forwarded-For a client sends, so every client ' +
  'could choose its own address and dodge the per-address limits. Set the number of proxies in ' +
  'front of the app (e.g. 1) or their addresses/subnets (e.g. 10.0.0.5,10.1.0.0/16).';

const PROXY_ENTRY = /^(?:loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(?:\/\d{1,3})?)$/;

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  const v = value?.trim().toLowerCase();
  if (!v || v === 'false' || v === '0') return false;
  if (v === 'true') throw new ConfigError(`Invalid settings:\n  ${TRUST_PROXY_TRUE_MESSAGE}`);
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > 10) {
      throw new ConfigError('Invalid settings:\n  TRUST_PROXY: a hop count is at most 10');
    }
    return hops;
  }
  const entries = value!
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !PROXY_ENTRY.test(entry));
  if (bad !== undefined) {
    throw new ConfigError(
      `Invalid settings:\n  TRUST_PROXY: "${bad}" is not a hop count, an IP address or a subnet`,
    );
  }
  return entries;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid settings:\n${lines.join('\n')}\nSee .env.example.`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.AUTH_SECRET) {
    throw new ConfigError(
      'Invalid settings:\n  AUTH_SECRET: required in production (32+ characters)',
    );
  }
  if (
    e.STRIPE_SECRET_KEY &&
    (!e.STRIPE_WEBHOOK_SECRET || !e.STRIPE_PRICE_MONTHLY || !e.STRIPE_PRICE_ANNUAL)
  ) {
    throw new ConfigError(
      'Invalid settings:\n  STRIPE_SECRET_KEY: needs STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY and STRIPE_PRICE_ANNUAL',
    );
  }
  if (e.AI_BASE_URL && !e.AI_MODEL) {
    throw new ConfigError('Invalid settings:\n  AI_MODEL: required when AI_BASE_URL is set');
  }
  return {
    ...e,
    DATA_DIR: path.resolve(e.DATA_DIR),
    PUBLIC_URL: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    isProduction: e.NODE_ENV === 'production',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
  };
}
