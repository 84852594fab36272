import {
  applyDerivation,
  HEAD_SIZES,
  type Derivation,
} from '../../src/server/analysis/emotion-model';
import type { Grouping, LabelledText } from './data';
import { macroF1, tuneThresholds } from './metrics';
import { headSet } from './model-eval';

/**
 * Choices made on GoEmotions dev: how much the Ekman and sentiment-group probabilities lean on
 * the 28-label derivation, and the per-label thresholds. Candidates are compared by two-fold
 * cross-validation on dev (thresholds tuned on one half, scored on the other), so the choice is
 * not flattered by thresholds fitted on the rows they are scored on.
 */

/** The group of each of the 28 labels, read off the single-label rows of the train split. */
export function groupMap(
  original: LabelledText[],
  grouped: LabelledText[],
  size: number,
): number[] {
  const votes = Array.from({ length: 28 }, () => new Array<number>(size).fill(0));
  original.forEach((row, i) => {
    const g = grouped[i]?.labels ?? [];
    if (row.labels.length !== 1 || g.length !== 1) return;
    const v = votes[row.labels[0] ?? 0];
    if (v) v[g[0] ?? 0] = (v[g[0] ?? 0] ?? 0) + 1;
  });
  return votes.map((v) => {
    const total = v.reduce((a, b) => a + b, 0);
    const best = v.indexOf(Math.max(...v));
    if (total === 0 || (v[best] ?? 0) < total)
      throw new Error(`label map is not deterministic: ${v.join(',')}`);
    return best;
  });
}

/** Macro-F1 by two-fold cross-validation over the rows (even / odd). */
export function cvMacroF1(outputs: Float64Array[], gold: number[][], g: Grouping): number {
  const size = HEAD_SIZES[g];
  const half = (parity: number) => {
    const ids = outputs.map((_, i) => i).filter((i) => i % 2 === parity);
    return headSet(
      ids.map((i) => outputs[i] ?? new Float64Array(0)),
      ids.map((i) => gold[i] ?? []),
      g,
    );
  };
  const a = half(0);
  const b = half(1);
  return (
    (macroF1(b, tuneThresholds(a, size), size) + macroF1(a, tuneThresholds(b, size), size)) / 2
  );
}

export const MIX_GRID = [0, 0.25, 0.5, 0.75, 1];

/** Picks the derivation mix per grouping by cross-validated dev macro-F1. */
export function chooseDerivation(
  raw: Float64Array[],
  gold: Record<Grouping, number[][]>,
  maps: { ekmanOf: number[]; groupOf: number[] },
  log: (line: string) => void,
): Derivation {
  const pick = (g: 'ekman' | 'group') => {
    let best = { mix: 0, f1: -1 };
    for (const mix of MIX_GRID) {
      const d: Derivation = {
        ...maps,
        ekmanMix: g === 'ekman' ? mix : 0,
        groupMix: g === 'group' ? mix : 0,
      };
      const outs = raw.map((o) => {
        const c = o.slice();
        applyDerivation(d, c);
        return c;
      });
      const f1 = cvMacroF1(outs, gold[g], g);
      log(`  ${g} mix ${mix}: cv dev macro-F1 ${f1.toFixed(4)}`);
      if (f1 > best.f1 + 1e-9) best = { mix, f1 };
    }
    return best.mix;
  };
  return { ...maps, ekmanMix: pick('ekman'), groupMix: pick('group') };
}
