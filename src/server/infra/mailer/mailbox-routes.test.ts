import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUp, signUpBody } from '../../features/auth/testing';
import { extractLinks } from './mailer';

describe('GET /api/dev/mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DISABLE_RATE_LIMITS: 'true' });
  });
  afterAll(() => t.close());

  it('lists outbox e-mails, newest first, with their links', async () => {
    const first = signUpBody();
    const second = signUpBody();
    await signUp(t.app, first);
    await signUp(t.app, second);
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { delivery, messages } = res.json();
    expect(delivery).toBe('outbox');
    expect(messages[0].to).toBe(second.email);
    expect(messages[1].to).toBe(first.email);
    expect(messages[0].links[0]).toMatch(/\/api\/auth\/verify-email\?token=/);
  });

  it('does not exist in production', async () => {
    const prod = await createTestApp({
      NODE_ENV: 'production',
      AUTH_SECRET: 'a-production-secret-that-is-long-enough-1234',
      PUBLIC_URL: 'https://datecrunch.example',
    });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('extractLinks', () => {
  it('finds each link once, in order', () => {
    expect(
      extractLinks(
        'Open https://a.example/x?y=1 or http://b.example/z.\nAgain https://a.example/x?y=1',
      ),
    ).toEqual(['https://a.example/x?y=1', 'http://b.example/z']);
  });
});
