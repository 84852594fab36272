import { OFFSETS, OUTPUTS } from '../../src/server/analysis/emotion-model';
import { rng, type SparseExample } from './trainer';

/**
 * The second variant of the fastText-style experiment (decision record 0104): the sparse
 * linear layer of `SparseTrainer` and a dense layer over averaged hashed embeddings trained
 * together, z = W x + V mean(E[buckets]) + b. The sparse part is updated exactly like
 * `SparseTrainer` (Adagrad, L2); the dense part by SGD with a linearly decaying rate. With
 * dim 0 it is the sparse model alone (the baseline of the comparison). Deterministic.
 */

export interface JointExample extends SparseExample {
  buckets: Int32Array;
}

export interface JointOptions {
  lr: number;
  l2: number;
  seed: number;
  dim: number;
  denseLr: number;
  epochs: number;
}

export class JointTrainer {
  readonly W: Float32Array;
  readonly bias = new Float64Array(OUTPUTS);
  readonly E: Float32Array;
  readonly V: Float32Array;
  private readonly G: Float32Array;
  private readonly gBias = new Float64Array(OUTPUTS).fill(1e-6);
  private readonly random: () => number;
  private step = 0;

  constructor(
    features: number,
    buckets: number,
    private readonly opts: JointOptions,
  ) {
    this.W = new Float32Array(features * OUTPUTS);
    this.G = new Float32Array(features * OUTPUTS).fill(1e-6);
    this.random = rng(opts.seed);
    const init = rng(opts.seed + 1);
    const dim = opts.dim;
    this.E = Float32Array.from(
      { length: dim > 0 ? buckets * dim : 0 },
      () => (init() * 2 - 1) / dim,
    );
    this.V = new Float32Array(OUTPUTS * dim);
  }

  /** Raw outputs into z; the averaged embedding into h. */
  forward(ex: JointExample, h: Float64Array, z: Float64Array): void {
    const { W, E, V, bias } = this;
    const { dim } = this.opts;
    z.set(bias);
    for (let j = 0; j < ex.idx.length; j += 1) {
      const base = (ex.idx[j] ?? 0) * OUTPUTS;
      const x = ex.val[j] ?? 0;
      for (let k = 0; k < OUTPUTS; k += 1) z[k] = (z[k] ?? 0) + (W[base + k] ?? 0) * x;
    }
    if (dim === 0) return;
    h.fill(0);
    const n = ex.buckets.length;
    if (n === 0) return;
    for (let j = 0; j < n; j += 1) {
      const base = (ex.buckets[j] ?? 0) * dim;
      for (let d = 0; d < dim; d += 1) h[d] = (h[d] ?? 0) + (E[base + d] ?? 0);
    }
    for (let d = 0; d < dim; d += 1) h[d] = (h[d] ?? 0) / n;
    for (let k = 0; k < OUTPUTS; k += 1) {
      let s = 0;
      for (let d = 0; d < dim; d += 1) s += (V[k * dim + d] ?? 0) * (h[d] ?? 0);
      z[k] = (z[k] ?? 0) + s;
    }
  }

  epoch(examples: readonly JointExample[]): void {
    const { lr, l2, dim, denseLr, epochs } = this.opts;
    const { W, G, bias, gBias, E, V } = this;
    const order = examples.map((_, i) => i);
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.random() * (i + 1));
      [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
    }
    const z = new Float64Array(OUTPUTS);
    const grads = new Float64Array(OUTPUTS);
    const h = new Float64Array(dim);
    const dh = new Float64Array(dim);
    const total = epochs * examples.length;
    for (const oi of order) {
      const ex = examples[oi];
      this.step += 1;
      if (!ex) continue;
      this.forward(ex, h, z);
      for (let k = 0; k < OUTPUTS; k += 1) {
        const t = ex.targets[k] ?? Number.NaN;
        if (Number.isNaN(t)) grads[k] = 0;
        else if (k === OFFSETS.valence) grads[k] = Math.max(-1, Math.min(1, (z[k] ?? 0) - t));
        else grads[k] = 1 / (1 + Math.exp(-(z[k] ?? 0))) - t;
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
      if (dim === 0 || ex.buckets.length === 0) continue;
      const rate = denseLr * Math.max(0.0001, 1 - this.step / total);
      dh.fill(0);
      for (let k = 0; k < OUTPUTS; k += 1) {
        const g = grads[k] ?? 0;
        if (g === 0) continue;
        for (let d = 0; d < dim; d += 1) {
          const p = k * dim + d;
          dh[d] = (dh[d] ?? 0) + g * (V[p] ?? 0);
          V[p] = (V[p] ?? 0) - rate * g * (h[d] ?? 0);
        }
      }
      const scale = rate / ex.buckets.length;
      for (let j = 0; j < ex.buckets.length; j += 1) {
        const base = (ex.buckets[j] ?? 0) * dim;
        for (let d = 0; d < dim; d += 1) E[base + d] = (E[base + d] ?? 0) - scale * (dh[d] ?? 0);
      }
    }
  }

  /** Sigmoid probabilities (valence raw), unquantised. */
  predict(ex: JointExample): Float64Array {
    const z = new Float64Array(OUTPUTS);
    this.forward(ex, new Float64Array(this.opts.dim), z);
    for (let k = 0; k < OUTPUTS; k += 1)
      if (k !== OFFSETS.valence) z[k] = 1 / (1 + Math.exp(-(z[k] ?? 0)));
    return z;
  }
}
