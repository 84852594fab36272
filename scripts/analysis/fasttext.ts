import { OFFSETS, OUTPUTS } from '../../src/server/analysis/emotion-model';
import { rng } from './trainer';

/**
 * The fastText-style experiment (decision record 0104): hashed word, word-pair and character
 * n-gram buckets -> learned dense embeddings, averaged -> one linear layer per output (the same
 * 41 outputs as the sparse model). Trained by SGD with a linearly decaying learning rate, as
 * fastText does; logistic loss on every output except valence (squared loss); NaN targets give
 * no gradient. Deterministic: seeded initialisation and shuffle.
 */

export interface HashSpec {
  /** Number of buckets (a power of two). */
  buckets: number;
  /** Character n-gram lengths of `<word>` (fastText's minn..maxn); empty range: none. */
  minn: number;
  maxn: number;
}

/** FNV-1a over UTF-16 code units, 32 bits. */
export function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i += 1) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The buckets of one `modelFeatures` list: each feature, plus the char n-grams of words. */
export function bucketsOf(features: readonly string[], spec: HashSpec): Int32Array {
  const mask = spec.buckets - 1;
  const out: number[] = [];
  for (const f of features) {
    out.push(fnv1a(f) & mask);
    if (f.indexOf(' ') >= 0 || spec.maxn < spec.minn) continue;
    const w = f.charCodeAt(0) === 126 ? f.slice(1) : f;
    const c = w.charCodeAt(0);
    if (c < 97 || c > 122) continue;
    const s = `<${w}>`;
    for (let n = spec.minn; n <= spec.maxn; n += 1)
      for (let i = 0; i + n <= s.length; i += 1) {
        if (n === s.length) continue;
        out.push(fnv1a(`#${s.slice(i, i + n)}`) & mask);
      }
  }
  return Int32Array.from(out);
}

export interface DenseExample {
  buckets: Int32Array;
  targets: Float32Array;
  /** Fixed raw outputs added before the loss (another model's logits): residual training. */
  offset?: Float64Array;
}

export interface FtOptions {
  dim: number;
  lr: number;
  epochs: number;
  seed: number;
}

export class FastTextTrainer {
  /** buckets x dim embeddings, then OUTPUTS x dim output weights and OUTPUTS biases. */
  readonly E: Float32Array;
  readonly V: Float32Array;
  readonly bias = new Float64Array(OUTPUTS);
  private readonly random: () => number;
  private step = 0;

  constructor(
    readonly buckets: number,
    private readonly opts: FtOptions,
  ) {
    this.random = rng(opts.seed);
    const { dim } = opts;
    this.E = Float32Array.from({ length: buckets * dim }, () => (this.random() * 2 - 1) / dim);
    this.V = new Float32Array(OUTPUTS * dim);
  }

  /** Raw outputs (valence as is, others as logits) for one bucket list. */
  forward(buckets: Int32Array, h: Float64Array, z: Float64Array): void {
    const { dim } = this.opts;
    const { E, V, bias } = this;
    h.fill(0);
    const n = buckets.length;
    if (n > 0) {
      for (let j = 0; j < n; j += 1) {
        const base = (buckets[j] ?? 0) * dim;
        for (let d = 0; d < dim; d += 1) h[d] = (h[d] ?? 0) + (E[base + d] ?? 0);
      }
      for (let d = 0; d < dim; d += 1) h[d] = (h[d] ?? 0) / n;
    }
    for (let k = 0; k < OUTPUTS; k += 1) {
      let s = bias[k] ?? 0;
      for (let d = 0; d < dim; d += 1) s += (V[k * dim + d] ?? 0) * (h[d] ?? 0);
      z[k] = s;
    }
  }

  epoch(examples: readonly DenseExample[]): void {
    const { dim, lr: lr0, epochs } = this.opts;
    const { E, V, bias } = this;
    const total = epochs * examples.length;
    const order = examples.map((_, i) => i);
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.random() * (i + 1));
      [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
    }
    const h = new Float64Array(dim);
    const z = new Float64Array(OUTPUTS);
    const dh = new Float64Array(dim);
    for (const oi of order) {
      const ex = examples[oi];
      this.step += 1;
      if (!ex || ex.buckets.length === 0) continue;
      const lr = lr0 * Math.max(0.0001, 1 - this.step / total);
      this.forward(ex.buckets, h, z);
      if (ex.offset) for (let k = 0; k < OUTPUTS; k += 1) z[k] = (z[k] ?? 0) + (ex.offset[k] ?? 0);
      dh.fill(0);
      for (let k = 0; k < OUTPUTS; k += 1) {
        const t = ex.targets[k] ?? Number.NaN;
        if (Number.isNaN(t)) continue;
        const g =
          k === OFFSETS.valence
            ? Math.max(-1, Math.min(1, (z[k] ?? 0) - t))
            : 1 / (1 + Math.exp(-(z[k] ?? 0))) - t;
        bias[k] = (bias[k] ?? 0) - lr * g;
        for (let d = 0; d < dim; d += 1) {
          const p = k * dim + d;
          dh[d] = (dh[d] ?? 0) + g * (V[p] ?? 0);
          V[p] = (V[p] ?? 0) - lr * g * (h[d] ?? 0);
        }
      }
      const scale = lr / ex.buckets.length;
      for (let j = 0; j < ex.buckets.length; j += 1) {
        const base = (ex.buckets[j] ?? 0) * dim;
        for (let d = 0; d < dim; d += 1) E[base + d] = (E[base + d] ?? 0) - scale * (dh[d] ?? 0);
      }
    }
  }

  /** Sigmoid probabilities (valence raw) like `EmotionModel.predict`, without quantisation. */
  predict(buckets: Int32Array, offset?: Float64Array): Float64Array {
    const h = new Float64Array(this.opts.dim);
    const z = new Float64Array(OUTPUTS);
    this.forward(buckets, h, z);
    if (offset) for (let k = 0; k < OUTPUTS; k += 1) z[k] = (z[k] ?? 0) + (offset[k] ?? 0);
    for (let k = 0; k < OUTPUTS; k += 1)
      if (k !== OFFSETS.valence) z[k] = 1 / (1 + Math.exp(-(z[k] ?? 0)));
    return z;
  }
}
