import {
  categoryAccepted,
  categoryHeadInputs,
  categoryInputs,
  type CategoryHead,
  type CategoryHeads,
} from '../../src/server/analysis/category-heads';
import {
  dangerEvidence,
  wordCount,
  dangerInputs,
  linearHead,
  scoreInputs,
  wordNorm,
  type DetectorMeta,
  type ScoreInputs,
} from '../../src/server/analysis/detectors';
import {
  accountMax,
  authorFolds,
  DANGER,
  K,
  OUTPUTS,
  type PreparedAccount,
} from './detector-train';
import { mostlyNotEnglish } from '../../src/server/analysis/text';
import { fitLogisticNewton } from './metrics';
import { rng } from './trainer';

/**
 * The account-level heads over the detectors' out-of-fold outputs (decision record 0106): the
 * score head (ridge regression of the writer's score) and the danger head (logistic), both
 * linear over dense inputs and the account's words.
 */

export interface ScoreExample {
  inputs: ScoreInputs;
  words: string[];
  score: number;
}

export function scoreExample(
  meta: Pick<DetectorMeta, 'outputs' | 'thresholds' | 'categories'>,
  a: PreparedAccount,
  probs: readonly Float64Array[],
  document?: Float64Array,
): ScoreExample {
  const max = accountMax(probs);
  // The categories flagged as in use: the category heads' call where the model has them.
  const heads = meta.categories;
  const x = heads
    ? categoryInputs(
        meta,
        probs,
        a.ruleCategories,
        { positive: a.positive, negative: a.negative },
        document,
      )
    : [];
  const flagged = (k: number) =>
    heads
      ? categoryAccepted(heads, x, k, max[k]!, a.ruleCategories.has(OUTPUTS[k]!)) === true
      : max[k]! >= (meta.thresholds[k] ?? 0.5) || a.ruleCategories.has(OUTPUTS[k]!);
  let redCategories = 0;
  let greenCategories = 0;
  OUTPUTS.forEach((o, k) => {
    if (o.startsWith('red:') && flagged(k)) redCategories += 1;
    if (o.startsWith('green:') && flagged(k)) greenCategories += 1;
  });
  const count = new Float64Array(K);
  for (const p of probs)
    for (let k = 0; k < K; k += 1) if (p[k]! >= (meta.thresholds[k] ?? 0.5)) count[k]! += 1;
  return {
    inputs: {
      max,
      count,
      positive: a.positive,
      negative: a.negative,
      dangerFound: a.ruleDanger || max[DANGER]! >= (meta.thresholds[DANGER] ?? 0.5),
      redCategories,
      greenCategories,
    },
    words: a.words,
    score: (a.account.score ?? Number.NaN) / 100,
  };
}

export interface HeadRow {
  x: number[];
  words: readonly string[];
  y: number;
  author: string;
}

export interface HeadOptions {
  epochs: number;
  lr: number;
  l2Dense: number;
  l2Words: number;
  minCount: number;
  seed: number;
}

/**
 * A linear head over dense inputs and document words (1/sqrt(n)-normalised counts), fitted by
 * Adagrad with L2: squared loss (the score, as score/100) or logistic loss (danger).
 */
export function fitHead(
  rows: readonly HeadRow[],
  loss: 'squared' | 'logistic',
  opts: HeadOptions,
): { weights: number[]; bias: number; words: Record<string, number> } {
  const df = new Map<string, number>();
  for (const r of rows) for (const w of new Set(r.words)) df.set(w, (df.get(w) ?? 0) + 1);
  const vocab = [...df].filter(([, c]) => c >= opts.minCount).map(([w]) => w);
  const wIndex = new Map(vocab.map((w, i) => [w, i]));
  const d = rows[0]?.x.length ?? 0;
  const dense = new Float64Array(d);
  const gDense = new Float64Array(d).fill(1e-6);
  const words = new Float64Array(vocab.length);
  const gWords = new Float64Array(vocab.length).fill(1e-6);
  const mean = rows.reduce((s, r) => s + r.y, 0) / Math.max(1, rows.length);
  let bias = loss === 'squared' ? mean : Math.log((mean + 1e-3) / (1 - mean + 1e-3));
  let gBias = 1e-6;
  const random = rng(opts.seed);
  const enc = rows.map((r) => {
    const counts = new Map<number, number>();
    for (const w of r.words) {
      const j = wIndex.get(w);
      if (j !== undefined) counts.set(j, (counts.get(j) ?? 0) + 1);
    }
    const norm = wordNorm(r.words.length);
    return { idx: [...counts.keys()], val: [...counts.values()].map((c) => c * norm) };
  });
  for (let epoch = 0; epoch < opts.epochs; epoch += 1) {
    const order = rows.map((_, i) => i);
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const oi of order) {
      const r = rows[oi]!;
      const e = enc[oi]!;
      let z = bias;
      r.x.forEach((v, i) => {
        z += v * dense[i]!;
      });
      e.idx.forEach((j, n) => {
        z += words[j]! * e.val[n]!;
      });
      const g = loss === 'squared' ? z - r.y : 1 / (1 + Math.exp(-z)) - r.y;
      gBias += g * g;
      bias -= (opts.lr * g) / Math.sqrt(gBias);
      r.x.forEach((v, i) => {
        const gi = g * v + opts.l2Dense * dense[i]!;
        gDense[i]! += gi * gi;
        dense[i]! -= (opts.lr * gi) / Math.sqrt(gDense[i]!);
      });
      e.idx.forEach((j, n) => {
        const gj = g * e.val[n]! + opts.l2Words * words[j]!;
        gWords[j]! += gj * gj;
        words[j]! -= (opts.lr * gj) / Math.sqrt(gWords[j]!);
      });
    }
  }
  const kept: Record<string, number> = {};
  vocab.forEach((w, i) => {
    const v = words[i]!;
    if (Math.abs(v) >= 1e-3) kept[w] = Math.round(v * 1e4) / 1e4;
  });
  return {
    weights: [...dense].map((v) => Math.round(v * 1e5) / 1e5),
    bias: Math.round(bias * 1e5) / 1e5,
    words: kept,
  };
}

