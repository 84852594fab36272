import { analyzeLocal } from '../../src/server/analysis/analyze-local';
import { EMPTY_ANALYSIS_CONTEXT } from '../../src/shared/analysis';
import { measureSpeed } from '../analysis/benchmarks';
import { readCorpus } from '../analysis/corpus';
import { percentile } from '../analysis/metrics';

/**
 * The local analysis engine on one core (this process): a fixed 1,000-character account run
 * 2,000 times, and every training-corpus account once, its time scaled to 1,000 characters.
 * Targets: p50 <= 10 ms and p99 <= 50 ms per 1,000 characters.
 */
export function runEngineBench(): void {
  const fixed = measureSpeed();
  const opts = { safetyResources: 'r' };
  const perK: number[] = [];
  for (const a of readCorpus('train')) {
    const t0 = performance.now();
    analyzeLocal(a.text, EMPTY_ANALYSIS_CONTEXT, opts);
    perK.push(((performance.now() - t0) * 1000) / Math.max(200, a.text.length));
  }
  perK.sort((x, y) => x - y);
  console.log(
    '\nLocal analysis engine, one core (targets: p50 <= 10 ms, p99 <= 50 ms per 1,000 chars)',
  );
  console.log(
    `  fixed ${fixed.chars}-char account x 2000: p50 ${fixed.p50.toFixed(2)} ms, p99 ${fixed.p99.toFixed(2)} ms`,
  );
  console.log(
    `  ${perK.length} corpus accounts, per 1,000 chars (short ones counted as 200): p50 ${percentile(perK, 50).toFixed(2)} ms, p99 ${percentile(perK, 99).toFixed(2)} ms`,
  );
}
