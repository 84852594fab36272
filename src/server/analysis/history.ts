import {
  ANALYSIS_DEFAULT_MILESTONE,
  type TAnalysisContext,
  type TFlag,
  type TProgressStats,
} from '../../shared/analysis';
import { LEVEL_UP_EVERY } from './scoring';

/** Patterns across the user's history: repeated flags, score trend, reflection regularity. */

const WEEK_MS = 7 * 24 * 3600 * 1000;

function sortedHistory(context: TAnalysisContext) {
  return [...context.history]
    .filter((h) => !Number.isNaN(Date.parse(h.createdAt)))
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}

export function skillLevelFor(datesAnalyzed: number): string {
  if (datesAnalyzed >= 30) return 'Expert';
  if (datesAnalyzed >= 15) return 'Advanced';
  if (datesAnalyzed >= LEVEL_UP_EVERY) return 'Intermediate';
  return 'Beginner';
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Mean of the last (up to) 3 scores, this one included, minus the mean of up to 3 before. */
export function scoreTrend(previousScores: number[], score: number): number {
  const all = [...previousScores, score];
  if (all.length < 2) return 0;
  const recent = all.slice(-3);
  const before = all.slice(Math.max(0, all.length - 6), all.length - recent.length);
  if (before.length === 0) return Math.round(score - (all[0] ?? score));
  return Math.round(mean(recent) - mean(before));
}

/**
 * Share (0-100) of the 4 weeks ending at the newest saved entry in which the user wrote at least
 * one entry; this analysis counts for the newest week. No history: 25 (one week of four).
 */
export function consistency(context: TAnalysisContext): number {
  const entries = sortedHistory(context);
  const newest = entries.at(-1);
  if (!newest) return 25;
  const end = Date.parse(newest.createdAt);
  const weeks = new Set<number>([0]);
  for (const e of entries) {
    const age = end - Date.parse(e.createdAt);
    if (age >= 0 && age < 4 * WEEK_MS) weeks.add(Math.floor(age / WEEK_MS));
  }
  return Math.round((weeks.size / 4) * 100);
}

export function progressStats(
  context: TAnalysisContext,
  flags: readonly TFlag[],
  score: number,
): TProgressStats {
  const datesAnalyzed = Math.max(0, context.datesAnalyzed) + 1;
  const categories = new Set<string>(flags.map((f) => f.category));
  for (const h of context.history) for (const f of h.analysis.flags) categories.add(f.category);
  return {
    datesAnalyzed,
    insightsUnlocked: categories.size,
    skillLevel: skillLevelFor(datesAnalyzed),
    nextMilestone:
      Math.max(1, Math.ceil((datesAnalyzed + 1) / LEVEL_UP_EVERY)) * LEVEL_UP_EVERY ||
      ANALYSIS_DEFAULT_MILESTONE,
    improvement: Math.max(
      -100,
      Math.min(
        100,
        scoreTrend(
          sortedHistory(context).map((h) => h.analysis.score),
          score,
        ),
      ),
    ),
    consistency: consistency(context),
  };
}

export function patternInsights(
  context: TAnalysisContext,
  flags: readonly TFlag[],
  score: number,
): string {
  const history = sortedHistory(context);
  if (history.length === 0) {
    return 'This is the first date you have analysed here, so there is no pattern yet. After a few more entries this will show which flags repeat and whether your dates are trending up.';
  }
  const counts = new Map<string, { label: string; n: number; now: boolean }>();
  const note = (f: TFlag, now: boolean) => {
    if (f.polarity !== 'red') return;
    const cur = counts.get(f.category) ?? {
      label: f.label.replace(/ \(second-hand\)$/, ''),
      n: 0,
      now: false,
    };
    counts.set(f.category, { ...cur, now: cur.now || now });
  };
  for (const h of history) {
    const cats = new Set<string>();
    for (const f of h.analysis.flags) {
      if (f.polarity === 'red' && !cats.has(f.category)) {
        cats.add(f.category);
        note(f, false);
        const c = counts.get(f.category);
        if (c) c.n += 1;
      }
    }
  }
  const nowCats = new Set<string>();
  for (const f of flags) {
    if (f.polarity === 'red' && !nowCats.has(f.category)) {
      nowCats.add(f.category);
      note(f, true);
      const c = counts.get(f.category);
      if (c) c.n += 1;
    }
  }
  const repeated = [...counts.values()].filter((c) => c.n >= 2).sort((a, b) => b.n - a.n);
  const total = history.length + 1;
  const parts: string[] = [];
  if (repeated.length > 0) {
    parts.push(
      `Across your ${total} entries, ${repeated
        .slice(0, 3)
        .map((c) => `"${c.label}" came up in ${c.n}${c.now ? ' (including this one)' : ''}`)
        .join(
          '; ',
        )}. A flag that repeats across different people may say something about who you choose or what you tolerate.`,
    );
  } else {
    parts.push(`No red flag has repeated across your ${total} entries so far.`);
  }
  const trend = scoreTrend(
    history.map((h) => h.analysis.score),
    score,
  );
  if (trend >= 5) parts.push(`Your recent scores are up ${trend} points on the ones before.`);
  else if (trend <= -5)
    parts.push(`Your recent scores are down ${-trend} points on the ones before.`);
  else parts.push('Your scores are holding steady.');
  return parts.join(' ');
}
