import { analyzeLocal } from '../src/server/analysis/analyze-local';
import { EMPTY_ANALYSIS_CONTEXT } from '../src/shared/analysis';
import { detectorModel } from '../src/server/analysis/detector-file';
import { readSentences } from '../src/server/analysis/detectors';
import { segment } from '../src/server/analysis/text';
for (const t of process.argv.slice(2)) {
  const a = analyzeLocal(t, EMPTY_ANALYSIS_CONTEXT, { safetyResources: 'r' });
  const r = readSentences(detectorModel!, segment(t), new Map());
  const h = detectorModel!.meta.outputs.indexOf('harm');
  const d = detectorModel!.meta.outputs.indexOf('danger');
  console.log(
    a.safety.concern,
    a.flags.map((f) => `${f.category}:${f.severity}`).join(' '),
    'harm',
    r.map((x) => x.probs[h]!.toFixed(2)).join(','),
    'danger',
    r.map((x) => x.probs[d]!.toFixed(2)).join(','),
    '|',
    t.slice(0, 60),
  );
}
