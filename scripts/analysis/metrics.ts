import { logistic } from '../../src/server/analysis/emotion-model';

/** Metrics and small fitting helpers for training and evaluation. */

export interface MultiLabelSet {
  /** probs[i][k]: probability of label k for example i. */
  probs: Float64Array[];
  gold: number[][];
}

/** Predicted labels: every label over its threshold, or the best one if none is. */
export function predictLabels(probs: Float64Array, thresholds: readonly number[]): number[] {
  const out: number[] = [];
  let best = 0;
  for (let k = 0; k < probs.length; k += 1) {
    if ((probs[k] ?? 0) >= (thresholds[k] ?? 0.5)) out.push(k);
    if ((probs[k] ?? 0) > (probs[best] ?? 0)) best = k;
  }
  return out.length > 0 ? out : [best];
}

export function perLabelF1(set: MultiLabelSet, thresholds: readonly number[], labels: number) {
  const tp = new Array<number>(labels).fill(0);
  const fp = new Array<number>(labels).fill(0);
  const fn = new Array<number>(labels).fill(0);
  set.probs.forEach((p, i) => {
    const pred = new Set(predictLabels(p, thresholds));
    const gold = new Set(set.gold[i]);
    for (let k = 0; k < labels; k += 1) {
      if (pred.has(k) && gold.has(k)) tp[k] = (tp[k] ?? 0) + 1;
      else if (pred.has(k)) fp[k] = (fp[k] ?? 0) + 1;
      else if (gold.has(k)) fn[k] = (fn[k] ?? 0) + 1;
    }
  });
  return tp.map((t, k) => {
    const denom = 2 * t + (fp[k] ?? 0) + (fn[k] ?? 0);
    return denom === 0 ? 0 : (2 * t) / denom;
  });
}

export function macroF1(set: MultiLabelSet, thresholds: readonly number[], labels: number): number {
  const f1 = perLabelF1(set, thresholds, labels);
  return f1.reduce((a, b) => a + b, 0) / labels;
}

/**
 * Candidate thresholds of the shipped model: 0.01 to 0.90 by 0.01, and 0.002 to 0.008 for rare
 * labels whose probabilities stay low (chosen on dev by cross-validation: on the same model the
 * coarse grid below cost 0.0035 of 28-label macro-F1).
 */
export const THRESHOLD_GRID: readonly number[] = [
  0.002,
  0.004,
  0.006,
  0.008,
  ...Array.from({ length: 90 }, (_, i) => (i + 1) / 100),
];

/**
 * Coarser candidates (0.02 to 0.90 by 0.02) for comparing candidate models: fewer candidates
 * make the cross-validated figure less noisy, so the best-scoring epoch is less often a lucky one.
 */
export const SELECTION_GRID: readonly number[] = Array.from({ length: 45 }, (_, i) => (i + 1) / 50);

/** Per-label thresholds, each maximising that label's own F1 on the given set. */
export function tuneThresholds(
  set: MultiLabelSet,
  labels: number,
  grid: readonly number[] = THRESHOLD_GRID,
): number[] {
  const thresholds: number[] = [];
  for (let k = 0; k < labels; k += 1) {
    const gold = set.gold.map((g) => g.includes(k));
    let bestT = 0.5;
    let bestF = -1;
    for (const t of grid) {
      let tp = 0;
      let fp = 0;
      let fn = 0;
      set.probs.forEach((p, i) => {
        const pred = (p[k] ?? 0) >= t;
        if (pred && gold[i]) tp += 1;
        else if (pred) fp += 1;
        else if (gold[i]) fn += 1;
      });
      const f = tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
      if (f > bestF + 1e-9) {
        bestF = f;
        bestT = t;
      }
    }
    thresholds.push(bestT);
  }
  return thresholds;
}

