import { detectFlagsDetailed } from '../../src/server/analysis/flags';
import { accountFeatures } from '../../src/server/analysis/detector-features';
import {
  documentFeatures,
  documentWords,
  featureValues,
} from '../../src/server/analysis/detectors';
import {
  datesRuleDanger,
  notTheDatesDanger,
  withStrandedFinding,
} from '../../src/server/analysis/safe-cues';
import { touchedWriter } from '../../src/server/analysis/flag-grounds';
import type { EmotionModel } from '../../src/server/analysis/emotion-model';
import { rawSignals, sentenceSignals, sentimentSplit } from '../../src/server/analysis/signals';
import { segment, type Sentence } from '../../src/server/analysis/text';
import { GREEN_FLAG_CATEGORIES, RED_FLAG_CATEGORIES } from '../../src/shared/analysis';
import type { Account } from './corpus';
import { rng } from './trainer';
import { sentenceExamples, shuffledOrder } from './sparse-examples';
import {
  HIDDEN_MIN_COUNT,
  HIDDEN_MIX,
  HIDDEN_OPTIONS,
  hiddenLogits,
  trainHidden,
  type TrainedHidden,
} from './hidden-layer';

/**
 * Training of the learned flag detectors and the score head on the many-author corpus
 * (decision record 0106). Everything here is fitted and chosen on the TRAINING authors only,
 * with cross-validation grouped by author: a fold never holds part of an author.
 */

export const OUTPUTS = [
  ...RED_FLAG_CATEGORIES.map((c) => `red:${c}`),
  ...GREEN_FLAG_CATEGORIES.map((c) => `green:${c}`),
  'danger',
  'harm',
];
export const K = OUTPUTS.length;
export const DANGER = OUTPUTS.indexOf('danger');
/** The writer was harmed or endangered by anyone (the date's danger, or a third party's). */
const HARM = OUTPUTS.indexOf('harm');

export interface PreparedAccount {
  account: Account;
  sentences: Sentence[];
  feats: string[][];
  /** Per sentence, one 0/1 target per output; null when the account's flags carry no quotes. */
  targets: Uint8Array[] | null;
  ruleDanger: boolean;
  ruleCategories: Set<string>;
  positive: number;
  negative: number;
  words: string[];
}

/** Sentences overlapping a quote's span carry that flag's category (and danger). */
function sentenceTargets(account: Account, sentences: readonly Sentence[]): Uint8Array[] | null {
  const targets = sentences.map(() => new Uint8Array(K));
  for (const f of account.flags) {
    const q = f.quote;
    if (!q) return sentences.length === 1 ? singleSentence(account) : null;
    const at = account.text.indexOf(q);
    if (at < 0) continue;
    const end = at + q.length;
    const k = OUTPUTS.indexOf(`${f.polarity}:${f.category}`);
    sentences.forEach((s, i) => {
      const sEnd = s.start + s.text.length;
      const overlap = Math.min(end, sEnd) - Math.max(at, s.start);
      if (overlap <= 0) return;
      // A quote that only grazes a sentence (a few characters of it) does not label it.
      if (overlap < Math.min(12, q.length, s.text.trim().length)) return;
      const t = targets[i]!;
      if (k >= 0) t[k] = 1;
      if (f.severity === 'danger') {
        t[DANGER] = 1;
        t[HARM] = 1;
      }
    });
  }
  if (account.harm) for (const t of targets) t[HARM] = 1;
  // Someone else's act that only looks like the date's danger (a stranger's grope on the bus, a
  // drunk man shoving past) is a trap for the date's flags, but it may still be harm to the
  // writer: unwanted touching of the writer trains the harm output, anything else is left out
  // of its loss rather than taught as no harm.
  for (const trap of account.traps) {
    if (trap.why !== 'third_party' || !HARM_LOOKALIKES.has(trap.looks_like)) continue;
    const at = account.text.indexOf(trap.quote);
    if (at < 0) continue;
    sentences.forEach((s, i) => {
      const overlap =
        Math.min(at + trap.quote.length, s.start + s.text.length) - Math.max(at, s.start);
      const t = targets[i]!;
      if (overlap <= 0 || t[HARM] === 1) return;
      t[HARM] = touchedWriter(s.text) !== null ? 1 : UNKNOWN;
    });
  }
  // A category the account shows is quoted once or twice; its other sentences may show it too
  // (authors quote one instance), so they are no evidence against it: left out of its loss.
  // Out of fold on the training authors this took red F1 from 0.650 to 0.665 and green from
  // 0.642 to 0.661 (decision record 0109).
  for (let k = 0; k < DANGER; k += 1)
    if (targets.some((t) => t[k] === 1)) for (const t of targets) if (t[k] === 0) t[k] = UNKNOWN;
  return targets;
}

