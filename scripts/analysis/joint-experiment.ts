import { parseArgs } from 'node:util';
import { expandFeatures, OFFSETS, OUTPUTS } from '../../src/server/analysis/emotion-model';
import { cvMacroF1 } from './heads';
import { devGold, emoBankDevRows, emoBankTrainRows, goRows, GROUPINGS } from './experiment-data';
import { bucketsOf } from './fasttext';
import { JointTrainer, type JointExample } from './joint-trainer';
import { pearson } from './metrics';
import { encode } from './trainer';

/**
 * Variant 2 of decision record 0104 (train/dev only; writes nothing): the sparse features of
 * `npm run train` (words, pairs, 4-letter stems, min count 3) and hashed embeddings trained
 * together. Prints, per epoch, two-fold cross-validated dev macro-F1 and the EmoBank dev r of
 * the valence head (unquantised), and the best epoch per head. `--dim 0` is the sparse model
 * alone under the same protocol: the baseline of the comparison.
 *
 *   nice -n 10 node --import tsx scripts/analysis/joint-experiment.ts --dim 24 --dense-lr 0.05
 */

const { values: args } = parseArgs({
  options: {
    buckets: { type: 'string', default: '16' },
    dim: { type: 'string', default: '24' },
    'dense-lr': { type: 'string', default: '0.05' },
    epochs: { type: 'string', default: '10' },
    minn: { type: 'string', default: '3' },
    maxn: { type: 'string', default: '5' },
    seed: { type: 'string', default: '20240601' },
  },
});
const HASH = {
  buckets: 2 ** Number(args.buckets),
  minn: Number(args.minn),
  maxn: Number(args.maxn),
};
const SPEC = { stems: [4], stemBigrams: false };
const EPOCHS = Number(args.epochs);
const t0 = Date.now();
const log = (line: string) => console.log(`${line} (${((Date.now() - t0) / 1000).toFixed(0)} s)`);

const all = [...goRows('train'), ...emoBankTrainRows()];
const dev = goRows('dev');
const emoDevRows = emoBankDevRows();
const counts = new Map<string, number>();
for (const r of all)
  for (const f of new Set(expandFeatures(r.base, SPEC))) counts.set(f, (counts.get(f) ?? 0) + 1);
const vocab = [...counts.entries()].filter(([, c]) => c >= 3).map(([f]) => f);
vocab.sort();
const index = new Map(vocab.map((f, i) => [f, i]));
const toExample = (base: string[], targets: Float32Array): JointExample => ({
  ...encode(expandFeatures(base, SPEC), index),
  buckets: bucketsOf(base, HASH),
  targets,
});
const examples = all.map((r) => toExample(r.base, r.targets));
const devEx = dev.map((r) => toExample(r.base, r.targets));
const emoDev = emoDevRows.map((r) => toExample(r.base, new Float32Array(OUTPUTS)));
const gold = devGold(dev);
log(`${examples.length} examples, vocabulary ${vocab.length}, ${JSON.stringify(args)}`);

const trainer = new JointTrainer(vocab.length, HASH.buckets, {
  lr: 0.3,
  l2: 6e-3,
  seed: Number(args.seed),
  dim: Number(args.dim),
  denseLr: Number(args['dense-lr']),
  epochs: EPOCHS,
});
const best = [0, 0, 0, 0];
for (let epoch = 1; epoch <= EPOCHS; epoch += 1) {
  trainer.epoch(examples);
  const outs = devEx.map((ex) => trainer.predict(ex));
  const f1 = GROUPINGS.map((g, gi) => cvMacroF1(outs, gold[gi] ?? [], g));
  const r = pearson(
    emoDev.map((ex) => trainer.predict(ex)[OFFSETS.valence] ?? 0),
    emoDevRows.map((x) => x.valence),
  );
  [...f1, r].forEach((x, i) => (best[i] = Math.max(best[i] ?? 0, x)));
  const shown = f1.map((x) => x.toFixed(4)).join(' ');
  log(`epoch ${epoch}: cv dev 28/ekman/group ${shown} r=${r.toFixed(4)}`);
}
log(`best per head over epochs (28/ekman/group/r): ${best.map((x) => x.toFixed(4)).join(' ')}`);
