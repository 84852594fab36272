import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  createEmotionModel,
  expandFeatures,
  HEAD_SIZES,
  OFFSETS,
  OUTPUTS,
  type ModelMeta,
} from '../src/server/analysis/emotion-model';
import { MODEL_META_PATH, MODEL_WEIGHTS_PATH } from '../src/server/analysis/model-paths';
import { scoreTokens } from '../src/server/analysis/lexicon';
import { lexiconInputs } from '../src/server/analysis/model-inputs';
import { modelFeatures, tokenize } from '../src/server/analysis/text';
import { readEmoBank, readGoEmotions, readLabels, readSst2, type Grouping } from './analysis/data';
import { cvMacroF1, cvStackF1, fitStack } from './analysis/heads';
import { calibrate, emoBankR, headSet, sstAccuracy } from './analysis/model-eval';
import { macroF1, pearson, SELECTION_GRID, tuneThresholds } from './analysis/metrics';
import {
  encode,
  positiveWeights,
  quantise,
  SparseTrainer,
  type SparseExample,
} from './analysis/trainer';

/**
 * Trains the emotion/sentiment model: a sparse multi-output logistic regression (Adagrad) on
 * GoEmotions train (28 labels, Ekman and sentiment groups at once, and a polarity head on its
 * positive/negative rows) plus EmoBank train (valence head; polarity head on its clearly
 * positive/negative sentences). On GoEmotions dev: the epoch per head, the stack (stage 2:
 * Ekman and sentiment groups re-predicted from all stage-1 outputs and the lexicon) and the
 * thresholds. EmoBank dev calibrates valence; SST dev only chooses the five weights of
 * the polarity blend (never a training example). Never reads a test split. Deterministic.
 */

const { values: args } = parseArgs({
  options: {
    epochs: { type: 'string', default: '10' },
    lr: { type: 'string', default: '0.3' },
    l2: { type: 'string', default: '6e-3' },
    'min-count': { type: 'string', default: '3' },
    stems: { type: 'string', default: '4' },
    'stem-bigrams': { type: 'boolean', default: false },
    'emo-margin': { type: 'string', default: '0.3' },
    seed: { type: 'string', default: '20240601' },
    'pos-weight': { type: 'string', default: '0' },
    out: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
  },
});
const EPOCHS = Number(args.epochs);
const MIN_COUNT = Number(args['min-count']);
const SPEC = {
  stems: (args.stems ?? '').split(',').filter(Boolean).map(Number),
  stemBigrams: args['stem-bigrams'] === true,
};
const EMO_MARGIN = Number(args['emo-margin']);
const GROUPINGS: Grouping[] = ['original', 'ekman', 'group'];
const POSITIVE_GROUP = 3;
const NEGATIVE_GROUP = 1;

const t0 = Date.now();
const log = (line: string) => console.log(line);

interface RawExample {
  /** modelFeatures of the text (what `predict` takes) and their expansion (what it uses). */
  base: string[];
  feats: string[];
  /** lexiconInputs of the text (the stack's extra inputs). */
  lexicon: number[];
  targets: Float32Array;
}

function example(text: string, targets: Float32Array): RawExample {
  const tokens = tokenize(text);
  const base = modelFeatures(tokens);
  const lexicon = lexiconInputs(scoreTokens(tokens));
  return { base, feats: expandFeatures(base, SPEC), lexicon, targets };
}

function goExamples(split: 'train' | 'dev') {
  const sets = GROUPINGS.map((g) => readGoEmotions(g, split));
  const base = sets[0] ?? [];
  const gold = { original: [], ekman: [], group: [] } as Record<Grouping, number[][]>;
  const examples: RawExample[] = base.map((row, i) => {
    const targets = new Float32Array(OUTPUTS).fill(Number.NaN);
    for (let k = 0; k < OFFSETS.valence; k += 1) targets[k] = 0;
    GROUPINGS.forEach((g, gi) => {
      const labels = sets[gi]?.[i]?.labels ?? [];
      gold[g].push(labels);
      for (const l of labels) targets[OFFSETS[g] + l] = 1;
    });
    const pos = targets[OFFSETS.group + POSITIVE_GROUP] === 1;
    const neg = targets[OFFSETS.group + NEGATIVE_GROUP] === 1;
    if (pos !== neg) targets[OFFSETS.polarity] = pos ? 1 : 0;
    return example(row.text, targets);
  });
  return { examples, gold };
}

