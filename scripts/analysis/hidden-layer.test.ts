import { describe, expect, it } from 'vitest';
import { featureValues } from '../../src/server/analysis/detectors';
import type { PreparedAccount } from './detector-train';
import { hiddenLogits, trainHidden } from './hidden-layer';

describe('the detectors’ hidden layer (docs/decisions/0112)', () => {
  it('learns words that only count together, which no sum of single words can show', () => {
    // {a,b} and {c,d} show the output, {a,c} and {b,d} do not: a linear layer would need
    // a+b > 0, c+d > 0, a+c < 0 and b+d < 0 at once, which cannot be.
    const cases: [string[], number][] = [
      [['a', 'b'], 1],
      [['c', 'd'], 1],
      [['a', 'c'], 0],
      [['b', 'd'], 0],
    ];
    const data = Array.from({ length: 60 }, () =>
      cases.map(([feats, y]) => ({ feats: [feats], targets: [Uint8Array.of(y)] })),
    ).flat() as unknown as PreparedAccount[];
    const vocabulary = ['a', 'b', 'c', 'd'];
    const model = trainHidden(data, vocabulary, 1, {
      size: 16,
      epochs: 80,
      lr: 0.3,
      l2: 0,
      seed: 3,
    });
    const index = new Map(vocabulary.map((f, i) => [f, i]));
    for (const [feats, y] of cases) {
      const z = hiddenLogits(model, featureValues(feats, index), 1)[0]!;
      expect(z > 0 ? 1 : 0, feats.join('+')).toBe(y);
    }
  });

  it('leaves an unknown target out of the loss', () => {
    const data = Array.from({ length: 40 }, () => [
      { feats: [['a']], targets: [Uint8Array.of(1)] },
      { feats: [['b']], targets: [Uint8Array.of(2)] },
    ]).flat() as unknown as PreparedAccount[];
    const opts = { size: 4, epochs: 20, lr: 0.1, l2: 0, seed: 5 };
    const trained = trainHidden(data, ['a', 'b'], 1, opts);
    const untrained = trainHidden(data, ['a', 'b'], 1, { ...opts, epochs: 0 });
    // b's sentences (target 2, unknown) give no gradient: its input weights stay as drawn,
    // while a's move.
    expect([...trained.W1.slice(4, 8)]).toEqual([...untrained.W1.slice(4, 8)]);
    expect([...trained.W1.slice(0, 4)]).not.toEqual([...untrained.W1.slice(0, 4)]);
  });

  it("reads only the vocabulary's first rows when given fewer, and the rest adds nothing", () => {
    const data = Array.from({ length: 40 }, () => [
      { feats: [['a', 'rare']], targets: [Uint8Array.of(1)] },
      { feats: [['b']], targets: [Uint8Array.of(0)] },
    ]).flat() as unknown as PreparedAccount[];
    const vocabulary = ['a', 'b', 'rare'];
    const opts = { size: 4, epochs: 20, lr: 0.1, l2: 0, seed: 5 };
    const model = trainHidden(data, vocabulary, 1, opts, 2);
    expect(model.W1.length).toBe(2 * 4);
    const index = new Map(vocabulary.map((f, i) => [f, i]));
    const alone = hiddenLogits(model, new Map([[0, 1]]), 1)[0]!;
    const withRare = hiddenLogits(
      model,
      new Map([
        [0, 1],
        [2, 1],
      ]),
      1,
    )[0]!;
    expect(withRare).toBe(alone);
    expect(hiddenLogits(model, featureValues(['a'], index), 1)[0]!).toBeGreaterThan(
      hiddenLogits(model, featureValues(['b'], index), 1)[0]!,
    );
  });
});
