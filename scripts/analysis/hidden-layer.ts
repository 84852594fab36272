import { hiddenLayerLogits } from '../../src/server/analysis/detectors';
import type { PreparedAccount } from './detector-train';
import { sentenceExamples, shuffledOrder } from './sparse-examples';
import { rng } from './trainer';

/**
 * The detectors' hidden layer (decision record 0112): one layer of ReLU units over the same
 * sparse sentence features and vocabulary as the linear detectors, then one logistic output per
 * detector output. It can weigh words together ("laughed" with "at me", "decided" with
 * "everything") where the linear layer only adds them up. Its logits are mixed with the linear
 * layer's (`HIDDEN_MIX`). Trained by AdaGrad on the same targets, with the same "unknown"
 * sentences left out of each output's loss.
 */

export interface TrainedHidden {
  size: number;
  /** rows x size, row-major: the first `rows` features of the vocabulary (see `rows`). */
  W1: Float32Array;
  b1: Float32Array;
  /** size x outputs, row-major. */
  W2: Float32Array;
  b2: Float32Array;
}

export const HIDDEN_OPTIONS = { size: 48, epochs: 6, lr: 0.05, l2: 1e-6, seed: 11 };

/**
 * The hidden layer reads only features seen in at least this many training sentences; the
 * vocabulary lists those first (`orderVocabulary`), so its weights cover the first rows of it.
 * Rarer features stay in the linear layers. That is what lets 48 units fit the 30 MB budget.
 */
export const HIDDEN_MIN_COUNT = 3;

/** The share of the hidden layer's logit in a sentence's mixed logit. */
export const HIDDEN_MIX = 0.5;

/** Targets of this value are left out of an output's loss (same as the linear detectors). */
const UNKNOWN = 2;

export function trainHidden(
  data: readonly PreparedAccount[],
  vocabulary: readonly string[],
  outputs: number,
  opts = HIDDEN_OPTIONS,
  rows = vocabulary.length,
): TrainedHidden {
  const H = opts.size;
  const K = outputs;
  const examples = sentenceExamples(data, new Map(vocabulary.map((f, i) => [f, i])));
  const random = rng(opts.seed);
  const W1 = new Float32Array(rows * H).map(() => (random() - 0.5) * 0.1);
  const G1 = new Float32Array(rows * H).fill(1e-6);
  const b1 = new Float32Array(H);
  const gb1 = new Float32Array(H).fill(1e-6);
  const W2 = new Float32Array(H * K).map(() => (random() - 0.5) * 0.2);
  const G2 = new Float32Array(H * K).fill(1e-6);
  const b2 = new Float32Array(K);
  const gb2 = new Float32Array(K).fill(1e-6);
  const h = new Float32Array(H);
  const dh = new Float32Array(H);
  const g = new Float32Array(K);
  const { lr, l2 } = opts;
  for (let epoch = 0; epoch < opts.epochs; epoch += 1) {
    for (const oi of shuffledOrder(examples.length, random)) {
      const x = examples[oi]!;
      h.set(b1);
      for (let j = 0; j < x.idx.length; j += 1) {
        if (x.idx[j]! >= rows) continue;
        const base = x.idx[j]! * H;
        const v = x.val[j]!;
        for (let k = 0; k < H; k += 1) h[k]! += W1[base + k]! * v;
      }
      for (let k = 0; k < H; k += 1) if (h[k]! < 0) h[k] = 0;
      for (let o = 0; o < K; o += 1) {
        let z = b2[o]!;
        for (let k = 0; k < H; k += 1) z += W2[k * K + o]! * h[k]!;
        const t = x.t[o]!;
        g[o] = t === UNKNOWN ? 0 : 1 / (1 + Math.exp(-z)) - t;
      }
      for (let k = 0; k < H; k += 1) {
        let s = 0;
        if (h[k]! > 0) for (let o = 0; o < K; o += 1) s += W2[k * K + o]! * g[o]!;
        dh[k] = s;
      }
      for (let o = 0; o < K; o += 1) {
        const go = g[o]!;
        gb2[o]! += go * go;
        b2[o]! -= (lr * go) / Math.sqrt(gb2[o]!);
        for (let k = 0; k < H; k += 1) {
          const p = k * K + o;
          const gw = go * h[k]! + l2 * W2[p]!;
          G2[p]! += gw * gw;
          W2[p]! -= (lr * gw) / Math.sqrt(G2[p]!);
        }
      }
      for (let k = 0; k < H; k += 1) {
        const d = dh[k]!;
        if (d === 0) continue;
        gb1[k]! += d * d;
        b1[k]! -= (lr * d) / Math.sqrt(gb1[k]!);
      }
      for (let j = 0; j < x.idx.length; j += 1) {
        if (x.idx[j]! >= rows) continue;
        const base = x.idx[j]! * H;
        const v = x.val[j]!;
        for (let k = 0; k < H; k += 1) {
          const d = dh[k]!;
          if (d === 0) continue;
          const p = base + k;
          const gw = d * v + l2 * W1[p]!;
          G1[p]! += gw * gw;
          W1[p]! -= (lr * gw) / Math.sqrt(G1[p]!);
        }
      }
    }
  }
  return { size: H, W1, b1, W2, b2 };
}

/** The hidden layer's logits for one sentence's feature values (index -> value). */
export function hiddenLogits(
  model: TrainedHidden,
  values: ReadonlyMap<number, number>,
  outputs: number,
): Float64Array {
  return hiddenLayerLogits({ ...model, w2: model.W2 }, model.W1, null, values, outputs);
}
