import type { InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, createMemberSession } from '../features/auth/testing';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Fuzzes every route of the app, taken from Fastify's route table as the app builds it, so a new
 * route is covered without a new test. Each route gets hostile path parameters and query strings,
 * and each route with a body gets malformed JSON, deep nesting, a huge body, wrong types for every
 * field its schema names, NUL and control characters, and long Unicode. No answer may be a 5xx,
 * and every API error must be in our error shape.
 */

const routes: RouteOptions[] = [];
let t: TestApp;
let cookie = '';

beforeAll(async () => {
  t = await createTestApp({}, { onRoute: (route) => routes.push(route) });
  cookie = (await createMemberSession(t.app, t.database.db)).cookie;
});
afterAll(() => t.close());

const LONG_UNICODE = 'é😀\u202e漢'.repeat(3000);
const CONTROL = 'a\u0001\u0007\u001b[31m\u007f\u0085\u2028b';

const PARAM_VALUES = [
  '%00',
  'a%00b',
  '%01%1F',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(3000),
  encodeURIComponent(LONG_UNICODE.slice(0, 400)),
  '%E0%A4%A',
  "'%20OR%201=1--",
  '-1',
  '00000000-0000-0000-0000-000000000000',
  '%20',
];

const QUERIES = [
  '?id=%00&cursor=%00&limit=%00',
  `?cursor=${'z'.repeat(5000)}&limit=-5&q=${encodeURIComponent(CONTROL)}`,
  '?limit=1&limit=2&cursor=a&cursor=b',
  `?text=${encodeURIComponent(LONG_UNICODE.slice(0, 2000))}&token=%01`,
];

function nested(depth: number, open: string, close: string): string {
  return open.repeat(depth) + close.repeat(depth);
}

const RAW_BODIES = [
  '{',
  '{"a":',
  '{"a":1,}',
  'nul',
  '\u0000',
  nested(5000, '[', ']'),
  nested(5000, '{"a":', '}'),
  `{"a":${nested(40, '[', ']')}}`,
  '[]',
  'null',
  '"text"',
  '123',
  'true',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  JSON.stringify({ text: 'a\u0000b' }),
  JSON.stringify({ anything: LONG_UNICODE }),
];

const WRONG_VALUES: unknown[] = [
  123,
  -1,
  1e308,
  [],
  {},
  null,
  true,
  '',
  'a\u0000b',
  CONTROL,
  LONG_UNICODE,
  'x'.repeat(200_000),
  ['a', 'b'],
  { nested: { deeper: [1, 2, 3] } },
];

/** Field names a zod body schema declares (through optional/pipe/refine wrappers). */
function fieldsOf(schema: unknown, depth = 0): string[] {
  if (!schema || typeof schema !== 'object' || depth > 6) return [];
  const s = schema as { shape?: Record<string, unknown>; def?: Record<string, unknown> };
  if (s.shape && typeof s.shape === 'object') return Object.keys(s.shape);
  const def = s.def ?? {};
  for (const inner of [def.innerType, def.in, def.schema, def.left]) {
    const found = fieldsOf(inner, depth + 1);
    if (found.length > 0) return found;
  }
  return [];
}

function concretePath(url: string, value: string): string {
  return url.replace(/:[A-Za-z_]+/g, value).replace(/\*$/, value);
}

interface Failure {
  request: string;
  status: number;
  body: string;
}

/** Routes that end the fuzzer's session run last. */
const SESSION_ENDING = /sign-out|revoke-sessions|account\/delete/;

describe('route fuzzer', () => {
  it('answers every route and every hostile input without a 5xx', async () => {
    const targets = routes
      .flatMap((route) =>
        [route.method]
          .flat()
          .filter((m) => m !== 'HEAD' && m !== 'OPTIONS')
          .map((method) => ({ method, url: route.url, body: route.schema?.body })),
      )
      .sort((a, b) => Number(SESSION_ENDING.test(a.url)) - Number(SESSION_ENDING.test(b.url)));

    // The table is the real one: the known routes are in it, auth routes included.
    const urls = new Set(targets.map((r) => `${r.method} ${r.url}`));
    for (const expected of [
      'POST /api/auth/sign-in/email',
      'POST /api/auth/request-password-reset',
      'POST /api/auth/send-verification-email',
      'GET /api/billing/promo-codes/:id',
      'GET /api/profile',
      'POST /api/crunch',
    ]) {
      expect(urls, expected).toContain(expected);
    }
    expect(targets.length).toBeGreaterThan(40);

    const failures: Failure[] = [];
    const badShapes: Failure[] = [];
    let sent = 0;
    const send = async (options: InjectOptions & { url: string }) => {
      const res = await t.app.inject({
        ...options,
        headers: { origin: TEST_ORIGIN, cookie, ...options.headers },
      });
      sent++;
      const label = `${options.method} ${options.url.slice(0, 120)} ${String(options.payload ?? '').slice(0, 60)}`;
      if (res.statusCode >= 500)
        failures.push({ request: label, status: res.statusCode, body: res.body.slice(0, 300) });
      if (
        res.statusCode >= 400 &&
        options.url.startsWith('/api/') &&
        String(res.headers['content-type']).includes('application/json')
      ) {
        const body = res.json() as {
          error?: { code?: unknown; message?: unknown; requestId?: unknown };
        };
        if (
          typeof body.error?.code !== 'string' ||
          typeof body.error.message !== 'string' ||
          typeof body.error.requestId !== 'string'
        ) {
          badShapes.push({ request: label, status: res.statusCode, body: res.body.slice(0, 300) });
        }
      }
    };

    for (const target of targets) {
      const method = target.method as InjectOptions['method'];
      const hasParams = /:[A-Za-z_]+|\*$/.test(target.url);
      const base = concretePath(target.url, 'fuzz');
      const paths = hasParams ? PARAM_VALUES.map((v) => concretePath(target.url, v)) : [base];
      for (const url of paths) await send({ method, url });
      for (const query of QUERIES) await send({ method, url: `${base}${query}` });
      if (method === 'GET' || method === 'DELETE') continue;

      const json = { 'content-type': 'application/json' };
      for (const payload of RAW_BODIES) await send({ method, url: base, headers: json, payload });
      await send({ method, url: base, headers: json, payload: `"${'a'.repeat(2 * 1024 * 1024)}"` });
      await send({
        method,
        url: base,
        headers: { 'content-type': 'text/plain' },
        payload: CONTROL,
      });
      await send({
        method,
        url: base,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\n\u0000\r\n--y--',
      });
      for (const field of fieldsOf(target.body)) {
        for (const value of WRONG_VALUES) {
          await send({
            method,
            url: base,
            headers: json,
            payload: JSON.stringify({ [field]: value }),
          });
        }
      }
    }

    expect(failures).toEqual([]);
    expect(badShapes).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
  }, 240_000);
});
