import type { TFlag, TFlagSeverity } from '../../shared/analysis';
import { GREEN_RULES } from './rules/green-rules';
import { RED_RULES } from './rules/red-rules';
import type { Sentence } from './text';

/**
 * Finds red and green flags sentence by sentence. A cue is dropped when it is negated in its
 * clause ("he was not rude at all"), framed as a worry or a hypothetical ("I was afraid he'd be
 * late"), or done by the writer ("I was late"). It is softened when hedged in the same clause ("maybe a bit pushy")
 * or reported by someone else ("my friend said he was controlling"). Danger cues are never
 * dropped for hedging or worry: missing one costs more than a false alarm.
 */

export const normalize = (s: string) => s.toLowerCase().replace(/[\u2018\u2019\u02bc`]/g, "'");

const CLAUSE_BREAK = /[,;:()]|\b(?:but|although|though|however|whereas|yet|and then)\b/g;
const NEGATOR =
  /\b(?:not|never|no|nothing|without|hardly|neither|nor|nobody|zero|none)\b|n't\b|\bnot once\b|\bat no point\b/;
const EXPECTATION =
  /\b(?:worried|afraid|expected|thought|assumed|feared|scared that|nervous that|warned me|in case|hoped|hope|wondered if|if)\b/;
const HEDGE =
  /\b(?:maybe|perhaps|i think|i guess|kind of|kinda|sort of|a little|a bit|a tad|slightly|seemed|might|possibly|probably|not sure|i wonder)\b/;
const REPORTED =
  /\b(?:my (?:friends?|sister|brother|mom|mum|dad|coworkers?|colleagues?|roommates?|flatmates?|bff|cousin) (?:said|says|told me|thinks|think|warned|mentioned|heard)|i(?:'ve)? heard|apparently|people (?:say|said)|rumou?rs?|according to|supposedly|allegedly|(?:his|her|their) ex (?:said|says|told))\b/;
/** Hearsay: the writer only heard it ("my friend said", "apparently", "rumours"). */
export const isReported = (lower: string) => REPORTED.test(lower);

const SARCASM =
  /\b(?:oh (?:great|wonderful|perfect|joy|sure|yay)|yeah right|just (?:great|perfect|wonderful|lovely)|what a (?:gentleman|catch|prince|princess|charmer|dream|treat|keeper)|so+ romantic|real (?:gentleman|charmer|catch)|how (?:romantic|charming|lovely|sweet) of)\b|\/s\b|\u{1F644}/u;
const SPEECH_THEN_ACT =
  /\b(?:said|says|goes|went|told me|replied|laughed|shouted|yelled|snapped)\b.*(?:n't|\b(?:no|not|never)\b).* and $/;
const SELF_ACTOR = /(?:^|\s)(?:i|i'm|we|we're)\s*$/;

// Compiled once; matchAll works on a copy, so sharing the global regexes is safe.
const RED_COMPILED = RED_RULES.map((rule) => ({ rule, re: new RegExp(rule.pattern.source, 'g') }));
const GREEN_COMPILED = GREEN_RULES.map((rule) => ({
  rule,
  re: new RegExp(rule.pattern.source, 'g'),
}));

interface Context {
  clause: string;
  negated: boolean;
  expected: boolean;
  selfActor: boolean;
}

function contextBefore(lower: string, at: number): Context {
  const before = lower.slice(0, at);
  let clauseStart = 0;
  for (const m of before.matchAll(CLAUSE_BREAK)) clauseStart = (m.index ?? 0) + m[0].length;
  const clause = before.slice(clauseStart);
  let window = clause.split(/\s+/).slice(-7).join(' ');
  // A "no" inside what the date said ends with the speech: "he said don't be silly and took me
  // by the wrist", "she said no way and grabbed my arm".
  if (SPEECH_THEN_ACT.test(window)) window = window.slice(window.lastIndexOf(' and ') + 5);
  return {
    clause,
    negated: NEGATOR.test(window),
    expected: EXPECTATION.test(clause),
    selfActor: SELF_ACTOR.test(before.split(/\s+/).slice(-3).join(' ')),
  };
}

function quoteFor(sentence: Sentence, lower: string, at: number, length: number): string {
  const text = sentence.text.trim();
  if (text.length <= 280 || lower.length !== sentence.text.length) return text;
  const start = Math.max(0, at - 120);
  const end = Math.min(sentence.text.length, at + length + 120);
  return sentence.text.slice(start, end).trim();
}

function soften(severity: TFlagSeverity, reported: boolean, hedged: boolean): TFlagSeverity {
  if (severity === 'danger') return reported ? 'caution' : 'danger';
  if (reported || hedged) return 'info';
  return severity;
}

export interface FlagDetection {
  flags: TFlag[];
  /** Sentences where a red cue was explicitly negated ("he was not rude"): reassurance. */
  reassured: Set<number>;
  /** Per sentence index, `category:severity` of each flag found there (detector inputs). */
  bySentence: Map<number, string[]>;
}

export function detectFlags(sentences: readonly Sentence[]): TFlag[] {
  return detectFlagsDetailed(sentences).flags;
}

export function detectFlagsDetailed(sentences: readonly Sentence[]): FlagDetection {
  const flags: TFlag[] = [];
  const reassured = new Set<number>();
  const seen = new Set<string>();
  const perCategory = new Map<string, number>();
  const bySentence = new Map<number, string[]>();
  const push = (flag: TFlag, sentenceIndex: number) => {
    const key = `${flag.category}:${sentenceIndex}`;
    const count = perCategory.get(flag.category) ?? 0;
    if (seen.has(key)) return;
    bySentence.set(sentenceIndex, [
      ...(bySentence.get(sentenceIndex) ?? []),
      `${flag.polarity}:${flag.category}:${flag.severity}`,
    ]);
    if (count >= 3) return;
    seen.add(key);
    perCategory.set(flag.category, count + 1);
    flags.push(flag);
  };

  sentences.forEach((sentence, si) => {
    const lower = normalize(sentence.text);
    const reported = REPORTED.test(lower);
    const question = /^\s*(?:was|is|did|does|should|am|are)\b.*\?\s*$/.test(lower);
    const sarcastic = SARCASM.test(lower);

    const redCategories = new Set<string>();
    for (const { rule, re } of RED_COMPILED) {
      if (redCategories.has(rule.category)) continue;
      for (const m of lower.matchAll(re)) {
        const at = m.index ?? 0;
        const ctx = contextBefore(lower, at);
        const danger = rule.severity === 'danger';
        if (ctx.negated) {
          if (!ctx.expected) reassured.add(si);
          continue;
        }
        if (ctx.expected && !danger) continue;
        if (ctx.selfActor && !rule.selfOk) continue;
        redCategories.add(rule.category);
        const hedged = question || HEDGE.test(ctx.clause + m[0]);
        const severity = soften(rule.severity, reported, hedged);
        push(
          {
            category: rule.category,
            polarity: 'red',
            severity,
            label: reported ? `${rule.label} (second-hand)` : rule.label,
            quote: quoteFor(sentence, lower, at, m[0].length),
          },
          si,
        );
        break;
      }
    }

    if (sarcastic) return;
    for (const { rule, re } of GREEN_COMPILED) {
      for (const m of lower.matchAll(re)) {
        const at = m.index ?? 0;
        const ctx = contextBefore(lower, at);
        if (ctx.negated || ctx.expected) continue;
        push(
          {
            category: rule.category,
            polarity: 'green',
            severity: 'info',
            label: rule.label,
            quote: quoteFor(sentence, lower, at, m[0].length),
          },
          si,
        );
        break;
      }
    }
  });
  return { flags, reassured, bySentence };
}

export function isSarcastic(text: string): boolean {
  return SARCASM.test(normalize(text));
}
