import fs from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * The server's VAPID key pair: from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when both are set,
 * otherwise generated once into DATA_DIR/vapid.json and reused (DECISIONS: push). Changing the
 * keys invalidates every browser's subscription, so the file is never rewritten.
 */
export async function loadVapidKeys(config: Config): Promise<VapidKeys> {
  const subject = config.VAPID_SUBJECT;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  if (config.VAPID_PUBLIC_KEY || config.VAPID_PRIVATE_KEY) {
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  }
  const file = path.join(config.DATA_DIR, 'vapid.json');
  const existing = await readKeyFile(file);
  if (existing) return { ...existing, subject };

  await fs.mkdir(config.DATA_DIR, { recursive: true });
  const generated = webpush.generateVAPIDKeys();
  try {
    // 'wx': if another process wrote the file first, its keys win and are read back below.
    await fs.writeFile(file, JSON.stringify(generated, null, 2), { flag: 'wx', mode: 0o600 });
    return { ...generated, subject };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const written = await readKeyFile(file);
    if (!written) throw new Error(`${file} exists but holds no VAPID keys`, { cause: err });
    return { ...written, subject };
  }
}

async function readKeyFile(
  file: string,
): Promise<{ publicKey: string; privateKey: string } | null> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const data = JSON.parse(text) as { publicKey?: unknown; privateKey?: unknown };
  if (typeof data.publicKey !== 'string' || typeof data.privateKey !== 'string') {
    throw new Error(`${file} is not a VAPID key file`);
  }
  return { publicKey: data.publicKey, privateKey: data.privateKey };
}
