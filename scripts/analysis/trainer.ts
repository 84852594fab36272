import { OFFSETS, OUTPUTS } from '../../src/server/analysis/emotion-model';

/**
 * A sparse multi-output linear model trained by Adagrad: logistic loss on every output except
 * valence (squared loss). A target of NaN means "no label for this output in this example", so
 * GoEmotions rows train the emotion heads and EmoBank rows the valence head, and both may train
 * the polarity head. Deterministic: the shuffle is seeded.
 */

export interface SparseExample {
  idx: Int32Array;
  val: Float32Array;
  /** One target per output; NaN: no gradient for that output. */
  targets: Float32Array;
}

export interface TrainOptions {
  lr: number;
  l2: number;
  seed: number;
  /** Per output, the weight of a positive target's gradient (class weighting); default 1. */
  positiveWeight?: Float64Array;
}

/** Positive-target weights (negatives / positives) ** power, clipped to [1, max]. */
export function positiveWeights(examples: readonly SparseExample[], power: number, max = 10) {
  const pos = new Float64Array(OUTPUTS);
  const all = new Float64Array(OUTPUTS);
  for (const ex of examples)
    for (let k = 0; k < OUTPUTS; k += 1) {
      const t = ex.targets[k] ?? Number.NaN;
      if (Number.isNaN(t) || k === OFFSETS.valence) continue;
      all[k] = (all[k] ?? 0) + 1;
      pos[k] = (pos[k] ?? 0) + t;
    }
  return Float64Array.from(pos, (p, k) =>
    p > 0 ? Math.min(max, Math.max(1, (((all[k] ?? 0) - p) / p) ** power)) : 1,
  );
}

export function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Vocabulary indices and normalised counts (1/sqrt(n) per occurrence) of one feature list. */
export function encode(feats: readonly string[], index: ReadonlyMap<string, number>) {
  const seen = new Map<number, number>();
  for (const f of feats) {
    const i = index.get(f);
    if (i !== undefined) seen.set(i, (seen.get(i) ?? 0) + 1);
  }
  const norm = feats.length ? 1 / Math.sqrt(feats.length) : 0;
  return {
    idx: Int32Array.from(seen.keys()),
    val: Float32Array.from([...seen.values()].map((c) => c * norm)),
  };
}

export class SparseTrainer {
  readonly W: Float32Array;
  readonly bias = new Float64Array(OUTPUTS);
  private readonly G: Float32Array;
  private readonly gBias = new Float64Array(OUTPUTS).fill(1e-6);
  private readonly random: () => number;

  constructor(
    readonly features: number,
    private readonly opts: TrainOptions,
  ) {
    this.W = new Float32Array(features * OUTPUTS);
    this.G = new Float32Array(features * OUTPUTS).fill(1e-6);
    this.random = rng(opts.seed);
  }

  epoch(examples: readonly SparseExample[]): void {
    const order = examples.map((_, i) => i);
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.random() * (i + 1));
      [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
    }
    const z = new Float64Array(OUTPUTS);
    const grads = new Float64Array(OUTPUTS);
    const { lr, l2 } = this.opts;
    const { W, G, bias, gBias } = this;
    for (const oi of order) {
      const ex = examples[oi];
      if (!ex) continue;
      z.set(bias);
      for (let j = 0; j < ex.idx.length; j += 1) {
        const base = (ex.idx[j] ?? 0) * OUTPUTS;
        const x = ex.val[j] ?? 0;
        for (let k = 0; k < OUTPUTS; k += 1) z[k] = (z[k] ?? 0) + (W[base + k] ?? 0) * x;
      }
      for (let k = 0; k < OUTPUTS; k += 1) {
        const t = ex.targets[k] ?? Number.NaN;
        if (Number.isNaN(t)) grads[k] = 0;
        else if (k === OFFSETS.valence) grads[k] = (z[k] ?? 0) - t;
        else {
          const w = t > 0.5 ? (this.opts.positiveWeight?.[k] ?? 1) : 1;
          grads[k] = w * (1 / (1 + Math.exp(-(z[k] ?? 0))) - t);
        }
      }
      for (let k = 0; k < OUTPUTS; k += 1) {
        const g = grads[k] ?? 0;
        if (g === 0) continue;
        gBias[k] = (gBias[k] ?? 0) + g * g;
        bias[k] = (bias[k] ?? 0) - (lr * g) / Math.sqrt(gBias[k] ?? 1);
      }
      for (let j = 0; j < ex.idx.length; j += 1) {
        const base = (ex.idx[j] ?? 0) * OUTPUTS;
        const x = ex.val[j] ?? 0;
        for (let k = 0; k < OUTPUTS; k += 1) {
          const g0 = grads[k] ?? 0;
          if (g0 === 0) continue;
          const p = base + k;
          const g = g0 * x + l2 * (W[p] ?? 0);
          G[p] = (G[p] ?? 0) + g * g;
          W[p] = (W[p] ?? 0) - (lr * g) / Math.sqrt(G[p] ?? 1);
        }
      }
    }
  }
}

/** int8 weights with one scale per output (max |w| maps to 127). */
export function quantise(W: Float32Array) {
  const maxAbs = new Float64Array(OUTPUTS);
  for (let i = 0; i < W.length; i += 1) {
    const k = i % OUTPUTS;
    maxAbs[k] = Math.max(maxAbs[k] ?? 0, Math.abs(W[i] ?? 0));
  }
  const scale = [...maxAbs].map((m) => (m > 0 ? m / 127 : 1));
  const q = new Int8Array(W.length);
  for (let i = 0; i < W.length; i += 1) q[i] = Math.round((W[i] ?? 0) / (scale[i % OUTPUTS] ?? 1));
  return { scale, q };
}