export function pearson(a: readonly number[], b: readonly number[]): number {
  const n = a.length;
  const ma = a.reduce((s, x) => s + x, 0) / n;
  const mb = b.reduce((s, x) => s + x, 0) / n;
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < n; i += 1) {
    const x = (a[i] ?? 0) - ma;
    const y = (b[i] ?? 0) - mb;
    num += x * y;
    da += x * x;
    db += y * y;
  }
  return da === 0 || db === 0 ? 0 : num / Math.sqrt(da * db);
}

/** Least squares with a small ridge term; returns [intercept, ...weights]. */
export function fitLinear(xs: number[][], ys: number[], ridge = 1e-3): number[] {
  const d = (xs[0]?.length ?? 0) + 1;
  const a = Array.from({ length: d }, () => new Array<number>(d + 1).fill(0));
  xs.forEach((x, i) => {
    const row = [1, ...x];
    for (let r = 0; r < d; r += 1) {
      const ar = a[r] as number[];
      for (let c = 0; c < d; c += 1) ar[c] = (ar[c] ?? 0) + (row[r] ?? 0) * (row[c] ?? 0);
      ar[d] = (ar[d] ?? 0) + (row[r] ?? 0) * (ys[i] ?? 0);
    }
  });
  for (let r = 1; r < d; r += 1) (a[r] as number[])[r] = ((a[r] as number[])[r] ?? 0) + ridge;
  for (let col = 0; col < d; col += 1) {
    let pivot = col;
    for (let r = col + 1; r < d; r += 1)
      if (Math.abs(a[r]?.[col] ?? 0) > Math.abs(a[pivot]?.[col] ?? 0)) pivot = r;
    [a[col], a[pivot]] = [a[pivot] as number[], a[col] as number[]];
    const p = a[col] as number[];
    const pv = p[col] ?? 1;
    for (let c = col; c <= d; c += 1) p[c] = (p[c] ?? 0) / pv;
    for (let r = 0; r < d; r += 1) {
      if (r === col) continue;
      const row = a[r] as number[];
      const f = row[col] ?? 0;
      for (let c = col; c <= d; c += 1) row[c] = (row[c] ?? 0) - f * (p[c] ?? 0);
    }
  }
  return a.map((row) => row[d] ?? 0);
}

/** Logistic regression by gradient descent; returns [intercept, ...weights]. */
export function fitLogistic(xs: number[][], ys: boolean[], iterations = 3000, lr = 0.5): number[] {
  const d = (xs[0]?.length ?? 0) + 1;
  const w = new Array<number>(d).fill(0);
  for (let it = 0; it < iterations; it += 1) {
    const g = new Array<number>(d).fill(0);
    xs.forEach((x, i) => {
      const row = [1, ...x];
      const z = row.reduce((s, v, j) => s + v * (w[j] ?? 0), 0);
      const err = 1 / (1 + Math.exp(-z)) - (ys[i] ? 1 : 0);
      for (let j = 0; j < d; j += 1) g[j] = (g[j] ?? 0) + err * (row[j] ?? 0);
    });
    for (let j = 0; j < d; j += 1) w[j] = (w[j] ?? 0) - (lr * (g[j] ?? 0)) / xs.length;
  }
  return w;
}

/**
 * L2-regularised logistic regression by full-batch Adagrad; returns [intercept, ...weights].
 * Used for the stack, whose 45 inputs (logits, valence, lexicon) differ widely in scale and
 * number: per-weight step sizes and a penalty keep it stable where `fitLogistic`'s plain
 * gradient descent (kept for the five calibration numbers it was chosen with) would not.
 */
