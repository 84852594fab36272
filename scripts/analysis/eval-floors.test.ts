import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { emotionModel } from '../../src/server/analysis/model-file';
import { measureModel } from './benchmarks';
import { dataDir } from './data';
import { evaluateNarratives, readNarratives } from './narrative-eval';

/**
 * Quality floors on the DEV splits, set just under what `npm run eval -- --split dev` measured
 * (see docs/analysis-quality.md). A change that makes the engine worse fails here.
 */
const FLOORS = {
  sst2Accuracy: 0.69,
  goemotionsGroupF1: 0.665,
  goemotionsEkmanF1: 0.605,
  goemotions28F1: 0.49,
  emobankR: 0.575,
};

const hasData = existsSync(dataDir);
if (!hasData) {
  console.warn(`eval floors: public data not found at ${dataDir}; model floors skipped`);
}

describe('analysis quality floors (dev splits)', () => {
  it.skipIf(!hasData)(
    'model figures stay above their floors',
    () => {
      const m = measureModel(emotionModel, 'dev');
      expect(m.sst2Accuracy).toBeGreaterThanOrEqual(FLOORS.sst2Accuracy);
      expect(m.goemotionsGroupF1).toBeGreaterThanOrEqual(FLOORS.goemotionsGroupF1);
      expect(m.goemotionsEkmanF1).toBeGreaterThanOrEqual(FLOORS.goemotionsEkmanF1);
      expect(m.goemotions28F1).toBeGreaterThanOrEqual(FLOORS.goemotions28F1);
      expect(m.emobankR).toBeGreaterThanOrEqual(FLOORS.emobankR);
    },
    90_000,
  );

  it('date narratives (dev): danger never missed, red-flag F1 and polarity above floors', () => {
    const r = evaluateNarratives(readNarratives('dev'));
    expect(r.dangerRecall).toBe(1);
    expect(r.redF1).toBeGreaterThanOrEqual(0.95);
    expect(r.polarityAccuracy).toBeGreaterThanOrEqual(0.85);
    expect(r.greenF1).toBeGreaterThanOrEqual(0.9);
    // Dominant emotion of the opposite family to the date's polarity: 4 of 82 when set.
    expect(r.emotionContradictions / r.emotionJudged).toBeLessThanOrEqual(0.07);
    expect(r.dangerPositiveEmotion).toBe(0);
  });

  it('date narratives (held-out test): danger never missed nor read as a positive emotion', () => {
    const r = evaluateNarratives(readNarratives('test'));
    expect(r.dangerRecall).toBe(1);
    expect(r.dangerPositiveEmotion).toBe(0);
  });
});
