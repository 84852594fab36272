import type { TFlag, TFlagSeverity, TScoreFactor } from '../../shared/analysis';
import { categoryAccepted, categoryInputs } from './category-heads';
import {
  dangerProbability,
  wordNorm,
  documentWords,
  predictScore,
  readSentences,
  scoreInputs,
  type DetectorModel,
  type ScoreInputs,
  type SentenceReading,
} from './detectors';
import {
  earlierDatesAct,
  mutualTeasing,
  excusedLapse,
  hearsay,
  keptPosted,
  LAUGHED_AT_WRITER,
  heldByForce,
  oneMention,
  sentenceGrounds,
  showsTemper,
  tactAboutPrivate,
  touchedWriter,
  writersMessages,
  writersOwnReach,
  writersQuestion,
  someoneElsesAct,
  writersOwnDeed,
  writersOwnState,
} from './flag-grounds';
import { datesRuleDanger, KEPT_WORDS, notTheDatesDanger, withStrandedFinding } from './safe-cues';
import { cannotShowCategory, JOKE_AS_EXCUSE } from './category-vetoes';
import { carriedSubjects, sentenceCues } from './detector-features';
import { isSarcastic } from './flags';
import type { Sentence } from './text';

/**
 * Turns the learned detectors' sentence readings into flags, combined with the rules' flags:
 * - a category is flagged in a sentence when its detector output reaches the category's
 *   threshold (tuned across authors); the rules' findings are among the detector's inputs, so
 *   it has learned where a rule can be trusted;
 * - danger is decided for the whole account by the danger head, or by a rule's danger flag
 *   (a floor: decision record 0106); the sentences with the strongest `danger` output carry
 *   the head's flags;
 * - harm to the writer by someone else (the `harm` output) raises the safety panel, not a flag;
 * - a sarcastic sentence gets no green flag;
 * - at most 3 flags per category, the most confident first, each quoting its sentence.
 */

const LABELS: Record<string, string> = {
  'red:disrespect': 'Disrespected you',
  'red:boundary_pressure': 'Pushed past your limits',
  'red:controlling': 'Tried to control your choices',
  'red:aggression': 'Angry or aggressive outburst',
  'red:physical_safety': 'Put your safety at risk',
  'red:dishonesty': 'Was not honest with you',
  'red:love_bombing': 'Too much, too soon',
  'red:rude_to_others': 'Rude to other people',
  'red:self_centered': 'Made it all about themselves',
  'red:ex_fixation': 'Still focused on an ex',
  'red:substance': 'Heavy drinking or drug use',
  'red:unreliable': 'Unreliable with plans',
  'red:disengaged': 'Disengaged from the date',
  'red:financial_pressure': 'Money pressure',
  'red:hostile_views': 'Hostile or bigoted views',
  'green:attentive': 'Attentive to you',
  'green:respectful': 'Respected your boundaries',
  'green:kind_to_others': 'Kind to other people',
  'green:humor_connection': 'Laughed together',
  'green:shared_interests': 'Shared interests',
  'green:reliable': 'Reliable and on time',
  'green:follow_up': 'Followed up',
  'green:openness': 'Open and honest',
};

const DANGER_LABELS: Record<string, string> = {
  physical_safety: 'Put your physical safety at risk',
  boundary_pressure: 'Sexual contact without consent',
  aggression: 'Threatened you',
};
const DANGER_CATEGORIES = ['physical_safety', 'boundary_pressure', 'aggression'] as const;

/**
 * Checking up on the writer is control, not care or follow-up: "texted at 7am 'who were u
 * texting last night'", "wanted to know where I was".
 */
const CHECKING_UP =
  /\b(?:who (?:were|was|are) (?:u|you|ya) (?:texting|talking to|messaging|with|out with)|where (?:were|are) (?:u|you) (?:last night|all night|really)|why (?:didn'?t|did not|haven'?t) (?:u|you) (?:answer|reply|text back|pick up)|wanted to know (?:who|where) i)/i;