export const SCORE_HEAD_OPTIONS: HeadOptions = {
  epochs: 30,
  lr: 0.05,
  l2Dense: 1e-4,
  l2Words: 3e-3,
  minCount: 3,
  seed: 11,
};

/** Ridge regression of score/100 on the dense inputs and document words. */
export function fitScoreHead(
  meta: Pick<DetectorMeta, 'outputs' | 'thresholds'>,
  examples: readonly ScoreExample[],
  opts: HeadOptions = SCORE_HEAD_OPTIONS,
): DetectorMeta['score'] {
  const usable = examples.filter((e) => !Number.isNaN(e.score));
  const names = scoreInputs(meta as DetectorMeta, usable[0]?.inputs ?? emptyInputs()).names;
  const head = fitHead(
    usable.map((e) => ({
      x: scoreInputs(meta as DetectorMeta, e.inputs).values,
      words: e.words,
      y: e.score,
      author: '',
    })),
    'squared',
    opts,
  );
  return { dense: names, ...head };
}

/** Candidate rule-veto probabilities, lowest first (decision record 0108). */
const RULE_VETO_GRID = [0.005, 0.01, 0.02, 0.03, 0.05, 0.08, 0.1];

export const DANGER_HEAD_OPTIONS: HeadOptions = {
  epochs: 30,
  lr: 0.1,
  l2Dense: 1e-4,
  l2Words: 3e-3,
  minCount: 3,
  seed: 13,
};

/**
 * The account-level danger head, fitted on out-of-fold sentence outputs. An account is a
 * danger account when the head passes its threshold or a rule found danger, unless the head
 * puts it under `ruleVetoBelow` (the highest value that sets aside no training account with
 * danger, out of fold; decision record 0108). The threshold is the highest recall with false
 * alarms, the rules' included, on at most `maxFalseAlarm` of the accounts without danger, judged
 * on the head's own out-of-fold probabilities (folds by author). Decision record 0106 gives the
 * variants tried before (a head that overrules every rule, a head also fitted on set sentences).
 */
