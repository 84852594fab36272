import { describe, expect, it } from 'vitest';
import { EMPTY_ANALYSIS_CONTEXT } from '../../shared/analysis';
import { analyzeLocal } from './analyze-local';
import { emotionModel } from './model-file';
import {
  emotionFamily,
  emotionReading,
  READING_MIN_THRESHOLD,
  type SentenceSignal,
} from './signals';
import { segment } from './text';

const labels = emotionModel.meta.labels.original;
const threshold = (label: string) =>
  Math.max(
    READING_MIN_THRESHOLD,
    emotionModel.meta.thresholds.original[labels.indexOf(label)] ?? 1,
  );

function signal(
  text: string,
  probs: Record<string, number>,
  flags: Partial<Pick<SentenceSignal, 'tone' | 'danger' | 'sarcastic'>> = {},
): SentenceSignal {
  const [sentence] = segment(text);
  if (!sentence) throw new Error('no sentence');
  const emotions = new Float64Array(labels.length).fill(0.001);
  for (const [label, p] of Object.entries(probs)) emotions[labels.indexOf(label)] = p;
  return {
    sentence,
    positive: 0.3,
    neutral: 0.4,
    negative: 0.3,
    emotions,
    lexicon: 0,
    tone: null,
    danger: false,
    sarcastic: false,
    ...flags,
  };
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

  it('knows the families of the GoEmotions labels', () => {
    expect(emotionFamily('amusement')).toBe('positive');
    expect(emotionFamily('annoyance')).toBe('negative');
    expect(emotionFamily('realization')).toBe('other');
    expect(labels.filter((l) => emotionFamily(l) === 'positive')).toHaveLength(12);
    expect(labels.filter((l) => emotionFamily(l) === 'negative')).toHaveLength(11);
  });

  it('reads no positive or merely cognitive emotion off a red-flagged sentence', () => {
    const red = signal(
      'He mocked my accent in front of his friend.',
      { amusement: 0.5, realization: 0.3, annoyance: threshold('annoyance') * 0.8 },
      { tone: 'red' },
    );
    const reading = emotionReading(emotionModel, [red]);
    expect(reading.dominant).toBe('annoyance');
    expect(reading.secondary).toBeUndefined();
    // The same probabilities on a sentence without flags read as amusement.
    expect(emotionReading(emotionModel, [{ ...red, tone: null }]).dominant).toBe('amusement');
  });

  it('reads no negative emotion off a green-flagged sentence, nor a positive one off sarcasm', () => {
    const green = signal('He asked before he kissed me.', { nervousness: 0.5 }, { tone: 'green' });
    expect(emotionReading(emotionModel, [green]).dominant).toBe('neutral');
    const ironic = signal('Oh great, what a gentleman.', { admiration: 0.6 }, { sarcastic: true });
    expect(emotionReading(emotionModel, [ironic]).dominant).toBe('neutral');
  });

  it('with a danger flag, names no positive emotion anywhere and only a fully supported one', () => {
    const earlier = signal('Dinner was lovely and we laughed a lot.', { joy: 0.6 });
    const danger = signal(
      'Then he grabbed my wrist and would not let me leave.',
      { annoyance: threshold('annoyance') * 0.8 },
      { tone: 'red', danger: true },
    );
    // The joy of an earlier sentence is not named once a danger flag is present.
    expect(emotionReading(emotionModel, [earlier, { ...danger, danger: false }]).dominant).toBe(
      'joy',
    );
    expect(emotionReading(emotionModel, [earlier, danger]).dominant).toBe('neutral');
    // 0.8 of its threshold clears the usual bar (half) but not the danger bar (all of it).
    expect(emotionReading(emotionModel, [{ ...danger, danger: false }]).dominant).toBe('annoyance');
    const reading = emotionReading(emotionModel, [danger]);
    expect(reading.dominant).toBe('neutral');
    expect(reading.quotes).toEqual([]);
    const said = signal(
      'The way he said it scared me.',
      { fear: threshold('fear') * 3 },
      { tone: 'red', danger: true },
    );
    const expressed = emotionReading(emotionModel, [earlier, said]);
    expect(expressed.dominant).toBe('fear');
    expect(expressed.quotes).toEqual(['The way he said it scared me.']);
  });

  it('quotes only sentences where the named emotion counted', () => {
    const red = signal('He laughed at the waiter.', { amusement: 0.9 }, { tone: 'red' });
    const fun = signal('Later we laughed about the film.', { amusement: 0.4 });
    const reading = emotionReading(emotionModel, [red, fun]);
    expect(reading.dominant).toBe('amusement');
    expect(reading.quotes).toEqual(['Later we laughed about the film.']);
  });

  it('end to end: a danger narrative written as a joke is not read as a positive emotion', () => {
    const text =
      'He took my phone and my keys "as a joke" and wouldn\'t give them back when I said I wanted to leave.';
    const a = analyzeLocal(text, EMPTY_ANALYSIS_CONTEXT, { safetyResources: 'help' });
    expect(a.safety.concern).toBe(true);
    expect(emotionFamily(a.emotionalTrends.dominant)).not.toBe('positive');
  });
});
