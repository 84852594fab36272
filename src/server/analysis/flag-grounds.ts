import { isReported } from './flags';
import { SHARP_WITH_SOMEONE_ELSE } from './rules/red-rules';
import type { Sentence } from './text';

/**
 * What a learned flag may rest on (decision record 0108): per sentence, whether it is too short
 * to carry a detector's flag, whether it is only about the writer, and whether it is long enough
 * to tell of harm by someone else. Computed once per sentence by `sentenceGrounds`.
 */

export const wordCount = (s: Sentence) => s.tokens.filter((t) => t.type === 'word').length;

/** Words that say nothing on their own ("That's it.", "So that was that."). */
const EMPTY_WORDS = new Set(
  "that 's is it this was so ok okay yeah well and the a then there just all".split(' '),
);

/**
 * A sentence of one or two words ("Saturday.", "me.", "monster.") or of empty words only
 * ("That's it.") is too little for a detector to hang a flag on; only a rule's precise reading
 * may flag it.
 */
export const isFragment = (s: Sentence) =>
  wordCount(s) < 3 ||
  s.tokens.filter((t) => t.type === 'word' && !EMPTY_WORDS.has(t.norm.toLowerCase())).length === 0;

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
  if (subjectlessWriterAct(words)) return true;
  // "Took me to the DCA.", "Walked me home.": the subject dropped is the date, the writer the object.
  if (PAST_VERB.test(words[0] ?? '') && words.slice(1, 3).includes('me') && !words.includes('i'))
    return false;
  if (!words.some((w) => FIRST_PERSON.has(w)) || words.some((w) => OTHERS.has(w))) return false;
  // A name other than the first word is someone else ("I told Sam", "I waited while Tom..."),
  // unless it is only what the writer talked or thought about ("I talked about Hyejin (my ex)").
  const raw = s.text.match(/[A-Za-z][\w']*/g) ?? [];
  return !raw.some(
    (w, i) =>
      i > 0 && /^[A-Z][a-z]+$/.test(w) && w !== 'I' && !/^(?:about|of|over)$/i.test(raw[i - 1]!),
  );
}

const PAST_VERB =
  /^(?:\w+ed|took|bought|gave|told|got|made|paid|brought|sent|met|drove|left|kept|let|put|showed|taught|caught|found|held|ran|rang|wrote|sat|stood|saw|went|came|said|asked|offered|helped|treated)$/;

/**
 * A diary line with its subject dropped, about the date as the object: "Took her to the DCA for
 * a film.", "Walked him to the station.", "Paid for her dinner." The writer did it (a line about
 * what the date did to the writer has "me" or "my" in it: "Took me to the DCA").
 */
function subjectlessWriterAct(words: readonly string[]): boolean {
  if (!PAST_VERB.test(words[0] ?? '')) return false;
  if (words.some((w) => FIRST_PERSON.has(w) || w === 'we' || w === 'us' || w === 'our'))
    return false;
  // "her" before a thing is hers, not her: "sent her food back" is the date sending it back.
  return words
    .slice(1, 5)
    .some(
      (w, i) =>
        w === 'him' || w === 'them' || (w === 'her' && !HER_THINGS.test(words[i + 2] ?? '')),
    );
}

const HER_THINGS =
  /^(?:food|meal|plate|order|steak|burger|pizza|drink|drinks|glass|coffee|wine|pint|dessert|starter|main|salad|soup|chips|fries|bill|phone|bag|coat|jacket|keys|car|card|number|friend|friends|mate|mates|sister|brother|mum|mom|dad|ex|kids?|dog|voice|eyes|head|hand|hands|way)$/;

const MY_LINE = /^\s*(?:\[[^\]]{1,20}\]\s*)?(?:me|i)\s*(?::|-|–|>)\s*\S/i;
const SOMEONES_LINE = /^\s*(?:\[[^\]]{1,20}\]\s*)?([A-Za-z][\w'-]{1,20})\s*:\s+\S/;

/**
 * Who sent each sentence of a pasted exchange, to the end of its line: 'writer' for a line that
 * opens "me:" (or "Me -", "I:"), 'other' for one that opens with another sender's label
 * ("Kenny: Hamish I've never felt like this"), null outside an exchange. A label counts as a
 * sender where it opens two lines or more, or beside a "Me:" line ("Verdict: loved it" alone is
 * the writer's own heading).
 */
export function messageSenders(sentences: readonly Sentence[]): ('writer' | 'other' | null)[] {
  const opens = sentences.map((s, i) => s.opensLine === true || i === 0);
  const label = (s: Sentence) => SOMEONES_LINE.exec(s.text)?.[1]?.toLowerCase();
  const counts = new Map<string, number>();
  let mine = false;
  sentences.forEach((s, i) => {
    if (!opens[i]) return;
    if (MY_LINE.test(s.text)) mine = true;
    const l = label(s);
    if (l && l !== 'me' && l !== 'i') counts.set(l, (counts.get(l) ?? 0) + 1);
  });
  const senders = new Set([...counts].filter(([, n]) => n >= 2 || mine).map(([l]) => l));
  let sender: 'writer' | 'other' | null = null;
  return sentences.map((s, i) => {
    if (opens[i]) {
      const l = label(s);
      sender = MY_LINE.test(s.text) ? 'writer' : l && senders.has(l) ? 'other' : null;
    }
    return sender;
  });
}

/**
 * The writer's own messages in a pasted exchange: "me: you still owe me a rematch" is the
 * writer's line, not the date following up.
 */
export const writersMessages = (sentences: readonly Sentence[]): boolean[] =>
  messageSenders(sentences).map((x) => x === 'writer');

/** A harm to the writer by someone else is only read from a sentence at least this long. */
export const HARM_MIN_WORDS = 6;

/**
 * The writer acting towards the date, told with the subject dropped: "Called her 4 times.",
 * "Was 25 minutes late to meet Linda." No flag of the date's, danger included, rests on it.
 */
const LATE_TO_MEET =
  /^\W*[Ww]as\b[^.]{0,30}\blate\b[^.]{0,20}\bto (?:meet|see|pick up|get to) (?:her|him|them|[A-Z][a-z]+)\b/;

export function writerActsOnDate(s: Sentence): boolean {
  const words = s.tokens.filter((t) => t.type === 'word').map((t) => t.norm.toLowerCase());
  return subjectlessWriterAct(words) || LATE_TO_MEET.test(s.text.trim());
}

export interface SentenceGrounds {
  fragment: boolean;
  writerOnly: boolean;
  writerActs: boolean;
  /** Long enough, and not a question, to tell of harm by someone else. */
  tellsHarm: boolean;
}

export function sentenceGrounds(s: Sentence): SentenceGrounds {
  return {
    fragment: isFragment(s),
    writerOnly: writerOnly(s),
    writerActs: writerActsOnDate(s),
    tellsHarm: wordCount(s) >= HARM_MIN_WORDS && !/\?\s*$/.test(s.text.trim()),
  };
}

/**
 * Unwanted sexual touching of the writer, by anyone, in words that mean nothing else: "a man
 * groped me on the bus", "he rubbed himself against me", "someone touched me inappropriately",
 * "grabbed my breast". The learned harm reading can miss a short, plain report of it; this rule
 * is the floor under it. It needs the writer as the object ("me", "my ..."), so "I touched his
 * arm" is not read, and `touchedWriter` refuses a denial, a fear or a what-if before it.
 */
const UNWANTED_TOUCH =
  /\b(?:grop(?:e|ed|es|ing)|molest(?:ed|ing|s)?|fondl(?:e|ed|es|ing)|touch(?:ed|es|ing)? me (?:inappropriately|indecently|wrongly|badly|everywhere|all over|without|on purpose|deliberately|intentionally)|touch(?:ed|es|ing)? (?:my (?:breasts?|chest|boobs?|butt|bum|ass|backside|bottom|private\w*|crotch)|me (?:there|down there))|(?:rubb?(?:ed|ing|s)|press(?:ed|es|ing)|push(?:ed|es|ing)|grind(?:ed|ing|s)?) (?:himself|herself|his (?:body|crotch|private\w*|groin)|(?:his|their) (?:intimate|private|sexual) (?:parts?|organs?)) (?:against|on|onto|into|over) (?:me|my (?:body|back|arm|hand|leg|side))|(?:grab(?:bed|bing|s)?|grapp?(?:ed|ing|s)|pinch(?:ed|es|ing)|squeez(?:ed|es|ing)|slapp?(?:ed|ing|s)|tapp?(?:ed|ing|s)|patt?(?:ed|ing|s)|fondl\w*) my (?:(?:right|left) )?(?:breasts?|chest|boobs?|butt|buttocks|bum|ass|backside|bottom|crotch|private\w*)|(?:put|slid|shoved|stuck) (?:his|her|their) hands? (?:up|under|inside|down) my|(?:flash(?:ed|ing)|expos(?:ed|ing)) (?:himself|herself)|masturbat\w*|spank(?:ed|ing|s)? me|(?:rubb?(?:ed|ing|s)|brush(?:ed|es|ing)|press(?:ed|es|ing)) (?:himself |herself |themselves )?(?:up )?against (?:me|my (?:back|behind|bum|butt|body))|(?:i|we) (?:could|can) feel (?:a |an |the |his |her |some )?(?:\w+'s )?(?:erection|boner|hard[- ]on)|made (?:sexual )?advances (?:towards|at|to|on) me|touch(?:ed|es|ing)? (?:me|my \w+) (?:unusually|improperly|inappropriately|indecently|in an? (?:very |really |so )?(?:bad|wrong|indecent|inappropriate|dirty|sexual) (?:way|manner|place)|in (?:the |a )?wrong place)|touch(?:ed|es|ing)? me (?:at|in|on) (?:the )?wrong (?:places?|parts?|way)|bad touch(?:es|ing)?|misbehav(?:e|ed|es|ing) with me|tr(?:ied|ying|ies|y) to (?:touch|grope|feel|grab) (?:me|us|my (?:body|private\w*|breasts?|chest|butt|bum))|felt me up|(?:i|we) (?:was|were|have been|had been|got|'ve been) (?:touched|groped|handled|fondled) (?:inappropriately|indecently|badly|wrongly)|made me touch (?:his|him|it)\b|sexually (?:harass(?:ed|ing)|assault(?:ed|ing)|abus(?:ed|ing)) me|(?:i|we) (?:was|were|have been|had been|got|'ve been) sexually (?:harassed|assaulted|abused)|physically harass(?:ed|ing) me|(?:i|we) (?:was|were|got) physically harassed|(?:a|an|one|some|that|this|the same) (?:old |drunk |random |young |middle aged |middle-aged )?(?:man|guy|boy|uncle|stranger|person|lad) (?:\w+ ){0,2}?(?:touched|tried to touch|kept touching|started touching) me\b(?! (?:on the (?:arm|shoulder)|to (?:get|ask|say)))|(?:guys|men|boys|lads|strangers|someone|somebody|(?:a )?third person) (?:come and |came and |would |keep |kept |try to |tried to |start |started )?(?:touch(?:ed|es)?|grab(?:bed|s)?) me\b(?! (?:on the (?:arm|shoulder)|to (?:get|ask|say)))|took advantage of the (?:crowd|rush)(?= [^.!?]*\b(?:behind|against|next to|beside) me\b)|(?:i was|i got|got|was) (?:being )?(?:touched|groped|fondled|felt up) by (?:(?:a|an|some|the|two|three|a group of) )?(?:\w+ )?(?:man|men|boy|boys|guy|guys|stranger|strangers|uncle|conductor|driver|passenger|person)|(?:i was being|i got|i keep getting) touched(?= ?[.!])|(?:i was|i got|i was being|i have been|i've been) touched(?= in an? (?:\w+ )?(?:inappropriate|wrong|bad|indecent) (?:way|manner)))\b(?!'s)/i;

const NOT_REAL =
  /\b(?:never|didn'?t|did not|wasn'?t|was not|not once|no one|nobody|afraid|worried|scared|in case|what if|if|would|might|could have|imagine|dreamt|dreamed)\b/i;

/** The part of `text` telling of unwanted sexual touching of the writer, if it does (see above). */
export function touchedWriter(text: string): string | null {
  const m = UNWANTED_TOUCH.exec(text);
  if (!m) return null;
  const before = text.slice(Math.max(0, text.lastIndexOf(',', m.index) + 1), m.index);
  return NOT_REAL.test(before) ? null : m[0];
}

const SOMEONE_ELSE_FIRST =
  /^(?:a|an|one|some|someone|somebody|the|this|that|another|their|my|our|two|three|random|guy|man|woman|men|lads|stranger|strangers)$/;
const RELATIVE =
  /^(?:friend|friends|mate|mates|brother|sister|cousin|dad|mum|mom|ex|flatmate|boss)$/;

/**
 * Whether unwanted touching told in `text` was done by someone other than the date: the sentence
 * opens on a noun phrase ("A man groped me", "One of them grabbed my backside", "her friend
 * grabbed my butt") rather than a pronoun or a name ("he put his hand up my skirt").
 */
export function touchedBySomeoneElse(text: string): boolean {
  const words = text.toLowerCase().match(/[a-z']+/g) ?? [];
  if (SOMEONE_ELSE_FIRST.test(words[0] ?? '')) return true;
  return (words[0] === 'his' || words[0] === 'her') && RELATIVE.test(words[1] ?? '');
}

/**
 * A temper shown in the sentence ("she lost it for a sec, swore at it and chucked it at the car",
 * "Next thing she's screaming at me") is no green flag, whatever else it says; shouting at the
 * telly together is ("we", "both", "together").
 */
const TEMPER =
  /\b(?:scream\w*|yell\w*|shout\w*|swore|swearing|snapp?ed) at (?:me|him|her|them|it|the (?:waiter|waitress|driver|staff|server|bartender|guy|man|woman|kid|cashier|uber\w*))\b|\b(?:threw|chucked|hurled|flung|throws|chucks) (?:it|the|a|his|her|their|my)\b[^.]{0,30}\bat\b|\bslamm?(?:ed|ing|s) (?:the|his|her|their|my|a)\b|\bstorm\w* (?:off|out)\b|\blost (?:his|her|their) temper\b|\b(?:she|he|they) lost it\b/i;
const TOGETHER = /\b(?:we|both|together|us)\b/i;
const SHARP_WITH_OTHERS = new RegExp(SHARP_WITH_SOMEONE_ELSE, 'i');
export const showsTemper = (text: string) =>
  (TEMPER.test(text) || SHARP_WITH_OTHERS.test(text)) && !TOGETHER.test(text);

/**
 * The writer taken hold of: "took me by the wrist and walked me to his car". Whatever else the
 * sentence tells ("walked me to", "made sure"), it is no green flag. ("She dragged me to dance"
 * is play, and stays readable.)
 */
export const heldByForce = (text: string) =>
  /\b(?:took|grabbed|caught|yanked|pulled|seized|gripped|held) me (?:hard )?by (?:the|my) (?:wrist|wrists|arm|elbow|hair|neck|collar|throat)\b/i.test(
    text,
  );

/**
 * The writer's own question ("Or is it too fast?", "Should I give another chance?"): no sign of
 * anything good the date did. A question with the date in it ("did he really pay?") may still be
 * about them, so only questions without he/she/they/them are left out.
 */
/**
 * Someone else's act, told with them as the subject and the date nowhere as one: "The staff were
 * very kind", "A man in Abergavenny who wronged him over a saddle". No green flag of the date's
 * rests on it.
 */
const OTHER_SUBJECT =
  /^(?:[-•*]\s*)?(?:(?:\w+'s (?:boyfriend|girlfriend|husband|wife|partner|friend|mate|brother|sister|cousin|colleague|dad|mum|mom)\b)|(?:the|a|an|some|this|that|his|her|their|my|our)\s+(?:\w+\s+){0,2}?(?:staff|waiter|waitress|server|servers|bartender|barman|barmaid|host|hostess|manager|driver|nurse|paramedics?|police|officer|lady|man|men|woman|women|guy|guys|bloke|couple|people|family|kids?|friends?|mates?|sister|brother|mum|mom|dad|mother|father|neighbou?rs?|owner|chef|cook|crowd|stranger)\b)/i;
export function someoneElsesAct(text: string): boolean {
  return (
    OTHER_SUBJECT.test(text.trim()) &&
    !/\b(?:he|she|they|he's|she's|they're|we|we're)\b|(?<!\b(?:with|to|at|towards|for) )\bboth of us\b/i.test(
      text,
    )
  );
}

/**
 * Someone the writer dated before, not this date: "My last date off there lied about his age by
 * twelve year", "my ex used to do that". ("My last date with Tom" is this date.)
 */
export function earlierDatesAct(text: string): boolean {
  return /^(?:[-•*]\s*)?(?:(?:but|and|so|also|you know|like|honestly|remember|lol|ok so|okay so)[,.]? )*(?:(?:my|the) (?:last|previous|other|first|old) (?:date|guy|girl|man|woman|match|one|bloke|fella)\b(?! with)|my ex\b)/i.test(
    text.trim(),
  );
}

/**
 * Teasing that went both ways: "Luis tease me all night about my accent ... and I tease him back",
 * "we roasted each other". Banter both enjoyed, not being talked down to.
 */
export function mutualTeasing(text: string): boolean {
  return /\b(?:i|we) (?:\w+ ){0,2}?(?:teas\w*|roast\w*|mock\w*|ribb?\w*|wound|wind|gave it|got (?:him|her|them)|made fun of (?:him|her|them)) (?:\w+ ){0,4}?back\b|\b(?:teas\w*|roast\w*|mock\w*|ribb\w*|wound|winding|took the (?:piss|mick) out of|made fun of) each other\b|\bgave as good as i got\b/i.test(
    text,
  );
}

/**
 * The writer's own good deed, with the date nowhere in it as a subject: "I went up after and gave
 * him a couple of quid and said sorry" (to the barman the date had snapped at).
 */
export function writersOwnDeed(text: string): boolean {
  return (
    /^(?:[-•*]\s*)?(?:and |then |so |after(?:wards)?,? )?i (?:\w+ ){0,2}?(?:went|gave|bought|paid|got|tipped|helped|said|told|offered|sent|texted|called|apologi[sz]ed|thanked|left|slipped)\b/i.test(
      text.trim(),
    ) &&
    // The date may be in it as long as they are not the one doing good: "I left a big tip when he
    // went to the bathroom" is still the writer's deed.
    !/\b(?:he|she|they|we|both of us)\b(?: \w+)?(?: also| too)? (?:went|gave|bought|paid|got|tipped|helped|said|told|offered|sent|texted|called|apologi[sz]ed|thanked|left|slipped|was|were|made)\b(?! to the (?:bathroom|loo|toilet|restroom|gents|ladies|bar))/i.test(
      text,
    ) &&
    !/\b(?:we|we're|us|both)\b/i.test(text)
  );
}

/**
 * The writer owning a fault of their own: "i was kinda rude to her friend", "my fault", "I made a
 * joke about her job", "I messed up". Such a line is no "warmest line" to quote back, and a
 * question about apologising after it is answered as an apology for that.
 */
export const WRITERS_OWN_FAULT =
  /\bi (?:was|got|am|'m|acted|came across)(?: \w+)? (?:rude|mean|snappy|short with|sharp with|an idiot|a dick|an ass|a jerk|out of order|out of line|awful|horrible|a mess|too drunk|way too drunk)\b|\b(?:(?<!\b(?:was|is|isn.t|wasn.t) (?:that|it|this) )my fault|my bad|i messed (?:it )?up|i screwed (?:it )?up|i ruined (?:it|the)|i made a (?:\w+ )?(?:joke|comment|crack|dig) (?:about|at)|i (?:snapped|yelled|shouted) at (?:him|her|them))\b/i;

/**
 * Laughing at the writer is not laughing together: "she laughed at my accent all night", "made
 * fun of me". (Laughing at the writer's jokes is.)
 */
export const LAUGHED_AT_WRITER =
  /\b(?:laugh(?:ed|ing|s)? at (?:me|my (?!(?:\w+ )?(?:jokes?|stories|story|puns?|impressions?|bits?)\b))|made fun of (?:me|my)|mock(?:ed|ing|s)? (?:me|my)|making fun of (?:me|my))/i;

/** "he", "she" or "they", contracted or not ("he's", "they'd"): the date, or someone, acting. */
const DATE_AS_SUBJECT = /\b(?:he|she|they)\b/i;

/** The writer's own state, with the date in it only as "his"/"her": "I was mortified on his behalf." */
export function writersOwnState(text: string): boolean {
  return (
    /^(?:[-•*]\s*)?(?:i|i'm|im|i was)\s+(?:was|felt|am|feel|got|kept|just|honestly|so|really)\b/i.test(
      text.trim(),
    ) && !DATE_AS_SUBJECT.test(text)
  );
}

/**
 * The writer telling of their own reaching out or opening up ("I've texted to say sorry", "I
 * actually really like him", "I told her about Carol"): the writer is the only one acting, so it
 * shows nothing of the date's following up or openness.
 */
export function writersOwnReach(text: string): boolean {
  const t = text.trim().replace(/^[-•*]\s*/, '');
  return (
    /^(?:(?:and|so|but|then|also|ok|okay|honestly|lol)\s+)*(?:i|i'?ve|i'?m|im|i'?d|i'?ll)\b/i.test(
      t,
    ) && !DATE_AS_SUBJECT.test(t)
  );
}

export function writersQuestion(text: string): boolean {
  const t = text.trim();
  if (!/\?[\s?!]*\S{0,2}$/u.test(t)) return false;
  return (
    !/\b(?:he|she|they|him|her|them|his|their)\b/i.test(t) ||
    // Asked about them, not told of them: "Will he call?", "he want to see me again or he is
    // only polite?"
    // ("Did he really pay for everything?" is astonishment at what he did, not a question.)
    (/^(?:and |but |so |ok |okay )?(?:do|does|did|is|was|will|would|should|can|could|am|are|how|why|what|when)\b/i.test(
      t,
    ) &&
      !/\b(?:really|actually|seriously|just)\b/i.test(t)) ||
    /\bor (?:he|she|they|is|was|not|no|maybe)\b/i.test(t)
  );
}

/**
 * Late or a plan cancelled, but kept the writer posted ("She was 15 minutes late but texted me
 * twice on the way, wreck on 410", "He cancel twice before (sick, then work), both times text
 * early with sorry"): a small blemish (severity info), not a caution. Texting only after, or not at
 * all, stays one.
 */
const POSTED =
  /\b(?:texted|messaged|called|rang|phoned|let me know|warned me|told me|text(?:ed)? me (?:before|ahead|first|on the way)|text(?:ed)? (?:early|ahead|first|before))\b/i;
const NOT_POSTED =
  /\b(?:didn'?t|did not|never|no|without|only|finally|not even)\b[^.]{0,15}\b(?:text|call|messag|ring|word|heads)/i;
export function keptPosted(text: string, next = ''): boolean {
  const posted = (t: string) => POSTED.test(t) && !NOT_POSTED.test(t);
  // The text on the way may be told on the next line: "He late 10 min, tram. Text me before so ok."
  return /\b(?:late|cancel\w*|reschedul\w*)\b/i.test(text) && (posted(text) || posted(next));
}

/**
 * A small lapse the writer excuses in the same sentence ("checked her phone a good bit, her
 * daughter is due any day so I understand", "a ten-minute call to her mum, that's fine"): the
 * writer's own reading is that it was fine, so it is a blemish (info), not a warning.
 */
const EXCUSED =
  /\b(?:so i (?:understand|get it|don'?t mind)|i (?:totally |completely )?(?:understand|get it)(?: though)?[.!]?\s*$|which (?:is|was) (?:fine|fair|understandable|ok|okay)|(?:that'?s|thats|that is|it'?s|its) (?:fine|fair|understandable|totally fine|ok|okay|no problem)|fair enough|no big deal|totally understandable|understandable)\b/i;
export const excusedLapse = (text: string) => EXCUSED.test(text);

/** One passing mention of an ex ("mentioned his ex once and moved on") is info, not a caution. */
const ONE_MENTION =
  /\b(?:once|one mention|mentioned (?:(?:his|her|their) )?ex (?:once|briefly|in passing)|in passing|briefly|moved on|changed the subject)\b/i;

/**
 * Not asking about money, an ex or the writer's body is tact, not self-absorption ("Didn't ask
 * me one thing about money.").
 */
const NOT_ASKED_WHAT_IS_PRIVATE =
  /\b(?:didn'?t|never|did not|not once)\b[^.]{0,30}\bask(?:ed)?\b[^.]{0,30}\babout (?:money|sex|my (?:money|income|salary|savings|house|ex|exes|divorce|weight|age|body|past))\b|\b(?:didn'?t|didnt|never|did not)\b[^.]{0,10}\b(?:ask(?:ed)? (?:me )?for (?:anything|money|a thing|a loan|cash)|mention(?:ed)? (?:crypto|money|investing|bitcoin|her ex|his ex)(?: once)?)\b/i;

/**
 * Hearsay about the date ("also Mim reckons she's a bit of a player", "Couple ladies at church
 * warned me about Vicki. Said she's been married 4 times") shows nothing good the date did.
 */
const OTHERS_SAY = /\b(?:reckons?|gossip\w*|warned me|word is|we heard)\b/;
const heardOf = (text: string) => {
  const lower = text.toLowerCase();
  return isReported(lower) || OTHERS_SAY.test(lower);
};
export function hearsay(text: string, previous: string): boolean {
  return heardOf(text) || (/^\W*(?:said|says)\b/i.test(text) && heardOf(previous));
}

export const oneMention = (text: string) => ONE_MENTION.test(text);
export const tactAboutPrivate = (text: string) => NOT_ASKED_WHAT_IS_PRIVATE.test(text);
