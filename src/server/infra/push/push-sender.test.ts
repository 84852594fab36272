import { describe, expect, it } from 'vitest';
import { isAllowedPushEndpoint, parseRetryAfter } from './push-sender';

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:01:00 GMT', now)).toBe(60_000);
    expect(parseRetryAfter('Tue, 31 Dec 2024 00:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

describe('isAllowedPushEndpoint', () => {
  it('accepts public HTTPS push services everywhere', () => {
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', true)).toBe(true);
    expect(
      isAllowedPushEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x', true),
    ).toBe(true);
  });
  it('refuses private hosts in production and plain HTTP except loopback outside production', () => {
    expect(isAllowedPushEndpoint('https://192.168.1.4/push', true)).toBe(false);
    expect(isAllowedPushEndpoint('https://localhost/push', true)).toBe(false);
    expect(isAllowedPushEndpoint('http://127.0.0.1:4000/push', true)).toBe(false);
    expect(isAllowedPushEndpoint('http://127.0.0.1:4000/push', false)).toBe(true);
    expect(isAllowedPushEndpoint('http://example.com/push', false)).toBe(false);
    expect(isAllowedPushEndpoint('https://user:pw@example.com/push', false)).toBe(false);
    expect(isAllowedPushEndpoint('ftp://example.com/push', false)).toBe(false);
  });
});
