import type { Sentence, Token } from './text';
import { isRefusal, safeCue } from './safe-cues';
import { wordClusters } from './word-clusters';

/**
 * Features of one sentence for the learned flag detectors, shared by training and analysis so
 * both see the same thing. Besides words, they say WHO acts in each clause and in what MODE
 * (done, refused, feared or imagined, reported), so a linear model can tell "he grabbed my
 * wrist" from "I was afraid he'd grab my wrist", "I grabbed my coat" or "the bouncer grabbed
 * him": each word is emitted plain and, where it applies, again with a marker (`I:` the writer
 * acts, `T:` a third party acts, `H:` a fear, wish or hypothetical, `R:` hearsay, `Q:` a
 * question). Words inside wink-nlp's negation scope are marked `~`. Discourse features carry
 * what came earlier in the account: a refusal ("I said no", "I pulled away") before an act,
 * little drink before strong effects, fear.
 */

const CLAUSE_BREAK = new Set([
  ',',
  ';',
  ':',
  '(',
  ')',
  '-',
  '—',
  '–',
  'but',
  'although',
  'though',
  'however',
  'whereas',
  'because',
  'cause',
  'cuz',
  'so',
  'then',
  'and',
  'while',
  'when',
  'until',
  'after',
  'before',
]);

const WRITER = new Set(['i', 'im', "i'm", 'me', 'myself', 'we', 'us']);
/** The writer as an object ("asked me", "with us"), no subject in the clause's first words. */
const OBJECT_FORMS = new Set(['me', 'us', 'myself']);
const DATE_PRONOUN = new Set([
  'he/she',
  'him/her',
  "he/she's",
  "he/she'd",
  "he/she'll",
  'they',
  'them',
  'ur',
  'u',
]);
const THIRD_HEAD = new Set([
  'waiter',
  'waitress',
  'server',
  'bartender',
  'bouncer',
  'driver',
  'friend',
  'friends',
  'mate',
  'mates',
  'sister',
  'brother',
  'mom',
  'mum',
  'dad',
  'mother',
  'father',
  'aunt',
  'uncle',
  'cousin',
  'roommate',
  'flatmate',
  'coworker',
  'colleague',
  'boss',
  'ex',
  'exes',
  'guys',
  'girls',
  'men',
  'women',
  'people',
  'everyone',
  'someone',
  'somebody',
  'nobody',
  'stranger',
  'manager',
  'staff',
  'host',
  'neighbour',
  'neighbor',
  'therapist',
  'security',
  'police',
  'cop',
  'cops',
  'kid',
  'kids',
  'couple',
  'family',
  'parents',
]);
const HYPOTHETICAL = new Set([
  'if',
  'afraid',
  'worried',
  'worry',
  'scared',
  'feared',
  'fear',
  'expected',
  'assumed',
  'imagined',
  'imagine',
  'hope',
  'hoped',
  'hoping',
  'wish',
  'wished',
  'would',
  "would've",
  'wouldve',
  'could',
  'might',
  'unless',
  'whether',
  'case',
  'paranoid',
  'nervous',
  'anxious',
  'wondered',
  'wondering',
  'suppose',
  'supposed',
  'ever',
  'usually',
  'sometimes',
]);
const REPORTED = new Set([
  'apparently',
  'heard',
  'rumour',
  'rumor',
  'supposedly',
  'allegedly',
  'reportedly',
  'says',
  'warned',
]);

