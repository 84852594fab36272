import { parseArgs } from 'node:util';
import { OFFSETS } from '../../src/server/analysis/emotion-model';
import { emotionModel } from '../../src/server/analysis/model-file';
import { devGold, emoBankDevRows, emoBankTrainRows, goRows, GROUPINGS } from './experiment-data';
import { bucketsOf, FastTextTrainer, type DenseExample } from './fasttext';
import { cvMacroF1 } from './heads';
import { pearson } from './metrics';

/**
 * Variant 1 of decision record 0104 (train/dev only; writes nothing): a fastText-style dense
 * model alone, printed per epoch with its two-fold cross-validated dev macro-F1, its EmoBank dev
 * r, and its blend with the committed sparse model (p = (1 - a) sparse + a dense). With
 * `--residual` it is trained on top of the committed model's logits instead (sparse + dense).
 *
 *   nice -n 10 node --import tsx scripts/analysis/fasttext-experiment.ts --lr 0.2
 */

const { values: args } = parseArgs({
  options: {
    buckets: { type: 'string', default: '17' },
    dim: { type: 'string', default: '24' },
    lr: { type: 'string', default: '0.2' },
    epochs: { type: 'string', default: '10' },
    minn: { type: 'string', default: '3' },
    maxn: { type: 'string', default: '5' },
    seed: { type: 'string', default: '20240601' },
    residual: { type: 'boolean', default: false },
  },
});
const SPEC = {
  buckets: 2 ** Number(args.buckets),
  minn: Number(args.minn),
  maxn: Number(args.maxn),
};
const EPOCHS = Number(args.epochs);
const t0 = Date.now();
const log = (line: string) => console.log(`${line} (${((Date.now() - t0) / 1000).toFixed(0)} s)`);

const dev = goRows('dev');
const emoDev = emoBankDevRows().map((r) => ({ buckets: bucketsOf(r.base, SPEC), y: r.valence }));
const logit = (p: number) => Math.log(Math.max(1e-6, p) / Math.max(1e-6, 1 - p));
/** The committed sparse model's raw outputs (logits; valence as is). */
const rawSparse = (base: string[]) =>
  Float64Array.from(emotionModel.predict(base), (p, k) => (k === OFFSETS.valence ? p : logit(p)));
const examples: DenseExample[] = [...goRows('train'), ...emoBankTrainRows()].map((r) => ({
  buckets: bucketsOf(r.base, SPEC),
  targets: r.targets,
  ...(args.residual ? { offset: rawSparse(r.base) } : {}),
}));
const devBuckets = dev.map((r) => bucketsOf(r.base, SPEC));
const gold = devGold(dev);
const sparseDev = dev.map((r) => emotionModel.predict(r.base));
const mean = examples.reduce((s, e) => s + e.buckets.length, 0) / examples.length;
log(`${examples.length} examples, ${mean.toFixed(1)} buckets each, ${JSON.stringify(args)}`);

const blend = (a: number, dense: Float64Array[]) =>
  sparseDev.map((s, i) => {
    const d = dense[i] ?? s;
    return Float64Array.from(s, (x, k) => (1 - a) * x + a * (d[k] ?? 0));
  });
const f1s = (outs: Float64Array[]) =>
  GROUPINGS.map((g, gi) => cvMacroF1(outs, gold[gi] ?? [], g).toFixed(4)).join(' ');
log(`committed sparse model: cv dev 28/ekman/group ${f1s(sparseDev)}`);

const trainer = new FastTextTrainer(SPEC.buckets, {
  dim: Number(args.dim),
  lr: Number(args.lr),
  epochs: EPOCHS,
  seed: Number(args.seed),
});
for (let epoch = 1; epoch <= EPOCHS; epoch += 1) {
  trainer.epoch(examples);
  const dense = devBuckets.map((b, i) =>
    trainer.predict(b, args.residual ? rawSparse(dev[i]?.base ?? []) : undefined),
  );
  if (args.residual) {
    log(`epoch ${epoch}: sparse + dense residual, cv dev 28/ekman/group ${f1s(dense)}`);
    continue;
  }
  const r = pearson(
    emoDev.map((e) => trainer.predict(e.buckets)[OFFSETS.valence] ?? 0),
    emoDev.map((e) => e.y),
  );
  const blends = [0.25, 0.5].map((a) => `a=${a}: ${f1s(blend(a, dense))}`).join(' | ');
  log(`epoch ${epoch}: dense ${f1s(dense)} r=${r.toFixed(4)} | ${blends}`);
}
