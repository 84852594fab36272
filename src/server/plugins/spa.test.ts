import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/test-db';

const SHELL =
  '<!doctype html><html><head><style>body{}</style></head><body><div id="root"></div></body></html>';
const LANDING = SHELL.replace(
  '<div id="root"></div>',
  '<div id="root"><h1>Date with Intelligence</h1></div>',
);

describe('the SPA shell', () => {
  let app: FastifyInstance;
  let database: Database;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dc-spa-'));
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), LANDING);
    fs.writeFileSync(path.join(clientDir, 'index.html.br'), zlib.brotliCompressSync(LANDING));
    fs.writeFileSync(path.join(clientDir, 'app.html'), SHELL);
    fs.writeFileSync(path.join(clientDir, 'app.html.br'), zlib.brotliCompressSync(SHELL));
    fs.writeFileSync(path.join(clientDir, 'assets', 'app-1234.js'), 'console.log(1)');
    database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    app = await buildApp({ config, database, logger: false, clientDir });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('answers / with the pre-rendered landing page', async () => {
    const res = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(LANDING);
  });

  it('answers every other client route with the empty shell, compressed when accepted', async () => {
    for (const url of ['/history', '/share?text=private%20words', '/no/such/page']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SHELL);
    }
    const plain = await app.inject({ url: '/settings' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SHELL);
  });

  it('caches hashed assets for a year and answers a missing file with 404, not the shell', async () => {
    const asset = await app.inject({ url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app.inject({ url: '/assets/gone-9999.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
  });
});
