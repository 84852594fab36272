import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { TEST_ORIGIN } from '../auth/testing';

/** Helpers for the account API tests: real multipart requests as a browser sends them. */

export function multipartBody(
  filename: string,
  contentType: string,
  data: Buffer,
  field = 'file',
): { body: Buffer; contentType: string } {
  const boundary = `----datecrunch${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, data, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export function uploadAvatar(
  app: FastifyInstance,
  cookie: string,
  data: Buffer,
  options: { filename?: string; type?: string } = {},
) {
  const { body, contentType } = multipartBody(
    options.filename ?? 'me.png',
    options.type ?? 'image/png',
    data,
  );
  return app.inject({
    method: 'POST',
    url: '/api/account/avatar',
    headers: { origin: TEST_ORIGIN, cookie, 'content-type': contentType },
    payload: body,
  });
}

export function removeAvatar(app: FastifyInstance, cookie: string, payload?: object) {
  return app.inject({
    method: 'DELETE',
    url: '/api/account/avatar',
    headers: { origin: TEST_ORIGIN, cookie },
    ...(payload ? { payload } : {}),
  });
}

export function deleteAccount(app: FastifyInstance, cookie: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/account/delete',
    headers: { origin: TEST_ORIGIN, cookie },
    payload: { password },
  });
}
