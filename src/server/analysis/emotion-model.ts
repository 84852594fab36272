/**
 * The emotion/sentiment model trained by `npm run train`, in two stages.
 * 1. One sparse linear layer over unigram/bigram features (plus word-stem features derived
 *    from them) with 41 outputs: 28 GoEmotions labels, 7 Ekman groups, 4 sentiment groups
 *    (sigmoid each), a valence value and a polarity head (sigmoid). Trained on GoEmotions and
 *    EmoBank train; int8 weights with one scale per output.
 * 2. A stack fitted on GoEmotions dev (which stage 1 never trains on): the Ekman and
 *    sentiment-group probabilities are re-predicted, per class, by a logistic regression over
 *    all 41 stage-1 outputs and the lexicon inputs (`model-inputs.ts`), so the coarse groups use
 *    what the 28 labels and the lexicon know.
 * model-file.ts loads the committed model.
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

/**
 * Stage 2: per Ekman and sentiment-group class, `[intercept, ...weights]` over `stackInputs`
 * (the 41 stage-1 outputs as logits, valence as is, then the lexicon inputs).
 */
export interface Stack {
  ekman: number[][];
  group: number[][];
}

export interface ModelMeta {
  format: 3;
  version: string;
  labels: { original: string[]; ekman: string[]; group: string[] };
  vocab: string[];
  bias: number[];
  scale: number[];
  thresholds: { original: number[]; ekman: number[]; group: number[] };
  /** Null: stage 1 only (while training). */
  stack: Stack | null;
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
   * Outputs: probabilities for the 39 classification outputs (Ekman and groups from the
   * stack), the valence value, then the polarity probability. `lexicon`: `lexiconInputs` of the
   * same tokens.
   */
  predict(features: readonly string[], lexicon: readonly number[]): Float64Array;
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

const logit = (p: number) => {
  const q = Math.min(1 - 1e-6, Math.max(1e-6, p));
  return Math.log(q / (1 - q));
};

/** The stack's inputs: stage-1 outputs (logits; valence as is), then the lexicon inputs. */
export function stackInputs(stage1: Float64Array, lexicon: readonly number[]): Float64Array {
  const x = new Float64Array(OUTPUTS + lexicon.length);
  for (let k = 0; k < OUTPUTS; k += 1)
    x[k] = k === OFFSETS.valence ? (stage1[k] ?? 0) : logit(stage1[k] ?? 0.5);
  x.set(lexicon, OUTPUTS);
  return x;
}

/** Probability of one logistic row `[intercept, ...weights]` for inputs `x`. */
export function logistic(row: ArrayLike<number>, x: ArrayLike<number>): number {
  let z = row[0] ?? 0;
  for (let j = 0; j < x.length; j += 1) z += (row[j + 1] ?? 0) * (x[j] ?? 0);
  return 1 / (1 + Math.exp(-z));
}

/** Sets one grouping's probabilities from its stack rows and the stack inputs `x`, in place. */
export function applyRows(
  rows: readonly number[][],
  g: 'ekman' | 'group',
  out: Float64Array,
  x: Float64Array,
) {
  rows.forEach((row, k) => (out[OFFSETS[g] + k] = logistic(row, x)));
}

/** Replaces the Ekman and group probabilities of stage-1 outputs by the stack's, in place. */
export function applyStack(stack: Stack, out: Float64Array, lexicon: readonly number[]): void {
  const x = stackInputs(out, lexicon);
  applyRows(stack.ekman, 'ekman', out, x);
  applyRows(stack.group, 'group', out, x);
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
    predict(features, lexicon) {
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
      if (meta.stack) applyStack(meta.stack, out, lexicon);
      return out;
    },
  };
}

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
