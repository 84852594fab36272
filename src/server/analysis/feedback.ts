import { datePronoun, withDatePronoun } from './voice/pronouns';
import type {
  TAnalysisMode,
  TFlag,
  TFlagCategory,
  TRedFlagCategory,
  TSafety,
  TTip,
} from '../../shared/analysis';
import { secureCue, type AttachmentStyle } from './insights';
import type { NarrativePolarity } from './scoring';
import {
  byStrength,
  CATEGORY_PHRASES,
  DANGER_PHRASES,
  excerpt,
  flagDangerKind,
  fill,
  joinPhrases,
  capitalize,
  paraphrase,
  SETTLE,
  settleFor,
  ALREADY_RAISED,
  tellingFlag,
} from './voice/phrases';
import { dangerVoice } from './voice/danger-voice';
import { SHORT_ENTRY_WORDS } from './voice/modes';
import { answerQuestion } from './voice/questions';
import { CATEGORY_TIPS } from './voice/category-tips';
import type { FeelingGroup, SelfBlame, StatedFeeling } from './voice/stated-feelings';

export { SHORT_ENTRY_WORDS } from './voice/modes';
export {
  DANGER_ADVICE,
  DANGER_FEELING_TIPS,
  DANGER_OPENINGS,
  DANGER_RECORD,
  DANGER_RECORD_APP,
  CONSENT_STEP_NO_DOCTOR,
  DANGER_RECORD_BLOCKED,
  DANGER_RECORD_HARM,
  DANGER_STEPS,
  DANGER_TELL,
} from './voice/danger-voice';
export { excerpt } from './voice/phrases';
export { SETTLE } from './voice/phrases';
export { CATEGORY_TIPS } from './voice/category-tips';

/**
 * Feedback, tips and the safety message, written for the analysis's mode (voice/modes.ts).
 * Every sentence is built from phrases of the right shape (voice/phrases.ts) and rests on the
 * writer's own words: a whole-clause quote, a stated feeling, or their history. A generic tip
 * appears only when nothing in the text supports a specific one. A danger account gets safety
 * first and never dating advice (no second date, rereading or replying).
 */

export interface FeedbackInput {
  flags: readonly TFlag[];
  polarity: NarrativePolarity;
  score: number;
  wordCount: number;
  dominantEmotion: string;
  emotionQuote?: string;
  neutralShare: number;
  attachment?: { style: AttachmentStyle; quote: string };
  /** The analysis mode; decided from the rest when absent. */
  mode?: TAnalysisMode;
  feelings?: readonly StatedFeeling[];
  selfBlame?: SelfBlame | null;
  /** Harm to the writer by someone other than the date (no danger flag). */
  harmQuote?: string;
  /** The sentence whose tone is strongest (for a tip when nothing more specific applies). */
  toneQuote?: string;
  /** The whole text, to tell what kind of danger it was when the danger sentences do not say. */
  text?: string;
  /** The text is mostly in a language other than English (`mostlyNotEnglish`). */
  notEnglish?: boolean;
  /** Red categories that came up in earlier entries too, with how many entries. */
  repeated?: readonly { category: TFlagCategory; entries: number }[];
}

/** One flag per category, the most severe first, each the one that says most (`tellingFlag`). */
function uniqueCategories(flags: readonly TFlag[]): TFlag[] {
  const seen = new Set<string>();
  const ordered = byStrength(flags);
  return ordered
    .filter((f) => !seen.has(f.category) && seen.add(f.category))
    .map((f) => tellingFlag(ordered.filter((o) => o.category === f.category)) ?? f);
}

// ---------------------------------------------------------------------------------------------
// Bad, mixed, good

export const OPENINGS = {
  goodFeeling: 'You said you felt {feeling}, and the date gives you reasons: they {did}.',
  good: 'This went well for concrete reasons: they {did}.',
  goodOne: 'One thing stands out in a good way: they {did}.',
  goodMany: 'A lot went right here, and you can name why: they {did}.',
  goodFull: 'Most of what matters on a date went right: they {did}.',
  goodTone:
    'It reads as a good time, though you say more about how it felt than about what they did.',
  badFeeling: 'You said you felt {feeling}, and what you describe explains why: they {did}.',
  bad: 'This date had real problems: they {did}.',
  badTone: 'It reads as a hard evening, though you say little about what they actually did.',
  mixedFlags: 'It went both ways: they {did}.',
  mixedFeeling:
    'On paper much of it went well (they {did}), but you wrote that you felt {feeling}, and that counts as much.',
  mixedPositiveFeeling: 'You wrote that you felt {feeling}, even though they {did}.',
  mixedTone: 'It reads as mixed, with no one moment tipping it either way.',
} as const;

/** Detail sentences: {noun} is the category's noun phrase, the quote follows. */
export const DETAILS = {
  red: 'The clearest warning sign is {noun}: "{q}".',
  smallRed: 'A small thing to keep an eye on is {noun}: "{q}".',
  green: 'The best sign is {noun}: "{q}".',
  greenAfterRed: 'On the other side: {noun} ("{q}").',
} as const;

export const CLOSINGS = {
  good: 'One good date is a start; see whether the same things show up next time.',
  goodAgain:
    'It has held over more than one date, which counts for more than any single good evening.',
  bad: 'You do not owe this a second chance to find out more.',
  mixedRed: 'What would settle it: whether {settle}.',
  mixedFeeling:
    'What would settle it: whether you feel more present with them next time, or the same.',
} as const;

/** Tips from a stated feeling outside danger, by kind of feeling. {feeling} is an adjective. */
export const FEELING_TIPS: Record<FeelingGroup, string> = {
  fear: 'Feeling {feeling} ("{q}") on a date is a signal worth trusting; you never need a better reason than that to leave or say no.',
  unease:
    'Feeling {feeling} ("{q}") is information even when you cannot name why; check with yourself before agreeing to another plan.',
  anxious:
    'Feeling {feeling} ("{q}") while you wait says more about the waiting than about you; decide what you want from them before you look at your phone again.',
  awkward:
    'Feeling {feeling} ("{q}") early on is common; whether it eases next time tells you more than this one did.',
  sheepish:
    'Feeling {feeling} about your own part ("{q}") is about you, not about them; judge the date by what they did, not by that.',
  unseen:
    'Feeling {feeling} ("{q}") is worth taking seriously, not explaining away: next time, say something about yourself unprompted and see whether they pick it up.',
  hurt: 'Feeling {feeling} ("{q}") after this is fair; give it a day before deciding what, if anything, you want to say to them.',
  angry:
    'Feeling {feeling} ("{q}") is a fair reaction; let it settle, then decide whether it is worth saying to them or just worth remembering.',
  flat: 'Feeling {feeling} ("{q}") after a date is an answer too; a second date should not have to be talked into.',
  confused:
    'Feeling {feeling} ("{q}") is honest; write down what pulled you each way, and see which list is about how they treated you.',
  joy: 'Enjoy feeling {feeling} ("{q}"), and note the moment that set it off; that is what to look for again.',
  seen: 'Feeling {feeling} ("{q}") this early is rare; notice what they did that made it so, and whether it continues.',
  ease: 'Feeling {feeling} ("{q}") with someone new is a good sign; note what made it easy, and whether it holds next time.',
};

