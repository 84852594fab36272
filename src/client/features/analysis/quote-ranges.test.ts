import { describe, expect, it } from 'vitest';
import type { TFlag } from '../../../shared/analysis';
import { quoteAnchor, quoteRanges } from './quote-ranges';

const flag = (quote: string, polarity: 'red' | 'green' = 'red'): TFlag => ({
  category: polarity === 'red' ? 'disrespect' : 'attentive',
  polarity,
  severity: 'caution',
  label: 'x',
  quote,
});

describe('quoteRanges', () => {
  const text = 'He was late. He asked about my day. He was rude to the waiter.';

  it('finds each quote in reading order', () => {
    const flags = [flag('He was rude to the waiter.'), flag('He asked about my day.', 'green')];
    const ranges = quoteRanges(text, flags);
    expect(ranges.map((r) => text.slice(r.start, r.end))).toEqual([
      'He asked about my day.',
      'He was rude to the waiter.',
    ]);
    expect(ranges.map((r) => r.polarity)).toEqual(['green', 'red']);
    expect(quoteAnchor(ranges, 0)).toBe('quote-1');
  });

  it('merges flags on the same quote, red first, and skips missing or overlapping quotes', () => {
    const flags = [
      flag('He was late.', 'green'),
      flag('He was late.'),
      flag('not in the text'),
      flag('late. He asked'),
    ];
    const ranges = quoteRanges(text, flags);
    expect(ranges).toHaveLength(1);
    expect(ranges[0]).toMatchObject({ start: 0, end: 12, flags: [0, 1], polarity: 'red' });
    expect(quoteAnchor(ranges, 2)).toBeNull();
  });
});