export function fitDangerHead(
  meta: Pick<DetectorMeta, 'outputs' | 'thresholds'>,
  data: readonly PreparedAccount[],
  probs: readonly Float64Array[][],
  maxFalseAlarm = 0.04,
  folds = 5,
  opts: HeadOptions = DANGER_HEAD_OPTIONS,
  /** The document reader's out-of-fold readings of the accounts (decision record 0111). */
  documents?: readonly Float64Array[],
): DetectorMeta['danger'] {
  const rows: HeadRow[] = data.map((a, i) => ({
    x: dangerInputs(
      meta as DetectorMeta,
      a.sentences,
      probs[i]!.map((p, index) => ({ index, probs: p })),
      a.ruleDanger,
      undefined,
      documents?.[i] ?? null,
    ).values,
    words: a.words,
    y: a.account.danger ? 1 : 0,
    author: a.account.author,
  }));
  const names = dangerInputs(meta as DetectorMeta, [], [], false).names;
  const fold = authorFolds(data, folds);
  const oof = new Float64Array(rows.length);
  for (let f = 0; f < folds; f += 1) {
    const train = rows.filter((_, i) => fold[i] !== f);
    if (train.length === rows.length) continue;
    const head = fitHead(train, 'logistic', opts);
    rows.forEach((r, i) => {
      if (fold[i] === f) oof[i] = 1 / (1 + Math.exp(-linearHead(head, r.x, r.words)));
    });
  }
  // The rule veto: the highest probability under which setting a rule's danger aside loses no
  // training account with danger, out of fold.
  let ruleVetoBelow = 0;
  for (const t of RULE_VETO_GRID) {
    if (rows.some((r, i) => r.y && data[i]!.ruleDanger && oof[i]! < t)) break;
    ruleVetoBelow = t;
  }
  // The evidence gate (DangerHead.evidenceUnderWords), tried at widening reach, each at its
  // best threshold within the false-alarm budget: of the reaches (and no gate) that cost no
  // recall out of fold, the one with the fewest false alarms is kept (the widest on a tie). A wider gate lets
  // the threshold drop for longer texts, which can buy no recall and still cost false alarms.
  const evidence = rows.map((r) => dangerEvidence(meta as DetectorMeta, r.x));
  const lengths = data.map((a) => wordCount(a.sentences));
  // A text mostly in another language is gated at any length (`gatedText`).
  const foreign = data.map((a) => mostlyNotEnglish(a.sentences));
  const choose = (underWords: number) => {
    let best = { t: 0.99, recall: -1, falseAlarm: 0 };
    for (let t = 0.99; t >= 0.02; t -= 0.01) {
      let tp = 0;
      let fn = 0;
      let fp = 0;
      let neg = 0;
      rows.forEach((r, i) => {
        const p = (lengths[i]! < underWords || foreign[i]) && !evidence[i] ? 0 : oof[i]!;
        const pred = p >= t || (data[i]!.ruleDanger && p >= ruleVetoBelow);
        if (r.y) {
          if (pred) tp += 1;
          else fn += 1;
        } else {
          neg += 1;
          if (pred) fp += 1;
        }
      });
      if (fp / Math.max(1, neg) > maxFalseAlarm) break;
      const recall = tp / Math.max(1, tp + fn);
      if (recall > best.recall) best = { t, recall, falseAlarm: fp / Math.max(1, neg) };
    }
    return best;
  };
  let best = choose(0);
  let evidenceUnderWords = 0;
  const open = best;
  for (const reach of EVIDENCE_REACH) {
    const gated = choose(reach);
    console.log(
      `danger head out of fold, evidence gate under ${reach} words: ${JSON.stringify(gated)}`,
    );
    if (gated.recall >= open.recall && gated.falseAlarm <= best.falseAlarm) {
      best = gated;
      evidenceUnderWords = reach;
    }
  }
  console.log(
    `danger head out of fold, no gate: ${JSON.stringify(open)}; gate kept under ${evidenceUnderWords} words`,
  );
  // The document floor (DangerHead.documentFloor), at the threshold just chosen: where no
  // sentence gives evidence, the head's call stands only if the document reader's own danger
  // reading reaches the floor. The highest floor that loses at most half a percent of the
  // training dangers out of fold is kept, if it cuts false alarms at all.
  const docK = names.indexOf('document:danger');
  const floorAt = (floor: number) => {
    let tp = 0;
    let fp = 0;
    let pos = 0;
    let neg = 0;
    rows.forEach((r, i) => {
      const gated =
        !evidence[i] &&
        (lengths[i]! < evidenceUnderWords || foreign[i] || (r.x[docK] ?? 0) < floor);
      const p = gated ? 0 : oof[i]!;
      const pred = p >= best.t || (data[i]!.ruleDanger && p >= ruleVetoBelow);
      if (r.y) {
        pos += 1;
        if (pred) tp += 1;
      } else {
        neg += 1;
        if (pred) fp += 1;
      }
    });
    return { floor, recall: tp / Math.max(1, pos), falseAlarm: fp / Math.max(1, neg) };
  };
  const noFloor = floorAt(0);
  let documentFloor = 0;
  let floored = noFloor;
  for (const floor of DOCUMENT_FLOORS) {
    const f = floorAt(floor);
    console.log(`danger head out of fold, document floor ${floor}: ${JSON.stringify(f)}`);
    if (noFloor.recall - f.recall <= 0.005 && f.falseAlarm < floored.falseAlarm) {
      documentFloor = floor;
      floored = f;
    }
  }
  best = { ...best, recall: floored.recall, falseAlarm: floored.falseAlarm };
  const head = fitHead(rows, 'logistic', opts);
  const r3 = (x: number) => Math.round(x * 1000) / 1000;
  return {
    dense: names,
    ...head,
    threshold: Math.round(best.t * 100) / 100,
    outOfFold: { recall: r3(best.recall), falseAlarm: r3(best.falseAlarm) },
    ruleVetoBelow,
    evidenceUnderWords,
    documentFloor,
  };
}