/** The writer asking the app or themselves: "Should I give another chance to a man who...?" */
const ASKS_FOR_ADVICE =
  /^(?:(?:so|and|but|honestly|seriously|ok|okay|like),? )*(?:should i|shall i|do i|did i|am i|was i|is it|would you|what do (?:you|u|we)|what would you|would it|could i|can i|how do i|how can i|is that)\b.*\?\s*$/i;

const OWNED_UP_ALONE =
  /^(?:(?:at least|but|and|well|ok|okay|to be fair|in fairness),? )*(?:he|she|they) (?:did )?(?:admitted|admit|owned up|came clean|fessed up|apologi[sz]ed)(?: (?:it|to it|that|after that|straight away|right away|in the end))?[.!]*$/i;

/** Green categories that contradict a red one when both are read in the same sentence. */
const OPPOSITES: Record<string, string[]> = {
  rude_to_others: ['kind_to_others'],
  disrespect: ['respectful', 'attentive', 'kind_to_others', 'humor_connection'],
  boundary_pressure: ['respectful'],
  physical_safety: ['respectful'],
  controlling: ['respectful', 'reliable', 'attentive'],
  aggression: ['kind_to_others', 'respectful', 'humor_connection'],
  unreliable: ['reliable', 'follow_up'],
  disengaged: ['attentive', 'humor_connection'],
  self_centered: ['attentive'],
  dishonesty: ['openness'],
  love_bombing: ['follow_up', 'openness'],
};

export interface LearnedResult {
  flags: TFlag[];
  readings: SentenceReading[];
  /** The account's words as the heads read them (`documentWords`), read once. */
  words: string[];
  dangerFound: boolean;
  /**
   * Where no danger flag was raised but the writer tells of being harmed or endangered by
   * someone else (a stranger groping her on the way home): the sentence that says so.
   */
  harmQuote?: string;
}

const rank: Record<TFlagSeverity, number> = { info: 0, caution: 1, danger: 2 };

/**
 * A stranger's act read by the rules must land on the writer: the sentence names them ("me",
 * "my", "us", "I was"). "A cyclist almost hit her" or "a goose chased a toddler" is something the
 * writer saw, not harm done to them.
 */
