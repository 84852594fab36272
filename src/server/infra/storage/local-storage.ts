import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  assertOwnerId,
  assertStorageKey,
  keyAfterBase,
  StorageUnavailableError,
  UPLOADS_PATH,
  type Storage,
} from './storage';

/** Files under `DATA_DIR/uploads/{userId}/`, served by our own route at /uploads. */
export class LocalStorage implements Storage {
  readonly kind = 'local' as const;
  readonly root: string;

  constructor(dataDir: string) {
    this.root = path.join(path.resolve(dataDir), 'uploads');
  }

  /** The file of a key; keys are validated, and the result must stay under the root. */
  pathOf(key: string): string {
    assertStorageKey(key);
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep)) throw new Error(`key escapes the root: ${key}`);
    return file;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.pathOf(key);
    try {
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written whole under a temporary name, then renamed: a reader never sees half a file.
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(temp, body, { mode: 0o640 });
      await fs.rename(temp, file);
    } catch (err) {
      throw new StorageUnavailableError('local storage write failed', { cause: err });
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.pathOf(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw new StorageUnavailableError('local storage read failed', { cause: err });
    }
  }

  async remove(key: string): Promise<void> {
    try {
      await fs.rm(this.pathOf(key), { force: true });
    } catch (err) {
      throw new StorageUnavailableError('local storage remove failed', { cause: err });
    }
  }

  async removeOwner(ownerId: string): Promise<void> {
    assertOwnerId(ownerId);
    try {
      await fs.rm(path.join(this.root, ownerId), { recursive: true, force: true });
    } catch (err) {
      throw new StorageUnavailableError('local storage remove failed', { cause: err });
    }
  }

  publicUrl(key: string): string {
    assertStorageKey(key);
    return `${UPLOADS_PATH}/${key}`;
  }

  keyFromUrl(url: string): string | null {
    return keyAfterBase(url, UPLOADS_PATH);
  }

  async check(): Promise<boolean> {
    try {
      await fs.mkdir(this.root, { recursive: true });
      await fs.access(this.root, fs.constants.W_OK);
      return true;
    } catch {
      return false;
    }
  }
}
