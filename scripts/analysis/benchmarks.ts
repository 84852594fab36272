import { WORD_CLUSTERS_PATH } from '../../src/server/analysis/word-clusters';
import { statSync } from 'node:fs';
import { HEAD_SIZES, type EmotionModel } from '../../src/server/analysis/emotion-model';
import { analyzeLocal } from '../../src/server/analysis/analyze-local';
import { MODEL_META_PATH, MODEL_WEIGHTS_PATH } from '../../src/server/analysis/model-paths';
import { DETECTOR_META_PATH, DETECTOR_WEIGHTS_PATH } from '../../src/server/analysis/detectors';
import { EMPTY_ANALYSIS_CONTEXT } from '../../src/shared/analysis';
import { readEmoBank, readGoEmotions, readSst2, type Grouping } from './data';
import { emoBankR, headSet, sstAccuracy, valenceInputs } from './model-eval';
import { macroF1, percentile } from './metrics';

/** The model-level figures of the eval table, on the dev or the test splits. */

export interface ModelFigures {
  sst2Accuracy: number;
  goemotionsGroupF1: number;
  goemotionsEkmanF1: number;
  goemotions28F1: number;
  emobankR: number;
}

export function measureModel(model: EmotionModel, split: 'dev' | 'test'): ModelFigures {
  const f1 = (g: Grouping) => {
    const rows = readGoEmotions(g, split);
    const outputs = rows.map((r) => valenceInputs(model, r.text).out);
    const set = headSet(
      outputs,
      rows.map((r) => r.labels),
      g,
    );
    return macroF1(set, model.meta.thresholds[g], HEAD_SIZES[g]);
  };
  return {
    sst2Accuracy: sstAccuracy(model, model.meta.polarity, readSst2(split)),
    goemotionsGroupF1: f1('group'),
    goemotionsEkmanF1: f1('ekman'),
    goemotions28F1: f1('original'),
    emobankR: emoBankR(model, model.meta.valence, readEmoBank(split)),
  };
}

/** A realistic 1,000-character narrative for the speed measurement. */
export const SPEED_NARRATIVE = (
  'We met at a small wine bar downtown after two weeks of texting. He was about fifteen minutes late ' +
  'but texted to apologise, which I appreciated. The first hour was honestly great: he asked a lot of ' +
  'questions about my work, remembered the name of my sister from our chats, and we laughed so much ' +
  'about our shared love of terrible reality TV. Then he ordered a third and a fourth drink and started ' +
  'talking about his ex, how she never appreciated him, and how he still checks her Instagram. When the ' +
  'waiter brought the wrong dish he snapped at him, which made me uncomfortable. I said I wanted to head ' +
  "home around ten and he didn't push, he walked me to the station and made sure I got on the train. " +
  'He texted the next morning to ask for a second date. I am not sure how I feel: parts of it were ' +
  'lovely and parts of it worried me. I keep thinking about the way he treated the waiter. My friend ' +
  'says I overthink these things, but I would rather notice it now than explain it away later on, honestly. Anyway.'
).slice(0, 1000);

export function measureSpeed(runs = 2000, warmup = 300) {
  const opts = { safetyResources: 'resources' };
  for (let i = 0; i < warmup; i += 1) analyzeLocal(SPEED_NARRATIVE, EMPTY_ANALYSIS_CONTEXT, opts);
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    analyzeLocal(SPEED_NARRATIVE, EMPTY_ANALYSIS_CONTEXT, opts);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), chars: SPEED_NARRATIVE.length };
}

/** Every model file the engine ships: the emotion model and the learned detectors. */
export function modelSizeBytes(): number {
  return [
    MODEL_META_PATH,
    MODEL_WEIGHTS_PATH,
    DETECTOR_META_PATH,
    DETECTOR_WEIGHTS_PATH,
    WORD_CLUSTERS_PATH,
  ].reduce((n, p) => n + statSync(p).size, 0);
}
