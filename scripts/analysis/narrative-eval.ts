import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  EMPTY_ANALYSIS_CONTEXT,
  RED_FLAG_CATEGORIES,
  type TAnalysis,
} from '../../src/shared/analysis';
import { analyzeLocal } from '../../src/server/analysis/analyze-local';
import { narrativePolarity } from '../../src/server/analysis/scoring';
import { emotionFamily } from '../../src/server/analysis/signals';
import { repoRoot } from './data';

/** Scores the engine on the repo's own labelled date narratives. */

export interface Narrative {
  id: string;
  split: 'dev' | 'test';
  text: string;
  red: { category: string; severity: 'info' | 'caution' | 'danger' }[];
  green: string[];
  danger: boolean;
  polarity: 'positive' | 'negative' | 'mixed';
}

export const NARRATIVES_PATH = path.join(repoRoot, 'src/server/analysis/eval/narratives.jsonl');

export function readNarratives(split?: 'dev' | 'test'): Narrative[] {
  return readFileSync(NARRATIVES_PATH, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Narrative)
    .filter((n) => !split || n.split === split);
}

export interface NarrativeReport {
  n: number;
  perCategory: Record<
    string,
    { tp: number; fp: number; fn: number; precision: number; recall: number }
  >;
  redPrecision: number;
  redRecall: number;
  redF1: number;
  greenF1: number;
  dangerRecall: number;
  dangerCases: number;
  falseDanger: number;
  polarityAccuracy: number;
  /**
   * Narratives labelled positive or negative whose dominant emotion belongs to the opposite
   * family (a positive emotion for a negative date, or the reverse), out of `emotionJudged`.
   */
  emotionContradictions: number;
  emotionJudged: number;
  /** Danger narratives whose dominant emotion is a positive one (should be none). */
  dangerPositiveEmotion: number;
  errors: string[];
}

const f1 = (p: number, r: number) => (p + r === 0 ? 0 : (2 * p * r) / (p + r));

export function evaluateNarratives(
  items: Narrative[],
  analyze: (text: string) => TAnalysis = (t) =>
    analyzeLocal(t, EMPTY_ANALYSIS_CONTEXT, { safetyResources: 'resources' }),
): NarrativeReport {
  const counts = new Map<string, { tp: number; fp: number; fn: number }>(
    RED_FLAG_CATEGORIES.map((c) => [c, { tp: 0, fp: 0, fn: 0 }]),
  );
  const green = { tp: 0, fp: 0, fn: 0 };
  let dangerHit = 0;
  let dangerCases = 0;
  let falseDanger = 0;
  let polarityRight = 0;
  let emotionContradictions = 0;
  let emotionJudged = 0;
  let dangerPositiveEmotion = 0;
  const errors: string[] = [];
  for (const item of items) {
    const a = analyze(item.text);
    const predRed = new Set(a.flags.filter((f) => f.polarity === 'red').map((f) => f.category));
    const goldRed = new Set(item.red.map((r) => r.category));
    for (const c of RED_FLAG_CATEGORIES) {
      const k = counts.get(c);
      if (!k) continue;
      if (predRed.has(c) && goldRed.has(c)) k.tp += 1;
      else if (predRed.has(c)) {
        k.fp += 1;
        errors.push(`${item.id} extra ${c}`);
      } else if (goldRed.has(c)) {
        k.fn += 1;
        errors.push(`${item.id} missed ${c}`);
      }
    }
    const predGreen = new Set(a.flags.filter((f) => f.polarity === 'green').map((f) => f.category));
    for (const c of predGreen)
      if ((item.green as string[]).includes(c)) green.tp += 1;
      else green.fp += 1;
    for (const c of item.green) if (!predGreen.has(c as never)) green.fn += 1;
    if (item.danger) {
      dangerCases += 1;
      if (a.safety.concern) dangerHit += 1;
      else errors.push(`${item.id} MISSED DANGER`);
    } else if (a.safety.concern) {
      falseDanger += 1;
      errors.push(`${item.id} false danger`);
    }
    const pol = narrativePolarity(a.flags, a.sentiment);
    if (pol === item.polarity) polarityRight += 1;
    else errors.push(`${item.id} polarity ${pol} (gold ${item.polarity})`);
    const dominant = a.emotionalTrends.dominant;
    const family = emotionFamily(dominant);
    if (item.danger && family === 'positive') {
      dangerPositiveEmotion += 1;
      errors.push(`${item.id} danger read as ${dominant}`);
    }
    if (item.polarity !== 'mixed') {
      emotionJudged += 1;
      if (family !== 'other' && family !== item.polarity) {
        emotionContradictions += 1;
        errors.push(`${item.id} emotion ${dominant} (gold ${item.polarity})`);
      }
    }
  }
  const perCategory: NarrativeReport['perCategory'] = {};
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const [c, k] of counts) {
    tp += k.tp;
    fp += k.fp;
    fn += k.fn;
    perCategory[c] = {
      ...k,
      precision: k.tp + k.fp === 0 ? 1 : k.tp / (k.tp + k.fp),
      recall: k.tp + k.fn === 0 ? 1 : k.tp / (k.tp + k.fn),
    };
  }
  const redPrecision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const redRecall = tp + fn === 0 ? 1 : tp / (tp + fn);
  const gp = green.tp + green.fp === 0 ? 1 : green.tp / (green.tp + green.fp);
  const gr = green.tp + green.fn === 0 ? 1 : green.tp / (green.tp + green.fn);
  return {
    n: items.length,
    perCategory,
    redPrecision,
    redRecall,
    redF1: f1(redPrecision, redRecall),
    greenF1: f1(gp, gr),
    dangerRecall: dangerCases === 0 ? 1 : dangerHit / dangerCases,
    dangerCases,
    falseDanger,
    polarityAccuracy: items.length ? polarityRight / items.length : 0,
    emotionContradictions,
    emotionJudged,
    dangerPositiveEmotion,
    errors,
  };
}
