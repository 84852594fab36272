import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export interface Measure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface Target {
  url: string;
  method?: 'GET' | 'POST' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
}

/** Starts the built app (`dist/client` must exist) on a fresh data folder and waits for health. */
export async function startApp(
  port: number,
  env: Record<string, string> = {},
): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'datecrunch-bench-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      // Required in production on PostgreSQL (date texts are sealed with it).
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the app did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A bare node:http server answering every request with the given bytes: the ceiling to compare with. */
export async function startBare(
  port: number,
  response: { status: number; headers: Record<string, string>; body: Buffer },
): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(response.status, response.headers);
      res.end(response.body);
    });
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((r) => server.close(() => r())),
  };
}

export async function capture(target: Target) {
  const res = await fetch(target.url, {
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
  });
  const body = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    headers: { 'content-type': res.headers.get('content-type') ?? 'text/plain' },
    body,
  };
}

export async function measure(
  target: Target,
  seconds: number,
  connections: number,
): Promise<Measure> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections,
    duration: seconds,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Runs `a` and `b` in alternating rounds so drift on a shared machine hits both alike. */
export async function interleave(
  a: () => Promise<Measure>,
  b: () => Promise<Measure>,
  rounds: number,
): Promise<[Measure, Measure]> {
  const as: Measure[] = [];
  const bs: Measure[] = [];
  for (let i = 0; i < rounds; i++) {
    as.push(await a());
    bs.push(await b());
  }
  return [combine(as), combine(bs)];
}

export function combine(ms: Measure[]): Measure {
  const mean = (f: (m: Measure) => number) => ms.reduce((s, m) => s + f(m), 0) / ms.length;
  const median = (f: (m: Measure) => number) => {
    const v = ms.map(f).sort((x, y) => x - y);
    return v[Math.floor(v.length / 2)] ?? 0;
  };
  return {
    rps: mean((m) => m.rps),
    p50: median((m) => m.p50),
    p99: median((m) => m.p99),
    errors: ms.reduce((s, m) => s + m.errors, 0),
    non2xx: ms.reduce((s, m) => s + m.non2xx, 0),
  };
}

export function formatRow(name: string, m: Measure, ratio?: number): string {
  const cells = [
    name.padEnd(34),
    m.rps.toFixed(0).padStart(8),
    `${m.p50.toFixed(1)} ms`.padStart(10),
    `${m.p99.toFixed(1)} ms`.padStart(10),
    ratio === undefined ? ''.padStart(9) : `${(ratio * 100).toFixed(0)}%`.padStart(9),
    m.errors + m.non2xx > 0 ? `  (${m.errors} errors, ${m.non2xx} non-2xx)` : '',
  ];
  return cells.join(' ');
}

export const HEADER = [
  'scenario'.padEnd(34),
  'req/s'.padStart(8),
  'p50'.padStart(10),
  'p99'.padStart(10),
  'vs bare'.padStart(9),
].join(' ');
