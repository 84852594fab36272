import {
  applyRows,
  HEAD_SIZES,
  stackInputs,
  type Stack,
} from '../../src/server/analysis/emotion-model';
import type { Grouping } from './data';
import { fitLogisticL2, macroF1, THRESHOLD_GRID, tuneThresholds } from './metrics';
import { headSet } from './model-eval';

/**
 * Choices made on GoEmotions dev: the stack (stage 2) and the per-label thresholds. Figures used
 * for choices are two-fold cross-validated on dev (fitted and thresholds tuned on one half,
 * scored on the other), so they are not flattered by fitting on the rows they are scored on.
 */

/** Stack settings, chosen by cross-validated dev macro-F1 (L2 1e-2 / 1e-4, 400 steps: lower). */
export const STACK_L2 = 1e-3;
export const STACK_STEPS = 1500;

type Stacked = 'ekman' | 'group';

/** One logistic row per class of a grouping, over the stack inputs of the rows. */
function fitHead(inputs: Float64Array[], gold: number[][], g: Stacked): number[][] {
  return Array.from({ length: HEAD_SIZES[g] }, (_, k) =>
    fitLogisticL2(
      inputs,
      gold.map((labels) => labels.includes(k)),
      STACK_L2,
      STACK_STEPS,
    ),
  );
}

/** Fits the stack on stage-1 outputs and lexicon inputs of GoEmotions dev. */
export function fitStack(
  stage1: Float64Array[],
  lexicon: number[][],
  gold: Record<Grouping, number[][]>,
): Stack {
  const inputs = stage1.map((o, i) => stackInputs(o, lexicon[i] ?? []));
  return {
    ekman: fitHead(inputs, gold.ekman, 'ekman'),
    group: fitHead(inputs, gold.group, 'group'),
  };
}

const halves = (n: number) =>
  [0, 1].map((parity) =>
    Array.from({ length: n }, (_, i) => i).filter((i) => i % 2 === parity),
  ) as [number[], number[]];

/** Macro-F1 on rows `scoreOn`, with thresholds tuned on rows `tuneOn`. */
function foldF1(
  outputs: Float64Array[],
  gold: number[][],
  g: Grouping,
  tuneOn: number[],
  scoreOn: number[],
  grid: readonly number[],
): number {
  const set = (ids: number[]) =>
    headSet(
      ids.map((i) => outputs[i] ?? new Float64Array(0)),
      ids.map((i) => gold[i] ?? []),
      g,
    );
  const size = HEAD_SIZES[g];
  return macroF1(set(scoreOn), tuneThresholds(set(tuneOn), size, grid), size);
}

/** Macro-F1 by two-fold cross-validation over the rows (even / odd). */
export function cvMacroF1(
  outputs: Float64Array[],
  gold: number[][],
  g: Grouping,
  grid: readonly number[] = THRESHOLD_GRID,
): number {
  const [a, b] = halves(outputs.length);
  return (foldF1(outputs, gold, g, a, b, grid) + foldF1(outputs, gold, g, b, a, grid)) / 2;
}

/**
 * Cross-validated macro-F1 of a stacked grouping: stack rows fitted and thresholds tuned on
 * one half of dev, scored on the other, both ways.
 */
export function cvStackF1(
  stage1: Float64Array[],
  lexicon: number[][],
  gold: number[][],
  g: Stacked,
): number {
  const inputs = stage1.map((o, i) => stackInputs(o, lexicon[i] ?? []));
  const fold = (fitOn: number[], scoreOn: number[]) => {
    const rows = fitHead(
      fitOn.map((i) => inputs[i] ?? new Float64Array(0)),
      fitOn.map((i) => gold[i] ?? []),
      g,
    );
    const outputs = stage1.map((o, i) => {
      const out = o.slice();
      applyRows(rows, g, out, inputs[i] ?? new Float64Array(0));
      return out;
    });
    return foldF1(outputs, gold, g, fitOn, scoreOn, THRESHOLD_GRID);
  };
  const [a, b] = halves(stage1.length);
  return (fold(a, b) + fold(b, a)) / 2;
}
