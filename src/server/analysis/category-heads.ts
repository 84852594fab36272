import { sigmoid, type DetectorMeta } from './detectors';

/**
 * Account-level acceptance of each red and green category (decision record 0108). A sentence
 * detector sees one sentence; whether an ACCOUNT shows a behaviour is better judged from all of
 * them: how strong the strongest and second-strongest sentences are, how many pass, whether a
 * rule found it, what else the account shows and its tone. One logistic head per category over
 * standardised inputs (`categoryInputs`).
 */
export interface CategoryHeads {
  /** Standardisation of every input of `categoryInputs`: (x - mean) / spread. */
  mean: number[];
  spread: number[];
  /** Per output (same order as `outputs`): the head, or null (danger, harm). */
  heads: (CategoryHead | null)[];
}

export interface CategoryHead {
  /** Which standardised inputs the head reads. */
  inputs: number[];
  weights: number[];
  bias: number;
  /** The account shows the category at or above this probability. */
  threshold: number;
  /**
   * ...and only where a rule found it or its strongest sentence reaches this probability, so a
   * flag always rests on a sentence that reads as the category: half the detector's threshold
   * (red heads without a document reader: the whole threshold, so they only ever remove red
   * flags).
   */
  carry: number;
}

const logit = (p: number) => {
  const q = Math.min(1 - 1e-4, Math.max(1e-4, p));
  return Math.log(q / (1 - q));
};

/**
 * The category heads' inputs, for every output k: the logit of its strongest and second
 * strongest sentence probability, its mean, how many sentences pass its threshold (per
 * sqrt(sentences)) and whether a rule found it; then log(sentences) and the account's positive
 * and negative tone; then, where the model has a document reader (decision record 0111), the
 * logit of its reading of every output. `ruleKeys` holds `polarity:category` of every rule flag.
 */
export function categoryInputs(
  meta: Pick<DetectorMeta, 'outputs' | 'thresholds'>,
  probs: readonly ArrayLike<number>[],
  ruleKeys: ReadonlySet<string>,
  tone: { positive: number; negative: number },
  document?: ArrayLike<number> | null,
): number[] {
  const K = meta.outputs.length;
  const first = new Array<number>(K).fill(0);
  const second = new Array<number>(K).fill(0);
  const sum = new Array<number>(K).fill(0);
  const count = new Array<number>(K).fill(0);
  for (const p of probs)
    for (let k = 0; k < K; k += 1) {
      const v = p[k] ?? 0;
      if (v > first[k]!) {
        second[k] = first[k]!;
        first[k] = v;
      } else if (v > second[k]!) second[k] = v;
      sum[k]! += v;
      if (v >= (meta.thresholds[k] ?? 1)) count[k]! += 1;
    }
  const n = Math.max(1, probs.length);
  return [
    ...first.map(logit),
    ...second.map(logit),
    ...sum.map((v) => v / n),
    ...count.map((c) => c / Math.sqrt(n)),
    ...meta.outputs.map((o) => (ruleKeys.has(o) ? 1 : 0)),
    Math.log(n),
    tone.positive,
    tone.negative,
    ...(document ? Array.from({ length: K }, (_, k) => logit(document[k] ?? 0)) : []),
  ];
}

/**
 * Which standardised inputs the head of output k reads: its own five, every output's strongest
 * sentence, the account's length and tone, and the document reader's reading of k if there is one.
 */
export function categoryHeadInputs(outputs: number, k: number, document = false): number[] {
  const own = [k, outputs + k, 2 * outputs + k, 3 * outputs + k, 4 * outputs + k];
  const maxes = Array.from({ length: outputs }, (_, j) => j).filter((j) => j !== k);
  return [
    ...own,
    ...maxes,
    5 * outputs,
    5 * outputs + 1,
    5 * outputs + 2,
    ...(document ? [5 * outputs + 3 + k] : []),
  ];
}

/**
 * Whether the account shows output k: its head's probability passes the threshold, and a rule
 * found it or its strongest sentence reaches the head's `carry`. Null where there is no head.
 */
export function categoryAccepted(
  heads: CategoryHeads,
  x: readonly number[],
  k: number,
  strongest: number,
  ruleFound: boolean,
): boolean | null {
  const head = heads.heads[k];
  const p = categoryProbability(heads, x, k);
  if (!head || p === null) return null;
  return p >= head.threshold && (ruleFound || strongest >= head.carry);
}

/** Probability that the account shows output k, or null where the model has no head for it. */
export function categoryProbability(
  heads: CategoryHeads,
  x: readonly number[],
  k: number,
): number | null {
  const head = heads.heads[k];
  if (!head) return null;
  let z = head.bias;
  head.inputs.forEach((i, j) => {
    z += (head.weights[j] ?? 0) * (((x[i] ?? 0) - (heads.mean[i] ?? 0)) / (heads.spread[i] ?? 1));
  });
  return sigmoid(z);
}
