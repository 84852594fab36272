import { describe, expect, it } from 'vitest';
import { applyStack, OFFSETS, OUTPUTS } from '../../src/server/analysis/emotion-model';
import { cvStackF1, fitStack } from './heads';
import { fitLogisticL2, fitLogisticNewton } from './metrics';

describe('stack fitting', () => {
  it('fits a separable logistic problem', () => {
    const xs = [-2, -1, -0.5, 0.5, 1, 2].map((v) => Float64Array.of(v));
    const w = fitLogisticL2(
      xs,
      xs.map((x) => (x[0] ?? 0) > 0),
      1e-3,
      1500,
    );
    expect(w[1]).toBeGreaterThan(1);
    expect(Math.abs(w[0] ?? 0)).toBeLessThan(0.5);
  });

  it('learns groups that stage 1 only knows through 28-label outputs', () => {
    // Rows 2j and 2j+1 have label 4 + (j % 4) on, which decides their group (so both halves of
    // the cross-validation see every group); the group head itself is noise.
    const n = 80;
    const stage1 = Array.from({ length: n }, (_, i) => {
      const o = new Float64Array(OUTPUTS).fill(0.1);
      o[4 + (Math.floor(i / 2) % 4)] = 0.9;
      for (let g = 0; g < 4; g += 1) o[OFFSETS.group + g] = 0.5;
      return o;
    });
    const gold = stage1.map((_, i) => [Math.floor(i / 2) % 4]);
    const lexicon = stage1.map(() => [0, 0, 0]);
    expect(cvStackF1(stage1, lexicon, gold, 'group')).toBeGreaterThan(0.99);
    const stack = fitStack(stage1, lexicon, {
      original: gold,
      ekman: gold.map(() => [6]),
      group: gold,
    });
    const out = stage1.map((o, i) => {
      const copy = o.slice();
      applyStack(stack, copy, lexicon[i] ?? []);
      return copy;
    });
    expect(out[6]?.[OFFSETS.group + 3]).toBeGreaterThan(0.8);
    expect(out[4]?.[OFFSETS.group + 3]).toBeLessThan(0.2);
    expect(out[4]?.[OFFSETS.group + 2]).toBeGreaterThan(0.8);
  });
});

describe('Newton logistic fit', () => {
  it('reaches the penalised optimum: the gradient vanishes there', () => {
    const rows = [
      [-2, 1],
      [-1, 0],
      [-0.5, 1],
      [0.5, 0],
      [1, 1],
      [2, 0],
      [0.2, 0.3],
      [-0.3, 0.9],
    ];
    const y = [0, 0, 1, 0, 1, 1, 1, 0];
    const l2 = 0.5;
    const { weights, bias } = fitLogisticNewton(rows, y, l2);
    const grad = [0, 0, 0];
    rows.forEach((x, n) => {
      const p = 1 / (1 + Math.exp(-(bias + weights[0]! * x[0]! + weights[1]! * x[1]!)));
      grad[0]! += (p - y[n]!) * x[0]!;
      grad[1]! += (p - y[n]!) * x[1]!;
      grad[2]! += p - y[n]!;
    });
    grad[0]! += l2 * weights[0]!;
    grad[1]! += l2 * weights[1]!;
    for (const g of grad) expect(Math.abs(g)).toBeLessThan(1e-3);
    expect(weights[0]).toBeGreaterThan(0);
  });
});
