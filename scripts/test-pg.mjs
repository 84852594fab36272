// Runs the server's API tests again on a real PostgreSQL when DATABASE_URL points at one.
import { spawnSync } from 'node:child_process';

const url = process.env.DATABASE_URL;
if (!url) {
  console.log(
    'test:pg: DATABASE_URL is not set; the PostgreSQL pass is skipped (PGlite ran above).',
  );
  process.exit(0);
}
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
