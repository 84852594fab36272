import { describe, expect, it } from 'vitest';
import { effectivenessBand, sentimentPercents, starsFor } from './analysis-format';

describe('results formatting (spec 01 §9)', () => {
  it('gives round(score / 100 × 5) stars', () => {
    expect([0, 9, 10, 29, 30, 50, 69, 70, 89, 90, 100].map(starsFor)).toEqual([
      0, 0, 1, 1, 2, 3, 3, 4, 4, 5, 5,
    ]);
  });

  it('maps scores to the effectiveness bands at 85, 70, 55 and 40', () => {
    expect(effectivenessBand(100)).toBe('Very High');
    expect(effectivenessBand(85)).toBe('Very High');
    expect(effectivenessBand(84)).toBe('High');
    expect(effectivenessBand(70)).toBe('High');
    expect(effectivenessBand(69)).toBe('Moderate');
    expect(effectivenessBand(55)).toBe('Moderate');
    expect(effectivenessBand(54)).toBe('Low');
    expect(effectivenessBand(40)).toBe('Low');
    expect(effectivenessBand(39)).toBe('Very Low');
    expect(effectivenessBand(0)).toBe('Very Low');
  });

  it('turns the sentiment split into whole percentages that sum to 100', () => {
    expect(sentimentPercents({ positive: 0.5, neutral: 0.3, negative: 0.2 })).toEqual({
      positive: 50,
      neutral: 30,
      negative: 20,
    });
    const odd = sentimentPercents({ positive: 1 / 3, neutral: 1 / 3, negative: 1 / 3 });
    expect(odd.positive + odd.neutral + odd.negative).toBe(100);
  });
});
