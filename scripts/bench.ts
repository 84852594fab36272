/**
 * `npm run bench`: measures the built server against a bare node:http server answering the same
 * bytes, in one interleaved run, and prints req/s, p50, p99 and the ratio to bare node.
 * Settings: BENCH_SECONDS (per round, default 5), BENCH_ROUNDS (default 3), BENCH_CONNECTIONS (default 20),
 * BENCH_ENUM_SAMPLES (requests per side in the enumeration scenario, default 20; 0 skips it),
 * BENCH_ENGINE=0 skips the analysis engine's speed.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import {
  capture,
  formatRow,
  HEADER,
  interleave,
  measure,
  startApp,
  startBare,
  type Target,
} from './bench/harness';
import { runCrunchBench } from './bench/crunch-bench';
import { runEngineBench } from './bench/engine';
import { runEnumerationBench } from './bench/enumeration';
import { signInTarget, startMailCatcher } from './bench/sign-in';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

if (!fs.existsSync('dist/client/index.html')) execSync('npm run build', { stdio: 'inherit' });

// The analysis engine alone, before any server runs (BENCH_ENGINE=0 skips it).
if (process.env.BENCH_ENGINE !== '0') runEngineBench();

// BENCH_DATABASE_URL runs the app on PostgreSQL instead of the embedded PGlite.
const mail = await startMailCatcher();
const app = await startApp(3301, {
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  // The sign-in scenario: e-mails go to a loopback SMTP server, and one account signs in over
  // and over, which the per-account limit would otherwise stop after 10 attempts.
  SMTP_URL: mail.smtpUrl,
  DISABLE_RATE_LIMITS: 'true',
});
const scenarios: Array<{ name: string; target: Target }> = [
  { name: 'GET /api/health', target: { url: `${app.url}/api/health` } },
  { name: 'GET / (index.html)', target: { url: `${app.url}/` } },
  {
    name: 'POST sign-in (argon2id + session)',
    target: await signInTarget(app.url, 'http://localhost:3301', mail).catch(async (err) => {
      await app.stop();
      await mail.stop();
      throw err;
    }),
  },
];

console.log(
  `\nDateCrunch bench (${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): ${rounds} interleaved rounds of ${seconds} s, ${connections} connections, node ${process.version}, ${(await import('node:os')).cpus().length} cores\n`,
);
console.log(HEADER);
let port = 3400;
for (const { name, target } of scenarios) {
  const bare = await startBare(port++, await capture(target));
  const bareTarget = { ...target, url: target.url.replace(app.url, bare.url) };
  const [appResult, bareResult] = await interleave(
    () => measure(target, seconds, connections),
    () => measure(bareTarget, seconds, connections),
    rounds,
  );
  console.log(formatRow(name, appResult, appResult.rps / bareResult.rps));
  console.log(formatRow(`  bare node:http, same bytes`, bareResult));
  await bare.stop();
}
// Known vs unknown addresses on every account endpoint, one request at a time.
const enumSamples = Number(process.env.BENCH_ENUM_SAMPLES ?? 20);
if (enumSamples > 0) {
  await runEnumerationBench(app.url, 'http://localhost:3301', mail, enumSamples);
}
await app.stop();
await mail.stop();

// Crunching and history for a signed-in user, on its own seeded data folder (BENCH_HISTORY=0 skips).
if (process.env.BENCH_HISTORY !== '0') {
  await runCrunchBench({ seconds, rounds, connections, port: 3302, barePort: 3500 });
}
