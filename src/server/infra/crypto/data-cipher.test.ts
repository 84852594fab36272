import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDataCipher, DATA_KEY_FILE, dataCipherFromConfig, loadDataKey } from './data-cipher';

const dirs: string[] = [];
async function tempDir() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dc-key-'));
  dirs.push(dir);
  return dir;
}
afterAll(async () => {
  await Promise.all(dirs.map((d) => fs.rm(d, { recursive: true, force: true })));
});

describe('data cipher (AES-256-GCM)', () => {
  const cipher = createDataCipher(randomBytes(32));

  it('opens what it sealed, and the sealed bytes do not contain the text', () => {
    const text = 'We kissed under the bridge — CANARY-åäö-🙂';
    const sealed = cipher.seal(text, 'place-1');
    expect(sealed.includes(Buffer.from('CANARY'))).toBe(false);
    expect(cipher.open(sealed, 'place-1')).toBe(text);
  });

  it('uses a fresh nonce each time', () => {
    expect(cipher.seal('same', 'p').equals(cipher.seal('same', 'p'))).toBe(false);
  });

  it('refuses a value opened in another place, altered, or sealed with another key', () => {
    const sealed = cipher.seal('secret', 'date_entries.text:user-a:1');
    expect(() => cipher.open(sealed, 'date_entries.text:user-b:1')).toThrow();
    const altered = Buffer.from(sealed);
    altered[20] = (altered[20] ?? 0) ^ 1;
    expect(() => cipher.open(altered, 'date_entries.text:user-a:1')).toThrow();
    const other = createDataCipher(randomBytes(32));
    expect(() => other.open(sealed, 'date_entries.text:user-a:1')).toThrow();
    expect(() => cipher.open(Buffer.from([9, 9, 9]), 'x')).toThrow();
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => createDataCipher(randomBytes(16))).toThrow();
  });
});

describe('data key', () => {
  it('uses DATA_ENCRYPTION_KEY when set', async () => {
    const key = randomBytes(32);
    const dir = await tempDir();
    const loaded = await loadDataKey({ configuredKey: key.toString('base64'), dataDir: dir });
    expect(loaded.equals(key)).toBe(true);
    await expect(fs.access(path.join(dir, DATA_KEY_FILE))).rejects.toThrow();
  });

  it('generates one key into the data folder with mode 0600, once, even when raced', async () => {
    const dir = await tempDir();
    const keys = await Promise.all(
      Array.from({ length: 8 }, () => loadDataKey({ dataDir: path.join(dir, 'nested') })),
    );
    for (const k of keys) expect(k.equals(keys[0]!)).toBe(true);
    const stat = await fs.stat(path.join(dir, 'nested', DATA_KEY_FILE));
    expect(stat.mode & 0o777).toBe(0o600);
    const again = await loadDataKey({ dataDir: path.join(dir, 'nested') });
    expect(again.equals(keys[0]!)).toBe(true);
    expect((await fs.readdir(path.join(dir, 'nested'))).sort()).toEqual([DATA_KEY_FILE]);
  });

  it('fails on a key file that does not hold 32 bytes', async () => {
    const dir = await tempDir();
    await fs.writeFile(path.join(dir, DATA_KEY_FILE), 'short');
    await expect(loadDataKey({ dataDir: dir })).rejects.toThrow(/32-byte/);
  });

  it('requires DATA_ENCRYPTION_KEY on PostgreSQL in production', async () => {
    expect(() =>
      dataCipherFromConfig({
        DATA_DIR: '/nonexistent',
        DATABASE_URL: 'postgres://db/x',
        isProduction: true,
      }),
    ).toThrow(/DATA_ENCRYPTION_KEY/);
  });
});