const HARM_LOOKALIKES = new Set(['boundary_pressure', 'physical_safety', 'aggression']);

/** A sentence target that is neither 0 nor 1: left out of that output's loss. */
export const UNKNOWN = 2;

function singleSentence(account: Account): Uint8Array[] {
  const t = new Uint8Array(K);
  for (const f of account.flags) {
    const k = OUTPUTS.indexOf(`${f.polarity}:${f.category}`);
    if (k >= 0) t[k] = 1;
    if (f.severity === 'danger') {
      t[DANGER] = 1;
      t[HARM] = 1;
    }
  }
  return [t];
}

/**
 * Set sentences carry a feature of their own, `SET`, that no text read by the engine has: half of
 * them show a flag or danger, far more than sentences of real accounts, and without the marker
 * the detectors learned that prior as "a sentence with nothing before it" and read short everyday
 * texts ("I was at a skating park the other day") as danger. The third-party harm set is the
 * exception: its sentences are short stand-alone reports ("a man kept pressing against me on the
 * train"), just what a writer may send, and carry no flag or danger of the date, so the marker
 * only hid from the harm output what they teach (held-out SafeCity concern 0.579 -> 0.632).
 */
export function markSetSentences(sets: PreparedAccount[]): PreparedAccount[] {
  for (const a of sets) {
    if (a.account.author === 'set:third_party_harm') continue;
    for (const f of a.feats) f.push('SET');
  }
  return sets;
}

export function prepare(accounts: readonly Account[], model: EmotionModel): PreparedAccount[] {
  return accounts.map((account) => {
    const sentences = segment(account.text);
    const { flags, bySentence } = detectFlagsDetailed(sentences);
    const raw = rawSignals(model, sentences);
    const tone = sentimentSplit(sentenceSignals(model, sentences, [], new Set(), raw));
    const feats = accountFeatures(sentences, bySentence);
    const excluded = notTheDatesDanger(sentences);
    return {
      account,
      sentences,
      feats,
      targets: sentenceTargets(account, sentences),
      ruleDanger: datesRuleDanger(
        sentences,
        withStrandedFinding(sentences, flags, excluded),
        excluded,
      ),
      ruleCategories: new Set(flags.map((f) => `${f.polarity}:${f.category}`)),
      positive: tone.positive,
      negative: tone.negative,
      words: documentWords(sentences),
    };
  });
}

export interface TrainedDetectors {
  vocabulary: string[];
  W: Float32Array;
  bias: Float64Array;
  /** The hidden layer mixed into the outputs (decision record 0112), where trained. */
  hidden?: TrainedHidden;
}

export interface DetectorOptions {
  epochs: number;
  lr: number;
  l2: number;
  minCount: number;
  /**
   * The count a skip-gram ("he _ my") needs: a quarter of the vocabulary, most of them seen twice,
   * and every feature costs model size (the model files must stay under 30 MB).
   */
  minCountSkip: number;
  /** Weight of a positive target's gradient (rare outputs). */
  positiveWeight: number;
  seed: number;
  /** Train the hidden layer beside the linear one (decision record 0112). */
  hidden?: boolean;
}

export const DEFAULT_DETECTOR_OPTIONS: DetectorOptions = {
  epochs: 12,
  lr: 0.4,
  l2: 1e-5,
  minCount: 2,
  minCountSkip: 3,
  positiveWeight: 1,
  seed: 7,
  hidden: true,
};

/**
 * Trains the sparse logistic layer on every sentence of `data` (an account read as a whole by
 * the document reader is one "sentence"). `fixedVocabulary`: train over this vocabulary instead
 * of the features seen `minCount` times (the document reader shares the detectors' vocabulary).
 */
