import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DETECTOR_META_PATH, DETECTOR_WEIGHTS_PATH } from '../src/server/analysis/detectors';
import { emotionModel } from '../src/server/analysis/model-file';
import { readCorpus, readSentenceSets, sentenceAsAccount } from './analysis/corpus';
import { buildDetectorModel, crossAuthorFigures } from './analysis/detector-pipeline';
import { markSetSentences, prepare } from './analysis/detector-train';

/**
 * Trains the learned flag detectors and the score head (decision record 0106) on the TRAINING
 * authors of corpus/narratives/ plus the sentence sets of corpus/sentences/, and writes
 * src/server/analysis/model/detectors.{json,bin}. The held-out authors are never read here.
 * `--cv` also prints cross-author figures (5 folds of training authors, each scored by a
 * model built without them). Deterministic: the same data and code give the same files.
 */

const { values: args } = parseArgs({
  options: {
    cv: { type: 'boolean', default: false },
    'dry-run': { type: 'boolean', default: false },
  },
});

const t0 = performance.now();
const accounts = readCorpus('train');
const sets = readSentenceSets();
const data = prepare(accounts, emotionModel);
const extra = markSetSentences(prepare(sets.map(sentenceAsAccount), emotionModel));
const authors = new Set(accounts.map((a) => a.author)).size;
console.log(
  `training authors: ${authors}, accounts: ${accounts.length}, set sentences: ${sets.length}`,
);
const version = `detectors-${accounts.length}a-${sets.length}s`;
const { meta, weights } = buildDetectorModel(data, version, 5, undefined, extra);
console.log(
  `vocabulary ${meta.vocabulary.length}, score words ${Object.keys(meta.score.words).length}, ` +
    `${((performance.now() - t0) / 1000).toFixed(1)} s`,
);
console.log(
  `danger head: threshold ${meta.danger.threshold}, out of fold ${JSON.stringify(meta.danger.outOfFold)}, rule veto below ${meta.danger.ruleVetoBelow}; ` +
    `score stretch ${JSON.stringify(meta.score.stretch)}`,
);
console.log('thresholds: ' + meta.outputs.map((o, k) => `${o}=${meta.thresholds[k]}`).join(' '));
if (args.cv) {
  const f = crossAuthorFigures(data, emotionModel, 5, undefined, extra);
  console.log(
    `cross-author (training authors, 5 folds): danger recall ${f.dangerRecall.toFixed(3)} ` +
      `(false alarms ${(100 * f.falseAlarmRate).toFixed(1)}%), red F1 ${f.redF1.toFixed(3)} ` +
      `(P ${f.redP.toFixed(2)} / R ${f.redR.toFixed(2)}), green F1 ${f.greenF1.toFixed(3)}, ` +
      `polarity ${f.polarity.toFixed(3)}, good-bad ${f.goodMinusBad.toFixed(1)}, ` +
      `danger mean ${f.dangerMean.toFixed(1)}`,
  );
}
if (!args['dry-run']) {
  writeFileSync(DETECTOR_META_PATH, `${JSON.stringify(meta)}\n`);
  writeFileSync(DETECTOR_WEIGHTS_PATH, weights);
  console.log(`wrote ${DETECTOR_META_PATH} and ${DETECTOR_WEIGHTS_PATH}`);
}
