import { describe, expect, it } from 'vitest';
import {
  createEmotionModel,
  OFFSETS,
  OUTPUTS,
  stackInputs,
  type ModelMeta,
  type Stack,
} from './emotion-model';

const zero = { intercept: 0, wHead: 1, wGroup: 0, wLexicon: 0, wPolarity: 0 };

/** A two-word model: "glad" raises joy (28-label 17) and valence, "sad" the opposite. */
function meta(stack: Stack | null): ModelMeta {
  return {
    format: 3,
    version: 'test',
    labels: { original: [], ekman: [], group: [] },
    vocab: ['glad', 'sad'],
    bias: new Array<number>(OUTPUTS).fill(0),
    scale: new Array<number>(OUTPUTS).fill(0.1),
    thresholds: { original: [], ekman: [], group: [] },
    stack,
    features: { stems: [], stemBigrams: false },
    valence: zero,
    polarity: zero,
    trainedOn: 'test',
  };
}

function weights(): Int8Array {
  const w = new Int8Array(2 * OUTPUTS);
  w[17] = 20;
  w[OFFSETS.valence] = 10;
  w[OUTPUTS + 17] = -20;
  w[OUTPUTS + OFFSETS.valence] = -10;
  return w;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

describe('emotion model', () => {
  it('stage 1: sigmoid of the int8 linear layer, valence as is', () => {
    const out = createEmotionModel(meta(null), weights()).predict(['glad'], []);
    expect(out[17]).toBeCloseTo(sigmoid(2), 6);
    expect(out[OFFSETS.valence]).toBeCloseTo(1, 6);
    expect(out[OFFSETS.ekman]).toBeCloseTo(0.5, 6);
  });

  it('stage 2 re-predicts Ekman and groups from stage-1 logits and the lexicon inputs', () => {
    // Ekman 3 follows the joy logit; group 3 follows the first lexicon input.
    const row = (at: number, w: number) => {
      const r = new Array<number>(OUTPUTS + 4).fill(0);
      r[at + 1] = w;
      return r;
    };
    const ekman = Array.from({ length: 7 }, (_, k) => (k === 3 ? row(17, 1.5) : row(0, 0)));
    const group = Array.from({ length: 4 }, (_, k) => (k === 3 ? row(OUTPUTS, 4) : row(0, 0)));
    const model = createEmotionModel(meta({ ekman, group }), weights());
    const glad = model.predict(['glad'], [0.5, 0, 0]);
    expect(glad[OFFSETS.ekman + 3]).toBeCloseTo(sigmoid(1.5 * 2), 6);
    expect(glad[OFFSETS.group + 3]).toBeCloseTo(sigmoid(4 * 0.5), 6);
    expect(glad[OFFSETS.ekman]).toBeCloseTo(0.5, 6);
    const sad = model.predict(['sad'], [-0.5, 0, 0]);
    expect(sad[OFFSETS.ekman + 3]).toBeLessThan(0.1);
    expect(sad[OFFSETS.group + 3]).toBeLessThan(0.2);
    // The 28 labels, valence and polarity are stage 1's.
    expect(sad[17]).toBeCloseTo(sigmoid(-2), 6);
    expect(sad[OFFSETS.valence]).toBeCloseTo(-1, 6);
  });

  it('stack inputs are logits (clamped), valence as is, then the lexicon', () => {
    const out = new Float64Array(OUTPUTS).fill(0.5);
    out[0] = 1;
    out[OFFSETS.valence] = 2.5;
    const x = stackInputs(out, [0.25, 1, 0.4]);
    expect(x).toHaveLength(OUTPUTS + 3);
    expect(x[0]).toBeCloseTo(Math.log((1 - 1e-6) / 1e-6), 3);
    expect(x[1]).toBe(0);
    expect(x[OFFSETS.valence]).toBe(2.5);
    expect([...x.slice(OUTPUTS)]).toEqual([0.25, 1, 0.4]);
  });

  it('refuses weights that do not match the vocabulary', () => {
    expect(() => createEmotionModel(meta(null), new Int8Array(OUTPUTS))).toThrow(/weights/);
  });
});
