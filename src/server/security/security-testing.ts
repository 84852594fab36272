import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { TEST_ORIGIN } from '../features/auth/testing';

/** Helpers shared by the security tests. */

export const json = { origin: TEST_ORIGIN, 'content-type': 'application/json' };

export function post(app: FastifyInstance, url: string, payload: unknown, headers = {}) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...json, ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

/** The app's error shape: `{ error: { code, message, requestId } }`. */
export function expectErrorShape(res: { json(): unknown }, code: string) {
  expect(res.json()).toEqual({
    error: { code, message: expect.any(String), requestId: expect.any(String) },
  });
}
