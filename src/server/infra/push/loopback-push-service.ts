import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service on loopback for tests (API and browser journeys): it accepts Web Push
 * requests like a real one, records them, answers with the statuses a test queues, and
 * decrypts aes128gcm bodies (RFC 8291) with the keys of the "browser" it created.
 */

export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface FakeBrowserKeys {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  decrypt(body: Buffer): string;
}

export interface LoopbackPushService {
  origin: string;
  received: ReceivedPush[];
  /** The next answers, in order (then 201). */
  respondWith(...answers: Array<{ status: number; headers?: Record<string, string> }>): void;
  /** A new subscription: an endpoint on this service and the browser's keys. */
  newSubscription(): FakeBrowserKeys;
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

export async function startLoopbackPushService(): Promise<LoopbackPushService> {
  const received: ReceivedPush[] = [];
  const answers: Array<{ status: number; headers?: Record<string, string> }> = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks) });
      const answer = answers.shift() ?? { status: 201 };
      res.writeHead(answer.status, answer.headers ?? {});
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  let counter = 0;

  return {
    origin,
    received,
    respondWith: (...list) => answers.push(...list),
    newSubscription() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const publicKey = ecdh.getPublicKey();
      return {
        endpoint: `${origin}/push/${++counter}-${randomBytes(4).toString('hex')}`,
        keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
        decrypt: (body) => decryptAes128gcm(body, ecdh.getPrivateKey(), publicKey, auth),
      };
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`expected ${count} pushes, got ${received.length}`);
        }
        await new Promise((r) => setTimeout(r, 25));
      }
      return received.slice(0, count);
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

/** RFC 8291 §3.4 + RFC 8188: one record, as web-push sends it. */
export function decryptAes128gcm(
  body: Buffer,
  uaPrivate: Buffer,
  uaPublic: Buffer,
  authSecret: Buffer,
): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);

  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(uaPrivate);
  const sharedSecret = ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with a 0x02 delimiter followed by optional zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('not a final aes128gcm record');
  return padded.subarray(0, end).toString('utf8');
}
