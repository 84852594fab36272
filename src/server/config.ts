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
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Env {
  PUBLIC_URL: string;
  DATA_DIR: string;
  isProduction: boolean;
  /** Fastify's `trustProxy`: off by default; `true`, addresses/subnets, or a hop count. */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(',').map((s) => s.trim());
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
