import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Run in a child process by avatar-memory.test.ts, so that nothing else shares the process:
 *
 * - `pipeline`: the avatar pipeline alone (content check, header read, decode) takes the
 *   20000 x 20000 PNG; prints the process's peak RSS, which includes Node and sharp themselves.
 * - `server`: the whole app with its embedded database takes the upload through
 *   POST /api/account/avatar; RSS is sampled every millisecond during the request, and the
 *   growth over the idle server is printed (PGlite alone reserves several hundred MB up front).
 */
const [mode, bombFile] = process.argv.slice(2);
// Made by the parent test: building it here would count its 50 MB of raw rows against the probe.
const bomb = await fs.readFile(bombFile!);

function print(value: object): void {
  process.stdout.write(`${JSON.stringify(value)}\n`);
}

if (mode === 'pipeline') {
  // Only the pipeline's own modules, so the peak is the pipeline's and Node's.
  const { processAvatar } = await import('./avatar-image');
  let message = '';
  try {
    await processAvatar(bomb);
  } catch (err) {
    message = err instanceof Error ? err.message : String(err);
  }
  print({ message, peakRssMb: process.resourceUsage().maxRSS / 1024 });
} else {
  const { createTestApp } = await import('../../test/test-app');
  const { createMember } = await import('../analysis/crunch-testing');
  const { uploadAvatar } = await import('./account-testing');
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dc-avatar-mem-'));
  const t = await createTestApp({ DATA_DIR: dataDir, DISABLE_RATE_LIMITS: 'true' });
  try {
    const member = await createMember(t.app, t.database.db);
    const idle = process.memoryUsage.rss();
    let highest = idle;
    const sampler = setInterval(() => {
      highest = Math.max(highest, process.memoryUsage.rss());
    }, 1);
    const res = await uploadAvatar(t.app, member.cookie, bomb);
    clearInterval(sampler);
    highest = Math.max(highest, process.memoryUsage.rss());
    print({
      status: res.statusCode,
      message: (res.json() as { error?: { message?: string } }).error?.message ?? '',
      growthMb: (highest - idle) / (1024 * 1024),
    });
  } finally {
    await t.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
