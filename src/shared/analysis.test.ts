import { describe, expect, it } from 'vitest';
import {
  FALLBACK_ANALYSIS,
  NO_FEEDBACK_TEXT,
  ZAnalysis,
  fallbackAnalysis,
  normalizeAnalysis,
  pageSections,
  saysNotTheirFault,
  dangerSteps,
  DANGER_FIRST_STEP,
  DANGER_FIRST_STEP_ONGOING,
  SAFETY_PLAN_STEP,
} from './analysis';

describe('FALLBACK_ANALYSIS (spec 01 §8)', () => {
  it('has the spec values and is schema-valid', () => {
    expect(ZAnalysis.parse(FALLBACK_ANALYSIS)).toBeTruthy();
    expect(FALLBACK_ANALYSIS.score).toBe(50);
    expect(FALLBACK_ANALYSIS.compatibilityScore).toBe(50);
    expect(FALLBACK_ANALYSIS.shouldLevelUp).toBe(false);
    expect(FALLBACK_ANALYSIS.sentiment).toEqual({ positive: 0.5, neutral: 0.2, negative: 0.3 });
    expect(FALLBACK_ANALYSIS.feedback).toBe(
      "We couldn't fully analyze your date due to a technical issue. Please try again later.",
    );
    expect(FALLBACK_ANALYSIS.personalizedTips.map((t) => t.tip)).toEqual([
      'Try again with more details about your date experience.',
    ]);
  });

  it('keeps the user level and count without mutating the constant', () => {
    const a = fallbackAnalysis({ level: 3, datesAnalyzed: 12 });
    expect(a.level).toBe(3);
    expect(a.progressStats.datesAnalyzed).toBe(12);
    expect(FALLBACK_ANALYSIS.level).toBe(1);
  });
});

describe('normalizeAnalysis (spec 01 §5 history normalisation)', () => {
  it('applies the spec defaults to an old, partial analysis', () => {
    const a = normalizeAnalysis({ score: 'n/a', personalizedTips: undefined });
    expect(a.score).toBe(50);
    expect(a.personalizedTips).toEqual([]);
    expect(a.feedback).toBe(NO_FEEDBACK_TEXT);
    expect(a.sentiment).toEqual({ positive: 0.5, neutral: 0.3, negative: 0.2 });
    expect(a.progressStats.skillLevel).toBe('Beginner');
    expect(a.progressStats.nextMilestone).toBe(5);
  });

  it('accepts string tips and a premiumInsights list', () => {
    const a = normalizeAnalysis({
      score: 72,
      feedback: 'ok',
      personalizedTips: ['Ask more questions', { tip: 'Be direct', rationale: 'because' }, 3],
      premiumInsights: ['anxious lean', 'two-way talk'],
    });
    expect(a.score).toBe(72);
    expect(a.personalizedTips).toEqual([
      { tip: 'Ask more questions', rationale: '' },
      { tip: 'Be direct', rationale: 'because' },
    ]);
    expect(a.premiumInsights).toEqual({
      attachment: 'anxious lean',
      communication: 'two-way talk',
    });
  });

  it('passes a valid analysis through unchanged and survives garbage', () => {
    expect(normalizeAnalysis(FALLBACK_ANALYSIS)).toEqual(FALLBACK_ANALYSIS);
    for (const junk of [null, 42, 'text', [], { sentiment: { positive: -4 } }]) {
      expect(ZAnalysis.safeParse(normalizeAnalysis(junk)).success).toBe(true);
    }
  });
});

describe('pageSections: what the results page lists under the takeaway', () => {
  const tip = (t: string) => ({ tip: t, rationale: '' });
  const a = {
    feedback: 'It went both ways: they listened, but they were late. The clearest sign is "x".',
    personalizedTips: [tip('Ask about it.'), tip('Plan the next one.')],
    voice: {
      takeaway: 'It went both ways: they listened, but they were late.',
      nextStep: 'Ask about it.',
    },
  };

  it('drops the takeaway from the feedback and the next step from the tips', () => {
    expect(pageSections(a)).toEqual({
      recommendation: 'The clearest sign is "x".',
      tips: [tip('Plan the next one.')],
    });
  });

  it('keeps everything when there is no voice, or nothing would be left', () => {
    expect(pageSections({ ...a, voice: undefined })).toEqual({
      recommendation: a.feedback,
      tips: a.personalizedTips,
    });
    const only = {
      feedback: a.voice.takeaway,
      personalizedTips: [tip('Ask about it.')],
      voice: a.voice,
    };
    expect(pageSections(only)).toEqual({
      recommendation: a.voice.takeaway,
      tips: only.personalizedTips,
    });
  });

  it('knows a takeaway that already says it was not their fault', () => {
    expect(saysNotTheirFault('None of this was your fault: they grabbed you.')).toBe(true);
    expect(saysNotTheirFault('What you describe is serious: they grabbed you.')).toBe(false);
  });
});

describe('dangerSteps', () => {
  it('opens with "do not reply", or, for someone still being seen, with no decision needed today', () => {
    expect(dangerSteps([{ tip: 'Write it down.' }])[0]).toBe(DANGER_FIRST_STEP);
    const ongoing = dangerSteps([{ tip: 'Write it down.' }, { tip: SAFETY_PLAN_STEP }]);
    expect(ongoing[0]).toBe(DANGER_FIRST_STEP_ONGOING);
    expect(ongoing).toContain(SAFETY_PLAN_STEP);
  });
});