export function fitLogisticL2(xs: Float64Array[], ys: boolean[], l2: number, steps: number) {
  const d = (xs[0]?.length ?? 0) + 1;
  const w = new Float64Array(d);
  const G = new Float64Array(d).fill(1e-8);
  const g = new Float64Array(d);
  for (let step = 0; step < steps; step += 1) {
    g.fill(0);
    xs.forEach((x, i) => {
      const e = logistic(w, x) - (ys[i] ? 1 : 0);
      g[0] = (g[0] ?? 0) + e;
      for (let j = 0; j < x.length; j += 1) g[j + 1] = (g[j + 1] ?? 0) + e * (x[j] ?? 0);
    });
    for (let j = 0; j < d; j += 1) {
      const gj = (g[j] ?? 0) / xs.length + (j > 0 ? l2 * (w[j] ?? 0) : 0);
      G[j] = (G[j] ?? 0) + gj * gj;
      w[j] = (w[j] ?? 0) - (0.5 * gj) / Math.sqrt(G[j] ?? 1);
    }
  }
  return [...w];
}

/**
 * Logistic regression with an L2 penalty (the intercept unpenalised) by Newton's method: the
 * inputs are few and standardised, so it converges in a handful of steps, deterministically.
 */
export function fitLogisticNewton(
  rows: readonly number[][],
  y: readonly number[],
  l2 = 1,
  steps = 50,
): { weights: number[]; bias: number } {
  const d = (rows[0]?.length ?? 0) + 1;
  const w = new Float64Array(d);
  for (let step = 0; step < steps; step += 1) {
    const g = new Float64Array(d);
    const H = Array.from({ length: d }, () => new Float64Array(d));
    rows.forEach((x, n) => {
      let z = w[d - 1]!;
      for (let i = 0; i < d - 1; i += 1) z += w[i]! * x[i]!;
      const p = 1 / (1 + Math.exp(-z));
      const r = p - y[n]!;
      const s = p * (1 - p);
      for (let i = 0; i < d; i += 1) {
        const xi = i === d - 1 ? 1 : x[i]!;
        g[i]! += r * xi;
        const Hi = H[i]!;
        for (let j = 0; j <= i; j += 1) Hi[j]! += s * xi * (j === d - 1 ? 1 : x[j]!);
      }
    });
    for (let i = 0; i < d; i += 1) {
      for (let j = 0; j < i; j += 1) H[j]![i] = H[i]![j]!;
      if (i < d - 1) {
        g[i]! += l2 * w[i]!;
        H[i]![i]! += l2;
      }
      H[i]![i]! += 1e-9;
    }
    const delta = solve(H, g);
    let biggest = 0;
    for (let i = 0; i < d; i += 1) {
      w[i]! -= delta[i]!;
      biggest = Math.max(biggest, Math.abs(delta[i]!));
    }
    if (biggest < 1e-7) break;
  }
  const r5 = (v: number) => Math.round(v * 1e5) / 1e5;
  return { weights: [...w.slice(0, d - 1)].map(r5), bias: r5(w[d - 1]!) };
}

/** Solves A x = b by Gaussian elimination with partial pivoting (A is small and symmetric). */
function solve(A: Float64Array[], b: Float64Array): Float64Array {
  const n = b.length;
  const M = A.map((row, i) => Float64Array.from([...row, b[i]!]));
  for (let c = 0; c < n; c += 1) {
    let pivot = c;
    for (let r = c + 1; r < n; r += 1) if (Math.abs(M[r]![c]!) > Math.abs(M[pivot]![c]!)) pivot = r;
    [M[c], M[pivot]] = [M[pivot]!, M[c]!];
    const mc = M[c]!;
    for (let r = c + 1; r < n; r += 1) {
      const mr = M[r]!;
      const f = mr[c]! / mc[c]!;
      if (f === 0) continue;
      for (let j = c; j <= n; j += 1) mr[j]! -= f * mc[j]!;
    }
  }
  const x = new Float64Array(n);
  for (let r = n - 1; r >= 0; r -= 1) {
    const mr = M[r]!;
    let v = mr[n]!;
    for (let j = r + 1; j < n; j += 1) v -= mr[j]! * x[j]!;
    x[r] = v / mr[r]!;
  }
  return x;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? 0;
}
