import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * AES-256-GCM envelope for intimate data at rest (DECISIONS: "Intimate text is special-category
 * data"). A sealed value is `version (1 byte) | nonce (12) | ciphertext | tag (16)`. The
 * associated data binds a value to its place (table, column, row and owner), so a ciphertext
 * copied into another row or another user's entry fails to open instead of being shown there.
 */

const VERSION = 1;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
export const DATA_KEY_FILE = 'data-key';

export interface DataCipher {
  seal(plaintext: string, associatedData: string): Buffer;
  /** Throws when the value was altered, moved to another place, or sealed with another key. */
  open(sealed: Uint8Array, associatedData: string): string;
}

export function createDataCipher(key: Buffer): DataCipher {
  if (key.length !== KEY_BYTES) throw new Error('the data key must be 32 bytes');
  return {
    seal(plaintext, associatedData) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(associatedData, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return Buffer.concat([Buffer.from([VERSION]), nonce, body, cipher.getAuthTag()]);
    },
    open(sealed, associatedData) {
      const buf = Buffer.from(sealed);
      if (buf.length < 1 + NONCE_BYTES + TAG_BYTES || buf[0] !== VERSION) {
        throw new Error('not a sealed value of a known version');
      }
      const nonce = buf.subarray(1, 1 + NONCE_BYTES);
      const tag = buf.subarray(buf.length - TAG_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', key, nonce);
      decipher.setAAD(Buffer.from(associatedData, 'utf8'));
      decipher.setAuthTag(tag);
      const body = buf.subarray(1 + NONCE_BYTES, buf.length - TAG_BYTES);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * The key from DATA_ENCRYPTION_KEY, or the one kept in `dataDir/data-key` (created once with
 * mode 0600). Creation is atomic: the key is written to a private temporary file and hard-linked
 * into place, so two processes starting together end up with the same key.
 */
export async function loadDataKey(options: {
  configuredKey?: string | undefined;
  dataDir: string;
}): Promise<Buffer> {
  if (options.configuredKey) return Buffer.from(options.configuredKey, 'base64');
  const file = path.join(options.dataDir, DATA_KEY_FILE);
  const existing = await readKeyFile(file);
  if (existing) return existing;
  await fs.mkdir(options.dataDir, { recursive: true });
  const tmp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await fs.writeFile(tmp, randomBytes(KEY_BYTES).toString('base64') + '\n', {
    mode: 0o600,
    flag: 'wx',
  });
  try {
    await fs.link(tmp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fs.rm(tmp, { force: true });
  }
  const key = await readKeyFile(file);
  if (!key) throw new Error(`${file} does not hold a 32-byte base64 key`);
  return key;
}

async function readKeyFile(file: string): Promise<Buffer | null> {
  let content: string;
  try {
    content = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const key = Buffer.from(content.trim(), 'base64');
  if (key.length !== KEY_BYTES) throw new Error(`${file} does not hold a 32-byte base64 key`);
  return key;
}

const cache = new Map<string, Promise<DataCipher>>();

/** One cipher per key source for the process (the key file is read once). */
export function dataCipherFor(options: {
  configuredKey?: string | undefined;
  dataDir: string;
}): Promise<DataCipher> {
  const id = options.configuredKey ? `key:${options.configuredKey}` : `dir:${options.dataDir}`;
  let pending = cache.get(id);
  if (!pending) {
    pending = loadDataKey(options).then(createDataCipher);
    pending.catch(() => cache.delete(id));
    cache.set(id, pending);
  }
  return pending;
}

/**
 * The app's cipher. On PostgreSQL in production the key must come from DATA_ENCRYPTION_KEY: a key
 * generated into one server's data folder would leave every other app server unable to read.
 */
export function dataCipherFromConfig(config: {
  DATA_ENCRYPTION_KEY?: string | undefined;
  DATA_DIR: string;
  DATABASE_URL?: string | undefined;
  isProduction: boolean;
}): Promise<DataCipher> {
  if (config.isProduction && config.DATABASE_URL && !config.DATA_ENCRYPTION_KEY) {
    throw new Error(
      'DATA_ENCRYPTION_KEY is required in production with DATABASE_URL (32 bytes, base64): every app server must share it.',
    );
  }
  return dataCipherFor({ configuredKey: config.DATA_ENCRYPTION_KEY, dataDir: config.DATA_DIR });
}
