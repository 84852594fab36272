import type { TAnalysisMode, TFlag } from '../../../shared/analysis';
import type { NarrativePolarity } from '../scoring';
import { NERVOUS_ABOUT_LIKING, type StatedFeeling, WORRIED_BEFOREHAND } from './stated-feelings';

/**
 * The mode decides how the analysis speaks:
 * - danger: any danger flag, or the writer harmed or endangered by someone else (unless the
 *   date was only good to them). Safety first, no score talk and no dating advice.
 * - flat: nothing to read: no flag and no stated feeling, and the entry is too short or only
 *   describes events; or the entry is mostly in a language other than English. It says so and
 *   asks for what would help.
 * - good / bad / mixed: from how the account reads (flags and tone), the score, and what the
 *   writer said they felt. A date that went well on paper but left the writer feeling
 *   invisible is mixed, not good; a date with a real warning sign is never good.
 */

/** Under this many words with no flag and no stated feeling, there is too little to read. */
export const SHORT_ENTRY_WORDS = 12;

export interface ModeInput {
  flags: readonly TFlag[];
  polarity: NarrativePolarity;
  score: number;
  wordCount: number;
  neutralShare: number;
  feelings: readonly StatedFeeling[];
  harmQuote?: string | undefined;
  /** Mostly written in a language other than English: nothing can be read from it. */
  notEnglish?: boolean;
}

const BEFORE_THE_DATE =
  /\b(?:before(?:hand)?|on the way|going in|getting ready|all day|all week|beforehand|walking (?:in|up|there)|pre-?date|(?:the )?first (?:few|five|ten|couple of|\d+) min(?:ute)?s|at first|to begin with|at the (?:start|beginning))\b/i;

export function decideMode(input: ModeInput): TAnalysisMode {
  const { flags, feelings } = input;
  if (flags.some((f) => f.severity === 'danger')) return 'danger';
  const red = flags.filter((f) => f.polarity === 'red');
  const warning = red.filter((f) => f.severity !== 'info');
  const green = flags.filter((f) => f.polarity === 'green');
  // Someone else harmed the writer. When the date was only good to them (no warning sign, a
  // green flag, not a bad evening), the date is still read as a date, with the safety panel
  // beside it: a date who stepped in when a stranger groped the writer is not the danger.
  if (input.harmQuote) {
    const dateWasGood = green.length > 0 && warning.length === 0 && input.polarity !== 'negative';
    if (!dateWasGood) return 'danger';
  }
  // Nerves before or at the start of the date ("I was nervous on the way there", "first ten
  // minutes I was nervous") say nothing about how it went.
  // Nor do nerves about liking someone ("scared to get excited") or fears of what the date
  // might turn out to be ("scared she'd be a catfish").
  const neg = feelings.filter(
    (f) =>
      f.family === 'negative' &&
      f.feeling !== NERVOUS_ABOUT_LIKING &&
      f.feeling !== WORRIED_BEFOREHAND &&
      // Fear after someone else harmed the writer is about that, not the date.
      !(input.harmQuote && (f.group === 'fear' || f.group === 'unease')) &&
      !(f.group === 'anxious' && BEFORE_THE_DATE.test(f.quote)),
  );
  const pos = feelings.filter((f) => f.family === 'positive');
  // A text mostly in another language reads as nothing in particular: flags or feelings
  // picked from its few English words are no reading of the date.
  if (input.notEnglish && !input.harmQuote) return 'flat';
  if (flags.length === 0 && feelings.length === 0) {
    if (input.wordCount < SHORT_ENTRY_WORDS || input.neutralShare >= 0.6) return 'flat';
  }
  let mode: TAnalysisMode =
    input.polarity === 'positive' ? 'good' : input.polarity === 'negative' ? 'bad' : 'mixed';
  const strongest = (xs: readonly StatedFeeling[]) => Math.max(0, ...xs.map((f) => f.intensity));
  if (mode === 'good' && (warning.length > 0 || input.score < 40)) mode = 'mixed';
  // Nerves, awkwardness or a fright on a date with no warning sign ("I was nervous", "none of it
  // was frightening in the end") do not sour it: writers who loved the date say so anyway.
  // Feeling unseen, hurt, fed up, flat or uneasy does.
  const souring = neg.filter((f) => !['anxious', 'awkward', 'fear'].includes(f.group));
  if (mode === 'good' && souring.length > 0 && strongest(souring) >= strongest(pos)) mode = 'mixed';
  if (mode === 'bad' && warning.length === 0 && green.length > 0 && input.score >= 50)
    mode = 'mixed';
  if (mode === 'bad' && warning.length === 0 && pos.length > 0 && neg.length === 0) mode = 'mixed';
  // Only a small blemish and no bad feeling ("He late 10 min, tram. Text me before so ok."):
  // nothing says this date went badly.
  if (mode === 'bad' && warning.length === 0 && neg.length === 0 && input.score >= 50)
    mode = 'mixed';
  // A small blemish (an info-level red: ten minutes late with a text) leaves a good date good.
  if (mode === 'mixed' && warning.length === 0 && souring.length === 0 && input.score >= 65)
    mode = 'good';
  if (mode === 'mixed' && green.length === 0 && pos.length === 0 && warning.length > 0)
    mode = 'bad';
  // No sign either way but a good feeling said plainly ("Feel warm whole afternoon."): the
  // writer's own word settles it.
  if (
    mode === 'mixed' &&
    flags.length === 0 &&
    pos.length > 0 &&
    neg.length === 0 &&
    input.score >= 40
  )
    mode = 'good';
  return mode;
}
