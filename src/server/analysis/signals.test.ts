import { describe, expect, it } from 'vitest';
import { emotionModel } from './model-file';
import { emotionReading, READING_MIN_THRESHOLD, type SentenceSignal } from './signals';
import { segment } from './text';

const labels = emotionModel.meta.labels.original;

function signal(text: string, probs: Record<string, number>): SentenceSignal {
  const [sentence] = segment(text);
  if (!sentence) throw new Error('no sentence');
  const emotions = new Float64Array(labels.length).fill(0.001);
  for (const [label, p] of Object.entries(probs)) emotions[labels.indexOf(label)] = p;
  return { sentence, positive: 0.3, neutral: 0.4, negative: 0.3, emotions, lexicon: 0 };
}

describe('emotion reading', () => {
  it('does not crown a rare label on a tiny probability, however low its tuned threshold', () => {
    const relief = labels.indexOf('relief');
    expect(emotionModel.meta.thresholds.original[relief]).toBeLessThan(READING_MIN_THRESHOLD);
    const s = signal('She kept ordering more shots.', { relief: 0.006, neutral: 0.7 });
    expect(emotionReading(emotionModel, [s]).dominant).toBe('neutral');
  });

  it('names a clearly present emotion with its sentence as evidence', () => {
    const s = signal('I was scared when he followed me home.', { fear: 0.42, neutral: 0.24 });
    const reading = emotionReading(emotionModel, [s]);
    expect(reading.dominant).toBe('fear');
    expect(reading.quotes).toEqual(['I was scared when he followed me home.']);
  });
});
