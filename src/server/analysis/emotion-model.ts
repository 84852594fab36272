/**
 * The emotion/sentiment model trained by `npm run train` on GoEmotions (and EmoBank for
 * valence): one sparse linear layer over unigram/bigram features (plus word-stem features
 * derived from them) with 41 outputs: 28 GoEmotions labels, 7 Ekman groups, 4 sentiment groups
 * (sigmoid each), a valence value and a polarity head (sigmoid). The Ekman and sentiment-group
 * probabilities returned by `predict` blend their own head with the ones derived from the 28
 * labels (the groupings are fixed maps); the blend weights were chosen on GoEmotions dev.
 * Weights are int8 with one scale per output; model-file.ts loads the committed ones.
 */

export const HEAD_SIZES = { original: 28, ekman: 7, group: 4 } as const;
export const OUTPUTS = 28 + 7 + 4 + 1 + 1;
export const OFFSETS = { original: 0, ekman: 28, group: 35, valence: 39, polarity: 40 } as const;

export interface ValenceCalibration {
  /**
   * value = intercept + wHead * valenceHead + wGroup * (p(positive) - p(negative))
   *       + wLexicon * lexicon compound + wPolarity * logit(polarity head)
   */
  intercept: number;
  wHead: number;
  wGroup: number;
  wLexicon: number;
  wPolarity: number;
}

/** How the Ekman and sentiment-group probabilities are formed from the 28 labels. */
export interface Derivation {
  /** For each of the 28 labels, the index of its Ekman group and of its sentiment group. */
  ekmanOf: number[];
  groupOf: number[];
  /** Weight of the derived probability (max over the group's labels); 1 - weight: own head. */
  ekmanMix: number;
  groupMix: number;
}

export interface ModelMeta {
  format: 2;
  version: string;
  labels: { original: string[]; ekman: string[]; group: string[] };
  vocab: string[];
  bias: number[];
  scale: number[];
  thresholds: { original: number[]; ekman: number[]; group: number[] };
  derivation: Derivation;
  features: FeatureSpec;
  /** Fitted on EmoBank dev: predicts EmoBank valence (1-5). */
  valence: ValenceCalibration;
  /** Blend weights chosen on SST dev (never trained on): its sign tells positive from negative. */
  polarity: ValenceCalibration;
  trainedOn: string;
}

export interface EmotionModel {
  meta: ModelMeta;
  /**
   * Outputs: sigmoid probabilities for the 39 classification outputs (Ekman and groups
   * blended with the 28-label derivation), the valence value, then the polarity probability.
   */
  predict(features: readonly string[]): Float64Array;
}

/** Which features the model derives from `modelFeatures` output (see `expandFeatures`). */
export interface FeatureSpec {
  /** Each plain or negated unigram longer than a stem length also counts as its prefix. */
  stems: number[];
  /** Adjacent word pairs also count as the pair of their stems (first stem length). */
  stemBigrams: boolean;
}

/** Starts with a lower-case ASCII letter (stems are taken of words only). */
const stemmable = (w: string) => {
  const c = w.charCodeAt(0);
  return c >= 97 && c <= 122;
};

/**
 * Calls `use` for every feature the model reads from `modelFeatures` output: each feature,
 * plus stem features (`>` + first letters) for unigrams and, optionally, for word pairs.
 */
export function forEachFeature(
  features: readonly string[],
  spec: FeatureSpec,
  use: (feature: string) => void,
): void {
  const first = spec.stems[0];
  for (const f of features) {
    use(f);
    const space = f.indexOf(' ');
    if (space >= 0) {
      if (!spec.stemBigrams || first === undefined) continue;
      const a = f.slice(0, space);
      const b = f.slice(space + 1);
      if ((a.length > first || b.length > first) && stemmable(a) && stemmable(b))
        use(`>${a.slice(0, first)} ${b.slice(0, first)}`);
      continue;
    }
    const neg = f.charCodeAt(0) === 126; // "~"
    const w = neg ? f.slice(1) : f;
    if (!stemmable(w)) continue;
    for (const n of spec.stems) if (w.length > n) use(`${neg ? '~' : ''}>${w.slice(0, n)}`);
  }
}

/** The model's full feature list (see `forEachFeature`). */
export function expandFeatures(features: readonly string[], spec: FeatureSpec): string[] {
  const out: string[] = [];
  forEachFeature(features, spec, (f) => out.push(f));
  return out;
}

/** Blends the Ekman and group heads of raw outputs with the 28-label derivation, in place. */
export function applyDerivation(d: Derivation, out: Float64Array): void {
  const blend = (offset: number, size: number, of: number[], mix: number) => {
    if (mix <= 0) return;
    const derived = new Float64Array(size);
    for (let k = 0; k < 28; k += 1) {
      const g = of[k] ?? 0;
      derived[g] = Math.max(derived[g] ?? 0, out[k] ?? 0);
    }
    for (let g = 0; g < size; g += 1)
      out[offset + g] = (1 - mix) * (out[offset + g] ?? 0) + mix * (derived[g] ?? 0);
  };
  blend(OFFSETS.ekman, HEAD_SIZES.ekman, d.ekmanOf, d.ekmanMix);
  blend(OFFSETS.group, HEAD_SIZES.group, d.groupOf, d.groupMix);
}

/** Raw linear outputs (before sigmoid) for features already mapped to vocabulary indices. */
function linear(meta: ModelMeta, weights: Int8Array, seen: Map<number, number>, n: number) {
  const acc = new Float64Array(OUTPUTS);
  const norm = n > 0 ? 1 / Math.sqrt(n) : 0;
  for (const [i, count] of seen) {
    const base = i * OUTPUTS;
    const x = count * norm;
    for (let k = 0; k < OUTPUTS; k += 1) acc[k] = (acc[k] ?? 0) + (weights[base + k] ?? 0) * x;
  }
  for (let k = 0; k < OUTPUTS; k += 1)
    acc[k] = (acc[k] ?? 0) * (meta.scale[k] ?? 0) + (meta.bias[k] ?? 0);
  return acc;
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
      const seen = new Map<number, number>();
      let n = 0;
      forEachFeature(features, meta.features, (f) => {
        n += 1;
        const i = index.get(f);
        if (i !== undefined) seen.set(i, (seen.get(i) ?? 0) + 1);
      });
      const out = linear(meta, weights, seen, n);
      for (let k = 0; k < OUTPUTS; k += 1) {
        if (k !== OFFSETS.valence) out[k] = 1 / (1 + Math.exp(-(out[k] ?? 0)));
      }
      applyDerivation(meta.derivation, out);
      return out;
    },
  };
}

const logit = (p: number) => {
  const q = Math.min(1 - 1e-6, Math.max(1e-6, p));
  return Math.log(q / (1 - q));
};

/** The inputs of a calibration, in the order of its weights (after the intercept). */
export function calibrationInputs(out: Float64Array, lexiconCompound: number): number[] {
  const group = (out[OFFSETS.group + 3] ?? 0) - (out[OFFSETS.group + 1] ?? 0);
  return [out[OFFSETS.valence] ?? 0, group, lexiconCompound, logit(out[OFFSETS.polarity] ?? 0.5)];
}

export function applyCalibration(
  c: ValenceCalibration,
  out: Float64Array,
  lexiconCompound: number,
): number {
  const [head = 0, group = 0, lexicon = 0, polarity = 0] = calibrationInputs(out, lexiconCompound);
  return (
    c.intercept + c.wHead * head + c.wGroup * group + c.wLexicon * lexicon + c.wPolarity * polarity
  );
}
