import type { TAnalysis } from '../../src/shared/analysis';
import { GREEN_FLAG_CATEGORIES, RED_FLAG_CATEGORIES } from '../../src/shared/analysis';
import type { Account } from './corpus';

/**
 * The cross-author figures of the corpus: what `npm run eval` prints for the held-out authors
 * and what the trainer prints for its out-of-fold predictions on the training authors.
 */

export interface Prediction {
  red: Set<string>;
  green: Set<string>;
  danger: boolean;
  /** The concern rests on a danger flag (not only on a reading of harm by someone else). */
  dangerFlag: boolean;
  score: number;
  quotesExact: boolean;
}

export function predictionOf(a: TAnalysis, text: string): Prediction {
  return {
    red: new Set(a.flags.filter((f) => f.polarity === 'red').map((f) => f.category)),
    green: new Set(a.flags.filter((f) => f.polarity === 'green').map((f) => f.category)),
    danger: a.safety.concern,
    dangerFlag: a.flags.some((f) => f.severity === 'danger'),
    score: a.score,
    quotesExact: a.flags.every((f) => text.includes(f.quote)),
  };
}

export interface CorpusFigures {
  accounts: number;
  authors: number;
  dangerCases: number;
  dangerRecall: number;
  falseAlarmRate: number;
  /** Of those, raised by a danger flag (the rest by the reading of harm by someone else). */
  falseAlarmFlagRate: number;
  redP: number;
  redR: number;
  redF1: number;
  greenP: number;
  greenR: number;
  greenF1: number;
  polarity: number;
  goodMinusBad: number;
  dangerMean: number;
  quotesExact: number;
  /** Accounts whose gold labels hold a flag but which the engine gave no flag at all. */
  noFlag: { n: number; none: number };
  perCategory: Record<string, { tp: number; fp: number; fn: number }>;
  /** Per trap kind (`why`), how many trap accounts got a flag of the category the trap looks like. */
  trapHits: Record<string, { n: number; hit: number }>;
}

const f1 = (tp: number, fp: number, fn: number) =>
  tp + fp + fn === 0 ? 1 : (2 * tp) / (2 * tp + fp + fn);

/** Score polarity as the issue defines it: positive >= 60, negative < 50, mixed 40-75. */
export function scoreMatchesPolarity(score: number, polarity: Account['polarity']): boolean {
  if (polarity === 'positive') return score >= 60;
  if (polarity === 'negative') return score < 50;
  return score >= 40 && score <= 75;
}

export function corpusFigures(
  items: readonly Account[],
  preds: readonly Prediction[],
): CorpusFigures {
  const per: CorpusFigures['perCategory'] = {};
  for (const c of [...RED_FLAG_CATEGORIES, ...GREEN_FLAG_CATEGORIES])
    per[c] = { tp: 0, fp: 0, fn: 0 };
  const red = { tp: 0, fp: 0, fn: 0 };
  const green = { tp: 0, fp: 0, fn: 0 };
  let dangerCases = 0;
  let dangerHit = 0;
  let nonDanger = 0;
  let falseAlarms = 0;
  let falseAlarmFlags = 0;
  let polarityRight = 0;
  let quotesExact = 0;
  const noFlag = { n: 0, none: 0 };
  const good: number[] = [];
  const bad: number[] = [];
  const dangerous: number[] = [];
  const trapHits: CorpusFigures['trapHits'] = {};
  items.forEach((item, i) => {
    const p = preds[i]!;
    const goldRed = new Set(item.flags.filter((f) => f.polarity === 'red').map((f) => f.category));
    const goldGreen = new Set(
      item.flags.filter((f) => f.polarity === 'green').map((f) => f.category),
    );
    for (const [gold, pred, acc] of [
      [goldRed, p.red, red],
      [goldGreen, p.green, green],
    ] as const) {
      for (const c of new Set([...gold, ...pred])) {
        const k = per[c]!;
        if (gold.has(c) && pred.has(c)) {
          acc.tp += 1;
          k.tp += 1;
        } else if (pred.has(c)) {
          acc.fp += 1;
          k.fp += 1;
        } else {
          acc.fn += 1;
          k.fn += 1;
        }
      }
    }
    if (item.danger) {
      dangerCases += 1;
      if (p.danger) dangerHit += 1;
      dangerous.push(p.score);
    } else {
      nonDanger += 1;
      if (p.danger) falseAlarms += 1;
      if (p.danger && p.dangerFlag) falseAlarmFlags += 1;
    }
    if (scoreMatchesPolarity(p.score, item.polarity)) polarityRight += 1;
    if (item.polarity === 'positive') good.push(p.score);
    if (item.polarity === 'negative') bad.push(p.score);
    if (p.quotesExact) quotesExact += 1;
    if (item.flags.length > 0) {
      noFlag.n += 1;
      if (p.red.size + p.green.size === 0) noFlag.none += 1;
    }
    for (const t of item.traps) {
      const k = (trapHits[t.why] ??= { n: 0, hit: 0 });
      const goldHas = goldRed.has(t.looks_like) || goldGreen.has(t.looks_like);
      if (goldHas) continue;
      k.n += 1;
      if (p.red.has(t.looks_like) || p.green.has(t.looks_like)) k.hit += 1;
    }
  });
  const mean = (xs: number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0);
  const n = items.length || 1;
  return {
    accounts: items.length,
    authors: new Set(items.map((a) => a.author)).size,
    dangerCases,
    dangerRecall: dangerCases ? dangerHit / dangerCases : 1,
    falseAlarmRate: nonDanger ? falseAlarms / nonDanger : 0,
    falseAlarmFlagRate: nonDanger ? falseAlarmFlags / nonDanger : 0,
    redP: red.tp + red.fp ? red.tp / (red.tp + red.fp) : 1,
    redR: red.tp + red.fn ? red.tp / (red.tp + red.fn) : 1,
    redF1: f1(red.tp, red.fp, red.fn),
    greenP: green.tp + green.fp ? green.tp / (green.tp + green.fp) : 1,
    greenR: green.tp + green.fn ? green.tp / (green.tp + green.fn) : 1,
    greenF1: f1(green.tp, green.fp, green.fn),
    polarity: polarityRight / n,
    goodMinusBad: mean(good) - mean(bad),
    dangerMean: mean(dangerous),
    quotesExact: quotesExact / n,
    noFlag,
    perCategory: per,
    trapHits,
  };
}