const train = goExamples('train');
const dev = goExamples('dev');
const emoTrain: RawExample[] = readEmoBank('train').map((r) => {
  const targets = new Float32Array(OUTPUTS).fill(Number.NaN);
  targets[OFFSETS.valence] = r.valence - 3;
  if (Math.abs(r.valence - 3) >= EMO_MARGIN) targets[OFFSETS.polarity] = r.valence > 3 ? 1 : 0;
  return example(r.text, targets);
});
log(`tokenised ${train.examples.length} + ${emoTrain.length} examples in ${Date.now() - t0} ms`);

const counts = new Map<string, number>();
for (const ex of [...train.examples, ...emoTrain])
  for (const f of new Set(ex.feats)) counts.set(f, (counts.get(f) ?? 0) + 1);
const vocab = [...counts.entries()]
  .filter(([, c]) => c >= MIN_COUNT)
  .map(([f]) => f)
  .sort();
const index = new Map(vocab.map((f, i) => [f, i]));
log(
  `vocabulary: ${vocab.length} features (min count ${MIN_COUNT}, features ${JSON.stringify(SPEC)})`,
);

const trainAll: SparseExample[] = [...train.examples, ...emoTrain].map((ex) => ({
  ...encode(ex.feats, index),
  targets: ex.targets,
}));

function draftMeta(): ModelMeta {
  const zero = { intercept: 0, wHead: 1, wGroup: 0, wLexicon: 0, wPolarity: 0 };
  return {
    format: 3,
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
    stack: null,
    features: SPEC,
    valence: zero,
    polarity: zero,
    trainedOn: 'GoEmotions train (Apache-2.0), EmoBank train (CC BY 4.0)',
  };
}

/** The int8 stage-1 model of some weights (no stack). */
function snapshot(W: Float32Array, bias: Float64Array) {
  const { scale, q } = quantise(W);
  const meta: ModelMeta = { ...draftMeta(), scale, bias: [...bias] };
  return { meta, q, model: createEmotionModel(meta, q) };
}

const trainer = new SparseTrainer(vocab.length, {
  lr: Number(args.lr),
  l2: Number(args.l2),
  seed: Number(args.seed),
  ...(Number(args['pos-weight']) > 0
    ? { positiveWeight: positiveWeights(trainAll, Number(args['pos-weight'])) }
    : {}),
});
/** Output blocks whose epoch is chosen separately (each by its own dev measure). */
const BLOCKS: { name: string; from: number; to: number }[] = [
  { name: 'original', from: 0, to: OFFSETS.ekman },
  { name: 'ekman', from: OFFSETS.ekman, to: OFFSETS.group },
  { name: 'group', from: OFFSETS.group, to: OFFSETS.valence + 0 },
  { name: 'valence', from: OFFSETS.valence, to: OFFSETS.polarity },
  { name: 'polarity', from: OFFSETS.polarity, to: OUTPUTS },
];
const emoDev = readEmoBank('dev').map((r) => ({
  base: modelFeatures(tokenize(r.text)),
  y: r.valence,
}));
const NO_LEXICON: number[] = [];
const polarDev = dev.examples.filter(
  (ex) => !Number.isNaN(ex.targets[OFFSETS.polarity] ?? Number.NaN),
);
const best = BLOCKS.map(() => ({
  score: -Infinity,
  epoch: '',
  W: new Float32Array(0),
  bias: new Float64Array(0),
}));
/** Dev measures per block: cv macro-F1 (28, Ekman, group), EmoBank head r, polarity accuracy. */
function measure(W: Float32Array, bias: Float64Array): number[] {
  const { model } = snapshot(W, bias);
  const devOut = dev.examples.map((ex) => model.predict(ex.base, ex.lexicon));
  const f1s = GROUPINGS.map((g) => cvMacroF1(devOut, dev.gold[g], g, SELECTION_GRID));
  const r = pearson(
    emoDev.map((ex) => model.predict(ex.base, NO_LEXICON)[OFFSETS.valence] ?? 0),
    emoDev.map((ex) => ex.y),
  );
  const polar =
    polarDev.filter(
      (ex) =>
        (model.predict(ex.base, ex.lexicon)[OFFSETS.polarity] ?? 0) >= 0.5 ===
        (ex.targets[OFFSETS.polarity] === 1),
    ).length / polarDev.length;
  return [...f1s, r, polar];
}

