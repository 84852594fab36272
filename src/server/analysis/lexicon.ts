import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Token } from './text';

/**
 * VADER's valence lexicon (Hutto & Gilbert 2014, via the vader-sentiment package, Apache-2.0),
 * scored with VADER's main rules over wink-nlp tokens: negation scope flips and damps a word,
 * boosters and dampeners scale it, "but" shifts weight to what follows, "!" amplifies.
 */

const require = createRequire(import.meta.url);
const lexiconPath = path.join(
  path.dirname(require.resolve('vader-sentiment/package.json')),
  'vader_lexicon.txt',
);

function loadLexicon(): Map<string, number> {
  const map = new Map<string, number>();
  for (const line of readFileSync(lexiconPath, 'utf8').split('\n')) {
    const [word, mean] = line.split('\t');
    if (word && mean) map.set(word.toLowerCase(), Number(mean));
  }
  return map;
}

const LEXICON = loadLexicon();

const BOOSTERS = new Map<string, number>([
  ['very', 0.293],
  ['really', 0.293],
  ['so', 0.293],
  ['extremely', 0.293],
  ['super', 0.293],
  ['incredibly', 0.293],
  ['totally', 0.293],
  ['absolutely', 0.293],
  ['completely', 0.293],
  ['truly', 0.293],
  ['quite', 0.15],
  ['too', 0.15],
  ['kind', -0.293],
  ['kinda', -0.293],
  ['somewhat', -0.293],
  ['slightly', -0.293],
  ['barely', -0.293],
  ['little', -0.2],
  ['bit', -0.2],
  ['sort', -0.293],
]);

const NEGATION_SCALAR = -0.74;
const ALPHA = 15;

export function lexiconValence(word: string): number {
  return LEXICON.get(word) ?? 0;
}

export interface LexiconScore {
  /** Sum of valences after VADER's rules (unbounded). */
  sum: number;
  /** Normalised to -1..1 like VADER's compound score. */
  compound: number;
  /** Number of tokens that carried valence. */
  hits: number;
}

export function scoreTokens(tokens: readonly Token[]): LexiconScore {
  const vals: number[] = [];
  let butAt = -1;
  let exclamations = 0;
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i];
    if (!t) continue;
    if (t.norm === '!') exclamations += 1;
    if (t.norm === 'but' || t.norm === 'however') butAt = vals.length;
    let v = LEXICON.get(t.norm) ?? 0;
    if (v === 0 || BOOSTERS.has(t.norm)) {
      vals.push(0);
      continue;
    }
    for (let back = 1; back <= 3; back += 1) {
      const prev = tokens[i - back];
      if (!prev) break;
      const boost = BOOSTERS.get(prev.norm);
      if (boost !== undefined) {
        const scaled = boost * (back === 1 ? 1 : back === 2 ? 0.95 : 0.9);
        v += v > 0 ? scaled : -scaled;
      }
    }
    if (t.negated) v *= NEGATION_SCALAR;
    vals.push(v);
  }
  let sum = 0;
  let hits = 0;
  for (let i = 0; i < vals.length; i += 1) {
    let v = vals[i] ?? 0;
    if (v === 0) continue;
    hits += 1;
    if (butAt >= 0) v *= i < butAt ? 0.5 : 1.5;
    sum += v;
  }
  if (sum !== 0 && exclamations > 0) {
    const amp = Math.min(4, exclamations) * 0.292;
    sum += sum > 0 ? amp : -amp;
  }
  const compound = sum / Math.sqrt(sum * sum + ALPHA);
  return { sum, compound, hits };
}
