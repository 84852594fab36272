import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Words grouped by meaning (GloVe vectors clustered by scripts/build-word-clusters.ts; decision
 * record 0109), so the detectors can read a word they never met in training through the group it
 * belongs to: "shoved" shares a group with "pushed", "yelled" with "shouted". Two granularities:
 * `fine` (about a thousand groups of near-synonyms) and `coarse` (a hundred or so broad topics).
 */

const here = path.dirname(fileURLToPath(import.meta.url));
export const WORD_CLUSTERS_PATH = path.join(here, 'model', 'word-clusters.json');

export interface WordClusters {
  fine: ReadonlyMap<string, number>;
  coarse: ReadonlyMap<string, number>;
}

interface ClusterFile {
  words: string;
  fineOf: number[];
  coarseOf: number[];
}

let cached: WordClusters | undefined;

/** The shipped word groups; empty maps before the file is first built. */
export function wordClusters(): WordClusters {
  if (cached) return cached;
  const fine = new Map<string, number>();
  const coarse = new Map<string, number>();
  if (existsSync(WORD_CLUSTERS_PATH)) {
    const file = JSON.parse(readFileSync(WORD_CLUSTERS_PATH, 'utf8')) as ClusterFile;
    file.words.split(' ').forEach((w, i) => {
      fine.set(w, file.fineOf[i]!);
      coarse.set(w, file.coarseOf[i]!);
    });
  }
  cached = { fine, coarse };
  return cached;
}
