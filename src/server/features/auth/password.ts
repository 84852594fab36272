import { readFileSync } from 'node:fs';
import { hash, verify } from '@node-rs/argon2';

/** OWASP's minimum for argon2id (DECISIONS: m = 19 MiB, t = 2, p = 1). */
export const ARGON2_OPTIONS = {
  // Algorithm.Argon2id; the package's enum is an ambient const enum, unusable under isolatedModules.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword({
  hash: stored,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a server error.
    return false;
  }
}

/**
 * The 3,000 most common passwords of at least 8 characters, lower-cased, most common first.
 * Derived from the ranked password list that zxcvbn ships (see docs/decisions/0201).
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}

export const COMMON_PASSWORD_COUNT = COMMON_PASSWORDS.size;
