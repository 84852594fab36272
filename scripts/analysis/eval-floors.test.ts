import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeLocal } from '../../src/server/analysis/analyze-local';
import { emotionModel } from '../../src/server/analysis/model-file';
import { EMPTY_ANALYSIS_CONTEXT } from '../../src/shared/analysis';
import { measureModel } from './benchmarks';
import { HELD_OUT_AUTHORS, readCorpus } from './corpus';
import { corpusFigures, predictionOf } from './corpus-metrics';
import { dataDir } from './data';
import { empatheticFigures, safeCityFigures } from './outside-sets';

/**
 * Quality floors, set just under what `npm run eval` measured (docs/analysis-quality.md), so a
 * change that makes the engine worse fails here:
 * - the emotion model on the public DEV splits (reference figures);
 * - the cross-author held-out table: the full engine on the held-out authors' accounts;
 * - outside sets: SafeCity groping reports and EmpatheticDialogues' positive situations.
 * The public data lives in ../shared/data; in CI its absence is a failure, not a skip.
 */
const MODEL_FLOORS = {
  sst2Accuracy: 0.69,
  goemotionsGroupF1: 0.665,
  goemotionsEkmanF1: 0.605,
  goemotions28F1: 0.49,
  emobankR: 0.575,
};

/**
 * Floors on the held-out authors (raise them as the engine improves; the targets are in eval.ts).
 * Each wave's new held-out author has read worse on danger than the rest (wave 2's a54 0.78,
 * wave 4's a80 0.80: flat non-native reports and code-mixed bullets). The floors sit just under
 * what was measured so it cannot fall unseen: with the document reader and the hidden layer
 * (decision records 0111, 0112) danger recall 0.997 with false alarms 4.2%, red F1 0.761, green
 * F1 0.774. Wave 11's held-out a139 (long Reddit posts by a divorced man) reads 16.7% false
 * alarms, and with it the held-out set reads 5.2% (detectors retrained with waves 10 and 11):
 * over the 5% target, which eval.ts reports as missed; the floor sits just above it. Wave 14's
 * held-out blog posts (a165, a168) brought polarity to 0.910 (0.909 at the commit before them),
 * so its floor is 0.90, the target.
 */
const HELD_OUT_FLOORS = {
  dangerRecall: 0.985,
  falseAlarmRate: 0.055,
  redF1: 0.75,
  greenF1: 0.76,
  polarity: 0.9,
  goodMinusBad: 60,
  dangerMean: 15,
};

const hasData = existsSync(dataDir);
if (!hasData && process.env.CI)
  throw new Error(`public data not found at ${dataDir} (needed in CI)`);

describe('analysis quality floors', () => {
  it.skipIf(!hasData)(
    'emotion model figures on the dev splits stay above their floors',
    () => {
      const m = measureModel(emotionModel, 'dev');
      expect(m.sst2Accuracy).toBeGreaterThanOrEqual(MODEL_FLOORS.sst2Accuracy);
      expect(m.goemotionsGroupF1).toBeGreaterThanOrEqual(MODEL_FLOORS.goemotionsGroupF1);
      expect(m.goemotionsEkmanF1).toBeGreaterThanOrEqual(MODEL_FLOORS.goemotionsEkmanF1);
      expect(m.goemotions28F1).toBeGreaterThanOrEqual(MODEL_FLOORS.goemotions28F1);
      expect(m.emobankR).toBeGreaterThanOrEqual(MODEL_FLOORS.emobankR);
    },
    90_000,
  );

  it('cross-author held-out accounts: danger, flags, score and quotes above their floors', () => {
    const items = readCorpus('heldout');
    expect(new Set(items.map((a) => a.author)).size).toBeGreaterThanOrEqual(10);
    expect(items.every((a) => HELD_OUT_AUTHORS.has(a.author))).toBe(true);
    const f = corpusFigures(
      items,
      items.map((a) =>
        predictionOf(
          analyzeLocal(a.text, EMPTY_ANALYSIS_CONTEXT, { safetyResources: 'r' }),
          a.text,
        ),
      ),
    );
    expect(f.dangerRecall).toBeGreaterThanOrEqual(HELD_OUT_FLOORS.dangerRecall);
    expect(f.falseAlarmRate).toBeLessThanOrEqual(HELD_OUT_FLOORS.falseAlarmRate);
    expect(f.redF1).toBeGreaterThanOrEqual(HELD_OUT_FLOORS.redF1);
    expect(f.greenF1).toBeGreaterThanOrEqual(HELD_OUT_FLOORS.greenF1);
    expect(f.polarity).toBeGreaterThanOrEqual(HELD_OUT_FLOORS.polarity);
    expect(f.goodMinusBad).toBeGreaterThanOrEqual(HELD_OUT_FLOORS.goodMinusBad);
    expect(f.dangerMean).toBeLessThanOrEqual(HELD_OUT_FLOORS.dangerMean);
    expect(f.quotesExact).toBe(1);
  }, 60_000);

  it('the first team narratives (author a00, training data): danger is never missed', () => {
    const items = readCorpus('train').filter((a) => a.author === 'a00' && a.danger);
    expect(items.length).toBeGreaterThan(10);
    for (const a of items)
      expect(
        analyzeLocal(a.text, EMPTY_ANALYSIS_CONTEXT, { safetyResources: 'r' }).safety.concern,
        a.id,
      ).toBe(true);
  });

  it.skipIf(!hasData)(
    'outside sets: SafeCity groping reports and EmpatheticDialogues positive situations',
    () => {
      // SafeCity 0.709 and ED 0.43% measured after corpus wave 9 (2026-11-24). ED moves by a few
      // of its 926 texts between retrains (0.43%-1.51% that day), so its floor is the 1% target,
      // which the shipped detectors now meet, not the figure itself.
      expect(safeCityFigures().concern).toBeGreaterThanOrEqual(0.66);
      expect(empatheticFigures().falseDangerRate).toBeLessThanOrEqual(0.01);
    },
    90_000,
  );
});
