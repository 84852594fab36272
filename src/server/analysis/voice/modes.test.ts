import { describe, expect, it } from 'vitest';
import { EMPTY_ANALYSIS_CONTEXT, type TFlag } from '../../../shared/analysis';
import { analyzeLocal } from '../analyze-local';
import { decideMode, type ModeInput } from './modes';

const flag = (f: Partial<TFlag>): TFlag => ({
  category: 'attentive',
  polarity: 'green',
  severity: 'info',
  label: 'x',
  quote: 'q',
  ...f,
});
const base: ModeInput = {
  flags: [],
  polarity: 'mixed',
  score: 50,
  wordCount: 80,
  neutralShare: 0.3,
  feelings: [],
};
const invisible = {
  feeling: 'invisible',
  family: 'negative' as const,
  group: 'unseen' as const,
  quote: 'I felt a bit invisible',
  intensity: 4,
};

describe('modes', () => {
  it('danger on a danger flag or on harm by someone else', () => {
    expect(
      decideMode({
        ...base,
        flags: [flag({ category: 'physical_safety', polarity: 'red', severity: 'danger' })],
      }),
    ).toBe('danger');
    expect(decideMode({ ...base, harmQuote: 'a man grabbed me on the tram' })).toBe('danger');
  });

  it('reads a good date as a date when someone else did the harm and the date stood by the writer', () => {
    const good = { ...base, polarity: 'positive' as const, score: 75, flags: [flag({})] };
    expect(decideMode({ ...good, harmQuote: 'One of them grabbed my backside' })).toBe('good');
    const rude = flag({ category: 'disrespect', polarity: 'red', severity: 'caution' });
    expect(
      decideMode({
        ...good,
        flags: [flag({}), rude],
        harmQuote: 'One of them grabbed my backside',
      }),
    ).toBe('danger');
  });

  it('flat when there is nothing to read', () => {
    expect(decideMode({ ...base, wordCount: 3 })).toBe('flat');
    expect(decideMode({ ...base, neutralShare: 0.8 })).toBe('flat');
  });

  it('a good date on paper with a stated bad feeling is mixed', () => {
    expect(decideMode({ ...base, polarity: 'positive', score: 75, flags: [flag({})] })).toBe(
      'good',
    );
    expect(
      decideMode({
        ...base,
        polarity: 'positive',
        score: 75,
        flags: [flag({})],
        feelings: [invisible],
      }),
    ).toBe('mixed');
  });

  it('nerves, awkwardness or a fright on a date with no warning sign leave it good', () => {
    for (const [feeling, group] of [
      ['anxious', 'anxious'],
      ['awkward', 'awkward'],
      ['scared', 'fear'],
    ] as const)
      expect(
        decideMode({
          ...base,
          polarity: 'positive',
          score: 80,
          flags: [flag({})],
          feelings: [{ ...invisible, feeling, group, quote: `I was ${feeling}`, intensity: 8 }],
        }),
        feeling,
      ).toBe('good');
  });

  it('a warning sign keeps a date from being good', () => {
    const red = flag({ category: 'disrespect', polarity: 'red', severity: 'caution' });
    expect(decideMode({ ...base, polarity: 'positive', score: 70, flags: [flag({}), red] })).toBe(
      'mixed',
    );
    expect(decideMode({ ...base, polarity: 'negative', score: 20, flags: [red] })).toBe('bad');
  });

  it('the engine sets the mode on real accounts', () => {
    const run = (text: string) =>
      analyzeLocal(text, EMPTY_ANALYSIS_CONTEXT, { safetyResources: 'help' }).voice?.mode;
    expect(run('meh')).toBe('flat');
    expect(
      run(
        'We met for tacos downtown. He was funny, asked about my work and listened, and he was kind to the waiter. We laughed a lot and he texted the next day. I felt so at ease.',
      ),
    ).toBe('good');
    expect(
      run(
        'The dinner started fine but later in the car he grabbed my arm hard and would not let me leave when I asked to go home.',
      ),
    ).toBe('danger');
  });
});

describe('a small blemish on a good date', () => {
  it('an info-level red (late, with a text) leaves a warm date good', () => {
    const mode = decideMode({
      flags: [
        {
          category: 'unreliable',
          polarity: 'red',
          severity: 'info',
          label: 'Late',
          quote: 'She was 15 minutes late but texted me twice on the way.',
        },
        {
          category: 'attentive',
          polarity: 'green',
          severity: 'info',
          label: 'Attentive',
          quote: 'She asked about my boy.',
        },
      ],
      polarity: 'mixed',
      score: 90,
      wordCount: 80,
      neutralShare: 0.3,
      feelings: [],
    });
    expect(mode).toBe('good');
  });

  it('no flag either way and a good feeling said plainly read as good (round 20, a163-007)', () => {
    const input = {
      flags: [],
      polarity: 'mixed' as const,
      score: 55,
      wordCount: 60,
      neutralShare: 0.5,
      feelings: [
        {
          feeling: 'warm',
          group: 'joy' as const,
          family: 'positive' as const,
          quote: 'Feel warm whole afternoon',
          intensity: 5,
        },
      ],
    };
    expect(decideMode(input)).toBe('good');
    // ...but not against a score that says otherwise
    expect(decideMode({ ...input, score: 30 })).toBe('mixed');
  });

  it('alone, with no bad feeling, is never "real problems" (round 20, a163-030)', () => {
    const late = {
      category: 'unreliable' as const,
      polarity: 'red' as const,
      severity: 'info' as const,
      label: 'Late',
      quote: 'He late 10 min, tram.',
    };
    const input = {
      flags: [late],
      polarity: 'negative' as const,
      score: 61,
      wordCount: 45,
      neutralShare: 0.5,
      feelings: [],
    };
    expect(decideMode(input)).toBe('mixed');
    expect(decideMode({ ...input, flags: [{ ...late, severity: 'caution' as const }] })).toBe(
      'bad',
    );
  });
});