export function trainDetectors(
  data: readonly PreparedAccount[],
  opts: DetectorOptions = DEFAULT_DETECTOR_OPTIONS,
  fixedVocabulary?: readonly string[],
): TrainedDetectors {
  const df = new Map<string, number>();
  if (!fixedVocabulary)
    for (const a of data) {
      if (!a.targets) continue;
      for (const f of a.feats) for (const x of new Set(f)) df.set(x, (df.get(x) ?? 0) + 1);
    }
  // The features the hidden layer reads (seen HIDDEN_MIN_COUNT times) come first, each part in
  // sorted order, so its weights cover the vocabulary's first rows.
  const common = (f: string) => (df.get(f) ?? 0) >= HIDDEN_MIN_COUNT;
  const vocabulary = fixedVocabulary
    ? [...fixedVocabulary]
    : [...df]
        .filter(([f, c]) => c >= (f.includes(' _ ') ? opts.minCountSkip : opts.minCount))
        .map(([f]) => f)
        .sort()
        .sort((a, b) => Number(common(b)) - Number(common(a)));
  const hiddenRows = vocabulary.filter(common).length;
  const index = new Map(vocabulary.map((f, i) => [f, i]));
  const examples = sentenceExamples(data, index);
  const W = new Float32Array(vocabulary.length * K);
  const G = new Float32Array(vocabulary.length * K).fill(1e-6);
  const bias = new Float64Array(K);
  const gBias = new Float64Array(K).fill(1e-6);
  const random = rng(opts.seed);
  const z = new Float64Array(K);
  const grad = new Float64Array(K);
  for (let epoch = 0; epoch < opts.epochs; epoch += 1) {
    for (const oi of shuffledOrder(examples.length, random)) {
      const ex = examples[oi]!;
      z.set(bias);
      for (let j = 0; j < ex.idx.length; j += 1) {
        const base = ex.idx[j]! * K;
        const x = ex.val[j]!;
        for (let k = 0; k < K; k += 1) z[k]! += W[base + k]! * x;
      }
      for (let k = 0; k < K; k += 1) {
        const t = ex.t[k]!;
        grad[k] =
          t === UNKNOWN ? 0 : (t ? opts.positiveWeight : 1) * (1 / (1 + Math.exp(-z[k]!)) - t);
        gBias[k]! += grad[k]! * grad[k]!;
        bias[k]! -= (opts.lr * grad[k]!) / Math.sqrt(gBias[k]!);
      }
      for (let j = 0; j < ex.idx.length; j += 1) {
        const base = ex.idx[j]! * K;
        const x = ex.val[j]!;
        for (let k = 0; k < K; k += 1) {
          const p = base + k;
          const g = grad[k]! * x + opts.l2 * W[p]!;
          G[p]! += g * g;
          W[p]! -= (opts.lr * g) / Math.sqrt(G[p]!);
        }
      }
    }
  }
  const hidden =
    opts.hidden && !fixedVocabulary
      ? trainHidden(
          data.filter((a) => a.targets),
          vocabulary,
          K,
          HIDDEN_OPTIONS,
          hiddenRows,
        )
      : undefined;
  return { vocabulary, W, bias, ...(hidden ? { hidden } : {}) };
}

/** Sentence probabilities of every output, per account. */
export function predictDetectors(model: TrainedDetectors, data: readonly PreparedAccount[]) {
  const index = new Map(model.vocabulary.map((f, i) => [f, i]));
  return data.map((a) =>
    a.feats.map((f) => {
      const z = Float64Array.from(model.bias);
      const values = featureValues(f, index);
      for (const [j, x] of values) for (let k = 0; k < K; k += 1) z[k]! += model.W[j * K + k]! * x;
      if (model.hidden) {
        const zh = hiddenLogits(model.hidden, values, K);
        for (let k = 0; k < K; k += 1) z[k] = (1 - HIDDEN_MIX) * z[k]! + HIDDEN_MIX * zh[k]!;
      }
      return z.map((v) => 1 / (1 + Math.exp(-v)));
    }),
  );
}

/** Authors into `folds` groups, deterministically (sorted, dealt round-robin). */
export function authorFolds(data: readonly PreparedAccount[], folds: number): number[] {
  const authors = [...new Set(data.map((a) => a.account.author))].sort();
  const foldOf = new Map(authors.map((a, i) => [a, i % folds]));
  return data.map((a) => foldOf.get(a.account.author) ?? 0);
}

/** Out-of-fold sentence probabilities, folds grouped by author. */
export function outOfFold(
  data: readonly PreparedAccount[],
  folds: number,
  opts: DetectorOptions = DEFAULT_DETECTOR_OPTIONS,
  extra: readonly PreparedAccount[] = [],
): Float64Array[][] {
  return outOfFoldWithSets(data, folds, opts, extra).accounts;
}