const LITTLE_DRINK =
  /\b(?:(?:one|two|a|1|2|half a|only|just) (?:glass|glasses|drinks?|beers?|cocktails?|sips?)|(?:drank|drink|had) (?:only |just )?(?:one|two|1|2) (?:only|drinks?|glasses|beers?|cocktails?)|barely drank|sober|didn'?t drink much)\b/;
const IMPAIRED =
  /\b(?:(?:couldn'?t|could not|can'?t|cannot) (?:stand|walk|see|remember|focus|think|feel my|move my|keep my eyes)|(?:room|everything|world) (?:was |went |started )?(?:going |to go )?(?:sideways|spinning|grey|gray|black)|next (?:thing|memory)|(?:legs|knees) (?:felt|were|went) (?:like )?(?:jelly|rubber|weak)|blurry|fuzzy|blacked? out|black(?:ed)? out|woke up|no memory|don'?t remember|can'?t remember|spinning|passed out|dizzy|legs (?:gave|went|go|goes|gone)\b|(?:legs|knees) (?:go|goes|gone),? (?:like )?(?:jelly|rubber|weak)|slurr)/;
/**
 * The impairment is the date's, not the writer's: "by nine she was slurring", or a "don't
 * remember" inside the date's own message the morning after ("she sent a message, sorry Sipho,
 * I don't remember much").
 */
const SOMEONE_ELSES_IMPAIRMENT =
  /\b(?:he|she|they|(?:his|her|their) (?:words|speech|voice))(?: was| were|'s| is| started| kept)? (?:\w+ )?(?:slurr\w*|dizzy|passed out|blacked out|black(?:ed)? out|falling over)|\b(?:sent|texted|messaged|wrote|said|text)\b[^.!?]{0,40}\b(?:don'?t|can'?t|cannot) remember\b/;

/** The writer's own impairment told in a lower-cased sentence. */
const writerImpaired = (lower: string) =>
  IMPAIRED.test(lower) && !SOMEONE_ELSES_IMPAIRMENT.test(lower);

const FEAR =
  /\b(?:scared|terrified|shaking|shook|froze|frozen|panick?(?:ed|ing)?|afraid|unsafe|trapped|heart (?:was )?(?:pounding|racing)|couldn'?t breathe)\b/;
const SELF_BLAME =
  /\b(?:my (?:own )?fault|i should(?:n'?t)? have|i shouldn'?t|stupid of me|blame myself|i led (?:him|her|them) on|i asked for it)\b/;

/** Cues of one lower-cased sentence that matter for danger across sentences. */
export function sentenceCues(lower: string) {
  return {
    safe: safeCue(lower),
    refusal: isRefusal(lower),
    littleDrink: LITTLE_DRINK.test(lower),
    impaired: writerImpaired(lower),
    fear: FEAR.test(lower),
    selfBlame: SELF_BLAME.test(lower),
  };
}

export interface DiscourseState {
  refused: boolean;
  littleDrink: boolean;
  fear: boolean;
  selfBlame: boolean;
}

export const emptyDiscourse = (): DiscourseState => ({
  refused: false,
  littleDrink: false,
  fear: false,
  selfBlame: false,
});

/** The discourse state after reading `lower` (one lower-cased sentence) on top of `state`. */
export function advanceDiscourse(state: DiscourseState, lower: string): DiscourseState {
  const cues = sentenceCues(lower);
  return {
    refused: state.refused || cues.refusal,
    littleDrink: state.littleDrink || cues.littleDrink,
    fear: state.fear || cues.fear,
    selfBlame: state.selfBlame || cues.selfBlame,
  };
}

const isWord = (t: Token) => t.type === 'word' || t.type === 'number' || t.type === 'emoji';

/**
 * The date's pronouns, whatever the date's gender: "she grabbed my wrist" is the same act as
 * "he grabbed my wrist", and a corpus with more of one must not teach the detectors the other.
 */
const DATE_FORMS: Record<string, string> = {
  he: 'he/she',
  she: 'he/she',
  him: 'him/her',
  her: 'him/her',
  his: 'his/her',
  hers: 'his/her',
  himself: 'himself/herself',
  herself: 'himself/herself',
  "he's": "he/she's",
  "she's": "he/she's",
  "he'd": "he/she'd",
  "she'd": "he/she'd",
  "he'll": "he/she'll",
  "she'll": "he/she'll",
};

function wordOf(t: Token): string {
  if (t.type === 'number') return '<num>';
  const w = t.norm.replace(/[\u2018\u2019\u02bc`]/g, "'");
  return DATE_FORMS[w] ?? w;
}

export type Actor = 'writer' | 'date' | 'third' | 'none';

/**
 * The first actor-like word of a clause: the writer, the date (a pronoun or a name), a third party.
 * With `pos` (parts of speech), a clause that opens on its verb has no subject ("Walked me home":
 * "me" is its object) and a capitalised verb is no name. The shipped detectors were trained on
 * the reading without `pos`, so their features use that one (decision record 0114).
 */
function clauseActor(
  words: readonly string[],
  raw: readonly string[],
  pos?: readonly string[],
): Actor {
  for (let i = 0; i < Math.min(words.length, 4); i += 1) {
    const w = words[i] ?? '';
    if (pos && pos[i] === 'VERB') return 'none';
    if (WRITER.has(w) && (!pos || i === 0 || !OBJECT_FORMS.has(w))) return 'writer';
    if (DATE_PRONOUN.has(w)) return 'date';
    if (THIRD_HEAD.has(w)) return 'third';
    if (
      (w === 'the' ||
        w === 'my' ||
        w === 'his/her' ||
        w === 'him/her' ||
        w === 'a' ||
        w === 'our') &&
      THIRD_HEAD.has(words[i + 1] ?? '')
    )
      return 'third';
    if (
      /^[A-Z][a-z]+$/.test(raw[i] ?? '') &&
      i === 0 &&
      !(pos && /^(?:VERB|AUX|ADV|ADP|DET|PRON|SCONJ|CCONJ|INTJ)$/.test(pos[i] ?? ''))
    )
      return 'date';
  }
  return 'none';
}

/** Whether a clause opens on its verb, after any linking word or adverb ("then grabbed"). */
function verbFirst(words: readonly string[], pos: readonly string[]): boolean {
  for (let i = 0; i < words.length; i += 1) {
    if (CLAUSE_BREAK.has(words[i] ?? '') || pos[i] === 'ADV' || pos[i] === 'PART') continue;
    return pos[i] === 'VERB';
  }
  return false;
}

interface Clause {
  words: string[];
  raw: string[];
  negated: boolean[];
  pos: string[];
}

/**
 * The clauses of a sentence, each with its words (the date's pronouns in one form), their raw
 * casing (for names), negation and part of speech. `marks` receives "!" and "?" as met.
 */
function splitClauses(sentence: Sentence, marks: string[] = []): Clause[] {
  const clauses: Clause[] = [];
  let cur: Clause = { words: [], raw: [], negated: [], pos: [] };
  const text = sentence.text;
  const lowerText = text.toLowerCase();
  let rawCursor = 0;
  for (const t of sentence.tokens) {
    const norm = wordOf(t);
    // Recover the raw casing of the token for name detection.
    let raw = norm;
    const at = lowerText.indexOf(t.norm, rawCursor);
    if (at >= 0) {
      raw = text.slice(at, at + t.norm.length);
      rawCursor = at + t.norm.length;
    }
    if (t.type === 'punctuation' || CLAUSE_BREAK.has(norm)) {
      if (t.type === 'punctuation' && (norm === '!' || norm === '?')) marks.push(norm);
      if (cur.words.length) clauses.push(cur);
      cur = { words: [], raw: [], negated: [], pos: [] };
      if (t.type !== 'punctuation') {
        cur.words.push(norm);
        cur.raw.push(raw);
        cur.negated.push(t.negated);
        cur.pos.push(t.pos ?? '');
      }
      continue;
    }
    if (!isWord(t)) continue;
    cur.words.push(norm);
    cur.raw.push(raw);
    cur.negated.push(t.negated);
    cur.pos.push(t.pos ?? '');
  }
  if (cur.words.length) clauses.push(cur);
  return clauses;
}

/** The actor of a clause's subject, or 'none' where it has none. */
function actorOf(c: Clause, grammar: boolean): Actor {
  const kept = (_: unknown, i: number) => !CLAUSE_BREAK.has(c.words[i] ?? '');
  return clauseActor(
    c.words.filter(kept),
    c.raw.filter(kept),
    grammar ? c.pos.filter(kept) : undefined,
  );
}

/**
 * Who a sentence with no subject of its own is about: "The waiter though, oh my god." /
 * "Rolled his eyes when I asked what a 'jus' was" is the waiter's act, "Then somehow I ended up
 * telling him all about my ex-wife" / "Twenty minutes on Linda." the writer's. For each
 * sentence: the last actor before it where it opens on its verb or has no verb at all, else
 * 'none' (it has a subject, or nobody acted before it).
 */
export function carriedSubjects(sentences: readonly Sentence[]): Actor[] {
  let last: Actor = 'none';
  return sentences.map((s) => {
    const clauses = splitClauses(s);
    const first = clauses[0];
    const dropped =
      first !== undefined &&
      actorOf(first, true) === 'none' &&
      (verbFirst(first.words, first.pos) ||
        !s.tokens.some((t) => /^(?:VERB|AUX)$/.test(t.pos ?? '')));
    const carried = dropped ? last : 'none';
    for (const c of clauses) {
      const a = actorOf(c, true);
      if (a !== 'none') last = a;
    }
    return carried;
  });
}

/**
 * The features of sentence `sentences[index]`. `rules` are the categories (with severity) the
 * hand-written rules found in that sentence; `discourse` is the state before this sentence.
 */
export function detectorFeatures(
  sentence: Sentence,
  discourse: DiscourseState,
  rules: readonly string[],
  previous?: Sentence,
): string[] {
  const feats: string[] = [];
  const clusters = wordClusters();
  const clauses = splitClauses(sentence, feats);
  const text = sentence.text;
  const lower = text.toLowerCase();
  const question = /\?\s*$/.test(text.trim());
  const reportedSentence =
    /\b(?:my \w+ (?:said|says|told me|thinks|warned)|people say|according to)\b/.test(lower);
  let allWords: string[] = [];
  for (const c of clauses) {
    const content = c.words.filter((w) => !CLAUSE_BREAK.has(w));
    const actor = actorOf(c, false);
    const hypothetical = c.words.some((w) => HYPOTHETICAL.has(w));
    const reported = reportedSentence || c.words.some((w) => REPORTED.has(w));
    const markers: string[] = [];
    if (actor === 'writer') markers.push('I:');
    else if (actor === 'third') markers.push('T:');
    else if (actor === 'date') markers.push('D:');
    if (hypothetical) markers.push('H:');
    if (reported) markers.push('R:');
    if (question) markers.push('Q:');
    if (markers.length === 0) markers.push('N:');
    for (let i = 0; i < c.words.length; i += 1) {
      const w = c.words[i] ?? '';
      const base = c.negated[i] ? `~${w}` : w;
      feats.push(base);
      for (const m of markers) feats.push(m + base);
      if (w.length >= 6) feats.push(`>${c.negated[i] ? '~' : ''}${w.slice(0, 5)}`);
      if (i > 0) {
        const bi = `${c.words[i - 1]} ${w}`;
        feats.push(bi);
        if (actor === 'writer' || actor === 'third' || hypothetical) feats.push(markers[0] + bi);
      }
      if (i > 1) feats.push(`${c.words[i - 2]} _ ${w}`);
      // The word's meaning group (word-clusters.ts), so an unseen synonym reads like a seen one.
      const group = clusters.fine.get(w);
      if (group !== undefined) {
        const g = `c:${c.negated[i] ? '~' : ''}${group}`;
        feats.push(g);
        for (const m of markers) feats.push(m + g);
      }
    }
    // Actor + the next three words ("he suddenly grabbed" -> "he+grabbed").
    for (let i = 0; i < c.words.length; i += 1) {
      const w = c.words[i] ?? '';
      if (!WRITER.has(w) && !DATE_PRONOUN.has(w)) continue;
      for (let j = i + 1; j < Math.min(c.words.length, i + 4); j += 1) {
        feats.push(`${w}+${c.words[j]}`);
        const group = clusters.fine.get(c.words[j] ?? '');
        if (group !== undefined) feats.push(`${w}+c:${group}`);
      }
    }
    allWords = allWords.concat(content);
  }
  if (
    /[A-Z]{3,}/.test(
      text.replace(
        /\b(?:OK|LOL|OMG|TBH|NGL|IDK|WTF|ASAP|BTW|TV|DM|DMS|ID|UK|US|USA|NYC|LA|ATM|FYI|BBQ|GPS|ER|PM|AM)\b/g,
        '',
      ),
    )
  )
    feats.push('CAPS');
  if (/\u{1F644}|\u{1F612}|\u{1F611}|\/s\b/u.test(text)) feats.push('EYEROLL');
  if (discourse.refused) feats.push('CTX:refused', ...allWords.slice(0, 12).map((w) => `CR:${w}`));
  if (discourse.littleDrink) feats.push('CTX:littledrink');
  if (discourse.fear) feats.push('CTX:fear');
  if (discourse.selfBlame) feats.push('CTX:selfblame');
  if (isRefusal(lower)) feats.push('S:refusal');
  if (safeCue(lower, previous?.text.toLowerCase())) feats.push('S:safe');
  if (writerImpaired(lower)) feats.push('S:impaired');
  if (FEAR.test(lower)) feats.push('S:fear');
  if (SELF_BLAME.test(lower)) feats.push('S:selfblame');
  if (previous) {
    for (const t of previous.tokens)
      if (isWord(t) && t.norm.length > 3) feats.push(`P:${wordOf(t)}`);
  } else feats.push('P:none');
  for (const r of rules) feats.push(`RULE:${r}`);
  feats.push('BIAS');
  return feats;
}

/**
 * The features of every sentence of an account, each with the discourse state of what came
 * before it. `rulesBySentence[i]` lists `polarity:category:severity` of the rule flags found in
 * sentence i.
 */
export function accountFeatures(
  sentences: readonly Sentence[],
  rulesBySentence: ReadonlyMap<number, readonly string[]>,
): string[][] {
  let discourse = emptyDiscourse();
  return sentences.map((s, i) => {
    const feats = detectorFeatures(s, discourse, rulesBySentence.get(i) ?? [], sentences[i - 1]);
    discourse = advanceDiscourse(discourse, s.text.toLowerCase());
    return feats;
  });
}