// Each epoch, both the current weights and the mean of every epoch's weights so far
// (snapshot averaging) are candidates; each block keeps its best candidate on dev.
const sumW = new Float64Array(trainer.W.length);
const sumBias = new Float64Array(OUTPUTS);
for (let epoch = 1; epoch <= EPOCHS; epoch += 1) {
  trainer.epoch(trainAll);
  for (let i = 0; i < sumW.length; i += 1) sumW[i] = (sumW[i] ?? 0) + (trainer.W[i] ?? 0);
  for (let k = 0; k < OUTPUTS; k += 1) sumBias[k] = (sumBias[k] ?? 0) + (trainer.bias[k] ?? 0);
  const avgW = Float32Array.from(sumW, (x) => x / epoch);
  const avgBias = Float64Array.from(sumBias, (x) => x / epoch);
  const candidates = [
    { name: `${epoch}`, W: trainer.W, bias: trainer.bias },
    ...(epoch > 1 ? [{ name: `mean 1-${epoch}`, W: avgW, bias: avgBias }] : []),
  ];
  for (const c of candidates) {
    const scores = measure(c.W, c.bias);
    const [f28 = 0, fEkman = 0, fGroup = 0, r = 0, polar = 0] = scores;
    log(
      `epoch ${c.name}: cv dev macro-F1 28=${f28.toFixed(4)} ekman=${fEkman.toFixed(4)} ` +
        `group=${fGroup.toFixed(4)}, EmoBank head r=${r.toFixed(4)}, polarity acc=${polar.toFixed(4)} ` +
        `(${((Date.now() - t0) / 1000).toFixed(0)} s)`,
    );
    scores.forEach((score, b) => {
      const cur = best[b];
      if (cur && score > cur.score)
        best[b] = { score, epoch: c.name, W: c.W.slice(), bias: c.bias.slice() };
    });
  }
}

BLOCKS.forEach((block, b) => {
  const from = best[b];
  if (!from) return;
  for (let i = 0; i < vocab.length; i += 1)
    for (let k = block.from; k < block.to; k += 1)
      trainer.W[i * OUTPUTS + k] = from.W[i * OUTPUTS + k] ?? 0;
  for (let k = block.from; k < block.to; k += 1) trainer.bias[k] = from.bias[k] ?? 0;
});
const epochs = BLOCKS.map((block, b) => `${block.name} ${best[b]?.epoch}`).join(', ');
log(`epochs chosen on dev: ${epochs}`);
const { meta, q, model: rawModel } = snapshot(trainer.W, trainer.bias);
const rawDev = dev.examples.map((ex) => rawModel.predict(ex.base, ex.lexicon));
const devLexicon = dev.examples.map((ex) => ex.lexicon);
for (const g of ['ekman', 'group'] as const)
  log(
    `stack ${g}: cv dev macro-F1 ${cvStackF1(rawDev, devLexicon, dev.gold[g], g).toFixed(4)} ` +
      `(stage 1 alone ${cvMacroF1(rawDev, dev.gold[g], g).toFixed(4)})`,
  );
meta.stack = fitStack(rawDev, devLexicon, dev.gold);
const model = createEmotionModel(meta, q);
const devOut = dev.examples.map((ex) => model.predict(ex.base, ex.lexicon));
for (const g of GROUPINGS) {
  const set = headSet(devOut, dev.gold[g], g);
  meta.thresholds[g] = tuneThresholds(set, HEAD_SIZES[g]);
  const f1 = macroF1(set, meta.thresholds[g], HEAD_SIZES[g]).toFixed(4);
  // The stack was fitted on these rows: its cross-validated figure is the "stack" line above.
  const note =
    g === 'original' ? `cv ${cvMacroF1(devOut, dev.gold[g], g).toFixed(4)}` : 'in-sample';
  log(`dev ${g}: macro-F1 ${f1} (${note})`);
}
const cal = calibrate(model, readEmoBank('dev'), readSst2('dev'));
meta.valence = cal.valence;
meta.polarity = cal.polarity;
meta.version = `emo3-${vocab.length}-m${MIN_COUNT}-s${SPEC.stems.join('.')}`;
log(`calibration ${JSON.stringify(cal)}`);
log(
  `dev: SST-2 acc ${sstAccuracy(model, cal.polarity, readSst2('dev')).toFixed(4)}, ` +
    `EmoBank r ${emoBankR(model, cal.valence, readEmoBank('dev')).toFixed(4)}`,
);

if (!args['dry-run']) {
  const [metaPath, weightsPath] = args.out
    ? [`${args.out}.json`, `${args.out}.bin`]
    : [MODEL_META_PATH, MODEL_WEIGHTS_PATH];
  writeFileSync(metaPath, `${JSON.stringify(meta)}\n`);
  writeFileSync(weightsPath, q);
  log(`wrote ${metaPath} and ${weightsPath} (${q.byteLength} bytes)`);
}
log(`done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
