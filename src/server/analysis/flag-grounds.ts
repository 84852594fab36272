import type { Sentence } from './text';

/**
 * What a learned flag may rest on (decision record 0108): per sentence, whether it is too short
 * to carry a detector's flag, whether it is only about the writer, and whether it is long enough
 * to tell of harm by someone else. Computed once per sentence by `sentenceGrounds`.
 */

export const wordCount = (s: Sentence) => s.tokens.filter((t) => t.type === 'word').length;

/**
 * A sentence of one or two words ("Saturday.", "me.", "monster.") is too little for a detector
 * to hang a flag on; only a rule's precise reading may flag it.
 */
export const isFragment = (s: Sentence) => wordCount(s) < 3;

const FIRST_PERSON = new Set(['i', 'me', 'my', 'myself', "i'm", 'im', "i've", "i'd", "i'll"]);
const OTHERS = new Set([
  'he',
  'she',
  'they',
  'him',
  'her',
  'them',
  'his',
  'hers',
  'their',
  'theirs',
  'we',
  'us',
  'our',
  'you',
  'your',
  "he's",
  "she's",
  "they're",
  "he'd",
  "she'd",
  'u',
  'ur',
]);

/**
 * A sentence only about the writer ("I paid for dinner.", "Did I do too much?", "Am I too
 * sensitive?") says nothing about what the date did, so no detector flag rests on it (except
 * the safety categories: "I was grabbed" is told in the passive); a rule's reading still may.
 */
export function writerOnly(s: Sentence): boolean {
  const words = s.tokens.filter((t) => t.type === 'word').map((t) => t.norm.toLowerCase());
  if (!words.some((w) => FIRST_PERSON.has(w)) || words.some((w) => OTHERS.has(w))) return false;
  // A name other than the first word is someone else ("I told Sam", "I waited while Tom...").
  const raw = s.text.match(/[A-Za-z][\w']*/g) ?? [];
  return !raw.slice(1).some((w) => /^[A-Z][a-z]+$/.test(w) && w !== 'I');
}

/** A harm to the writer by someone else is only read from a sentence at least this long. */
export const HARM_MIN_WORDS = 6;

export interface SentenceGrounds {
  fragment: boolean;
  writerOnly: boolean;
  /** Long enough, and not a question, to tell of harm by someone else. */
  tellsHarm: boolean;
}

export function sentenceGrounds(s: Sentence): SentenceGrounds {
  return {
    fragment: isFragment(s),
    writerOnly: writerOnly(s),
    tellsHarm: wordCount(s) >= HARM_MIN_WORDS && !/\?\s*$/.test(s.text.trim()),
  };
}
