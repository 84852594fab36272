import type { LexiconScore } from './lexicon';

/**
 * The dense inputs the emotion model's second stage takes beside the first stage's outputs:
 * the VADER-style lexicon score of the same tokens (compound, scaled sum, capped hit count).
 * Shared by training, evaluation and the engine so all three see the same numbers.
 */
export function lexiconInputs(score: LexiconScore): number[] {
  return [score.compound, score.sum / 4, Math.min(score.hits, 5) / 5];
}
