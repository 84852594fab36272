import { analyzeLocal } from '../../src/server/analysis/analyze-local';
import {
  createDetectorModel,
  type DetectorMeta,
  type DetectorModel,
} from '../../src/server/analysis/detectors';
import type { EmotionModel } from '../../src/server/analysis/emotion-model';
import { EMPTY_ANALYSIS_CONTEXT } from '../../src/shared/analysis';
import { corpusFigures, predictionOf, type CorpusFigures } from './corpus-metrics';
import {
  authorFolds,
  DEFAULT_DETECTOR_OPTIONS,
  fitDangerHead,
  fitScoreHead,
  OUTPUTS,
  outOfFold,
  scoreExample,
  trainDetectors,
  tuneThresholds,
  type DetectorOptions,
  type PreparedAccount,
  type TrainedDetectors,
} from './detector-train';

/**
 * From prepared training accounts to a shippable detector model: detectors trained on all of
 * them, thresholds tuned on their out-of-fold predictions (folds by author), and the score
 * head fitted on out-of-fold detector outputs (so it learns how much to trust detectors that
 * have not seen the account, as in use).
 */
export function buildDetectorModel(
  data: readonly PreparedAccount[],
  version: string,
  folds = 5,
  opts: DetectorOptions = DEFAULT_DETECTOR_OPTIONS,
  extra: readonly PreparedAccount[] = [],
): { meta: DetectorMeta; weights: Int8Array; trained: TrainedDetectors } {
  const oof = outOfFold(data, folds, opts, extra);
  const thresholds = tuneThresholds(data, oof);
  const partial = { outputs: OUTPUTS, thresholds };
  const score = fitScoreHead(
    partial,
    data.map((a, i) => scoreExample(partial, a, oof[i]!)),
  );
  const danger = fitDangerHead(partial, data, oof);
  const trained = trainDetectors([...data, ...extra], opts);
  const { q, scale } = quantise(trained.W, OUTPUTS.length);
  const meta: DetectorMeta = {
    version,
    outputs: OUTPUTS,
    vocabulary: trained.vocabulary,
    bias: [...trained.bias].map((b) => Math.round(b * 1e5) / 1e5),
    scale,
    thresholds: thresholds.map((t) => Math.round(t * 100) / 100),
    score,
    danger,
    // Cross-author folds on the training authors: the union of the rules' and the detectors'
    // flags beat the detectors alone on red and green F1 (decision record 0106).
    keepRules: true,
  };
  return { meta, weights: q, trained };
}

export function quantise(W: Float32Array, k: number) {
  const maxAbs = new Float64Array(k);
  for (let i = 0; i < W.length; i += 1) maxAbs[i % k] = Math.max(maxAbs[i % k]!, Math.abs(W[i]!));
  const scale = [...maxAbs].map((m) => (m > 0 ? m / 127 : 1));
  const q = new Int8Array(W.length);
  for (let i = 0; i < W.length; i += 1) q[i] = Math.round(W[i]! / scale[i % k]!);
  return { scale, q };
}

/**
 * Cross-author figures on the training authors: for each fold of authors, a whole model
 * (detectors, thresholds, score head) is built from the other folds only and the full engine
 * is run on the fold's accounts. This is what tuning looks at; the held-out authors are never
 * part of it.
 */
export function crossAuthorFigures(
  data: readonly PreparedAccount[],
  emotion: EmotionModel,
  folds = 5,
  opts: DetectorOptions = DEFAULT_DETECTOR_OPTIONS,
  extra: readonly PreparedAccount[] = [],
): CorpusFigures {
  const fold = authorFolds(data, folds);
  const preds: ReturnType<typeof predictionOf>[] = data.map(() => ({
    red: new Set(),
    green: new Set(),
    danger: false,
    score: 50,
    quotesExact: true,
  }));
  for (let f = 0; f < folds; f += 1) {
    const train = data.filter((_, i) => fold[i] !== f);
    if (train.length === data.length) continue;
    const { meta, weights } = buildDetectorModel(train, 'cv', Math.min(4, folds - 1), opts, extra);
    const model: DetectorModel = createDetectorModel(meta, weights);
    data.forEach((a, i) => {
      if (fold[i] !== f) return;
      const analysis = analyzeLocal(
        a.account.text,
        EMPTY_ANALYSIS_CONTEXT,
        { safetyResources: 'r' },
        emotion,
        model,
      );
      preds[i] = predictionOf(analysis, a.account.text);
    });
  }
  return corpusFigures(
    data.map((d) => d.account),
    preds,
  );
}