export const SELF_BLAME_TIPS: Record<SelfBlame['about'], string> = {
  going_back:
    'You wrote "{q}". Going somewhere with someone does not make what they did your fault.',
  drinking: 'You wrote "{q}". Drinking does not make their behaviour your responsibility.',
  overreacting:
    'You wrote "{q}". Your reaction is information, not an overreaction; you do not need permission to take it seriously.',
  signals:
    'You wrote "{q}". Sending signals is not a promise; you can change your mind at any point.',
  should_have:
    'You wrote "{q}". Hindsight is clearer than the moment was; you did the best you could with what you knew then.',
  fault: 'You wrote "{q}". How they behaved was their choice, not your fault.',
  sounds:
    'You wrote "{q}". What happened is not smaller because of who you are; it happens to people of every age and gender.',
};

const ATTACHMENT_TIPS: Record<AttachmentStyle, string> = {
  anxious:
    'The waiting shows in your words ("{q}"). Decide in advance how long you will wait before reaching out yourself, so the waiting does not set your mood.',
  avoidant:
    'You wanted some distance ("{q}"). Ask yourself whether you want distance from this person or from getting close in general.',
  secure:
    'You said what you wanted plainly ("{q}"). Keep doing that; it makes their response easy to read.',
};

/** The secure tip when the quote shows ease with them rather than saying what you wanted. */
const SECURE_EASE_TIP =
  'You felt at ease with them ("{q}"). Note what made it easy; whether that ease holds on a second date tells you more than a first impression.';

export const HISTORY_TIP =
  'This is not the first time: {noun} also came up in {n} of your earlier entries. Ask yourself what these dates had in common before you agree to the next one.';

/**
 * Words that say a feeling, however it is put. "You did not say how you felt" is only ever said
 * to a text with none of them: the stated-feeling reader misses many ways of saying one, and
 * telling a writer who did say it that they did not is worse than saying nothing.
 */
const FEELING_WORDS =
  /\b(?:felt|feel|feeling|feels|happy|sad|excited|nervous|scared|afraid|terrified|angry|mad|upset|hurt|glad|loved?|hate|ugh|annoyed|disappointed|relieved|awkward|uncomfortable|embarrassed|giddy|anxious|worried|lonely|tired|exhausted|confused|gutted|thrilled|buzzing|shaking|crying|cried|smiling|grinning|blushing|mortified|furious|miserable|content|calm|safe|unsafe|creeped|weird|icky|cringe|swoon|butterflies|heart)\b|(?:😭|😍|🥰|🥹|😬|🙃|😩|😤|😡|😊|🙂|❤️|💕)/iu;

