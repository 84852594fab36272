/**
 * The emotion/sentiment model trained by `npm run train` on GoEmotions (and EmoBank for
 * valence): one sparse linear layer over unigram/bigram features with 40 outputs:
 * 28 GoEmotions labels, 7 Ekman groups, 4 sentiment groups (sigmoid each) and a valence value.
 * Weights are int8 with one scale per output; model-file.ts loads the committed ones.
 */

export const HEAD_SIZES = { original: 28, ekman: 7, group: 4 } as const;
export const OUTPUTS = 28 + 7 + 4 + 1;
export const OFFSETS = { original: 0, ekman: 28, group: 35, valence: 39 } as const;

export interface ValenceCalibration {
  /** valence = intercept + wHead * valenceHead + wGroup * (p(positive) - p(negative)) + wLexicon * lexicon compound */
  intercept: number;
  wHead: number;
  wGroup: number;
  wLexicon: number;
}

export interface ModelMeta {
  format: 1;
  version: string;
  labels: { original: string[]; ekman: string[]; group: string[] };
  vocab: string[];
  bias: number[];
  scale: number[];
  thresholds: { original: number[]; ekman: number[]; group: number[] };
  /** Fitted on EmoBank dev: predicts EmoBank valence (1-5). */
  valence: ValenceCalibration;
  /** Fitted on SST dev: its sign tells positive from negative. */
  polarity: ValenceCalibration;
  trainedOn: string;
}

export interface EmotionModel {
  meta: ModelMeta;
  /** Raw outputs: sigmoid probabilities for the 39 classification outputs, then the valence value. */
  predict(features: readonly string[]): Float64Array;
}

export function createEmotionModel(meta: ModelMeta, weights: Int8Array): EmotionModel {
  const index = new Map<string, number>();
  meta.vocab.forEach((f, i) => index.set(f, i));
  if (weights.length !== meta.vocab.length * OUTPUTS) {
    throw new Error(`emotion model: ${weights.length} weights for ${meta.vocab.length} features`);
  }
  return {
    meta,
    predict(features) {
      const acc = new Float64Array(OUTPUTS);
      const seen = new Map<number, number>();
      for (const f of features) {
        const i = index.get(f);
        if (i !== undefined) seen.set(i, (seen.get(i) ?? 0) + 1);
      }
      const norm = features.length > 0 ? 1 / Math.sqrt(features.length) : 0;
      for (const [i, count] of seen) {
        const base = i * OUTPUTS;
        const x = count * norm;
        for (let k = 0; k < OUTPUTS; k += 1) acc[k] = (acc[k] ?? 0) + (weights[base + k] ?? 0) * x;
      }
      const out = new Float64Array(OUTPUTS);
      for (let k = 0; k < OUTPUTS; k += 1) {
        const z = (acc[k] ?? 0) * (meta.scale[k] ?? 0) + (meta.bias[k] ?? 0);
        out[k] = k === OFFSETS.valence ? z : 1 / (1 + Math.exp(-z));
      }
      return out;
    },
  };
}

export function applyCalibration(
  c: ValenceCalibration,
  out: Float64Array,
  lexiconCompound: number,
): number {
  const group = (out[OFFSETS.group + 3] ?? 0) - (out[OFFSETS.group + 1] ?? 0);
  return (
    c.intercept +
    c.wHead * (out[OFFSETS.valence] ?? 0) +
    c.wGroup * group +
    c.wLexicon * lexiconCompound
  );
}