/**
 * Out-of-fold sentence probabilities of the accounts (folds grouped by author) and of the set
 * sentences (dealt into the same folds by position), so heads fitted on them see set sentences
 * as the detectors would read a new text.
 */
export function outOfFoldWithSets(
  data: readonly PreparedAccount[],
  folds: number,
  opts: DetectorOptions = DEFAULT_DETECTOR_OPTIONS,
  extra: readonly PreparedAccount[] = [],
): { accounts: Float64Array[][]; sets: Float64Array[][] } {
  const fold = authorFolds(data, folds);
  const accounts: Float64Array[][] = data.map(() => []);
  const sets: Float64Array[][] = extra.map(() => []);
  for (let f = 0; f < folds; f += 1) {
    const train = data.filter((_, i) => fold[i] !== f);
    const test = data.map((a, i) => ({ a, i })).filter(({ i }) => fold[i] === f);
    if (!test.length) continue;
    const model = trainDetectors([...train, ...extra.filter((_, i) => i % folds !== f)], opts);
    const pred = predictDetectors(
      model,
      test.map(({ a }) => a),
    );
    test.forEach(({ i }, j) => {
      accounts[i] = pred[j]!;
    });
    const setTest = extra.map((a, i) => ({ a, i })).filter(({ i }) => i % folds === f);
    const setPred = predictDetectors(
      model,
      setTest.map(({ a }) => a),
    );
    setTest.forEach(({ i }, j) => {
      sets[i] = setPred[j]!;
    });
  }
  return { accounts, sets };
}

/**
 * The document reader's training examples (decision record 0111): each account as one example
 * of its `documentFeatures`, with the account's own labels as targets (every category it shows,
 * danger and harm), so it learns what an account shows as a whole, told over many sentences or
 * none in particular. Set sentences that show nothing at all (`everydaySentences`) come as short
 * documents of their own, without the training-only SET marker: read as a writer's text, a
 * short everyday story must read as nothing.
 */
export function documentExamples(
  data: readonly PreparedAccount[],
  everyday: readonly PreparedAccount[] = [],
): PreparedAccount[] {
  const docs = data.map((a) => {
    const t = new Uint8Array(K);
    for (const k of goldOutputs(a.account)) t[k] = 1;
    return { ...a, feats: [documentFeatures(a.feats)], targets: [t] };
  });
  const plain = everyday.map((a) => ({
    ...a,
    feats: [documentFeatures(a.feats).filter((f) => f !== 'SET')],
    targets: [new Uint8Array(K)],
  }));
  return [...docs, ...plain];
}

/** Set sentences that show no flag, danger or harm: the everyday near misses. */
export function everydaySentences(sets: readonly PreparedAccount[]): PreparedAccount[] {
  return sets.filter(
    (a) => a.account.flags.length === 0 && !a.account.danger && a.account.harm !== true,
  );
}

export const DOCUMENT_OPTIONS: DetectorOptions = {
  ...DEFAULT_DETECTOR_OPTIONS,
  epochs: 20,
  hidden: false,
};

/**
 * Out-of-fold document readings of the accounts (folds grouped by author; the everyday sentences
 * dealt into the same folds by position).
 */
export function documentOutOfFold(
  data: readonly PreparedAccount[],
  folds: number,
  everyday: readonly PreparedAccount[] = [],
): Float64Array[] {
  const docs = documentExamples(data);
  const plain = documentExamples([], everyday);
  const fold = authorFolds(data, folds);
  const out: Float64Array[] = data.map(() => new Float64Array(K));
  for (let f = 0; f < folds; f += 1) {
    const test = docs.map((d, i) => ({ d, i })).filter(({ i }) => fold[i] === f);
    if (!test.length || test.length === docs.length) continue;
    const model = trainDetectors(
      [...docs.filter((_, i) => fold[i] !== f), ...plain.filter((_, i) => i % folds !== f)],
      DOCUMENT_OPTIONS,
    );
    const pred = predictDetectors(
      model,
      test.map(({ d }) => d),
    );
    test.forEach(({ i }, j) => (out[i] = pred[j]![0]!));
  }
  return out;
}

/** Strongest sentence probability of each output in an account. */
export function accountMax(probs: readonly Float64Array[]): Float64Array {
  const m = new Float64Array(K);
  for (const p of probs) for (let k = 0; k < K; k += 1) m[k] = Math.max(m[k]!, p[k]!);
  return m;
}

