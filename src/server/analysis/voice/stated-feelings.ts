import { LAUGHED_AT_WRITER, messageSenders } from '../flag-grounds';
import type { Sentence } from '../text';
import {
  BODY,
  GROUP_FAMILY,
  INTERJECTIONS,
  NEGATED,
  NEGATED_SAFE,
  WORDS,
  type FeelingFamily,
  type FeelingGroup,
} from './feeling-lexicon';
import { clauseQuote } from './phrases';

export type { FeelingFamily, FeelingGroup } from './feeling-lexicon';

/**
 * Feelings the writer states in their own words ("I was shaking", "I felt seen", "ugh", "kinda
 * giddy", "I felt anxious afterwards wondering if he liked me"), each with the clause that says
 * it and how strongly it is said. These come before the emotion model's reading: what someone
 * says they felt is better evidence than what a model reads from their wording.
 */

export interface StatedFeeling {
  /** The feeling in one word or short phrase, e.g. "scared", "seen", "fed up". */
  feeling: string;
  family: FeelingFamily;
  group: FeelingGroup;
  /** The clause of the writer's text that states it (an exact substring). */
  quote: string;
  /** 1-10: how strongly they said it (intensifiers, physical signs, exclamation). */
  intensity: number;
}

const INTENS =
  '(?:(?:so+|really|very|super|incredibly|completely|totally|extremely|absolutely|genuinely|truly|properly|deeply|pretty|quite|a bit|abit|a little|kinda|kind of|sort of|slightly|somewhat|a tad|lowkey|low-key|mildly|weirdly|strangely|oddly|just|still|all|that|suddenly|instantly|immediately|really really|so so|more and more|actually|honestly|pure|fucking|fuckin|fkn|effing|bloody|damn|real|proper|dead|about as),?\\s+)*';
const FRAME =
  "(?:(?:^|\\b)im(?=\\s)|i(?:'m| am| was| felt| feel| feel like| felt like| got| get| became| kept feeling| still feel| ended up| came home| went home| left| walked away| wasn't| was not| am not| 'm not| have been| 've been| was getting| was feeling| am feeling| 'm feeling| (?:didn't|did not|don't|do not|never|couldn't|could not) (?:really |fully |quite |once )?feel(?: like)?)|(?:made|makes|make|making|left|had) me(?: feel(?:ing)?)?|(?:^|[.!?]\\s*|,\\s*|and\\s+)(?:felt|feeling|feel)(?: like)?|i (?:could|can) feel myself (?:getting|being)|\\bi(?=\\s+(?:abit|a bit|so|very|really|damn|quite|super)\\s)|\\bi(?=\\s+(?:melted|swooned)\\b))\\s+";

const FELT_FRAME =
  '(?:i (?:felt|feel|feel like|felt like|still feel|kept feeling)|(?:made|left) me feel(?:ing)?|(?:^|[.!?]\\s*|,\\s*|and\\s+)(?:felt|feeling|feel)(?: like)?|\\b(?:go|goes|went|came|come|got|get) home feeling|\\b(?:my )?body (?:feel|feels|felt|feeling))\\s+';

/** A feeling said without "I felt", after a softener or intensifier: "kinda giddy tbh", "so happy". */
const LEAD = '(?:(?:honestly|ngl|tbh|still|and|lol|ok|okay|just|but|now),?\\s+){0,2}';
const BARE_FRAME = `(?:^|[.!?;,]\\s+|\\n\\s*)${LEAD}(?:so+|kinda|kind of|a bit|abit|a little|lowkey|low-key|really|very|super|totally|weirdly|slightly|sort of|pretty|proper|bloody|dead|well|pure)\\s+`;
/**
 * A feeling word opening its clause, then what it is about: "furious I wasted a night off",
 * "Mortified but also...", "Still sore about it all week", "Tickled about this one".
 */
const OPENING_FRAME = `(?:^|[.!?;]\\s+|\\n\\s*)${LEAD}`;
const ABOUT_AFTER =
  '(?=\\s+(?:(?:a )?(?:bit|little) )?(?:about|that i|i\\b|bc|because|cause|cos|but|not gonna|ngl|tbh|all (?:week|day|night)|to bits|to death|to tears|as hell|af))';