/** Document-reader floors tried for the danger head, lowest first. */
const DOCUMENT_FLOORS = [0.02, 0.05, 0.1, 0.15, 0.2];

/** Text lengths (words) under which the evidence gate is tried, narrowest first. */
const EVIDENCE_REACH = [20, 40, 80, 160, 100000];

function emptyInputs(): ScoreInputs {
  return {
    max: new Float64Array(K),
    count: new Float64Array(K),
    positive: 0,
    negative: 0,
    dangerFound: false,
    redCategories: 0,
    greenCategories: 0,
  };
}

const CATEGORY_GRID = Array.from({ length: 90 }, (_, i) => 0.05 + i * 0.01);

/**
 * The account-level category heads (decision record 0108), fitted on out-of-fold sentence
 * outputs (and, where given, the document reader's out-of-fold readings: decision record 0111):
 * for each red and green category, a logistic head over `categoryInputs`, and the threshold that
 * maximises its account-level F1 on the head's own out-of-fold probabilities (folds by author).
 */
export function fitCategoryHeads(
  meta: Pick<DetectorMeta, 'outputs' | 'thresholds'>,
  data: readonly PreparedAccount[],
  probs: readonly Float64Array[][],
  folds = 5,
  l2 = 1,
  documents?: readonly Float64Array[],
): CategoryHeads {
  const X = data.map((a, i) =>
    categoryInputs(
      meta,
      probs[i]!,
      a.ruleCategories,
      { positive: a.positive, negative: a.negative },
      documents?.[i],
    ),
  );
  const d = X[0]?.length ?? 0;
  const mean = new Array<number>(d).fill(0);
  const spread = new Array<number>(d).fill(0);
  for (const x of X) x.forEach((v, i) => (mean[i]! += v / X.length));
  for (const x of X) x.forEach((v, i) => (spread[i]! += (v - mean[i]!) ** 2 / X.length));
  const sd = spread.map((v) => Math.round(Math.max(1e-6, Math.sqrt(v)) * 1e6) / 1e6);
  const mu = mean.map((v) => Math.round(v * 1e6) / 1e6);
  const Z = X.map((x) => x.map((v, i) => (v - mu[i]!) / sd[i]!));
  const fold = authorFolds(data, folds);
  const heads = OUTPUTS.map((o, k): CategoryHead | null => {
    if (!o.includes(':')) return null;
    const inputs = categoryHeadInputs(OUTPUTS.length, k, documents !== undefined);
    const rows = Z.map((z) => inputs.map((i) => z[i]!));
    const y = data.map((a) =>
      a.account.flags.some((f) => `${f.polarity}:${f.category}` === o) ? 1 : 0,
    );
    // A category may be carried by a sentence half-way to the detector's threshold. Without a
    // document reader a red head may only remove flags (its strongest sentence must pass the
    // threshold, or a rule find it): out of fold on the training authors, red F1 with the
    // reader and half-way carrying 0.770, with the reader alone 0.754, neither 0.746.
    const carry =
      Math.round(
        (o.startsWith('red:') && !documents ? 1 : 0.5) * (meta.thresholds[k] ?? 1) * 1000,
      ) / 1000;
    const allowed = data.map(
      (a, i) => a.ruleCategories.has(o) || Math.max(0, ...probs[i]!.map((p) => p[k]!)) >= carry,
    );
    const oof = new Float64Array(rows.length);
    for (let f = 0; f < folds; f += 1) {
      const train = rows.map((_, i) => i).filter((i) => fold[i] !== f);
      if (train.length === rows.length) continue;
      const head = fitLogisticNewton(
        train.map((i) => rows[i]!),
        train.map((i) => y[i]!),
        l2,
      );
      rows.forEach((r, i) => {
        if (fold[i] !== f) return;
        let z = head.bias;
        r.forEach((v, j) => (z += v * head.weights[j]!));
        oof[i] = 1 / (1 + Math.exp(-z));
      });
    }
    let best = { t: 0.5, f1: -1 };
    for (const t of CATEGORY_GRID) {
      let tp = 0;
      let fp = 0;
      let fn = 0;
      y.forEach((g, i) => {
        const pred = oof[i]! >= t && allowed[i]!;
        if (pred && g) tp += 1;
        else if (pred) fp += 1;
        else if (g) fn += 1;
      });
      const f1 = (2 * tp) / Math.max(1, 2 * tp + fp + fn);
      if (f1 > best.f1) best = { t, f1 };
    }
    return {
      inputs,
      ...fitLogisticNewton(rows, y, l2),
      threshold: Math.round(best.t * 100) / 100,
      carry,
    };
  });
  return { mean: mu, spread: sd, heads };
}
