import { EFFECTIVENESS_BANDS } from '../../../shared/constants';

/** Spec 01 §9: stars = round(score / 100 × 5), 0 to 5. */
export function starsFor(score: number): number {
  return Math.min(5, Math.max(0, Math.round((score / 100) * 5)));
}

/** Spec 01 §9 effectiveness bands: 85 Very High, 70 High, 55 Moderate, 40 Low, else Very Low. */
export function effectivenessBand(score: number): string {
  return (EFFECTIVENESS_BANDS.find((band) => score >= band.min) ?? EFFECTIVENESS_BANDS.at(-1)!)
    .label;
}

/** A 0-1 fraction as a whole percentage. */
export function percent(fraction: number): number {
  return Math.round(Math.min(1, Math.max(0, fraction)) * 100);
}

/** Three fractions as whole percentages that add up to 100 (largest remainder). */
export function sentimentPercents(s: { positive: number; neutral: number; negative: number }) {
  const raw = [s.positive, s.neutral, s.negative].map((v) => Math.max(0, v));
  const total = raw.reduce((a, b) => a + b, 0) || 1;
  const exact = raw.map((v) => (v / total) * 100);
  const floors = exact.map(Math.floor);
  let left = 100 - floors.reduce((a, b) => a + b, 0);
  const order = exact.map((v, i) => ({ i, r: v - Math.floor(v) })).sort((a, b) => b.r - a.r);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    left--;
  }
  const [positive = 0, neutral = 0, negative = 0] = floors;
  return { positive, neutral, negative };
}
