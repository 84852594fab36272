import type { TAnalysis, TFlag } from '../../../shared/analysis';
import type { TFlagCount, TTrends } from '../../../shared/history';

/** How often each flag category came up, counted once per entry, most frequent first. */
function countCategories(
  entries: ReadonlyArray<{ analysis: TAnalysis }>,
  polarity: TFlag['polarity'],
): TFlagCount[] {
  const counts = new Map<string, number>();
  for (const { analysis } of entries) {
    const seen = new Set(
      analysis.flags.filter((f) => f.polarity === polarity).map((f) => f.category),
    );
    for (const category of seen) counts.set(category, (counts.get(category) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([category, count]) => ({ category, label: categoryLabel(category), count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .slice(0, 6);
}

/** 'boundary_pressure' -> 'Boundary pressure'. */
export function categoryLabel(category: string): string {
  const words = category.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Trends of the given entries (any order): points oldest first, and flag frequencies. */
export function buildTrends(
  entries: ReadonlyArray<{ createdAt: Date; analysis: TAnalysis }>,
): TTrends {
  const ordered = [...entries].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return {
    points: ordered.map(({ createdAt, analysis }) => ({
      date: createdAt.toISOString(),
      score: Math.round(analysis.score),
      compatibilityScore: Math.round(analysis.compatibilityScore),
      positive: Math.round(analysis.sentiment.positive * 100),
      neutral: Math.round(analysis.sentiment.neutral * 100),
      negative: Math.round(analysis.sentiment.negative * 100),
    })),
    redFlags: countCategories(entries, 'red'),
    greenFlags: countCategories(entries, 'green'),
  };
}