function goldOutputs(a: Account): Set<number> {
  const s = new Set<number>();
  for (const f of a.flags) {
    const k = OUTPUTS.indexOf(`${f.polarity}:${f.category}`);
    if (k >= 0) s.add(k);
  }
  if (a.danger) {
    s.add(DANGER);
    s.add(HARM);
  }
  return s;
}

const GRID = Array.from({ length: 95 }, (_, i) => 0.03 + i * 0.01);
/**
 * A category's threshold is at least this: lower ones bought no F1 across authors (red 0.606 and
 * green 0.632 either way) but flagged short plain sentences ("A picnic by the lake with Jo.").
 */
export const CATEGORY_THRESHOLD_FLOOR = 0.15;

/**
 * Per output, the threshold on an account's strongest sentence that maximises that output's
 * account-level F1 (danger: the highest recall with false alarms on at most `maxFalseAlarm` of
 * accounts without danger, the rules' danger flags counting as found).
 */
export function tuneThresholds(
  data: readonly PreparedAccount[],
  probs: readonly Float64Array[][],
  maxFalseAlarm = 0.03,
): number[] {
  const maxes = probs.map(accountMax);
  const gold = data.map((a) => goldOutputs(a.account));
  const thresholds: number[] = [];
  for (let k = 0; k < K; k += 1) {
    let best = { t: 0.5, score: -1 };
    for (const t of GRID) {
      if (k !== DANGER && k !== HARM && t < CATEGORY_THRESHOLD_FLOOR) continue;
      let tp = 0;
      let fp = 0;
      let fn = 0;
      let neg = 0;
      data.forEach((a, i) => {
        const pred = maxes[i]![k]! >= t || (k === DANGER && a.ruleDanger);
        const g = gold[i]!.has(k);
        if (!g) neg += 1;
        if (pred && g) tp += 1;
        else if (pred) fp += 1;
        else if (g) fn += 1;
      });
      let score: number;
      if (k === DANGER || k === HARM) {
        const recall = tp / Math.max(1, tp + fn);
        score = fp / Math.max(1, neg) <= maxFalseAlarm ? recall + t * 1e-3 : -1;
      } else score = tp + fp + fn === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
      if (score > best.score || (score === best.score && t > best.t)) best = { t, score };
    }
    thresholds.push(best.t);
  }
  return thresholds;
}

/**
 * The `harm` output's threshold: the highest recall on set sentences where someone harmed the
 * writer (third-party harm, and the danger sets' positives), with false alarms on at most
 * `maxAccountFalseAlarm` of the accounts without danger and `maxSetFalseAlarm` of the set
 * sentences without harm or danger (everyday near misses, sentences that only sound alarming).
 * All probabilities are out of fold.
 */
export function tuneHarmThreshold(
  data: readonly PreparedAccount[],
  probs: readonly Float64Array[][],
  sets: readonly PreparedAccount[],
  setProbs: readonly Float64Array[][],
  maxAccountFalseAlarm = 0.03,
  maxSetFalseAlarm = 0.05,
): number {
  const accMax = probs.map((p) => Math.max(0, ...p.map((x) => x[HARM]!)));
  const setMax = setProbs.map((p) => Math.max(0, ...p.map((x) => x[HARM]!)));
  let best = { t: 0.99, recall: -1 };
  for (let t = 0.99; t >= 0.05; t -= 0.01) {
    let fp = 0;
    let neg = 0;
    data.forEach((a, i) => {
      if (a.account.danger) return;
      neg += 1;
      if (accMax[i]! >= t) fp += 1;
    });
    let tp = 0;
    let pos = 0;
    let setFp = 0;
    let setNeg = 0;
    sets.forEach((a, i) => {
      const harmed = a.account.harm === true || a.account.danger;
      if (harmed) {
        pos += 1;
        if (setMax[i]! >= t) tp += 1;
      } else {
        setNeg += 1;
        if (setMax[i]! >= t) setFp += 1;
      }
    });
    if (
      fp / Math.max(1, neg) > maxAccountFalseAlarm ||
      setFp / Math.max(1, setNeg) > maxSetFalseAlarm
    )
      break;
    const recall = tp / Math.max(1, pos);
    if (recall > best.recall) best = { t, recall };
  }
  return Math.round(best.t * 100) / 100;
}