const WRITER_IN_IT = /\b(?:me|my|mine|myself|us|our|i|i'm|im|i've|i'd)\b/i;
/** The date granting the writer was right ("u were right abt the prata place"): no put-down. */
const SAYS_WRITER_WAS_RIGHT =
  /\b(?:you|u|ya)(?: were|'re| are| r| was)? (?:so |totally |absolutely |100% )?(?:right|correct)\b(?! (?:wing|hand|side|there|now|away|next|after|before|behind|outside|in front))/i;

/** The date taking a no without a fuss. */
const ACCEPTED_NO =
  /\b(?:fair enough|no worries|no problem|no pressure|(?:ok|okay|alright),? then|that was that|(?:didn'?t|did not|never) (?:sulk|push(?: it)?|insist|argue|ask again)|dropped it|left it there|respected (?:it|that)|took it (?:well|fine|gracefully))\b/i;

/**
 * A fear of what might happen, not harm done: "what if he's one of those guys that will follow
 * me home", "I was scared he'd be pushy".
 */
const FEARED_ONLY =
  /\bwhat if\b|\bin case\b|\b(?:afraid|scared|worried|terrified|panick\w*|nervous|convinced) (?:that )?(?:he|she|they|he'?s|she'?s|they'?re)(?:'d| would| might| will| was going to| is going to)?\b[^.!?]{0,40}\b(?:would|might|will|could|going to|gonna)\b|\bone of those (?:guys|men|women|girls|people|types) (?:that|who) (?:will|would|might)\b/i;

/** The writer's own verdict, told alone: "i'm done lah", "nope nope", "blocked.", "never again". */
const WRITERS_VERDICT =
  /^\W*(?:(?:i'?m|im|i am) (?:so )?(?:done|out|over it)|nope|nah|never again|blocked|bye|next)\b(?![^.!?]*\b(?:he|she|they|him|her|them)\b)[^.!?]{0,20}[.!]*\W*$/i;

const BODY_OR_THINGS =
  '(?:glass|drink|cup|waist|arm|wrist|hand|leg|thigh|bum|butt|ass|backside|chest|breasts?|hair|neck|bag|phone)';
const ACTS_ON =
  '(?:grabb?ed|touched|groped|pushed|shoved|hit|slapped|followed|cornered|harass\\w*|spiked|drugged)';
const ON_THEM = new RegExp(
  `\\b(?:her|his|their) ${BODY_OR_THINGS}\\b|\\b${ACTS_ON} (?:her|him|them)\\b`,
  'i',
);
const ON_ME = new RegExp(`\\bmy ${BODY_OR_THINGS}\\b|\\b${ACTS_ON} (?:me|us)\\b`, 'i');
/**
 * The act lands on someone else: the writer nowhere in it ("some drunk guy grabbed her waist"),
 * or the writer only the witness ("his hand over her glass, and I saw him drop something in it").
 */
const ON_SOMEONE_ELSE = (text: string) =>
  (ON_THEM.test(text) && !ON_ME.test(text)) ||
  (/\b(?:her|him|his|their|them)\b/i.test(text) && !WRITER_IN_IT.test(text));

export function learnedFlags(
  model: DetectorModel,
  sentences: readonly Sentence[],
  ruleFlags: readonly TFlag[],
  rulesBySentence: ReadonlyMap<number, readonly string[]>,
  /** The account's tone before any flag is known (an input of the category heads). */
  tone: { positive: number; negative: number } = { positive: 0, negative: 0 },
): LearnedResult {
  const { outputs, thresholds } = model.meta;
  const { readings, document } = readSentences(model, sentences, rulesBySentence);
  const grounds = sentences.map(sentenceGrounds);
  const writersLine = writersMessages(sentences);
  const carried = carriedSubjects(sentences);
  const excluded = notTheDatesDanger(sentences);
  const { protective, byStranger } = excluded;
  const dangerK = outputs.indexOf('danger');
  type Candidate = { flag: TFlag; p: number; sentence: number; rule?: boolean };
  const candidates: Candidate[] = [];
  const ruleAt = (i: number, key: string): TFlagSeverity | undefined => {
    let best: TFlagSeverity | undefined;
    for (const r of rulesBySentence.get(i) ?? []) {
      const [pol, cat, sev] = r.split(':') as [string, string, TFlagSeverity];
      if (`${pol}:${cat}` === key && (!best || rank[sev] > rank[best])) best = sev;
    }
    return best;
  };
  const ruleFlagAt = (i: number, category: string, polarity: string) => {
    const quote = sentences[i]?.text.trim() ?? '';
    return ruleFlags.find(
      (f) =>
        f.category === category &&
        f.polarity === polarity &&
        (quote.includes(f.quote) || f.quote.includes(quote)),
    );
  };

  /**
   * One more ask after a no, dropped at once ("She said ah go on, one drink. I said no honestly,
   * another time. And she said fair enough so"): a small thing, not pressure to warn about.
   */
  const droppedAtOnce = (index: number): boolean =>
    [index, index + 1, index + 2].some((j) => ACCEPTED_NO.test(sentences[j]?.text ?? ''));

  /**
   * A small thing, not a warning (severity info), whoever reads it: late or a plan cancelled with
   * a text on the way, a lapse the writer excuses, one passing mention of an ex, an ask dropped at
   * once.
   */
  const smallThing = (index: number, key: string): boolean => {
    const text = sentences[index]?.text ?? '';
    return (
      (key === 'red:unreliable' && keptPosted(text, sentences[index + 1]?.text)) ||
      ((key === 'red:disengaged' || key === 'red:unreliable') && excusedLapse(text)) ||
      (key === 'red:ex_fixation' && oneMention(text)) ||
      (key === 'red:boundary_pressure' && droppedAtOnce(index))
    );
  };

  /**
   * What a sentence cannot show of the date, whoever reads it (detector or rule): the writer's
   * own act towards the date ("Called her 4 times."), tact about money read as not asking,
   * hearsay read as something good.
   */
  const notTheDates = (index: number, key: string): boolean => {
    const text = sentences[index]?.text ?? '';
    return (
      grounds[index]!.writerActs ||
      earlierDatesAct(text) ||
      (key.startsWith('green:') && writersOwnDeed(text)) ||
      (writersLine[index]! && !DANGER_CATEGORIES.includes(key.split(':')[1] as never)) ||
      (key === 'red:self_centered' && tactAboutPrivate(text)) ||
      cannotShowCategory(key, text, sentences[index - 1]?.text ?? '') ||
      (key === 'red:disrespect' && (mutualTeasing(text) || SAYS_WRITER_WAS_RIGHT.test(text))) ||
      // "At least he admitted." owning up, told alone, is no lie.
      (key === 'red:dishonesty' && OWNED_UP_ALONE.test(text.trim())) ||
      ((key === 'green:follow_up' || key === 'green:openness') && writersOwnReach(text)) ||
      // Someone else's act ("the bartender was rude with both of us", "Joana's boyfriend was too
      // drunk") is no flag on the date, red or green (danger has its own reading of strangers);
      // nor is a line without a subject that goes on from a third party's act
      // ("The waiter though, oh my god." / "Rolled his eyes when I asked what a 'jus' was").
      (!DANGER_CATEGORIES.includes(key.split(':')[1] as never) &&
        (someoneElsesAct(text) ||
          (carried[index] === 'third' && !/\b(?:he|she|they|he's|she's|they're)\b/i.test(text)))) ||
      (key.startsWith('green:') &&
        (hearsay(text, sentences[index - 1]?.text ?? '') ||
          showsTemper(text) ||
          // "...Sam was dead sharp wi her, 'is it that hard, hen?'" / "and made her take it back."
          (/^\W*(?:and|then|so)\b/i.test(text) && showsTemper(sentences[index - 1]?.text ?? '')) ||
          heldByForce(text) ||
          writersQuestion(text) ||
          writersOwnState(text)))
    );
  };

  /** A detector's flag of output `key` on sentence `index`, or null (a green on a sarcastic one). */
  const detectorCandidate = (index: number, key: string, p: number): Candidate | null => {
    const sentence = sentences[index];
    const quote = sentence?.text.trim() ?? '';
    if (!sentence || !quote || grounds[index]!.fragment) return null;
    const [polarity, category] = key.split(':') as ['red' | 'green', string];
    // Harm told in the passive ("I was grabbed on the way out") is still about the date.
    if (grounds[index]!.writerOnly && !DANGER_CATEGORIES.includes(category as never)) return null;
    if (notTheDates(index, key)) return null;
    // A rescue is no force, whatever its verbs ("grabbed my arm and yanked me back").
    if (
      protective[index] &&
      (DANGER_CATEGORIES.includes(category as never) || category === 'controlling')
    )
      return null;
    if (polarity === 'green' && isSarcastic(sentence.text)) return null;
    // A short line that only introduces what follows ("after that he text:") tells nothing.
    if (/:\s*$/.test(quote) && quote.split(/\s+/).length <= 5) return null;
    // A raised eyebrow or an eye-roll: the writer doubts it ("my kor kor 38 this year 🤨").
    if (polarity === 'green' && /🤨|😒|🙄/u.test(sentence.text)) return null;
    if (
      key === 'green:humor_connection' &&
      (LAUGHED_AT_WRITER.test(sentence.text) || JOKE_AS_EXCUSE.test(sentence.text))
    )
      return null;
    if (polarity === 'green' && CHECKING_UP.test(sentence.text)) return null;
    const ruleSeverity = ruleAt(index, key);
    const rule = ruleFlagAt(index, category, polarity);
    const severity: TFlagSeverity =
      polarity === 'green' || smallThing(index, key)
        ? 'info'
        : ruleSeverity && ruleSeverity !== 'danger'
          ? ruleSeverity
          : 'caution';
    return {
      flag: {
        category: category as TFlag['category'],
        polarity,
        severity,
        label: rule && rule.severity === severity ? rule.label : (LABELS[key] ?? category),
        quote: rule && rule.severity === severity ? rule.quote : quote,
      },
      p,
      sentence: index,
    };
  };

  readings.forEach((r) => {
    outputs.forEach((key, k) => {
      if (!key.includes(':')) return;
      const p = r.probs[k] ?? 0;
      if (p < (thresholds[k] ?? 1)) return;
      const c = detectorCandidate(r.index, key, p);
      if (c) candidates.push(c);
    });
  });
  // Danger: the account-level head decides whether the account tells of danger; its
  // sentences with the strongest danger output carry the flag.
  // Being left with no way home, told across sentences ("he said forget it and walked off. Next
  // thing his truck is gone. My phone had no signal"), is a rule finding like any other.
  const floorRules = withStrandedFinding(sentences, ruleFlags, excluded);
  const ruleDanger = datesRuleDanger(sentences, floorRules, excluded);
  const words = documentWords(sentences);
  const pAccount = dangerProbability(
    model.meta,
    sentences,
    readings,
    ruleDanger,
    words,
    excluded,
    document,
  );
  // The rules stay a floor unless the head is all but certain there was no danger.
  const ruleVetoed = ruleDanger && pAccount < (model.meta.danger.ruleVetoBelow ?? 0);
  const whole = readings.filter((r) => !grounds[r.index]!.fragment);
  if ((pAccount >= model.meta.danger.threshold || (ruleDanger && !ruleVetoed)) && whole.length) {
    const top = Math.max(...whole.map((r) => r.probs[dangerK] ?? 0));
    const bar = Math.min(thresholds[dangerK] ?? 1, top);
    // The writer's own closing line ("i'm done lah", "nope. blocked.") is their verdict on what
    // happened, never the date's threat or force.
    const carriers = whole.filter((r) => {
      const quote = sentences[r.index]?.text.trim() ?? '';
      return (
        (r.probs[dangerK] ?? 0) >= bar &&
        quote &&
        !protective[r.index] &&
        !byStranger[r.index] &&
        !WRITERS_VERDICT.test(quote)
      );
    });
    // The writer's bare "I said no." is what the danger went against, not the danger: it is
    // no quote for a threat or force while another sentence (or a rule's danger flag) can
    // carry the danger.
    // Nor is a line only about the writer's own doing ("i said i'll just go back first and took
    // my bag"), unless it tells how they were affected ("I couldn't stand up").
    const acts = carriers.filter((r) => {
      const lower = sentences[r.index]!.text.trim().toLowerCase();
      const cues = sentenceCues(lower);
      return (
        !REFUSAL_ONLY.test(lower) &&
        !(
          grounds[r.index]!.writerOnly &&
          !cues.impaired &&
          !cues.fear &&
          (r.probs[dangerK] ?? 0) < (thresholds[dangerK] ?? 1)
        )
      );
    });
    for (const r of acts.length || ruleDanger ? acts : carriers) {
      const pDanger = r.probs[dangerK] ?? 0;
      const quote = sentences[r.index]!.text.trim();
      let category: (typeof DANGER_CATEGORIES)[number] = 'physical_safety';
      let best = -1;
      for (const c of DANGER_CATEGORIES) {
        const p = r.probs[outputs.indexOf(`red:${c}`)] ?? 0;
        if (p > best) {
          best = p;
          category = c;
        }
      }
      // Kept by the keys or the door is being kept, even told with a sexual joke.
      if (KEPT_WORDS.test(quote.toLowerCase())) category = 'physical_safety';
      const rule = ruleFlagAt(r.index, category, 'red');
      candidates.push({
        flag: {
          category,
          polarity: 'red',
          severity: 'danger',
          label: rule?.severity === 'danger' ? rule.label : DANGER_LABELS[category]!,
          quote: rule?.severity === 'danger' ? rule.quote : quote,
        },
        p: 1 + pDanger,
        sentence: r.index,
      });
    }
  }
  // The rules' danger flags are a floor; their other flags are kept beside the detectors'
  // (keepRules: the union, which cross-author figures showed helps).
  const sentenceOf = (f: TFlag) =>
    sentences.findIndex((s) => s.text.includes(f.quote) || f.quote.includes(s.text.trim()));
  for (const f of floorRules)
    if (f.severity === 'danger') {
      const at = sentenceOf(f);
      if (!ruleVetoed && !(at >= 0 && (protective[at] || byStranger[at])))
        candidates.push({ flag: f, p: 3, sentence: at, rule: true });
    } else if (model.meta.keepRules) {
      const at = sentenceOf(f);
      if (at >= 0 && notTheDates(at, `${f.polarity}:${f.category}`)) continue;
      // The same softening as a detector's flag.
      const soft = at >= 0 && smallThing(at, `${f.polarity}:${f.category}`);
      candidates.push({
        flag: soft ? { ...f, severity: 'info' } : f,
        p: thresholds[outputs.indexOf(`${f.polarity}:${f.category}`)] ?? 0.5,
        sentence: at,
        rule: true,
      });
    }

  // Whether the account shows each category is the category heads' call (decision record
  // 0108): a category they reject loses its flags (a danger flag never), and one they accept
  // that no sentence passed is carried by its strongest sentence, which must read at least as
  // far as the head's `carry` (half-way to the threshold) or hold the rule's reading.
  const heads = model.meta.categories;
  if (heads) {
    const ruleKeys = new Set(ruleFlags.map((f) => `${f.polarity}:${f.category}`));
    const x = categoryInputs(
      model.meta,
      readings.map((r) => r.probs),
      ruleKeys,
      tone,
      document,
    );
    const accepted = new Set<string>();
    outputs.forEach((key, k) => {
      const strongest = Math.max(0, ...readings.map((r) => r.probs[k] ?? 0));
      if (categoryAccepted(heads, x, k, strongest, ruleKeys.has(key))) accepted.add(key);
    });
    const keyOf = (c: Candidate) => `${c.flag.polarity}:${c.flag.category}`;
    for (let i = candidates.length - 1; i >= 0; i -= 1) {
      const c = candidates[i]!;
      if (c.flag.severity !== 'danger' && !accepted.has(keyOf(c))) candidates.splice(i, 1);
    }
    for (const key of accepted) {
      if (candidates.some((c) => keyOf(c) === key)) continue;
      const k = outputs.indexOf(key);
      const strongest = [...readings].sort((a, b) => (b.probs[k] ?? 0) - (a.probs[k] ?? 0));
      for (const r of strongest) {
        // A category is carried only by a sentence that reads as it (the head's `carry`) or has
        // the rule's reading there, never by the next-strongest bystander ("Went to a bar with
        // Sam.").
        const p = r.probs[k] ?? 0;
        if (p < (heads.heads[k]?.carry ?? thresholds[k] ?? 1) && !ruleAt(r.index, key)) break;
        const c = detectorCandidate(r.index, key, p);
        if (c) {
          candidates.push(c);
          break;
        }
      }
    }
  }

  // A sentence cannot show a behaviour and its opposite ("rude to the waiter" is no sign of
  // kindness to others): where both fire on one sentence, the one further past its threshold
  // stays (a rule's reading beats a detector's).
  const margin = (c: Candidate) => {
    const k = outputs.indexOf(`${c.flag.polarity}:${c.flag.category}`);
    return c.p / Math.max(1e-3, thresholds[k] ?? 1);
  };
  const dropped = new Set<Candidate>();
  for (const a of candidates)
    for (const b of candidates) {
      if (a.sentence < 0 || a.sentence !== b.sentence || a.flag.polarity !== 'red') continue;
      if (b.flag.polarity !== 'green' || !OPPOSITES[a.flag.category]?.includes(b.flag.category))
        continue;
      // A rule's reading is precise: it beats a detector's; otherwise the wider margin wins.
      const aWins =
        a.flag.severity === 'danger' ||
        (a.rule && !b.rule) ||
        (a.rule === b.rule && margin(a) >= margin(b));
      dropped.add(aWins ? b : a);
    }
  // The writer's own question ("Should I give another chance to a man who lies...?") is no
  // instance of the behaviour where another sentence shows it.
  for (const c of candidates) {
    if (c.flag.polarity !== 'red' || c.flag.severity === 'danger' || c.sentence < 0) continue;
    if (!ASKS_FOR_ADVICE.test((sentences[c.sentence]?.text ?? '').trim())) continue;
    if (
      candidates.some(
        (o) =>
          o !== c &&
          !dropped.has(o) &&
          o.sentence !== c.sentence &&
          o.flag.polarity === 'red' &&
          o.flag.category === c.flag.category,
      )
    )
      dropped.add(c);
  }
  const kept = candidates.filter((c) => !dropped.has(c));
  kept.sort((a, b) => b.p - a.p);
  const out: TFlag[] = [];
  const perCategory = new Map<string, number>();
  const seen = new Set<string>();
  for (const c of kept) {
    const key = `${c.flag.polarity}:${c.flag.category}`;
    const where = `${key}|${c.flag.quote}`;
    if (seen.has(where)) continue;
    // The same sentence already carries this category at a higher severity.
    if (
      out.some(
        (f) =>
          `${f.polarity}:${f.category}` === key &&
          (f.quote.includes(c.flag.quote) || c.flag.quote.includes(f.quote)),
      )
    )
      continue;
    const n = perCategory.get(key) ?? 0;
    if (n >= 3) continue;
    perCategory.set(key, n + 1);
    seen.add(where);
    out.push(c.flag);
  }
  const dangerFound = out.some((f) => f.severity === 'danger');
  const harmK = outputs.indexOf('harm');
  let harmQuote: string | undefined;
  if (!dangerFound && harmK >= 0) {
    let best = thresholds[harmK] ?? 1;
    for (const r of readings) {
      const p = r.probs[harmK] ?? 0;
      const quote = sentences[r.index]!.text.trim();
      // Harm is told, not hinted: a clause with someone doing something ("a man touched me on
      // the bus"), not a short aside ("I still stood there", "i'm 60/40 on it").
      if (
        p >= best &&
        quote &&
        grounds[r.index]!.tellsHarm &&
        !protective[r.index] &&
        !ON_SOMEONE_ELSE(quote) &&
        !FEARED_ONLY.test(quote)
      ) {
        best = p;
        harmQuote = quote;
      }
    }
  }
  // The rule for unwanted sexual touching, and a stranger's force, are a floor under the harm
  // reading. They are precise enough to read in a sentence of any length ("Someone groped me
  // from behind."); only a question is no report of harm.
  if (!dangerFound && !harmQuote)
    harmQuote = sentences
      .find(
        (s, i) =>
          !/\?\s*$/.test(s.text.trim()) &&
          !FEARED_ONLY.test(s.text) &&
          (touchedWriter(s.text) || (byStranger[i] && WRITER_IN_IT.test(s.text))),
      )
      ?.text.trim();
  return { flags: out, readings, words, dangerFound, ...(harmQuote ? { harmQuote } : {}) };
}

/** A sentence that is only the writer saying no ("I say no.", "I told him no!"). */
const REFUSAL_ONLY =
  /^(?:and |but |so |then )?i (?:said|say|says|told (?:him|her|them)|tell (?:him|her|them)) no\b[^,;]{0,20}$/;

/** A danger account's score stays at or under this, whatever else it says. */
export const DANGER_SCORE_CEILING = 15;

export interface LearnedScore {
  score: number;
  factors: TScoreFactor[];
}

/**
 * The score head's prediction, with the factors that moved it most: each flagged category's
 * share of the prediction (its inputs' weights times their values), the tone, and the
 * writer's own words, each with the quote it rests on.
 */
export function learnedScore(
  model: DetectorModel,
  sentences: readonly Sentence[],
  readings: readonly SentenceReading[],
  flags: readonly TFlag[],
  tone: { positive: number; negative: number },
  words: readonly string[] = documentWords(sentences),
): LearnedScore {
  const { meta } = model;
  const K = meta.outputs.length;
  const max = new Float64Array(K);
  const count = new Float64Array(K);
  for (const r of readings)
    for (let k = 0; k < K; k += 1) {
      const p = r.probs[k] ?? 0;
      max[k] = Math.max(max[k] ?? 0, p);
      if (p >= (meta.thresholds[k] ?? 1)) count[k] = (count[k] ?? 0) + 1;
    }
  const dangerFound = flags.some((f) => f.severity === 'danger');
  const x: ScoreInputs = {
    max,
    count,
    positive: tone.positive,
    negative: tone.negative,
    dangerFound,
    redCategories: new Set(
      flags.filter((f) => f.polarity === 'red' && f.severity !== 'info').map((f) => f.category),
    ).size,
    greenCategories: new Set(flags.filter((f) => f.polarity === 'green').map((f) => f.category))
      .size,
  };
  let score = predictScore(meta, x, words);
  if (dangerFound) score = Math.min(score, DANGER_SCORE_CEILING);

  const { names, values } = scoreInputs(meta, x);
  const factor = meta.score.stretch?.factor ?? 1;
  const contribution = (prefixes: string[]) =>
    100 *
    factor *
    names.reduce(
      (s, n, i) => (prefixes.includes(n) ? s + (values[i] ?? 0) * (meta.score.weights[i] ?? 0) : s),
      0,
    );
  const factors: TScoreFactor[] = [];
  // The flag counts' contribution, shared equally among the flagged categories.
  const redShare = x.redCategories ? contribution(['flags:red']) / x.redCategories : 0;
  const greenShare = x.greenCategories ? contribution(['flags:green']) / x.greenCategories : 0;
  const byCategory = new Map<string, TFlag>();
  for (const f of flags) {
    const key = `${f.polarity}:${f.category}`;
    const cur = byCategory.get(key);
    if (!cur || rank[f.severity] > rank[cur.severity]) byCategory.set(key, f);
  }
  for (const [key, f] of byCategory) {
    const share = f.polarity === 'red' ? redShare : greenShare;
    const effect = Math.round(contribution([`max:${key}`, `count:${key}`]) + share);
    if ((f.polarity === 'red' && effect < 0) || (f.polarity === 'green' && effect > 0))
      factors.push({ factor: f.label, effect, quote: f.quote });
  }
  const toneEffect = Math.round(contribution(['tone:positive', 'tone:negative']));
  const toneSentence = strongestWordsSentence(sentences, meta.score.words, toneEffect >= 0);
  // The tone is named only where its effect goes its way (the head's tone weights are fitted
  // jointly with everything else, so their share alone can point the other way).
  const toneAgrees = tone.positive >= tone.negative ? toneEffect > 0 : toneEffect < 0;
  if (toneEffect !== 0 && toneAgrees && toneSentence)
    factors.push({
      factor: toneEffect > 0 ? 'Mostly positive tone' : 'Mostly negative tone',
      effect: toneEffect,
      quote: toneSentence,
    });
  const wordsEffect = Math.round(factor * wordContribution(meta.score.words, words));
  const verdict = strongestWordsSentence(sentences, meta.score.words, wordsEffect >= 0);
  if (Math.abs(wordsEffect) >= 3 && verdict)
    factors.push({
      factor: 'How you describe it',
      effect: wordsEffect,
      quote: verdict,
    });
  factors.sort((a, b) => Math.abs(b.effect) - Math.abs(a.effect));
  return { score: Math.round(score), factors };
}

function wordContribution(weights: Record<string, number>, words: readonly string[]): number {
  const counts = new Map<string, number>();
  for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
  const norm = wordNorm(words.length);
  let z = 0;
  for (const [w, c] of counts) z += (weights[w] ?? 0) * c * norm;
  return 100 * z;
}

/** The sentence whose own words push the score furthest in the given direction. */
function strongestWordsSentence(
  sentences: readonly Sentence[],
  weights: Record<string, number>,
  positive: boolean,
): string | undefined {
  let best: { s: string; v: number } | undefined;
  for (const s of sentences) {
    const v = documentWords([s]).reduce((acc, w) => acc + (weights[w] ?? 0), 0);
    const signed = positive ? v : -v;
    if (s.text.trim() && (!best || signed > best.v)) best = { s: s.text.trim(), v: signed };
  }
  return best?.s;
}
