import webpush from 'web-push';
import type { VapidKeys } from './vapid';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushResult =
  | { status: 'delivered' }
  /** 404 or 410: the browser dropped the subscription; delete it. */
  | { status: 'gone' }
  /** 429, 5xx or a network failure: try again, after `retryAfterMs` when the service said. */
  | { status: 'retry'; retryAfterMs?: number; reason: string }
  /** Any other answer: this push will never be accepted. */
  | { status: 'failed'; reason: string };

export interface SendOptions {
  /** Seconds the push service may keep the message for an offline browser. */
  ttl: number;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
  /** Replaces an undelivered message with the same topic (base64url, at most 32 characters). */
  topic?: string;
}

export interface PushSender {
  readonly publicKey: string;
  send(target: PushTarget, payload: unknown, options: SendOptions): Promise<PushResult>;
}

const TIMEOUT_MS = 10_000;

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and aes128gcm payload encryption (RFC 8291).
 * web-push builds the encrypted request; it is sent with fetch so that loopback push services
 * (tests) work over plain HTTP, and redirects are never followed.
 */
export function createPushSender(vapid: VapidKeys): PushSender {
  return {
    publicKey: vapid.publicKey,
    async send(target, payload, options) {
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: vapid,
          TTL: options.ttl,
          contentEncoding: 'aes128gcm',
          urgency: options.urgency ?? 'normal',
          topic: options.topic,
        },
      );
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(details.headers)) headers[name] = String(value);
      let response: Response;
      try {
        response = await fetch(details.endpoint, {
          method: details.method,
          headers,
          body: details.body ? new Uint8Array(details.body) : undefined,
          redirect: 'manual',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        return { status: 'retry', reason: `network: ${(err as Error).message}` };
      }
      await response.body?.cancel();
      const code = response.status;
      if (code >= 200 && code < 300) return { status: 'delivered' };
      if (code === 404 || code === 410) return { status: 'gone' };
      if (code === 429 || code >= 500) {
        return {
          status: 'retry',
          retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
          reason: `push service answered ${code}`,
        };
      }
      return { status: 'failed', reason: `push service answered ${code}` };
    },
  };
}

/** Retry-After is either seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}

/**
 * Where the server may POST: push services are public HTTPS endpoints. Plain HTTP is accepted
 * only on loopback outside production (the test push services). This keeps a crafted
 * subscription from turning the server into a proxy to other hosts' HTTP services.
 */
export function isAllowedPushEndpoint(endpoint: string, isProduction: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return !isPrivateHost(url.hostname) || !isProduction;
  if (url.protocol === 'http:' && !isProduction) return isLoopback(url.hostname);
  return false;
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

function isPrivateHost(host: string): boolean {
  if (isLoopback(host) || host.endsWith('.local') || host.endsWith('.internal')) return true;
  if (host.startsWith('[')) return true; // IPv6 literals: push services use names
  const m = /^(\d+)\.(\d+)\.\d+\.\d+$/.exec(host);
  if (!m) return false;
  const a = Number(m[1]);
  const b = Number(m[2]);
  return (
    a === 10 ||
    a === 0 ||
    a === 127 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127)
  );
}
