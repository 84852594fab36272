import { describe, expect, it } from 'vitest';
import {
  ARGON2_OPTIONS,
  COMMON_PASSWORD_COUNT,
  hashPassword,
  isCommonPassword,
  verifyPassword,
} from './password';

describe('password hashing', () => {
  it('uses argon2id at OWASP parameters (m = 19 MiB, t = 2, p = 1)', async () => {
    const stored = await hashPassword('Correct-Horse-Battery-9');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(ARGON2_OPTIONS).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('Correct-Horse-Battery-9');
    expect(await verifyPassword({ hash: stored, password: 'Correct-Horse-Battery-9' })).toBe(true);
    expect(await verifyPassword({ hash: stored, password: 'correct-horse-battery-9' })).toBe(false);
    expect(await verifyPassword({ hash: 'not-a-hash', password: 'x' })).toBe(false);
  });
});

describe('common passwords', () => {
  it('holds 3,000 entries', () => {
    expect(COMMON_PASSWORD_COUNT).toBe(3000);
  });

  it('refuses common passwords in any case, and not uncommon ones', () => {
    for (const p of ['password', 'PASSWORD', '12345678', 'iloveyou', 'sunshine', 'trustno1']) {
      expect(isCommonPassword(p), p).toBe(true);
    }
    for (const p of ['Correct-Horse-Battery-9', 'plum tree at midnight', 'x7#Lq9!vR2']) {
      expect(isCommonPassword(p), p).toBe(false);
    }
  });
});
