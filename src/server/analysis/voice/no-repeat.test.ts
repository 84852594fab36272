import { describe, expect, it } from 'vitest';
import { EMPTY_ANALYSIS_CONTEXT } from '../../../shared/analysis';
import { HELD_OUT_AUTHORS, readCorpus } from '../../../../scripts/analysis/corpus';
import { analyzeLocal } from '../analyze-local';
import { repeatReport, variedSample } from './repeats';

/**
 * The no-repeat rule on the corpus's TRAINING authors (never the held-out ones): across a
 * fixed, varied sample of 100 accounts, and a larger one, no tip and no feedback opening (with
 * quotes removed) appears in more than 10% of the analyses.
 */
const train = readCorpus('train');
const analyse = (sample: { text: string }[]) =>
  sample.map((a) => analyzeLocal(a.text, EMPTY_ANALYSIS_CONTEXT, { safetyResources: 'help' }));

describe.skipIf(train.length < 600)('no tip or feedback opening repeats across accounts', () => {
  it('reads only training authors', () => {
    for (const a of train) expect(HELD_OUT_AUTHORS.has(a.author)).toBe(false);
  });

  for (const size of [100, 600]) {
    it(`holds on a fixed, varied sample of ${size}`, () => {
      const sample = variedSample(train, size);
      expect(sample).toHaveLength(size);
      expect(new Set(sample.map((a) => a.author)).size).toBeGreaterThan(20);
      const analyses = analyse(sample);
      const modes = new Set(analyses.map((a) => a.voice?.mode));
      expect(modes.size).toBeGreaterThanOrEqual(4);
      const r = repeatReport(analyses);
      expect(r.feedback.share, r.feedback.text).toBeLessThanOrEqual(0.1);
      expect(r.tip.share, r.tip.text).toBeLessThanOrEqual(0.1);
    }, 120_000);
  }

  it('would catch a repeated line', () => {
    const analyses = analyse(variedSample(train, 20));
    for (const a of analyses)
      a.personalizedTips.push({ tip: 'Reread this entry tomorrow.', rationale: '' });
    expect(repeatReport(analyses).tip.share).toBe(1);
  });
});