/** The account tells of more than one date with this person ("after five dates", "third date"). */
const SEVERAL_DATES =
  /\b(?:(?:second|third|fourth|fifth|2nd|3rd|4th|5th) (?:date|time we|time out)|(?:two|three|four|five|six|several|\d+) dates|(?:two|three|four|five|six|\d+) months (?:in|now|of)|after (?:two|three|four|five|six|\d+) (?:dates|weeks|months)|(?:two|three|four|five|six|seven|eight|\d+) weeks (?:in|now|of (?:seeing|dating)|together)|(?:been|we'?ve been|we have been) (?:seeing each other|dating|together) (?:for )?(?:a few|a couple of|two|three|four|five|six|\d+) (?:weeks|months))\b/i;

/** Used only when nothing more specific applies, chosen by mode and what is missing. */
export const FALLBACK_TIPS = {
  good: 'Your warmest line is "{q}". Tell them that part directly; specific appreciation lands better than a general thank-you.',
  goodShared:
    'The moment you shared ("{q}") is the one to build on. Suggest something with the same feel for next time.',
  bad: 'The line that carries the most weight is "{q}". If they get in touch, weigh whatever they say against that line.',
  mixed:
    'Your most telling line is "{q}". Before deciding on a second date, ask yourself whether that moment is the one that will matter in a month.',
  shortText:
    'Add what they did and said, and how you felt afterwards; {n} words is not enough to read either.',
  noFeeling:
    'You describe what happened but not how you felt. Add a line on how you felt during and after; that is where your own judgement shows.',
  noFeelingAbout:
    'You say they {did}, but not how that felt to you. Add a line on that; your own reaction is the best judge of it.',
  decide: {
    good: 'Before you see them again, name to yourself the one thing you would most like to happen again.',
    bad: 'Decide now what you would need to see for a second date to be worth it, or whether it is worth it at all.',
    mixed:
      'Write down the one thing that would make you say yes to a second date, and the one that would make you say no.',
  },
  flatAsk:
    'Finish the sentence "On the way home I thought..." and add it; that one line usually says more than the rest.',
  noBehaviour:
    'Add a detail about how they treated you or others (what they asked, how they reacted when something went wrong); that is what the reading rests on.',
  inEnglish:
    'Tell it again in English, even in a few lines: what they did, what they said, and how you felt afterwards.',
  feelingInEnglish:
    'If a whole retelling is too much, one English sentence on how you felt on the way home already gives something to read.',
  unsafeInEnglish:
    'If anything on this date frightened or hurt you, put that part in English in one line; it is read first, and you will get the safety steps and help lines.',
} as const;

/**
 * The advice part of a tip template: what follows the sentence or colon that carries the quote.
 * Used after a paraphrase of what they did, which replaces that first part.
 */
export function adviceOf(template: string): string {
  const at = template.indexOf('{q}');
  if (at < 0) return '';
  const rest = template.slice(at + 3);
  const colon = /^"\)?: /.exec(rest);
  if (colon) return capitalize(rest.slice(colon[0].length));
  const stop = rest.indexOf('. ');
  if (stop >= 0) return rest.slice(stop + 2);
  const semi = rest.indexOf('; ');
  return semi >= 0 ? capitalize(rest.slice(semi + 2)) : '';
}

function tipVariant(f: TFlag) {
  const lower = f.quote.toLowerCase();
  const variants = CATEGORY_TIPS[f.category];
  let h = 0;
  for (const ch of lower) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  // The first cue that matches decides; variants sharing that cue (the same RegExp) take turns
  // by the quote, as the plain ones do, so a common cue does not read the same everywhere.
  const cued = variants.find((v) => v.cue?.test(lower));
  if (cued) {
    const same = variants.filter((v) => v.cue === cued.cue);
    return same[h % same.length]!;
  }
  const plain = variants.filter((v) => !v.cue);
  if (!plain.length) return variants.at(-1)!;
  return plain[h % plain.length]!;
}

function categoryTip(f: TFlag): TTip {
  const q = excerpt(f.quote);
  const chosen = tipVariant(f);
  const phrase = CATEGORY_PHRASES[f.category];
  // With several clauses in the quote, only the clause the tip's cue names may be restated; a
  // tip without a cue keeps the quote itself.
  const severalClauses = /[,;:()]|\s[-–—]\s|\s(?:but|and then|which|because)\s/.test(q);
  const said = severalClauses && !chosen.cue ? null : paraphrase(q, 90, chosen.cue);
  const advice = adviceOf(chosen.text);
  return {
    tip: said && advice ? `${said}. ${advice}` : fill(chosen.text, { q }),
    rationale: said
      ? `You wrote: "${q}".`
      : f.polarity === 'red'
        ? `A warning sign: they ${phrase.did}.`
        : `A good sign: they ${phrase.did}.`,
  };
}

/** Other wordings of the joy tip, so happy dates do not all read the same line. */
const JOY_VARIANTS = [
  FEELING_TIPS.joy,
  'You felt {feeling} ("{q}"). Hold on to what set it off: that is what you want more of.',
  'Feeling {feeling} ("{q}") is worth keeping hold of; the moment behind it is the thing to look for again.',
];

/** Fear after someone other than the date harmed the writer is about that, not the date. */
const FEAR_AFTER_HARM =
  'Feeling {feeling} ("{q}") after what someone else did to you is a normal reaction, not a verdict on the date; it can last a few days, and saying it to someone you trust helps.';

/**
 * Fear told beside nothing the date did wrong (no warning sign): "a signal worth trusting... to
 * leave" would turn a good evening against them, so it is named without a verdict.
 */
const FEAR_WITHOUT_CAUSE =
  'You wrote that you felt {feeling} ("{q}"). Nothing you describe them doing explains it; if it comes back when you are with them, trust it then.';

/**
 * A worry about what the date might do, on a date where they did nothing of the kind ("i was so
 * scared he'd be weird abt it or make some threesome joke. he didnt."): the worry was met well.
 */
const BRACED_FOR_WORSE =
  'You were braced for the worst ("{q}"), and it did not come. How they met the thing you were worried about says something good about them, and it is fine to let yourself enjoy that.';
const WHAT_THEY_MIGHT_DO =
  /\b(?:he'?d|she'?d|they'?d|he would|she would|they would|bracing|braced)\b/i;

/** Anxiety about a reply, not nerves on the date itself. */
const WAITING =
  /\b(?:wait\w*|phone|text\w*|repl\w*|messag\w*|call\w*|hear(?:d)? (?:back|from)|ghost\w*|read receipt|seen|overthink\w*|does (?:he|she|they) (?:even )?like me|did (?:he|she|they) (?:even )?like me)\b/;
export const NERVES_ON_THE_DATE =
  'Feeling {feeling} ("{q}") on a date is ordinary nerves, not a verdict on them or on you; how they were while you felt it tells you more.';

/** Tired of dating itself ("Date no. 4 this month lol ... Tired of apps."). */
export const DATING_FATIGUE_TIP =
  'Being {feeling} ("{q}") is worth listening to: a break from the apps is allowed, and the next date will read better for it than one squeezed in out of duty.';
export const TIRED_OF_DATING = 'tired of dating';

function feelingTip(f: StatedFeeling, afterHarm = false, warned = true): TTip {
  const template =
    f.feeling === TIRED_OF_DATING
      ? DATING_FATIGUE_TIP
      : afterHarm && (f.group === 'fear' || f.group === 'unease')
        ? FEAR_AFTER_HARM
        : (f.group === 'fear' || f.group === 'anxious') &&
            !warned &&
            WHAT_THEY_MIGHT_DO.test(f.quote)
          ? BRACED_FOR_WORSE
          : f.group === 'fear' && !warned
            ? FEAR_WITHOUT_CAUSE
            : f.group === 'anxious' && !WAITING.test(f.quote.toLowerCase())
              ? NERVES_ON_THE_DATE
              : f.group === 'joy'
                ? JOY_VARIANTS[
                    [...f.quote].reduce((n, c) => n + c.charCodeAt(0), 0) % JOY_VARIANTS.length
                  ]!
                : FEELING_TIPS[f.group];
  return {
    tip: fill(template, { q: excerpt(f.quote), feeling: f.feeling }),
    rationale: 'From how you said you felt.',
  };
}

function orderedForMode(mode: TAnalysisMode, flags: readonly TFlag[]): TFlag[] {
  const unique = uniqueCategories(flags);
  const red = unique.filter((f) => f.polarity === 'red');
  const green = unique.filter((f) => f.polarity === 'green');
  if (mode === 'good') return [...green, ...red];
  if (mode === 'bad') return [...red, ...green];
  const out: TFlag[] = [];
  for (let i = 0; i < Math.max(red.length, green.length); i += 1) {
    if (red[i]) out.push(red[i]!);
    if (green[i]) out.push(green[i]!);
  }
  return out;
}

function everydayVoice(input: FeedbackInput, mode: 'good' | 'bad' | 'mixed') {
  const unique = uniqueCategories(input.flags);
  const red = unique.filter((f) => f.polarity === 'red');
  const green = unique.filter((f) => f.polarity === 'green');
  const feelings = input.feelings ?? [];
  const neg = feelings.find((f) => f.family === 'negative');
  const pos = feelings.find((f) => f.family === 'positive');
  const didOf = (fs: readonly TFlag[]) =>
    joinPhrases(fs.slice(0, 2).map((f) => CATEGORY_PHRASES[f.category].did));
  let opening: string;
  if (mode === 'good') {
    opening =
      green.length > 0
        ? pos
          ? fill(OPENINGS.goodFeeling, { feeling: pos.feeling, did: didOf(green) })
          : fill(
              new Set(green.map((f) => f.category)).size >= 4
                ? OPENINGS.goodFull
                : new Set(green.map((f) => f.category)).size === 3
                  ? OPENINGS.goodMany
                  : green.length === 1
                    ? OPENINGS.goodOne
                    : OPENINGS.good,
              { did: didOf(green) },
            )
        : OPENINGS.goodTone;
  } else if (mode === 'bad') {
    opening =
      red.length > 0
        ? neg
          ? fill(OPENINGS.badFeeling, { feeling: neg.feeling, did: didOf(red) })
          : fill(OPENINGS.bad, { did: didOf(red) })
        : OPENINGS.badTone;
  } else if (green.length > 0 && neg && red.every((f) => f.severity === 'info')) {
    // Only small blemishes on the red side (one the writer excused, a few minutes late): what
    // makes it mixed is how they felt, so that is what the opening names.
    opening = fill(OPENINGS.mixedFeeling, { did: didOf(green), feeling: neg.feeling });
  } else if (red.length > 0 && green.length > 0) {
    opening = fill(OPENINGS.mixedFlags, {
      did: `${didOf(green.slice(0, 1))}, but they also ${didOf(red.slice(0, 1))}`,
    });
  } else if (green.length > 0 && neg) {
    opening = fill(OPENINGS.mixedFeeling, { did: didOf(green), feeling: neg.feeling });
  } else if (red.length > 0 && pos) {
    opening = fill(OPENINGS.mixedPositiveFeeling, { feeling: pos.feeling, did: didOf(red) });
  } else if (red.length > 0) {
    opening = fill(OPENINGS.bad, { did: didOf(red) });
  } else if (neg) {
    opening = `You wrote that you felt ${neg.feeling}, though you say little about what they did.`;
  } else opening = OPENINGS.mixedTone;

  const parts = [opening];
  const topRed = red[0];
  // A blemish (severity info) is a small thing, not "the clearest warning sign".
  const redDetail = topRed?.severity === 'info' ? DETAILS.smallRed : DETAILS.red;
  const topGreen = green[0];
  if (topRed && mode !== 'good')
    parts.push(
      fill(redDetail, { noun: CATEGORY_PHRASES[topRed.category].noun, q: excerpt(topRed.quote) }),
    );
  if (topGreen)
    parts.push(
      fill(topRed && mode !== 'good' ? DETAILS.greenAfterRed : DETAILS.green, {
        noun: CATEGORY_PHRASES[topGreen.category].noun,
        q: excerpt(topGreen.quote),
      }),
    );
  if (topRed && mode === 'good')
    parts.push(
      fill(redDetail, { noun: CATEGORY_PHRASES[topRed.category].noun, q: excerpt(topRed.quote) }),
    );
  // Blaming yourself is only answered where there is something to be absolved of: with no
  // warning sign about the date and no harm, "I am an idiot" on a lovely walk is self-mockery.
  const self =
    input.flags.some((f) => f.polarity === 'red') || input.harmQuote ? input.selfBlame : null;
  if (self)
    parts.push(
      `You wrote "${excerpt(self.quote)}", but ${lowerFirst(SELF_BLAME_ANSWERS_SOFT[self.about])}`,
    );
  const closing =
    mode === 'good'
      ? SEVERAL_DATES.test(input.text ?? '')
        ? CLOSINGS.goodAgain
        : CLOSINGS.good
      : mode === 'bad'
        ? CLOSINGS.bad
        : topRed && topRed.category in SETTLE
          ? fill(CLOSINGS.mixedRed, {
              settle: settleFor(topRed.category as TRedFlagCategory, input.text),
            })
          : CLOSINGS.mixedFeeling;
  parts.push(closing);

  // Tips: flags in the mode's order, then the writer's feelings, self-blame and attachment.
  const tips: TTip[] = [];
  const ordered = orderedForMode(mode, input.flags);
  const warned = input.flags.some((f) => f.polarity === 'red' && f.severity !== 'info');
  const feelingTips = feelings
    .slice(0, 2)
    .map((f) => feelingTip(f, Boolean(input.harmQuote), warned));
  // The strongest stated feeling comes right after the first flag tip: it is their own word.
  const first = ordered[0];
  if (first) tips.push(categoryTip(first));
  if (feelingTips[0]) tips.push(feelingTips[0]);
  if (self)
    tips.push({
      tip: fill(SELF_BLAME_TIPS[self.about], { q: excerpt(self.quote) }),
      rationale: 'You were hard on yourself here.',
    });
  const usedQuotes = new Set(first ? [first.quote] : []);
  const usedVariants = new Set(first ? [tipVariant(first).text] : []);
  for (const f of ordered.slice(1)) {
    if (usedQuotes.has(f.quote)) continue;
    usedQuotes.add(f.quote);
    usedVariants.add(tipVariant(f).text);
    tips.push(categoryTip(f));
  }
  // A second moment of the same kind counts when it calls for different advice.
  for (const f of byStrength(input.flags)) {
    if (tips.length >= 3) break;
    if (mode === 'good' && f.polarity === 'red') continue;
    const variant = tipVariant(f).text;
    if (usedQuotes.has(f.quote) || usedVariants.has(variant)) continue;
    usedQuotes.add(f.quote);
    usedVariants.add(variant);
    tips.push(categoryTip(f));
  }
  for (const r of input.repeated ?? []) {
    if (r.entries < 1) continue;
    tips.push({
      tip: fill(HISTORY_TIP, {
        noun: CATEGORY_PHRASES[r.category].noun,
        n: String(r.entries),
      }),
      rationale: 'From your earlier entries.',
    });
    break;
  }
  if (input.attachment) {
    const template =
      input.attachment.style === 'secure' && secureCue(input.attachment.quote) === 'ease'
        ? SECURE_EASE_TIP
        : ATTACHMENT_TIPS[input.attachment.style];
    tips.push({
      tip: fill(template, { q: excerpt(input.attachment.quote) }),
      rationale: `Your own words lean ${input.attachment.style === 'secure' ? 'secure' : input.attachment.style}.`,
    });
  }
  if (feelingTips[1]) tips.push(feelingTips[1]);
  const toneQuote = input.toneQuote ? excerpt(input.toneQuote) : '';
  // The strongest-feeling sentence only makes a tip when it says something: five words or more,
  // and on a good date not a negative one ("no spark either way" is no line to repeat to them).
  // Nor a header line ("footy date w Priya (33) 💛 Richmond game"), and on a good date it must
  // be about the two of them or the date: "I was 25 mins late" is no line to tell them.
  const toneUsable =
    toneQuote.split(/\s+/).filter((w) => /\w/.test(w)).length >= 5 &&
    !/\(\d{2}\)/.test(toneQuote) &&
    !(
      mode === 'good' &&
      (/\b(?:no|not|never|nothing|n't|didn't|wasn't)\b/i.test(toneQuote) ||
        !/\b(?:she|he|they|her|him|them|we|us|our)\b/i.test(toneQuote))
    );
  // Nor a line another tip already quotes.
  // (On a bad date coaching tips are dropped later, so only the ones that stay count.)
  const quotedAlready = tips.some(
    (t) =>
      t.tip.includes(toneQuote.slice(0, 40)) &&
      !(mode === 'bad' && COACHES_ANOTHER_DATE.test(t.tip)),
  );
  if (tips.length < 3 && toneUsable && !quotedAlready) {
    const q = toneQuote;
    const said = paraphrase(q);
    const shared = /\bwe\b|\bus\b|\bboth\b|\btogether\b/i.test(q);
    const template = mode === 'good' && shared ? FALLBACK_TIPS.goodShared : FALLBACK_TIPS[mode];
    tips.push({
      tip: said && adviceOf(template) ? `${said}. ${adviceOf(template)}` : fill(template, { q }),
      rationale: `The sentence with the strongest feeling in your text: "${q}".`,
    });
  }
  if (tips.length < 3 && feelings.length === 0 && !FEELING_WORDS.test(input.text ?? ''))
    tips.push({
      tip: unique[0]
        ? fill(FALLBACK_TIPS.noFeelingAbout, { did: CATEGORY_PHRASES[unique[0].category].did })
        : FALLBACK_TIPS.noFeeling,
      rationale: 'You did not say how you felt.',
    });
  if (tips.length < 3 && unique.length === 0)
    tips.push({
      tip: FALLBACK_TIPS.noBehaviour,
      rationale: 'Nothing here says how they treated you.',
    });
  const out = dedupeTips(tips);
  if (out.length < 3) out.push(decideTip(mode, input.wordCount));
  return {
    feedback: parts.join(' '),
    takeaway: parts.slice(0, 1).join(' '),
    tips: out.slice(0, 5),
  };
}

const SELF_BLAME_ANSWERS_SOFT: Record<SelfBlame['about'], string> = {
  going_back: 'Going somewhere with someone does not make how they behaved your fault.',
  drinking: 'Drinking does not make their behaviour your responsibility.',
  overreacting: 'Noticing this is not overreacting.',
  signals: 'Signals are not promises.',
  should_have: 'Hindsight is clearer than the moment was.',
  fault: 'How they behaved was their choice.',
  sounds: 'What happened is not smaller because of who you are.',
};

const lowerFirst = (s: string) => (s ? s[0]!.toLowerCase() + s.slice(1) : s);

/** The last fallback: something to settle for themselves before another meeting. */
function decideTip(mode: 'good' | 'bad' | 'mixed', wordCount: number): TTip {
  return {
    tip: FALLBACK_TIPS.decide[mode],
    // Only a short account has little more to go on; a long one has had its say above.
    rationale:
      wordCount < 80
        ? 'There is little more in the text to go on.'
        : 'Something to settle for yourself before you see them again.',
  };
}

function dedupeTips(tips: readonly TTip[]): TTip[] {
  const seen = new Set<string>();
  return tips.filter((t) => !seen.has(t.tip) && seen.add(t.tip));
}

// ---------------------------------------------------------------------------------------------
// Flat

/**
 * A text mostly in another language: the engine reads English, so it says it could only go by
 * the English words and asks for the account in English, and never reads the rest as anything.
 */
function notEnglishVoice() {
  const opening =
    "Most of this is written in a language I can't read yet: I read English, so I could only go by the few English words in it.";
  return {
    feedback: `${opening} I would rather say that than guess at how your date went.`,
    takeaway: opening,
    tips: [
      { tip: FALLBACK_TIPS.inEnglish, rationale: 'Most of your entry is not in English.' },
      {
        tip: FALLBACK_TIPS.unsafeInEnglish,
        rationale: 'Nothing here could be read for your safety.',
      },
      { tip: FALLBACK_TIPS.feelingInEnglish, rationale: 'How you felt is what I read best.' },
    ],
  };
}

function flatVoice(input: FeedbackInput) {
  if (input.notEnglish) return notEnglishVoice();
  const n = input.wordCount;
  const wordsText = `${n} ${n === 1 ? 'word' : 'words'}`;
  const tooShort = n < SHORT_ENTRY_WORDS;
  const opening = tooShort
    ? `You wrote ${wordsText}, which reads as ${input.polarity}, but that is too little to say what went well or badly.`
    : 'You describe what happened but not how they treated you or how you felt, so there is little here to read yet.';
  const ask = tooShort
    ? 'Tell it like you would to a friend: what they did, what they said, and how you felt on the way home.'
    : 'One line on how you felt, and one on how they reacted to you, would change that.';
  const tips: TTip[] = [];
  if (tooShort)
    tips.push({
      tip: fill(FALLBACK_TIPS.shortText, { n: String(n) }),
      rationale: `Your entry is ${wordsText}.`,
    });
  if (!FEELING_WORDS.test(input.text ?? ''))
    tips.push({ tip: FALLBACK_TIPS.noFeeling, rationale: 'You did not say how you felt.' });
  tips.push({
    tip: FALLBACK_TIPS.noBehaviour,
    rationale: 'Nothing here says how they treated you.',
  });
  if (!tooShort)
    tips.push({
      tip: FALLBACK_TIPS.flatAsk,
      rationale: 'Nothing in the text says how it went for you.',
    });
  if (input.toneQuote && /\w/.test(input.toneQuote) && !tooShort)
    tips.push({
      tip: `The line that stands out most is "${excerpt(input.toneQuote)}". Say what it meant to you.`,
      rationale: 'The sentence with the most feeling in your text.',
    });
  return { feedback: `${opening} ${ask}`, takeaway: opening, tips };
}

// ---------------------------------------------------------------------------------------------

export interface Voice {
  feedback: string;
  takeaway: string;
  nextStep: string;
  tips: TTip[];
}

/**
 * A plain "not for me": it closes even a date that read as good ("don't reckon she's for me but
 * respect the honesty").
 */
const PLAIN_NO = [
  String.raw`(?:she|he|they)(?:'?s| is| are|'re) not for me`,
  String.raw`(?:don'?t|do not|dont) (?:reckon|think) (?:she|he|they)(?:'?s| is| are|'re) (?:for me|the one|my type|it)`,
  String.raw`not (?:seeing|going to see|gonna see|meeting) (?:him|her|them) again`,
  String.raw`(?:no|not a|won'?t be a) second (?:date|one|round|meeting)`,
  String.raw`(?:don'?t|do not|dont) think there(?:'?s| is| will be| won'?t be) (?:a )?next (?:time|one|date)`,
  String.raw`not going (?:out )?again`,
  String.raw`(?:was|is|it'?s) a no for me`,
  // Both sides closed it: "Neither of us will text."
  String.raw`neither of us (?:will|is going to|is gonna|'ll) (?:text|call|message|get in touch)`,
  // Round 21: "she wants to hang again. ngl probably not", "nothing wrong, just no interest"
  String.raw`(?:ngl |honestly |tbh )?(?:probably|prob|prolly) not(?=\s*[.!]*\s*$)`,
  String.raw`just no interest`,
];

/**
 * The writer has already closed it: "never again", "not seeing him again", "I blocked her".
 * Advice that assumes another meeting (a second date, "next time", "see whether it holds") is
 * then beside the point, and worse, it second-guesses a decision they have made. Outside a
 * good date the wider list counts too ("i'm done", "left early", "2/10").
 */
const CLOSED = [
  String.raw`never again`,
  String.raw`won'?t (?:be )?(?:seeing|see) (?:him|her|them) again`,
  String.raw`i'?m done|i am done`,
  String.raw`(?:i )?blocked (?:him|her|them)|unmatched|deleted (?:his|her|their) number|deleted (?:him|her|them|the chat) from`,
  String.raw`i'?m (?:blocking|unmatching|deleting) (?:him|her|them)|(?:going to|gonna) (?:block|unmatch) (?:him|her|them)`,
  // "not interested", but not the writer wondering about the date ("or not interested in me?")
  String.raw`(?:i )?ended (?:it|things)|(?<!\b(?:or|if|he'?s|she'?s|they'?re|he is|she is|they are|is|was|seems?|maybe|probably|whether) )not interested(?! in (?:me|us)\b)|(?:that'?s|thats) a no|(?:it'?s|its) a no from me`,
  String.raw`khalas|hard pass|not for me`,
  String.raw`i (?:just )?(?:walked out|got up and left|bailed|dipped|made an excuse and left|left early|left before (?:the )?(?:dessert|mains|food|end))`,
  String.raw`[0-3] ?(?:\/|out of) ?10|but no(?=\s*[.!]*\s*$)`,
  String.raw`i'?m good on (?:that|her|him|them)`,
  String.raw`(?:not|aint|ain'?t) (?:bout|bouta|about to|gonna|going to) (?:waste|see|do (?:that|this))`,
  String.raw`paid and left`,
  // "asked for the bill, paid my half, and left him with the pulque", "I left him in seen"
  String.raw`(?:paid|asked for the (?:bill|check))\b[^.!?\n]{0,30}\band left`,
  String.raw`left (?:him|her|them) (?:in|on) (?:seen|read|delivered)`,
  String.raw`told (?:her|him|them) i (?:wasn'?t|was not|'m not|am not) interested`,
  String.raw`won'?t be (?:calling|texting|replying)`,
  String.raw`(?:i'?d|i would|i'?ll|i will) (?:only )?see (?:him|her|them) as (?:a )?(?:pal|friend|mate|pals|friends|mates)|(?:told|said to) (?:him|her|them) (?:i (?:thought|think) )?(?:we'?re|we are|we'?d be|we would be|just) (?:better as )?(?:just )?(?:friends|pals|mates)`,
  // Round 20: "Wished him well." and "Finished my wine and went home." (after a slur)
  String.raw`(?:^|[.!?]\s*)(?:i )?wished (?:him|her|them) (?:well|all the best|luck)`,
  String.raw`(?:^|[.!?]\s*)(?:i )?finished my (?:wine|drink|pint|coffee|beer|glass) and (?:went home|left|walked out)`,
  String.raw`i'?m no(?:t)? having (?:a man|a woman|someone|anyone|him|her) that`,
  // A last word: "nah. blocked", "Two and a half hours I won't get back. No.", "I won't.",
  // "Fine. Next.", "Not again."
  String.raw`(?<=[.!?]\s{0,3}|nah\s{0,3}|^)(?:blocked|no|i won'?t|next|not again|moving on)(?=[.!]*\s*$)`,
];
export const DECIDED = new RegExp(String.raw`\b(?:${[...CLOSED, ...PLAIN_NO].join('|')})\b`, 'im');
const DECIDED_DESPITE_GOOD = new RegExp(String.raw`\b(?:${PLAIN_NO.join('|')})\b`, 'i');

const COACHES_ANOTHER_DATE =
  /\bleave a pause\b|\bname it calmly\b|\bask (?:them )?(?:directly|plainly)\b|\bsay once\b|\bwhen they next\b|\bnext time\b|\bsecond (?:date|meeting|one)\b|\bif you meet again\b|\bwhether it (?:holds|lasts|eases)\b/i;

const ASSUMES_ANOTHER_DATE =
  /\bleave a pause\b|\bname it calmly\b|\bsecond (?:date|meeting)\b|\bnext (?:time|plan|one|date)\b|\bif you meet again\b|\bsee (?:them )?again\b|\bwhether it (?:holds|lasts|eases)\b|\bwhen they next\b|\bask (?:them )?(?:directly|plainly)\b|\bask about it\b|\bsay once\b|\bsee whether they\b|\bwatch how they\b|\bnotice whether it comes back\b|\bmeet their openness\b|\btell them that part\b|\bbring up something they told you\b|\bsay yes only to a plan\b|\bmeet it with some of your own\b|\bsay so just as plainly\b|\badmit yours too\b|\bone gentle question later\b/i;

/**
 * The next meeting is already arranged ("next Saturday? I'll cook this time", "Second date next
 * week, she proposed the flea market", "she already booked the tickets"): advice to answer on
 * their own timeline or to find out whether the interest is mutual is advice about a question
 * that is settled.
 */
const DAY = String.raw`(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekend|week`;
export const NEXT_PLAN_SET = new RegExp(
  [
    String.raw`\b(?:second|2nd|next|another) date (?:is |on |next |this |tomorrow|(?:${DAY}))`,
    String.raw`\b(?:we'?re|we are|we'?ll be|we will be) (?:going|meeting|seeing each other|doing)\b[^.!?\n]{0,30}\b(?:again|next|tomorrow|on (?:${DAY}))`,
    String.raw`\bnext (?:${DAY})\b[^.!\n]{0,40}\b(?:cook|meet|see|date|plan|dinner|come over|pick)`,
    String.raw`\b(?:booked|bought|got|looked up) (?:the |us |two )?(?:tickets|a table|table)\b`,
    String.raw`\bsee (?:her|him|them) (?:again )?(?:on |next |this )(?:${DAY})\b`,
    String.raw`\b(?:i'?m|i am|we'?re|we are) seeing (?:her|him|them|each other) (?:again )?(?:on |next |this )?(?:${DAY}|tomorrow|next week|at the weekend|this weekend)\b`,
    String.raw`\b(?:she|he|they) (?:proposed|suggested|invited me to|asked me to) (?:the |a |another |dinner|lunch|coffee)`,
  ].join('|'),
  'i',
);
const PLANNED_TIP =
  'The next plan is already made ("{q}"). Nothing to decide before then; go in with the same ease, and notice whether the good parts of this one show up again.';
const UNSURE_OF_NEXT =
  /\bown timeline\b|\bwhether they want to see you again\b|\binterest was mutual\b/i;

/**
 * The writer already raised it with them ("I asked her about it", "he owned up", "I said it's not
 * for me"): advice to ask or name it is advice they have already taken.
 */
const ASKS_THEM = /\bask (?:about it|(?:them )?(?:directly|plainly))\b|\bname it\b|\bsay once\b/i;

/** When someone other than a good date harmed the writer: acknowledged first, never skipped. */
export const HARM_BESIDE_THE_DATE =
  '"{q}": that was done to you, and none of it is on you. You can still report it, to the venue or the police, even days later; the panel above lists who can help.';

/**
 * The writer saw someone tamper with their date's drink ("I saw him drop something in it") and
 * acted: worth naming, with what can still be done.
 */
const SAW_TAMPERING =
  /\b(?:saw|seen|watched|caught) (?:him|her|them|someone|somebody|a (?:\w+ )?(?:guy|man|fella|bloke|woman|girl|lad))\b[^.!?\n]{0,40}\b(?:drop|put|slip|pour|tip|sprinkl)\w* (?:something|a pill|pills|powder|a tablet|stuff)\b|\b(?:dropp?ed|slipp?ed|put) (?:something|a pill|powder) in (?:her|his|their) (?:drink|glass|beer|wine|cocktail)\b/i;
export const SAW_TAMPERING_TIP =
  'You saw someone tamper with their drink and acted on it ("{q}"). That was the right call. The venue and the police can still be told, even days later; venues keep camera footage only for a short time.';

/**
 * The date asking the writer for money ("she asked whether I'd help her with a bit of bother with
 * the bank, two thousand to tide her over"): the pattern of a romance scam, whatever else the
 * evening was.
 */
export const MONEY_ASK =
  /\b(?:she|he|they)\b[^.!?\n]{0,40}\b(?:asked|wanted|needed|begged|pressed|pushed)\b[^.!?\n]{0,140}\b(?:money|cash|£\s?\d|\$\s?\d|€\s?\d|pounds|dollars|euros|grand|thousand|a loan|lend (?:her|him|them)|borrow|bank transfer|gift cards?|crypto|bitcoin|invest(?:ed|ing|ment|ments|or|ors)?|tide (?:her|him|them) over)\b/i;
export const SCAM_TIP =
  'They asked you for money ("{q}"). Asking for money, above all early on or after weeks of messages, is the pattern of a romance scam: do not send any, report the profile where you met, and if you already sent some, call your bank straight away and report it to the police as fraud.';

/** The tip for a writer who has decided: their decision is the answer. */
const DECIDED_TIP =
  'You have already decided ("{q}"). That is a complete answer: you owe them no explanation and no second try.';

/** For a bad date with too few tips that do not coach another meeting. */
const BAD_MORE = [
  'If they get in touch, you can answer briefly or not at all; what you saw on this date is enough to go on.',
  'Keep the one thing this evening taught you about what you want; that is the part worth taking to the next person you meet.',
];

const DECIDED_MORE = [
  'If they get in touch, a short "thanks, but it is not for me" is enough; you do not have to explain or argue.',
  'Keep the one thing this evening taught you about what you want; that is the part worth taking to the next person you meet.',
];

export function buildVoice(input: FeedbackInput, mode: TAnalysisMode): Voice {
  const v =
    mode === 'danger'
      ? dangerVoice(input)
      : mode === 'flat'
        ? flatVoice(input)
        : everydayVoice(input, mode);
  const decided =
    mode === 'danger'
      ? null
      : (mode === 'good' ? DECIDED_DESPITE_GOOD : DECIDED).exec(input.text ?? '');
  const answer = answerQuestion(input, mode);
  // A writer who has decided, or who has just been told they owe it no second try, gets no tip
  // that coaches another date with this person.
  const noNextDate =
    decided !== null ||
    (answer !== null && mode === 'bad' && answer.tip.startsWith('You asked whether to see them'));
  const raised = ALREADY_RAISED.test(input.text ?? '');
  const planned = NEXT_PLAN_SET.test(input.text ?? '');
  const fits = (t: TTip) =>
    (!noNextDate || !ASSUMES_ANOTHER_DATE.test(t.tip)) &&
    // A bad date's feedback already says they owe it no second chance: no tip then coaches one.
    !(mode === 'bad' && COACHES_ANOTHER_DATE.test(t.tip)) &&
    !(raised && ASKS_THEM.test(t.tip)) &&
    !(planned && UNSURE_OF_NEXT.test(t.tip));
  const lead: TTip[] = [];
  if (input.harmQuote && mode !== 'danger')
    lead.push({
      tip: fill(HARM_BESIDE_THE_DATE, { q: excerpt(input.harmQuote) }),
      rationale: 'Someone other than your date hurt you.',
    });
  const money = MONEY_ASK.exec(input.text ?? '');
  const scamTip: TTip | null = money
    ? {
        tip: fill(SCAM_TIP, { q: excerpt(clauseAt(input.text ?? '', money.index)) }),
        rationale: 'They asked you for money.',
      }
    : null;
  if (scamTip && mode !== 'danger') lead.push(scamTip);
  const tampering = mode === 'danger' ? null : SAW_TAMPERING.exec(input.text ?? '');
  if (tampering)
    lead.push({
      tip: fill(SAW_TAMPERING_TIP, { q: excerpt(clauseAt(input.text ?? '', tampering.index)) }),
      rationale: 'Because of what you saw done to their drink.',
    });
  const answerLater = answer !== null && mode === 'danger' && answer.afterSafety;
  if (answer && !answerLater) lead.push({ tip: answer.tip, rationale: answer.rationale });
  if (decided)
    lead.push({
      tip: fill(DECIDED_TIP, { q: excerpt(clauseAt(input.text ?? '', decided.index)) }),
      rationale: 'You said you are not seeing them again.',
    });
  // The strongest-feeling fallback tip says nothing new when another tip already rests on the
  // same sentence (quoted, or paraphrased as its first sentence).
  const quoteOf = (t: TTip) =>
    /"([^"]{12,})"/.exec(t.tip)?.[1] ?? /^([^.]{20,}\.)\s/.exec(t.tip)?.[1];
  const isFallback = (t: TTip) =>
    /^The sentence with the (?:strongest|most) feeling/.test(t.rationale);
  // A question already answered is not quoted back by another tip ("You wrote 'Am I
  // overreacting?'...").
  const answered = (t: TTip) =>
    answer !== null && t.tip.toLowerCase().includes(answer.asked.toLowerCase());
  const rest = v.tips.filter((t) => fits(t) && !answered(t));
  const saysNothingNew = (t: TTip) =>
    isFallback(t) &&
    rest.some((o) => o !== t && !isFallback(o) && quoteOf(t) && quoteOf(o) === quoteOf(t));
  let tips = [...lead, ...rest.filter((t) => !saysNothingNew(t))];
  if (answer && answerLater)
    tips.splice(Math.min(1, tips.length), 0, { tip: answer.tip, rationale: answer.rationale });
  if (scamTip && mode === 'danger') tips.splice(Math.min(1, tips.length), 0, scamTip);
  const plan = planned && !noNextDate ? NEXT_PLAN_SET.exec(input.text ?? '') : null;
  if (plan && tips.length < 3 && mode !== 'danger')
    tips.push({
      tip: fill(PLANNED_TIP, { q: excerpt(clauseAt(input.text ?? '', plan.index)) }),
      rationale: 'The next meeting is already arranged.',
    });
  for (const extra of noNextDate ? DECIDED_MORE : mode === 'bad' ? BAD_MORE : [])
    if (tips.length < 3)
      tips.push({ tip: extra, rationale: 'Nothing here needs another meeting with them.' });
  for (const t of v.tips)
    if (tips.length < 3 && !tips.includes(t) && fits(t) && !answered(t) && !saysNothingNew(t))
      tips.push(t);
  if (tips.length < 3 && mode !== 'danger' && mode !== 'flat') {
    const decide = decideTip(mode, input.wordCount);
    if (!tips.some((t) => t.tip === decide.tip)) tips.push(decide);
  }
  // A danger page lists every tip as a step (what to keep, whom to tell, where to report).
  tips = tips.slice(0, mode === 'danger' ? 6 : 5);
  // "she" or "he" for the date in the takeaway and the feedback, where the writer is plain about it.
  const pronoun = datePronoun(input.text ?? '');
  const takeaway = withDatePronoun(v.takeaway, pronoun);
  const feedback = v.feedback.startsWith(v.takeaway)
    ? takeaway + withDatePronoun(v.feedback.slice(v.takeaway.length), pronoun)
    : withDatePronoun(v.feedback, pronoun);
  return { ...v, feedback, takeaway, tips, nextStep: tips[0]?.tip ?? '' };
}

/** The clause of `text` around position `at` (between sentence or clause breaks). */
function clauseAt(text: string, at: number): string {
  const before = text.slice(0, at);
  const start = Math.max(...['.', '!', '?', '\n', ','].map((c) => before.lastIndexOf(c))) + 1;
  const rest = text.slice(at);
  const ends = ['.', '!', '?', '\n', ','].map((c) => rest.indexOf(c)).filter((i) => i >= 0);
  let end = at + (ends.length ? Math.min(...ends) : rest.length);
  // In a run-on with no stop for lines, only the words around the match: "no thanks, I'm going
  // home", not the whole voice note.
  let from = start;
  if (end - start > 100) {
    const words = /\S+/g;
    const starts: number[] = [];
    for (let m = words.exec(text); m && m.index < end; m = words.exec(text))
      if (m.index >= start) starts.push(m.index);
    const i = starts.findIndex((w) => w >= at);
    const k = i < 0 ? starts.length - 1 : i;
    from = starts[Math.max(0, k - 6)] ?? start;
    const last = starts[k + 8];
    if (last !== undefined) end = last;
  }
  return text.slice(from, end).trim();
}

function modeOf(input: FeedbackInput): TAnalysisMode {
  if (input.mode) return input.mode;
  if (input.flags.some((f) => f.severity === 'danger') || input.harmQuote) return 'danger';
  if (
    input.flags.length === 0 &&
    !(input.feelings ?? []).length &&
    input.wordCount < SHORT_ENTRY_WORDS
  )
    return 'flat';
  return input.polarity === 'positive' ? 'good' : input.polarity === 'negative' ? 'bad' : 'mixed';
}

export function buildTips(input: FeedbackInput): TTip[] {
  return buildVoice(input, modeOf(input)).tips;
}

export function buildFeedback(input: FeedbackInput): string {
  return buildVoice(input, modeOf(input)).feedback;
}

export function buildSafety(
  flags: readonly TFlag[],
  resources: string,
  harmQuote?: string,
): TSafety {
  const danger = flags.filter((f) => f.severity === 'danger');
  if (danger.length === 0 && harmQuote)
    return {
      concern: true,
      message: `You describe being put at risk by someone ("${excerpt(harmQuote)}"). That is not your fault, and it is worth taking seriously even if it was not your date. If you are not safe right now, go somewhere safe and contact someone you trust or one of the services below.`,
      resources,
    };
  if (danger.length === 0) return { concern: false, message: '', resources: '' };
  const kinds = [...new Set(danger.map((f) => flagDangerKind(f)))];
  const specific = kinds.filter((k) => k !== 'risk');
  const nouns = (specific.length > 0 ? specific : kinds).map((k) => DANGER_PHRASES[k].noun);
  return {
    concern: true,
    message: `Part of what you describe (${joinPhrases(nouns)}) can be dangerous. You are not overreacting by taking it seriously, and none of it is your fault. If you are not safe right now, go somewhere safe and contact someone you trust or one of the services below.`,
    resources,
  };
}