/** A feeling word on its own as a whole clause: "honestly giddy.", "ngl terrified". */
const ALONE_FRAME = `(?:^|[.!?;,]\\s+|\\n\\s*)${LEAD}`;
/**
 * A feeling word after "and" in a clause the writer opened ("i'm in the car park and furious").
 * Tried only on sentences that have such a clause (`I_AND`): a per-word pattern on every
 * sentence cost a tenth of the engine's time.
 */
const I_AND = /\bi(?:'m| am| was| got| came home| went home)\b[^.!?;\n]{0,40}?\band\s/;
const AND_FRAME = `\\bi(?:'m| am| was| got| came home| went home)\\b[^.!?;\\n]{0,40}?\\band\\s+${LEAD}`;
const CLAUSE_END = '(?=\\s*(?:[.!?,;)]|$|\\n|tbh|ngl|lol|haha|rn|now|af|😭|🥹|🙃|😬))';

/**
 * Which feeling words a sentence contains, each tested on its own (words overlap: "creeped out"
 * is two feelings), so the framed patterns below run only for the words a sentence contains.
 */
const WORD_PRESENT = WORDS.map((w) => new RegExp(`\\b(?:${w.re})\\b`));
function wordsIn(lower: string): Set<number> {
  const found = new Set<number>();
  WORD_PRESENT.forEach((re, i) => {
    if (re.test(lower)) found.add(i);
  });
  return found;
}

const WORD_RES = WORDS.flatMap((w, index) => [
  {
    ...w,
    index,
    regex: new RegExp(
      `${w.feltOnly ? FELT_FRAME : FRAME}(?:feeling\\s+)?${INTENS}(${w.re})\\b`,
      'g',
    ),
  },
  ...(w.feltOnly
    ? []
    : [
        {
          ...w,
          index,
          regex: new RegExp(
            `${BARE_FRAME}${INTENS}(${w.re})\\b(?! (?:food|place|view|bar|night|weather|time|day))`,
            'g',
          ),
        },
        { ...w, index, regex: new RegExp(`${ALONE_FRAME}(${w.re})\\b${CLAUSE_END}`, 'gu') },
        {
          ...w,
          index,
          regex: new RegExp(`${AND_FRAME}(${w.re})\\b${CLAUSE_END}`, 'gu'),
          onlyWith: I_AND,
        },
        {
          ...w,
          index,
          regex: new RegExp(`${OPENING_FRAME}${INTENS}(${w.re})\\b${ABOUT_AFTER}`, 'gu'),
        },
      ]),
]);

const NEGATION_BEFORE =
  /\b(?:not|never|no|n't|didn't|don't|wasn't|isn't|nothing|hardly|without)\b[^,.;!?]{0,25}$/;
const NEGATION_INLINE = /\b(?:not|never|n't|didn't|don't|wasn't|hardly)\s+(?:\w+\s+){0,2}$/;
const STRONG =
  /\b(?:so+|really|very|super|incredibly|completely|totally|extremely|absolutely|genuinely|truly|properly|deeply)\b/;
const WEAK =
  /\b(?:a bit|a little|kinda|kind of|sort of|slightly|somewhat|a tad|lowkey|low-key|mildly)\b/;
/** Fear said fondly: about how much the writer likes someone, or "in a good way". */
const FOND_FEAR =
  /\b(?:how much i (?:like|liked|love|want)|in a good way|good (?:scared|nervous)|(?:scared|afraid|terrified|nervous|frightened) (?:to|of) (?:get(?:ting)? (?:excited|my hopes up|attached|ahead of myself|invested|too into (?:him|her|them|it))|hop(?:e|ing)|jinx(?:ing)? it|(?:write|say|admit|type) (?:it|that|this))|(?:happy|excited|giddy|thrilled)[, ]+(?:and |but )?(?:slightly |a bit |a little |kind of |kinda )?(?:terrified|scared|afraid)|falling for|(?:this|it) could be something|(?:scared|afraid|terrified|nervous)(?: a)?(?: bit| little)? (?:because|bc|cos|cause) (?:it'?s |it is |is |this is )?(?:so )?(?:good|going (?:so )?well|too good)|(?:scared|afraid|terrified) (?:that )?i (?:like|liked|fancy|love) (?:him|her|them)(?: too much| a lot| so much)?)\b/;

/** Hypotheticals and other people's feelings are not the writer's: "if I felt", "she felt". */
/**
 * Sick in the body, not in the gut about the date: food, drink, a bug ("sick after the
 * mussels", "sick as a dog in the lane", "threw up").
 */
const PHYSICALLY_SICK =
  /\b(?:sick as a dog|food poisoning|mussels|oysters|prawns|seafood|kebab|curry|the food|something i ate|stomach bug|threw up|throwing up|vomit\w*|hungover|hangover|flu|a bug|seasick|car ?sick|travel sick)\b/;

/** Tears of being moved, not frightened: beauty, closeness, happiness in the same sentence. */
const HAPPY_TEARS =
  /\b(?:so beautiful|beautiful|so happy|happy tears|tears of joy|so close|very close|felt close|so moved|moved me|touched|lovely|first time (?:on a date|anyone)|song|sang|singing|serenad\w*|mariachis?|band played|played (?:a|our|my|the) (?:song|tune)|cliché|cheesy|corny)\b/;

/** Nerves about liking someone, not fear of them. */
export const NERVOUS_ABOUT_LIKING = 'nervous about liking them';
/**
 * A fear of what the date might turn out to be ("scared she'd be a catfish", "afraid he'd ghost"):
 * a worry beforehand, not fear of what they did.
 */
export const WORRIED_BEFOREHAND = 'worried beforehand';
const ANTICIPATED =
  /^\s*(?:that\s+)?(?:\w+\s+){0,2}?(?:he|she|they|it|this|shorty|the date)\s*(?:'d|would|was (?:gon|gonna|going to)|were (?:gonna|going to)|gon|gonna|might|will|could)\s+(?:be|turn out|look|not show|ghost|flake|bail|hate|not like)\b/;

/** The weather or warming up, which explain cold hands without any fear. */
const WEATHER =
  /\b(?:weather|winter|snow\w*|frost\w*|wind\w*|rain\w*|ice|icy|degrees|outside|gloves?|mittens|scarf|coat|jacket|flask|tea|chai|coffee|cocoa|hot chocolate|soup|fire|heater|sea|lake|river|swim\w*|rink|skating|freezing out|cold out|cold day|cold night|so cold|because)\b/;

const NOT_MINE = /\b(?:if|whether|in case|unless|pretend(?:ed)? to)\s+(?:\w+\s+)?$/;
/**
 * Someone else's words, quoted: "he told me straight 'I'm scared, hold my hand'" is the date's
 * fear, not the writer's.
 */
const QUOTED_SPEECH =
  /\b(?:said|says|say|told (?:me|us|him|her|them)|tells me|goes|went|was like|texted|asked|whispered|kept saying|yelled|shouted|admitted)\b[^'"\u201c\u201d]{0,20}['"\u201c][^'"\u201d]*$/;
/**
 * The date's feeling, told by them: "he tell me he is separated since 1 year, still a bit sad"
 * is his sadness, not the writer's.
 */
const THEIR_FEELING =
  /\b(?:he|she|they) (?:tell|tells|told|say|says|said|admit\w*|explain\w*|mention\w*|confess\w*)(?: me| us)?(?: that)? (?:he|she|they|he'?s|she'?s|they'?re)\b[^.!?;]*$/;
/**
 * Guilt over the writer's own act on an earlier occasion: "(I cancelled on her the first time
 * because of flu, felt awful, she was so nice about it)" says how they felt then, not how this
 * date went.
 */
const EARLIER_OWN_ACT =
  /\bi (?:had to )?(?:cancell?ed|bailed|flaked|stood (?:him|her|them) up|rescheduled|postponed|ghosted)\b[^.!?]*\b(?:the first time|first time round|last time|last week|the time before|before|originally|the first try)\b/;
/** A mock feeling with a laugh: "mildly gutted i never got to use it 😅". */
const MOCK_HURT = /\b(?:mildly|slightly|lowkey|low key|a tiny bit|a wee bit)\s+[\w']+$/;
const JOKING = /😅|😂|🤣|\blol\b|\bhaha\w*|\blmao\b|\bjk\b/;
/**
 * Backstory about someone: "the one who fixed my laptop when I cried about the Excel thing" is
 * how the writer knows them, not how the date felt.
 */
const BACKSTORY = /\b(?:one|guy|girl|man|woman|boy|person|dude) (?:who|that)\b[^.;!?]*\bwhen\s+$/;
/** Felt on someone else's behalf ("mortified for her", "embarrassed for the poor waitress"). */
const FOR_SOMEONE_ELSE =
  /^\s*(?:for|on behalf of) (?:her|him|them|the (?:poor )?\w+|that (?:poor )?\w+|poor \w+)\b/;
/**
 * Bad about the writer's own doing ("i felt so bad abt being late"): sheepish, about themselves,
 * not about the date.
 */
const ABOUT_MY_OWN_DOING =
  /^\s*(?:(?:about|abt|for|that i was|that i'?d been|that i'?m) (?:being |me being |my being |having been |showing up )?(?:so |super |really |very )?(?:late|drunk|rude|awkward|quiet|nervous|boring|weird|a mess|the one who)|(?:about )?(?:telling|letting|turning) (?:him|her|them) (?:that|down|know))/;

/** Embarrassed by something sweet ("people clapped, I was so embarrassed"): flustered, glad. */
const FOND_EMBARRASSED =
  /\b(?:clapp\w*|cheer\w*|blush\w*|giggl\w*|grinn\w*|smil\w*|laugh\w*|cute|sweet|adorabl\w*|in a good way|swoon\w*|serenad\w*)\b/;

/** Lower case, straight apostrophes, and northern "i were" as "i was" (same length, so a match's
 * position is its position in the text). */
export const normalizeForFeelings = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/\bi were\b/g, 'i was ');

function intensityOf(base: number, lower: string, original: string, at: number): number {
  const before = lower.slice(Math.max(0, at - 40), at + 30);
  let x = base;
  if (/\bso so\b|\bso{3,}\b|\breally really\b/.test(before)) x += 3;
  else if (STRONG.test(before)) x += 2;
  if (WEAK.test(before)) x -= 2;
  if (/!/.test(original)) x += 1;
  if (/\b[A-Z]{3,}\b/.test(original.replace(/\bI\b/g, ''))) x += 1;
  return Math.max(1, Math.min(10, x));
}

/** Every stated feeling, at most one per feeling word, strongest first, then in text order. */
export function statedFeelings(sentences: readonly Sentence[]): StatedFeeling[] {
  const found: (StatedFeeling & { order: number })[] = [];
  const add = (
    s: Sentence,
    lower: string,
    at: number,
    feeling: string,
    group: FeelingGroup,
    strength: number,
    order: number,
  ) => {
    if (found.some((f) => f.feeling === feeling)) return;
    const quote = clauseAround(s.text, at);
    if (!quote) return;
    found.push({
      feeling,
      group,
      family: GROUP_FAMILY[group],
      quote,
      intensity: intensityOf(strength, lower, s.text, at),
      order,
    });
  };
  // A pasted message of someone else's ("Kenny: Hamish I've never felt like this") is their
  // feeling, to the end of its line.
  const senders = messageSenders(sentences);
  sentences.forEach((s, si) => {
    if (senders[si] === 'other') return;
    const lower = normalizeForFeelings(s.text);
    let next: string | undefined;
    const nextStart = () =>
      (next ??= normalizeForFeelings(sentences[si + 1]?.text ?? '').slice(0, 60));
    const present = wordsIn(lower);
    for (const w of WORD_RES) {
      if (!present.has(w.index)) continue;
      if ('onlyWith' in w && !w.onlyWith.test(lower)) continue;
      for (const m of lower.matchAll(w.regex)) {
        const at = m.index ?? 0;
        const before = lower.slice(Math.max(0, at - 40), at);
        if (NOT_MINE.test(before) || QUOTED_SPEECH.test(before)) continue;
        if (THEIR_FEELING.test(lower.slice(0, at))) continue;
        if (GROUP_FAMILY[w.group] !== 'positive' && EARLIER_OWN_ACT.test(lower.slice(0, at)))
          continue;
        // "Seen." on its own, or "left on seen": a read receipt, not feeling seen.
        if (
          w.feeling === 'seen' &&
          (/^\W*seen\W*$/.test(lower) || /\b(?:on|in) seen\b/.test(lower))
        )
          continue;
        // Relief that it is over is about the date ending, not ease with them.
        if (
          w.feeling === 'relieved' &&
          /\brelieved (?:(?:that )?it(?:'s| is| was) |when it )?(?:over|ended|finished|done)\b|\brelieved to (?:be home|get home|leave|get away|be out)\b/.test(
            lower,
          )
        ) {
          add(s, lower, at, 'glad it was over', 'flat', 5, si * 1000 + at);
          continue;
        }
        if (
          w.group === 'hurt' &&
          MOCK_HURT.test(`${before}${m[0]}`.trimEnd()) &&
          JOKING.test(lower)
        )
          continue;
        if (
          w.feeling === 'embarrassed' &&
          FOND_EMBARRASSED.test(lower) &&
          !LAUGHED_AT_WRITER.test(lower)
        ) {
          add(s, lower, at, 'flustered', 'joy', 4, si * 1000 + at);
          continue;
        }
        const negated =
          NEGATION_BEFORE.test(before.split(/[,.;!?]/).pop() ?? '') ||
          NEGATION_INLINE.test(lower.slice(at, at + m[0].length - (m[1]?.length ?? 0)));
        if (negated) {
          const word = m[1] ?? '';
          const flip = word === 'safe' ? NEGATED_SAFE : NEGATED[w.feeling];
          if (flip) add(s, lower, at, flip.feeling, flip.group, flip.strength, si * 1000 + at);
          continue;
        }
        if (w.feeling === 'sick' && PHYSICALLY_SICK.test(lower)) continue;
        // "I was raging at the time, told him he was worse than the polis": anger the writer
        // has since put down, told as their own outburst, not how the date left them.
        if (
          w.group === 'angry' &&
          /^\s*(?:\w+\s+){0,2}?(?:at the time|in the moment|at that moment|at first)\b/.test(
            lower.slice(at + m[0].length, at + m[0].length + 30),
          )
        ) {
          add(s, lower, at, 'cross at the time', 'sheepish', 3, si * 1000 + at);
          continue;
        }
        // Embarrassed on someone else's behalf ("I was mortified for her", the waitress the date
        // snapped at): unease at what the date did, not the writer's own nerves.
        if (
          w.group === 'awkward' &&
          FOR_SOMEONE_ELSE.test(lower.slice(at + m[0].length, at + m[0].length + 30))
        ) {
          add(s, lower, at, 'embarrassed for them', 'unease', w.strength, si * 1000 + at);
          continue;
        }
        if (
          (w.group === 'hurt' || w.group === 'awkward') &&
          ABOUT_MY_OWN_DOING.test(lower.slice(at + m[0].length, at + m[0].length + 40))
        ) {
          add(s, lower, at, 'sheepish', 'sheepish', 3, si * 1000 + at);
          continue;
        }
        if (
          (w.group === 'fear' || w.group === 'anxious') &&
          ANTICIPATED.test(lower.slice(at + m[0].length, at + m[0].length + 50))
        ) {
          add(s, lower, at, WORRIED_BEFOREHAND, 'anxious', 4, si * 1000 + at);
          continue;
        }
        // The fondness may follow in the next sentence: "Yes, I am scared. Scared I like him
        // too much haha".
        if (
          w.group === 'fear' &&
          FOND_FEAR.test(`${lower.slice(Math.max(0, at - 50), at + 60)} ${nextStart()}`)
        ) {
          // "terrified of how much I like him": nerves about liking someone, not fear of them.
          add(s, lower, at, NERVOUS_ABOUT_LIKING, 'anxious', 5, si * 1000 + at);
          continue;
        }
        add(s, lower, at, w.feeling, w.group, w.strength, si * 1000 + at);
      }
    }
    for (const b of BODY) {
      for (const m of lower.matchAll(b.re)) {
        const at = m.index ?? 0;
        const before = lower.slice(Math.max(0, at - 60), at);
        if (
          NOT_MINE.test(before.slice(-30)) ||
          QUOTED_SPEECH.test(before) ||
          BACKSTORY.test(before)
        )
          continue;
        if (NEGATION_BEFORE.test(lower.slice(Math.max(0, at - 20), at))) continue;
        // Butterflies waited for and not felt: "I was waiting for the butterflies and nothing".
        if (
          m[0] === 'butterflies' &&
          (/\b(?:waiting for|hoping for|looking for|no|zero|where were)(?: the| any)? $/.test(
            lower.slice(Math.max(0, at - 20), at),
          ) ||
            /^ (?:and|but) (?:nothing|none|no)\b/.test(
              lower.slice(at + m[0].length, at + m[0].length + 20),
            ))
        )
          continue;
        // Freezing on a climb or a stage is no fear of the date: "I froze on the overhang".
        if (
          /froze$/.test(m[0]) &&
          /^ (?:on|at|halfway|half way|near|up) (?:the |a )?(?:overhang|wall|route|climb|top|ladder|stage|mic|slope|edge|ledge|rope|crux)/.test(
            lower.slice(at + m[0].length, at + m[0].length + 40),
          )
        )
          continue;
        // Tears of laughter are not tears of fear: "crying laughing", "laughed until I cried".
        if (/laugh/.test(lower.slice(Math.max(0, at - 30), at + m[0].length + 25))) continue;
        // Cold hands in the cold are the weather, not fear: "gave me the first cup because my
        // hands were freezing", "my hands were numb by the lake".
        if (/(?:cold|freezing|numb)$/.test(m[0]) && WEATHER.test(lower)) continue;
        // Nor are tears at something beautiful, or of closeness: "I cried a bit because it was
        // so beautiful", "I cried a little... I felt very close to him".
        if (b.group === 'fear' && HAPPY_TEARS.test(lower)) {
          add(s, lower, at, 'moved', 'joy', 6, si * 1000 + at);
          continue;
        }
        add(s, lower, at, b.feeling, b.group, b.strength, si * 1000 + at);
      }
    }
    for (const x of INTERJECTIONS) {
      for (const m of lower.matchAll(x.re)) {
        add(s, lower, m.index ?? 0, x.feeling, x.group, x.strength, si * 1000 + (m.index ?? 0));
      }
    }
  });
  return found
    .sort((a, b) => b.intensity - a.intensity || a.order - b.order)
    .map(({ order: _o, ...f }) => f);
}

/** The clause of a sentence around a position, as an exact substring (whole clauses only). */
function clauseAround(sentence: string, at: number): string {
  const text = sentence;
  if (text.trim().length <= 160) return text.trim().replace(/[.!,;:]+$/, '');
  const breaks = [...text.matchAll(/[,;:]\s+|\s+(?:but|and then)\s+|\s+[-–—]\s+|\n/g)];
  let start = 0;
  let end = text.length;
  for (const b of breaks) {
    const i = b.index ?? 0;
    if (i + b[0].length <= at) start = i + b[0].length;
    else if (i > at) {
      end = i;
      break;
    }
  }
  return clauseQuote(text.slice(start, end));
}

export const SELF_BLAME =
  /\b(?:(?:probably|maybe|prob|all|totally|partly|partially|kind of|kinda|also|my own) )?my (?:own )?fault|\bi (?:should(?:n't| not)?|shouldn't) have (?:known|left|listened|said|seen|gone|let|trusted|agreed|drunk|drank|had|went|been|stayed|noticed|worn|invited|asked|texted|kissed|flirted|led)|\bshould(?:'ve| have) known better|\bi should know better|\bi blame myself|\b(?:stupid|dumb|naive|silly|idiotic) (?:of|for) me\b|\bi(?:'m| am| was| felt| feel) (?:so |such an? |just )?(?:stupid|an idiot|naive|dumb)\b(?! (?:happy|giddy|excited|grinning|smiley|in love|lucky|good|cute|fun))|\bi led (?:him|her|them) on\b|\bi asked for it\b|\bwhat did i expect\b|\bi (?:probably|maybe) overreacted\b|\bmaybe i(?:'m| am| was) (?:just )?(?:overreacting|too sensitive|being dramatic|dramatic|too cautious|too much|paranoid|being paranoid|uptight|a prude)\b|\bprobably i(?:'m| am) too (?:cautious|sensitive|uptight|careful)\b|\bi(?:'m| am) probably (?:overreacting|being dramatic|too sensitive)\b|\bi (?:guess|suppose) i (?:deserved|asked for)\b|\bi (?:gave|sent|give|send|was giving|was sending) (?:(?:him|her|them) )?(?:the )?(?:wrong|mixed) (?:idea|signals?|message)\b|\b(?:maybe|probably|prob|perhaps) i (?:sit|sat|was sitting|stood|got) too close\b|\b(?:guys|men|blokes|lads) are (?:supposed|meant) to (?:like|want|enjoy) (?:that|it|this)\b|\b(?:it'?s|its|it is) not that deep\b|\b(?:prob|probably|maybe) i (?:overreacted|over reacted|overreact)\b|\b(?:prob|probably|maybe|just) overthinking(?: it)?\b|\b(?:maybe|probably|prob|perhaps) i (?:confused|misled|mixed up) (?:him|her|them)\b|\bi did go back to (?:his|hers|theirs|(?:his|her|their) (?:place|flat|house))\b|(?:^|[.!?]\s*)(?:i )?should(?:'ve| have| of) (?:took|taken|driven|brought|had) my own\b|\bi (?:let|allowed) it happen\b|\bdid i (?:provoke|lead|ask for|encourage|cause)\b|\b(?:was|is) it (?:my fault|me|because of me)\b|\bis it just me\b|\bdoes (?:it|this|that) (?:even )?count\b|\bam i (?:overreacting|too sensitive|being (?:dramatic|silly|stupid|paranoid)|making (?:a big deal|too much))\b|\bmy (?:dress|skirt|top|outfit) was (?:too|a bit)\b|\bi (?:kissed|invited|texted|flirted with) (?:him|her|them) first\b|\b(?:blokes|men|guys) (?:aren'?t|are not) (?:meant|supposed) to\b|\b(?:(?:it'?s|its|it was|was|is) )?(?:probably|prob|prolly) (?:nothing|nowt|fine|just me|just (?:tired|the drink|drink talking|a joke|joking|messing))\b|\bi (?:don'?t|do not|dont) know what to make of(?: (?:it|this|that|this one|her|him|them))?\b|\bi know how (?:that|this|it) (?:sounds|must sound|looks)\b/;

export interface SelfBlame {
  quote: string;
  /** What the writer holds against themselves, when the words say it. */
  about:
    | 'going_back'
    | 'drinking'
    | 'overreacting'
    | 'signals'
    | 'should_have'
    | 'fault'
    /** "I know how that sounds from a man my age": shame about who it happened to. */
    | 'sounds';
}

/** The writer blaming themselves ("probably my fault for going back to his"), if they do. */
export function selfBlame(sentences: readonly Sentence[]): SelfBlame | null {
  for (const s of sentences) {
    const lower = normalizeForFeelings(s.text);
    const m = SELF_BLAME.exec(lower);
    if (!m) continue;
    const quote = clauseAround(s.text, m.index);
    const about: SelfBlame['about'] =
      /\bi know how (?:that|this|it) (?:sounds|must sound|looks)\b|\b(?:guys|men|blokes|lads) are (?:supposed|meant) to/.test(
        m[0],
      )
        ? 'sounds'
        : // playing it down ("prob nowt, she'd had a drink", "prob I overreacted, the music was
          // loud"), whatever else the sentence names
          /(?:probably|prob|prolly) (?:nothing|nowt|fine|just)|what to make of|overreact|overthinking|not that deep/.test(
              m[0],
            )
          ? 'overreacting'
          : /\b(?:going|went|go) back to|\bto (?:his|her|their) (?:place|flat|apartment)|\binvited (?:him|her|them)/.test(
                lower,
              )
            ? 'going_back'
            : /\b(?:drunk|drank|drinks?|wine|tipsy)\b/.test(lower)
              ? 'drinking'
              : /overreact|too sensitive|dramatic|too cautious|paranoid|uptight|too careful|prude|(?:probably|prob|prolly) (?:nothing|nowt|fine|just)|what to make of/.test(
                    lower,
                  )
                ? 'overreacting'
                : /signals?|led (?:him|her|them) on|flirted|kiss(?:ed|ing)|wrong idea|provoke|confused|misled|mixed up|too close/.test(
                      lower,
                    )
                  ? 'signals'
                  : /should/.test(m[0])
                    ? 'should_have'
                    : 'fault';
    return { quote, about };
  }
  return null;
}
