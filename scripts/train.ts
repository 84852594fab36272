import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  createEmotionModel,
  HEAD_SIZES,
  OFFSETS,
  OUTPUTS,
  type ModelMeta,
} from '../src/server/analysis/emotion-model';
import { MODEL_META_PATH, MODEL_WEIGHTS_PATH } from '../src/server/analysis/model-paths';
import { modelFeatures, tokenize } from '../src/server/analysis/text';
import { readEmoBank, readGoEmotions, readLabels, readSst2, type Grouping } from './analysis/data';
import { calibrate, emoBankR, headSet, sstAccuracy } from './analysis/model-eval';
import { macroF1, tuneThresholds } from './analysis/metrics';

/**
 * Trains the emotion/sentiment model: a sparse multi-output logistic regression (Adagrad) on
 * GoEmotions train (28 labels, Ekman and sentiment groups at once) plus a valence head on
 * EmoBank train. Epochs are chosen and thresholds tuned on the dev splits; SST dev and EmoBank
 * dev calibrate the valence combinations. Never reads a test split. Deterministic (seeded).
 */

const { values: args } = parseArgs({
  options: {
    epochs: { type: 'string', default: '12' },
    lr: { type: 'string', default: '0.3' },
    l2: { type: 'string', default: '6e-3' },
    'min-count': { type: 'string', default: '2' },
    'dry-run': { type: 'boolean', default: false },
  },
});
const EPOCHS = Number(args.epochs);
const LR = Number(args.lr);
const L2 = Number(args.l2);
const MIN_COUNT = Number(args['min-count']);
const CLASS_OUTPUTS = OFFSETS.valence;
const GROUPINGS: Grouping[] = ['original', 'ekman', 'group'];

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Example {
  feats: string[];
  targets: Uint8Array | null;
  valence: number;
}

function goExamples(split: 'train' | 'dev'): Example[] {
  const sets = GROUPINGS.map((g) => readGoEmotions(g, split));
  const base = sets[0] ?? [];
  return base.map((row, i) => {
    const targets = new Uint8Array(CLASS_OUTPUTS);
    GROUPINGS.forEach((g, gi) => {
      for (const l of sets[gi]?.[i]?.labels ?? []) targets[OFFSETS[g] + l] = 1;
    });
    return { feats: modelFeatures(tokenize(row.text)), targets, valence: 0 };
  });
}

const t0 = Date.now();
const train = goExamples('train');
const dev = goExamples('dev');
const emoTrain: Example[] = readEmoBank('train').map((r) => ({
  feats: modelFeatures(tokenize(r.text)),
  targets: null,
  valence: r.valence - 3,
}));
console.log(`tokenised ${train.length} + ${emoTrain.length} examples in ${Date.now() - t0} ms`);

const counts = new Map<string, number>();
for (const ex of [...train, ...emoTrain])
  for (const f of new Set(ex.feats)) counts.set(f, (counts.get(f) ?? 0) + 1);
const vocab = [...counts.entries()]
  .filter(([, c]) => c >= MIN_COUNT)
  .map(([f]) => f)
  .sort();
const index = new Map(vocab.map((f, i) => [f, i]));
console.log(`vocabulary: ${vocab.length} features (min count ${MIN_COUNT})`);

function encode(ex: Example) {
  const seen = new Map<number, number>();
  for (const f of ex.feats) {
    const i = index.get(f);
    if (i !== undefined) seen.set(i, (seen.get(i) ?? 0) + 1);
  }
  const norm = ex.feats.length ? 1 / Math.sqrt(ex.feats.length) : 0;
  return { idx: [...seen.keys()], val: [...seen.values()].map((c) => c * norm) };
}
const trainAll = [...train, ...emoTrain].map((ex) => ({ ex, ...encode(ex) }));

const W = new Float32Array(vocab.length * OUTPUTS);
const G = new Float32Array(vocab.length * OUTPUTS).fill(1e-6);
const bias = new Float64Array(OUTPUTS);
const gBias = new Float64Array(OUTPUTS).fill(1e-6);

function forward(idx: number[], val: number[], z: Float64Array) {
  z.set(bias);
  for (let j = 0; j < idx.length; j += 1) {
    const base = (idx[j] ?? 0) * OUTPUTS;
    const x = val[j] ?? 0;
    for (let k = 0; k < OUTPUTS; k += 1) z[k] = (z[k] ?? 0) + (W[base + k] ?? 0) * x;
  }
}

function floatModel() {
  const maxAbs = new Float64Array(OUTPUTS);
  for (let i = 0; i < W.length; i += 1) {
    const k = i % OUTPUTS;
    maxAbs[k] = Math.max(maxAbs[k] ?? 0, Math.abs(W[i] ?? 0));
  }
  const scale = [...maxAbs].map((m) => (m > 0 ? m / 127 : 1));
  const q = new Int8Array(W.length);
  for (let i = 0; i < W.length; i += 1) q[i] = Math.round((W[i] ?? 0) / (scale[i % OUTPUTS] ?? 1));
  return { scale, q };
}

