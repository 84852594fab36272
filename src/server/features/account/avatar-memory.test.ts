import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../shared/account';
import { hugePng } from './test-images';

const run = promisify(execFile);
const PROBE = fileURLToPath(new URL('./avatar-memory-probe.ts', import.meta.url));
const LIMIT_MB = 256;

let dir: string;
let bombFile: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dc-bomb-'));
  bombFile = path.join(dir, 'bomb.png');
  await fs.writeFile(bombFile, hugePng(20_000, 20_000));
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

async function probe(mode: 'pipeline' | 'server'): Promise<Record<string, unknown>> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', PROBE, mode, bombFile], {
    timeout: 60_000,
    env: { ...process.env, NODE_NO_WARNINGS: '1' },
  });
  const line = stdout.trim().split('\n').at(-1) ?? '{}';
  return JSON.parse(line) as Record<string, unknown>;
}

describe('a 20000 x 20000 PNG (400 megapixels, ~50 KB)', () => {
  it(`is refused by the avatar pipeline with its process staying under ${LIMIT_MB} MB`, async () => {
    const result = await probe('pipeline');
    expect(result.message).toBe(ACCOUNT_MESSAGES.tooManyPixels);
    expect(result.peakRssMb).toBeLessThan(LIMIT_MB);
  }, 60_000);

  it(`is refused by the running server, whose memory grows by less than ${LIMIT_MB} MB`, async () => {
    const result = await probe('server');
    expect(result.status).toBe(422);
    expect(result.message).toBe(ACCOUNT_MESSAGES.tooManyPixels);
    expect(result.growthMb).toBeLessThan(LIMIT_MB);
  }, 60_000);
});
