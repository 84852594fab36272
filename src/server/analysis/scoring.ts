import type { TFlag, TFlagCategory, TScoreFactor, TSentiment } from '../../shared/analysis';
import { normalize } from './flags';

/**
 * Score, compatibility and level-up rules. Every weight here is listed in docs/analysis.md so a
 * user can be told what would change their score.
 */

export const SCORE_WEIGHTS = {
  base: 50,
  sentiment: 30,
  green: 6,
  greenCap: 30,
  red: { info: -3, caution: -10, danger: -30 },
  redCap: -60,
  dangerCeiling: 25,
  min: 0,
  max: 100,
} as const;

export const COMPATIBILITY_WEIGHTS: {
  base: number;
  sentiment: number;
  chemistry: number;
  noChemistry: number;
  categories: Partial<Record<TFlagCategory, number>>;
  otherRed: number;
  danger: number;
} = {
  base: 50,
  sentiment: 10,
  chemistry: 8,
  noChemistry: -12,
  categories: {
    humor_connection: 12,
    shared_interests: 12,
    openness: 8,
    attentive: 8,
    follow_up: 6,
    respectful: 4,
    kind_to_others: 3,
    reliable: 2,
    hostile_views: -15,
    disengaged: -12,
    self_centered: -10,
    ex_fixation: -8,
  },
  otherRed: -6,
  danger: -25,
};

export const LEVEL_UP_EVERY = 5;

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

export interface ScoreResult {
  score: number;
  factors: TScoreFactor[];
}

/** Flags counted once per category (the strongest one), so repeating a sentence is not rewarded. */
function strongestPerCategory(flags: readonly TFlag[]): TFlag[] {
  const rank = { info: 0, caution: 1, danger: 2 } as const;
  const best = new Map<string, TFlag>();
  for (const f of flags) {
    const cur = best.get(f.category);
    if (!cur || rank[f.severity] > rank[cur.severity]) best.set(f.category, f);
  }
  return [...best.values()];
}

export function computeScore(
  flags: readonly TFlag[],
  sentiment: TSentiment,
  sentimentQuote: string,
): ScoreResult {
  const w = SCORE_WEIGHTS;
  const factors: TScoreFactor[] = [];
  const sentimentEffect = Math.round(w.sentiment * (sentiment.positive - sentiment.negative));
  if (sentimentEffect !== 0) {
    factors.push({
      factor: sentimentEffect > 0 ? 'Mostly positive tone' : 'Mostly negative tone',
      effect: sentimentEffect,
      quote: sentimentQuote,
    });
  }
  const unique = strongestPerCategory(flags);
  let green = 0;
  let red = 0;
  for (const f of unique) {
    if (f.polarity === 'green') {
      const effect = Math.max(0, Math.min(w.green, w.greenCap - green));
      green += effect;
      if (effect > 0) factors.push({ factor: f.label, effect, quote: f.quote });
    } else {
      const effect = Math.max(w.red[f.severity], w.redCap - red);
      red += effect;
      if (effect < 0) factors.push({ factor: f.label, effect, quote: f.quote });
    }
  }
  let score = w.base + sentimentEffect + green + red;
  if (unique.some((f) => f.severity === 'danger')) score = Math.min(score, w.dangerCeiling);
  factors.sort((a, b) => Math.abs(b.effect) - Math.abs(a.effect));
  return { score: Math.round(clamp(score, w.min, w.max)), factors };
}

const CHEMISTRY =
  /\b(?:clicked|chemistry|spark|sparks|connection|connected|vibe|vibed|butterflies)\b/;
const NO_CHEMISTRY =
  /\b(?:no|zero|not (?:much|any|a lot of)?|didn't feel (?:a|any|the)?|lack of|wasn't (?:any|a|much)?)\s*(?:chemistry|spark|sparks|connection|vibe)\b|\bdidn't click\b|\bjust friends\b/;

export function computeCompatibility(
  flags: readonly TFlag[],
  sentiment: TSentiment,
  text: string,
): number {
  const w = COMPATIBILITY_WEIGHTS;
  const lower = normalize(text);
  let score = w.base + w.sentiment * (sentiment.positive - sentiment.negative);
  if (NO_CHEMISTRY.test(lower)) score += w.noChemistry;
  else if (CHEMISTRY.test(lower)) score += w.chemistry;
  for (const f of strongestPerCategory(flags)) {
    if (f.severity === 'danger') score += w.danger;
    else {
      const weight = w.categories[f.category] ?? (f.polarity === 'red' ? w.otherRed : 0);
      score += f.severity === 'info' && f.polarity === 'red' ? weight / 2 : weight;
    }
  }
  return Math.round(clamp(score, 0, 100));
}

/** Level-up rule: every LEVEL_UP_EVERY-th analysed date raises the level by one. */
export function levelUp(datesAnalyzedBefore: number, levelBefore: number) {
  const after = datesAnalyzedBefore + 1;
  const shouldLevelUp = after % LEVEL_UP_EVERY === 0;
  return { shouldLevelUp, level: Math.max(1, levelBefore) + (shouldLevelUp ? 1 : 0), after };
}

export type NarrativePolarity = 'positive' | 'negative' | 'mixed';

/** How the whole date reads: used by the feedback text and measured by the eval. */
export function narrativePolarity(
  flags: readonly TFlag[],
  sentiment: TSentiment,
): NarrativePolarity {
  const unique = strongestPerCategory(flags);
  // Second-hand or hedged red flags count half.
  const red = unique
    .filter((f) => f.polarity === 'red')
    .reduce((n, f) => n + (f.severity === 'info' ? 0.5 : 1), 0);
  const green = unique.filter((f) => f.polarity === 'green').length;
  const balance = sentiment.positive - sentiment.negative;
  if (unique.some((f) => f.severity === 'danger')) return 'negative';
  if (red > 0 && green > 0)
    return red >= green + 2 ? 'negative' : green >= red + 2 ? 'positive' : 'mixed';
  if (red > 0) return balance > 0.35 ? 'mixed' : 'negative';
  if (green > 0) return balance < -0.2 ? 'mixed' : 'positive';
  if (balance > 0.12) return 'positive';
  if (balance < -0.12) return 'negative';
  return 'mixed';
}
