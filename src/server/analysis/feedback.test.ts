import { describe, expect, it } from 'vitest';
import type { TFlag } from '../../shared/analysis';
import { buildFeedback, buildTips, SHORT_ENTRY_WORDS, type FeedbackInput } from './feedback';

const base: FeedbackInput = {
  flags: [],
  polarity: 'negative',
  score: 41,
  wordCount: 1,
  dominantEmotion: 'neutral',
  neutralShare: 0.5,
};

const rude: TFlag = {
  category: 'rude_to_others',
  polarity: 'red',
  severity: 'caution',
  label: 'Rude to other people',
  quote: 'He was rude to the waiter.',
};

describe('feedback on short entries', () => {
  it('does not judge the date from a few words without a flag', () => {
    const text = buildFeedback(base);
    expect(text).toBe(
      'You wrote 1 word, which reads as negative, but that is too little to say what went well or badly.',
    );
    expect(text).not.toMatch(/real problems/);
  });

  it('keeps the usual opening when a short entry has a flag to rest on', () => {
    const text = buildFeedback({ ...base, wordCount: 6, flags: [rude] });
    expect(text).toMatch(/^From what you wrote, this date had real problems\./);
    expect(text).toContain('"He was rude to the waiter"');
  });

  it('keeps the usual opening from the short-entry limit on', () => {
    const text = buildFeedback({ ...base, wordCount: SHORT_ENTRY_WORDS });
    expect(text).toMatch(/^From what you wrote, this date had real problems\./);
  });

  it('counts words in the singular and plural', () => {
    const rationale = (wordCount: number) =>
      buildTips({ ...base, wordCount }).find((t) => t.rationale.includes('your entry is'))
        ?.rationale;
    expect(rationale(1)).toContain('your entry is 1 word;');
    expect(rationale(7)).toContain('your entry is 7 words;');
  });
});
