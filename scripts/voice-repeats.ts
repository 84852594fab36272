import { EMPTY_ANALYSIS_CONTEXT } from '../src/shared/analysis';
import { analyzeLocal } from '../src/server/analysis/analyze-local';
import { repeatReport, variedSample } from '../src/server/analysis/voice/repeats';
import { readCorpus } from './analysis/corpus';

/**
 * Prints the no-repeat figures of the analysis's voice on the training authors of the corpus:
 * the share of analyses carrying the most repeated feedback opening, tip and tip opening
 * (quotes removed), on the fixed sample of 100 and on a larger one (`-- --size 600`).
 */
const sizeArg = process.argv.indexOf('--size');
const large = sizeArg > 0 ? Number(process.argv[sizeArg + 1]) : 600;
const train = readCorpus('train');
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
for (const size of [100, large]) {
  const sample = variedSample(train, size);
  const analyses = sample.map((a) =>
    analyzeLocal(a.text, EMPTY_ANALYSIS_CONTEXT, { safetyResources: 'resources' }),
  );
  const r = repeatReport(analyses);
  const modes = new Map<string, number>();
  for (const a of analyses)
    modes.set(a.voice?.mode ?? '?', (modes.get(a.voice?.mode ?? '?') ?? 0) + 1);
  console.log(
    `sample of ${r.accounts} training accounts (modes: ${[...modes].map(([m, n]) => `${m} ${n}`).join(', ')})`,
  );
  console.log(`  feedback opening  ${pct(r.feedback.share)}  ${r.feedback.text}`);
  console.log(`  tip               ${pct(r.tip.share)}  ${r.tip.text}`);
  console.log(`  tip opening       ${pct(r.tipOpening.share)}  ${r.tipOpening.text}`);
}