const random = rng(20240601);
const order = trainAll.map((_, i) => i);
const z = new Float64Array(OUTPUTS);
let best = { score: -1, epoch: 0, W: new Float32Array(0), bias: new Float64Array(0) };
for (let epoch = 1; epoch <= EPOCHS; epoch += 1) {
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
  }
  for (const oi of order) {
    const item = trainAll[oi];
    if (!item) continue;
    forward(item.idx, item.val, z);
    const grads = new Float64Array(OUTPUTS);
    if (item.ex.targets) {
      for (let k = 0; k < CLASS_OUTPUTS; k += 1)
        grads[k] = 1 / (1 + Math.exp(-(z[k] ?? 0))) - (item.ex.targets[k] ?? 0);
    } else {
      grads[OFFSETS.valence] = (z[OFFSETS.valence] ?? 0) - item.ex.valence;
    }
    for (let k = 0; k < OUTPUTS; k += 1) {
      const g = grads[k] ?? 0;
      if (g === 0) continue;
      gBias[k] = (gBias[k] ?? 0) + g * g;
      bias[k] = (bias[k] ?? 0) - (LR * g) / Math.sqrt(gBias[k] ?? 1);
    }
    for (let j = 0; j < item.idx.length; j += 1) {
      const base = (item.idx[j] ?? 0) * OUTPUTS;
      const x = item.val[j] ?? 0;
      for (let k = 0; k < OUTPUTS; k += 1) {
        const g0 = grads[k] ?? 0;
        if (g0 === 0) continue;
        const p = base + k;
        const g = g0 * x + L2 * (W[p] ?? 0);
        G[p] = (G[p] ?? 0) + g * g;
        W[p] = (W[p] ?? 0) - (LR * g) / Math.sqrt(G[p] ?? 1);
      }
    }
  }
  const { scale, q } = floatModel();
  const probe = createEmotionModel({ ...draftMeta(), scale, bias: [...bias] }, q);
  const devOut = dev.map((ex) => probe.predict(ex.feats));
  const f1s = GROUPINGS.map((g) => {
    const set = headSet(
      devOut,
      dev.map((ex) => goldOf(ex, g)),
      g,
    );
    return macroF1(set, tuneThresholds(set, HEAD_SIZES[g]), HEAD_SIZES[g]);
  });
  const score = f1s.reduce((a, b) => a + b, 0);
  console.log(
    `epoch ${epoch}: dev macro-F1 28=${f1s[0]?.toFixed(3)} ekman=${f1s[1]?.toFixed(3)} group=${f1s[2]?.toFixed(3)}`,
  );
  if (score > best.score) best = { score, epoch, W: W.slice(), bias: bias.slice() };
}

function goldOf(ex: Example, g: Grouping): number[] {
  const out: number[] = [];
  for (let k = 0; k < HEAD_SIZES[g]; k += 1) if (ex.targets?.[OFFSETS[g] + k]) out.push(k);
  return out;
}

function draftMeta(): ModelMeta {
  const zero = { intercept: 0, wHead: 1, wGroup: 0, wLexicon: 0 };
  return {
    format: 1,
    version: '',
    labels: {
      original: readLabels('original'),
      ekman: readLabels('ekman'),
      group: readLabels('group'),
    },
    vocab,
    bias: [],
    scale: [],
    thresholds: { original: [], ekman: [], group: [] },
    valence: zero,
    polarity: zero,
    trainedOn: 'GoEmotions train (Apache-2.0), EmoBank train (CC BY 4.0)',
  };
}

W.set(best.W);
bias.set(best.bias);
const { scale, q } = floatModel();
const meta: ModelMeta = { ...draftMeta(), scale, bias: [...bias] };
const model = createEmotionModel(meta, q);
const devOut = dev.map((ex) => model.predict(ex.feats));
for (const g of GROUPINGS) {
  meta.thresholds[g] = tuneThresholds(
    headSet(
      devOut,
      dev.map((ex) => goldOf(ex, g)),
      g,
    ),
    HEAD_SIZES[g],
  );
}
const cal = calibrate(model, readEmoBank('dev'), readSst2('dev'));
meta.valence = cal.valence;
meta.polarity = cal.polarity;
meta.version = `emo-${vocab.length}-e${best.epoch}`;
console.log(`best epoch ${best.epoch}; calibration`, cal);
console.log(
  `dev: SST-2 acc ${sstAccuracy(model, cal.polarity, readSst2('dev')).toFixed(3)}, ` +
    `EmoBank r ${emoBankR(model, cal.valence, readEmoBank('dev')).toFixed(3)}`,
);

if (!args['dry-run']) {
  writeFileSync(MODEL_META_PATH, `${JSON.stringify(meta)}\n`);
  writeFileSync(MODEL_WEIGHTS_PATH, q);
  console.log(`wrote ${MODEL_META_PATH} and ${MODEL_WEIGHTS_PATH} (${q.byteLength} bytes)`);
}
console.log(`done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
