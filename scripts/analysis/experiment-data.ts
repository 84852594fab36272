import { OFFSETS, OUTPUTS } from '../../src/server/analysis/emotion-model';
import { modelFeatures, tokenize } from '../../src/server/analysis/text';
import { readEmoBank, readGoEmotions, type Grouping } from './data';

/**
 * Train/dev rows for the embedding experiments of decision record 0104, with the same targets
 * as `npm run train`: GoEmotions (28 labels, Ekman, groups, polarity on its positive-only or
 * negative-only rows) and EmoBank (valence; polarity when |valence - 3| >= 0.3). No test split.
 */

export const GROUPINGS: Grouping[] = ['original', 'ekman', 'group'];

export interface ExperimentRow {
  /** `modelFeatures` of the text (what `EmotionModel.predict` takes). */
  base: string[];
  targets: Float32Array;
  /** Gold labels per grouping (GoEmotions rows only). */
  gold: number[][];
}

export function goRows(split: 'train' | 'dev'): ExperimentRow[] {
  const sets = GROUPINGS.map((g) => readGoEmotions(g, split));
  return (sets[0] ?? []).map((row, i) => {
    const targets = new Float32Array(OUTPUTS).fill(Number.NaN);
    for (let k = 0; k < OFFSETS.valence; k += 1) targets[k] = 0;
    const gold = GROUPINGS.map((g, gi) => {
      const labels = sets[gi]?.[i]?.labels ?? [];
      for (const l of labels) targets[OFFSETS[g] + l] = 1;
      return labels;
    });
    const pos = targets[OFFSETS.group + 3] === 1;
    const neg = targets[OFFSETS.group + 1] === 1;
    if (pos !== neg) targets[OFFSETS.polarity] = pos ? 1 : 0;
    return { base: modelFeatures(tokenize(row.text)), targets, gold };
  });
}

export function emoBankTrainRows(): ExperimentRow[] {
  return readEmoBank('train').map((r) => {
    const targets = new Float32Array(OUTPUTS).fill(Number.NaN);
    targets[OFFSETS.valence] = r.valence - 3;
    if (Math.abs(r.valence - 3) >= 0.3) targets[OFFSETS.polarity] = r.valence > 3 ? 1 : 0;
    return { base: modelFeatures(tokenize(r.text)), targets, gold: [] };
  });
}

export function emoBankDevRows(): { base: string[]; valence: number }[] {
  return readEmoBank('dev').map((r) => ({
    base: modelFeatures(tokenize(r.text)),
    valence: r.valence,
  }));
}

/** Dev gold labels per grouping, in GROUPINGS order. */
export const devGold = (dev: ExperimentRow[]) =>
  GROUPINGS.map((_, gi) => dev.map((r) => r.gold[gi] ?? []));
