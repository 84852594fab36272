import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CORPUS_DIR, readCorpus, type GoldFlag } from './analysis/corpus';
import { repoRoot } from './analysis/data';
import { pearson } from './analysis/metrics';

/**
 * `npm run corpus:agreement`: how far a second, independent labeller (who saw only the texts)
 * agrees with the authors' own labels on a sample of 10 accounts per author. Prints figures
 * only, no text.
 */
interface Second {
  id: string;
  flags: GoldFlag[];
  danger: boolean;
  polarity: string;
  score: number;
}
const file = path.join(repoRoot, 'corpus', 'agreement', 'second-labels.jsonl');
const second = readFileSync(file, 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as Second);
const first = new Map(
  [...readCorpus('train'), ...readCorpus('heldout')].map((a) => [a.id, a] as const),
);
let both = 0;
let dangerAgree = 0;
let polarityAgree = 0;
const dangerTable = [0, 0, 0, 0]; // first x second: 00, 01, 10, 11
const red = { tp: 0, fp: 0, fn: 0 };
const green = { tp: 0, fp: 0, fn: 0 };
const s1: number[] = [];
const s2: number[] = [];
for (const b of second) {
  const a = first.get(b.id);
  if (!a) continue;
  both += 1;
  if (a.danger === b.danger) dangerAgree += 1;
  dangerTable[(a.danger ? 2 : 0) + (b.danger ? 1 : 0)]! += 1;
  if (a.polarity === b.polarity) polarityAgree += 1;
  for (const [pol, acc] of [
    ['red', red],
    ['green', green],
  ] as const) {
    const x = new Set(a.flags.filter((f) => f.polarity === pol).map((f) => f.category));
    const y = new Set(b.flags.filter((f) => f.polarity === pol).map((f) => f.category));
    for (const c of new Set([...x, ...y]))
      if (x.has(c) && y.has(c)) acc.tp += 1;
      else if (x.has(c)) acc.fn += 1;
      else acc.fp += 1;
  }
  if (typeof a.score === 'number') {
    s1.push(a.score);
    s2.push(b.score);
  }
}
const n = both || 1;
const po = dangerAgree / n;
const pa = ((dangerTable[2]! + dangerTable[3]!) / n) * ((dangerTable[1]! + dangerTable[3]!) / n);
const pb = ((dangerTable[0]! + dangerTable[1]!) / n) * ((dangerTable[0]! + dangerTable[2]!) / n);
const kappa = (po - (pa + pb)) / (1 - (pa + pb));
const f1 = (k: { tp: number; fp: number; fn: number }) => (2 * k.tp) / (2 * k.tp + k.fp + k.fn);
const mad = s1.reduce((s, x, i) => s + Math.abs(x - s2[i]!), 0) / Math.max(1, s1.length);
console.log(`accounts labelled twice: ${both} (from ${CORPUS_DIR})`);
console.log(`danger: agreement ${po.toFixed(3)}, Cohen's kappa ${kappa.toFixed(3)}`);
console.log(`overall polarity: agreement ${(polarityAgree / n).toFixed(3)}`);
console.log(`red-flag categories: F1 between labellers ${f1(red).toFixed(3)}`);
console.log(`green-flag categories: F1 between labellers ${f1(green).toFixed(3)}`);
console.log(
  `score: Pearson r ${pearson(s1, s2).toFixed(3)}, mean absolute difference ${mad.toFixed(1)} points`,
);
