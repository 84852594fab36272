import type { TFlagCategory, TRedFlagCategory } from '../../../shared/analysis';
import { KEPT_WORDS } from '../safe-cues';

/**
 * The phrases generated sentences are built from. A flag's label is a display name of mixed
 * shape ("Tried to control your choices" is a verb phrase, "Money pressure" a noun phrase), so
 * it is never poured into a sentence. Each category instead has:
 * - `did`: a past-tense verb phrase whose subject is the date ("they talked down to you"),
 * - `noun`: a noun phrase ("disrespect towards you"), usable after "is", "about", "no".
 * Templates name the slot they need ({did} or {noun}) and `fill` refuses a missing value.
 */

export interface Phrase {
  did: string;
  noun: string;
}

export const CATEGORY_PHRASES: Record<TFlagCategory, Phrase> = {
  disrespect: { did: 'talked down to you', noun: 'disrespect towards you' },
  boundary_pressure: { did: 'pushed past a limit you had set', noun: 'pressure on your limits' },
  controlling: { did: 'tried to make your choices for you', noun: 'control over your choices' },
  aggression: { did: 'lost their temper', noun: 'an angry outburst' },
  physical_safety: { did: 'put your safety at risk', noun: 'a risk to your safety' },
  dishonesty: { did: 'were not honest with you', noun: 'dishonesty' },
  love_bombing: { did: 'came on too strong, too soon', noun: 'intensity that came too soon' },
  rude_to_others: { did: 'were rude to other people', noun: 'rudeness to other people' },
  self_centered: { did: 'made the evening about themselves', noun: 'a one-way conversation' },
  ex_fixation: { did: 'brought up an ex', noun: 'an ex in the conversation' },
  substance: { did: 'drank or used more than the evening could carry', noun: 'heavy drinking' },
  unreliable: { did: 'were unreliable with the plans', noun: 'unreliability with plans' },
  disengaged: { did: 'seemed checked out', noun: 'a lack of interest in the date' },
  financial_pressure: { did: 'brought money pressure into it', noun: 'pressure about money' },
  hostile_views: { did: 'showed hostile views', noun: 'hostile views' },
  attentive: { did: 'paid real attention to you', noun: 'attention to you' },
  respectful: { did: 'respected your limits', noun: 'respect for your limits' },
  kind_to_others: { did: 'were kind to the people around you', noun: 'kindness to others' },
  humor_connection: { did: 'laughed with you', noun: 'laughter you both enjoyed' },
  shared_interests: { did: 'shared things you care about', noun: 'interests you have in common' },
  reliable: { did: 'kept to the plan', noun: 'reliability' },
  follow_up: { did: 'got in touch afterwards', noun: 'a follow-up after the date' },
  openness: { did: 'opened up to you', noun: 'openness' },
};

/** What kind of danger a danger flag (or the harm reading) describes, read from its words. */
export const DANGER_KINDS = [
  'force',
  'kept',
  'spiking',
  'followed',
  'driving',
  'stranded',
  'consent',
  'threats',
  'harm',
  'risk',
] as const;
export type DangerKind = (typeof DANGER_KINDS)[number];

export const DANGER_PHRASES: Record<DangerKind, Phrase> = {
  force: { did: 'used physical force on you', noun: 'physical force' },
  kept: { did: 'kept you from leaving', noun: 'being kept from leaving' },
  spiking: {
    did: 'may have put something in your drink',
    noun: 'a drink that may have been spiked',
  },
  followed: { did: 'followed or tracked you', noun: 'being followed or tracked' },
  driving: { did: 'drove in a way that put your life at risk', noun: 'dangerous driving' },
  stranded: { did: 'left you stranded and unsafe', noun: 'being left stranded' },
  consent: { did: 'touched you without your consent', noun: 'contact you did not agree to' },
  threats: { did: 'threatened you', noun: 'threats' },
  harm: { did: 'hurt or endangered you', noun: 'harm done to you' },
  risk: { did: 'put your safety at risk', noun: 'a risk to your safety' },
};

/**
 * Cues per kind, tried in order. Driving words come last: a car is the setting of many other
 * dangers ("he drove off and left me there", "locked the car doors"), and naming the driving
 * when the danger was being kept or stranded sends the writer the wrong first step.
 */
const KIND_CUES: [DangerKind, RegExp][] = [
  [
    'spiking',
    /\b(?:spiked?|drugged|roofie|tampered|my drink|couldn'?t (?:stand|walk|remember)|blacked out|black out|dizzy|room (?:was |started )?(?:spinning|to (?:tilt|turn|spin))|(?:room|world|everything|floor) (?:was |started |went |kept )?(?:tilting|tilted|spinning|swaying|moving)|floor started|slow tilt|don'?t (?:really |fully |even )?remember (?:anything|much|a thing|how i got|getting home|the rest)|(?:bathroom|toilet|kitchen) floor|(?:woke|wake|waking) (?:up )?(?:on|in) (?:a|his|her|their)|legs (?:go|goes|went|gave)\b|(?:room|world|everything) (?:went|was going|going|tilted) sideways|next thing (?:i'?m|im|i was|i know|it'?s)|legs were like|legs (?:were not|weren'?t) mine|(?:street|ground|road) (?:was |started |kept )?(?:moving|tilting|spinning|swaying)|after the (?:gin|drink|wine|beer|shot|cocktail|caipirinha|glass)\b[^.]{0,40}\b(?:weird|dizzy|strange|wrong|couldn'?t)|put something in|after one drink|single glass|only (?:had )?(?:one|two|a) (?:drink|glass|beer))/,
  ],
  [
    'consent',
    /\b(?:kiss(?:ed)?|grop\w*|touch\w*|hand (?:on|up|under|down|inside)|thigh|breasts?|backside|bum|butt|arse|ass|boobs?|undress\w*|sex|bra|skirt|crotch|forced himself|forced herself|took off|on top of me|stealthing|condom|pulling my (?:jeans|pants|skirt|dress|top)|on my lap|shirt undone|did it again|sexual\w*|consent\w*|rear(?: end)?|hand (?:went|slid|crept|moved) (?:down|up|under|inside|higher)|put (?:it|(?:his|her|their) hands?) (?:straight |right )?back|kept going|(?:went|moved|slid) (?:up )?higher|hands? on my (?:leg|knee|waist|hips?|chest)|(?:the|his|her|their) hand (?:was|is|came) back|back and higher)\b/,
  ],
  [
    'kept',
    /\b(?:(?<!\bi (?:have |'?ve |had |'d )?)locked|lock(?:ed)? the doors?|(?:he|she|they) locks? (?:the )?(?:car )?doors?|(?:didn'?t|did not|wouldn'?t|would not|won'?t) unlock|doors? (?:were |was |are |stayed )?locked|wouldn'?t let me (?:leave|go|out)|would not let me (?:leave|go)|blocked the (?:door|way)|stood in the doorway|(?:stands?|stood|standing) in (?:front of the door|it|the door)|(?:took|take) my (?:car )?(?:keys|phone|bag|coat)|takes my keys|car keys|put (?:them|my keys|my phone) in (?:his|her|their) pocket|hold(?:s|ing)? (?:them|my keys) up|(?:get|got|give|gave|gives) (?:them|my keys|my phone) back|hid my|kept me|trapped|couldn'?t leave|not getting out|(?:you|have to) stay|you'?re staying|run away|refused to (?:let me|unlock|stop))/,
  ],
  [
    'stranded',
    /\b(?:left me (?:there|alone|at|in|on|stranded)|stranded|(?:drove|drive|drives|driven|sped|took) (?:off|away)|left without me|took the car|figure it out yourself|find a ride|no way (?:home|back)|no (?:cabs?|taxis?|ubers?|rides?|bus(?:es)?|lifts?|trains?|reception|signal|service)|(?:car|truck|van|ute|ride) (?:is |was )?gone|(?:he|she|they) walked off|miles (?:from|out of) (?:my|home|town|anywhere)|kicked me out|middle of nowhere|dumped me|(?:find|make) (?:your|ur|my) own way (?:home|back)|just left|left me|(?:said|says|told me|yelled|shouted) ['"]?get out|opened my door|no lights|\d+% battery|battery (?:was )?(?:dead|died|on \d+))\b/,
  ],
  [
    'threats',
    /\b(?:(?<!\b(?:never|not|no|wasn'?t|didn'?t|hasn'?t|haven'?t) (?:\w+ )?)threat\w*|kill|i'?ll (?:hurt|find|ruin)|you'?ll regret|(?:ur|you'?re|youre) (?:gonna|going to) regret|or else|send (?:the|your) (?:pics|photos)|(?:those|the|your|ur) (?:pics|photos|nudes)|leak|i know (?:where (?:you|u|your|ur)|what (?:you|u) drive|your (?:address|shop|work|car|schedule)))\b/,
  ],
  [
    'followed',
    /\b(?:follow\w*|tracked|tracking|tail(?:ed|ing)|pull(?:ed|s)? up behind|behind (?:my|the) (?:grab|uber|taxi|cab|bus|car)|airtag|location|(?:showed|turned) up|outside my|at my (?:door|work|job|building|condo|gate|counter|clinic|shop)|in the lobby|waiting room|front desk|there (?:he|she) was|found (?:me|my)|never (?:told|gave) (?:him|her|them)|had not told (?:him|her|them)|new account|account (?:he|she) made|after i blocked|(?:second|third|fourth|fifth|another|\d+(?:st|nd|rd|th)?) accounts?|accounts? now|(?:phoned|rang|rung|called|calling|ringing) (?:the|my) (?:[\w-]+ )?(?:shop|office|landline|work|salon|clinic|desk|depot|dispatch|reception|school|restaurant|store)|new (?:profile|account|number)|(?:standing|waiting|sitting|parked) (?:there|at|outside|across)\b[^.!?]{0,60}\bwatching|(?:called|rang|rung|phoned|texted|messaged|calling|ringing|texting|messaging|knocked|came (?:by|round)|drove past|walked past)\b[^.!?]{0,60}?\b(?:\d+|five|ten|fifteen|twenty|thirty|forty|fifty|a hundred|dozens of|so many) times|(?:card|note|letter) (?:came )?(?:through|under|in)|every (?:photo|post|story)|wait as long as|calling the|called the|comments on my|saw u|through my door|waiting (?:outside|at my|in (?:the )?lobby)|knew where (?:i|you|u) (?:work|live|lived|worked)|how (?:did )?(?:you|u|he|she|they) (?:find|found|knew|know) (?:me|where)|i have my ways|how (?:he|she|they) knew where|(?:don'?t|do not|didn'?t) know how (?:he|she|they) (?:found|knew|got)|asking for (?:you|me) at|(?:i )?never said where|hard to find|linkedin|looked me up|found out where|walked behind|behind me all the way|see where (?:you|u|i) live|(?:not|never|hadn'?t|had not|i'?d not) given (?:him|her|them) my address|outside my (?:house|flat|home|window)|looking at (?:the|my) (?:house|flat|window)|photo of (?:the|my) (?:house|flat|door|car))/,
  ],
  [
    'force',
    /\b(?:grabb?\w*|shov\w*|push(?:ed)? me|hit me|slap\w*|chok\w*|pinn\w*|yank\w*|twist\w*|squeez\w*|dragg?\w*|held me down|held my (?:arm|wrist)|bruis\w*|threw|leave a mark|wrist was red|punch\w*|kick(?:ed)? me)\b/,
  ],
  [
    'driving',
    /\b(?:drove|driving|drive|speed\w*|sped|highway|motorway|freeway|mph|km\/h|overtak\w*|undert(?:ook|ake)|swerv\w*|red light|through a red|needle|between lanes|behind a truck|handle above|shoulder|slow down|faster|raced?|racing|in a \d+ zone|in a \d+\b)/,
  ],
];

/** The kind of danger a flag describes: from its quote, else its label, else 'risk'. */
export function flagDangerKind(flag: {
  quote: string;
  label: string;
  category?: string;
}): DangerKind {
  const fromQuote = dangerKind(flag.quote);
  if (fromQuote !== 'risk') return fromQuote;
  const fromLabel = dangerKind(flag.label);
  if (fromLabel !== 'risk') return fromLabel;
  // A quote that names no act ("She kept going.") still has the kind its category carries.
  if (flag.category === 'boundary_pressure') return 'consent';
  if (flag.category === 'aggression') return 'threats';
  return 'risk';
}

/** Doors kept locked on the writer ("he laughed and didn't unlock"). */
const CAR_LOCKED =
  /\b(?:(?:didn'?t|did not|wouldn'?t|would not|won'?t) unlock|doors? (?:were |was |stayed )?locked|(?:he|she|they) locks? (?:the )?(?:car )?doors?|then i unlock|hold(?:s|ing)? the (?:lock )?button)\b/;
/** A sexual act named outright; a hand on a seat or a door is not one. */
const SEXUAL_ACT_ITSELF = /\b(?:kiss\w*|grop\w*|touch\w*|undress\w*|sex\w*|on top of me)\b/;

const SEXUAL_ACT =
  /\b(?:kiss\w*|grop\w*|touch\w*|undress\w*|sex\w*|on top of me|hand (?:on|up|under|down|inside))\b/;

/**
 * Words that only reckless driving has ("overtook a van on a blind bend", "put his foot down"): with
 * no sexual act in the quote they name the driving, before the weaker cues of other kinds ("did it
 * again" is also how a writer tells a second kiss after a no).
 */
const DRIVING_ONLY =
  /\b(?:weaving (?:between|through|in and out)|floored it|oh shit handle|(?:doing|going|hit|hitting) (?:like |about |over |nearly |at least |almost )?(?:[7-9]\d|1\d\d)(?! (?:years?|minutes?|mins?|quid|dollars?|euros?|pounds?|percent|%))\b|overt(?:ook|ake|aking)|undert(?:ook|ake|aking)|blind (?:bend|corner|bends|corners)|foot down|put (?:his|her|their) foot|mph|km\/h|speed(?:ing|ometer)|wrong side of the road|hard shoulder|red lights?|lorr(?:y|ies)|handbrake|drunk driv\w*|drove drunk)\b/;

/** The kind of danger a quote describes; 'risk' when its words do not say more. */
export function dangerKind(quote: string): DangerKind {
  const lower = quote.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  // Keys or a door held against the writer is being kept, even told with a sexual joke ("put my
  // keys in her bra and said come get them").
  if ((KEPT_WORDS.test(lower) || CAR_LOCKED.test(lower)) && !SEXUAL_ACT_ITSELF.test(lower))
    return 'kept';
  if (DRIVING_ONLY.test(lower) && !SEXUAL_ACT.test(lower)) return 'driving';
  for (const [kind, re] of KIND_CUES) if (re.test(lower)) return kind;
  return 'risk';
}

/**
 * The kind of danger a whole account tells of, where its danger sentences do not say: the kind
 * whose cues it uses most (a passing "found me in the bathroom" is no sign of being followed in
 * an account of a spiked drink), ties going to the order of `KIND_CUES`.
 */
export function accountDangerKind(text: string): DangerKind {
  const lower = text.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  let best: { kind: DangerKind; n: number } = { kind: 'risk', n: 0 };
  // The writer's own driving ("I drove off", "the company I drive for") is no sign that the
  // date drove dangerously or drove off.
  const notMine = lower.replace(
    /\bi(?:'ve| have| had|'d)? (?:\w+ )?(?:drove|drive|driving|driven|pulled up|pulled in)\b[^.,;!?]*/g,
    '',
  );
  const count = (re: RegExp, from = lower) => (from.match(new RegExp(re.source, 'g')) ?? []).length;
  const tally: [DangerKind, number][] = [
    ['kept', KEPT_WORDS.test(lower) ? count(KEPT_WORDS) : 0],
    ['driving', count(DRIVING_ONLY, notMine)],
    ...KIND_CUES.map(([k, re]): [DangerKind, number] => [
      k,
      count(re, k === 'driving' || k === 'stranded' ? notMine : lower),
    ]),
  ];
  for (const [kind, n] of tally) if (n > best.n) best = { kind, n };
  return best.kind;
}

export type SlotName = 'did' | 'noun' | 'feeling' | 'q' | 'n' | 'self' | 'answer' | 'settle';

/**
 * Fills a template's slots. Every slot in the template must be given a non-empty value, so a
 * sentence is never sent out with a hole or a stray "{did}".
 */
export function fill(template: string, slots: Partial<Record<SlotName, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = slots[name as SlotName];
    if (value === undefined || value === '') throw new Error(`template slot {${name}} unfilled`);
    return value;
  });
}

/** Joins verb phrases: "a", "a and b", "a, b and c". */
export function joinPhrases(items: readonly string[]): string {
  const xs = [...new Set(items)];
  if (xs.length <= 1) return xs[0] ?? '';
  return `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`;
}

export const capitalize = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

const CLAUSE_SPLIT = /(?<=[,;:])\s+|\s+(?=(?:but|and then|because|which|while)\s)|\s+[-–—]\s+/;
const SENTENCE_SPLIT = /(?<=[.!?])\s+(?=[-•*]?\s*[A-Z"'“])|\n+/;

/**
 * A quote of the user's text that is never cut mid-clause: the whole (first) sentence of the
 * excerpt when it is short enough, otherwise the run of whole clauses that best carries it
 * (preferring clauses that say what the other person did), otherwise the first whole clause
 * however long. The result is always an exact substring of the input, without its final
 * full stop.
 */
export function clauseQuote(quote: string, max = 160): string {
  const trimmed = quote.trim();
  const sentences = trimmed
    .split(SENTENCE_SPLIT)
    .map((s) => s.trim())
    .filter((s) => /\w/.test(s));
  const sentence = pickSentence(sentences.length > 0 ? sentences : [trimmed]);
  const clean = (s: string) =>
    s
      .replace(/^[-•*]\s*/, '')
      .replace(/[.!,;:]+$/, '')
      .trim();
  if (sentence.length <= max) return clean(sentence);
  const clauses = sentence.split(CLAUSE_SPLIT).filter((c) => c.trim());
  const startAt = Math.max(
    0,
    clauses.findIndex((c) => OTHER_ACTOR.test(c.toLowerCase())),
  );
  let out = clauses[startAt] ?? sentence;
  for (const c of clauses.slice(startAt + 1)) {
    const next = sentence.slice(
      sentence.indexOf(out),
      sentence.indexOf(c, sentence.indexOf(out)) + c.length,
    );
    if (next.length > max) break;
    out = next;
  }
  return clean(out);
}

const OTHER_ACTOR = /\b(?:he|she|they|him|her|them|his|their)\b/;

function pickSentence(sentences: readonly string[]): string {
  return sentences.find((s) => OTHER_ACTOR.test(s.toLowerCase())) ?? sentences[0] ?? '';
}

/** Text with every quoted passage replaced by "…": what the no-repeat rule compares. */
export function withoutQuotes(text: string): string {
  return text
    .replace(/"[^"]*"/g, '"…"')
    .replace(/“[^”]*”/g, '"…"')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first sentence of a generated text (generated sentences end in ". ", "! " or "? "). */
export function opening(text: string): string {
  const plain = withoutQuotes(text);
  const m = /^.*?[.!?](?=\s|$)/.exec(plain);
  return (m?.[0] ?? plain).trim();
}

/** First person to second person, for restating the writer's words to them. */
export function secondPerson(text: string): string {
  return (
    text
      .replace(/\b[Ii] am\b/g, 'you are')
      .replace(/\b[Ii]['’]m\b/g, 'you’re')
      .replace(/\b[Ii] was\b/g, 'you were')
      .replace(/\b[Ii] wasn['’]t\b/g, 'you weren’t')
      .replace(/\b[Ii]\b(?!['’]?[a-z]{2})/g, 'you')
      .replace(/\b[Ii](?=['’](?:d|ve|ll)\b)/g, 'you')
      // "yanked me back", "texted me back": back is where they moved the writer, not a body part
      .replace(
        /\b(?!(?:rubbed|scratched|massaged|patted|stroked|touched|slapped)\b)(\w+ed|brought|took|got|held|sent|drew|threw|caught|put|rang|wrote) me back\b/gi,
        '$1 you back',
      )
      // "took me keys off the side": the northern "me" for "my"
      .replace(
        /\bme (?=(?:keys|phone|coat|jacket|bag|wallet|car|van|dad|mum|mam|brother|sister|kids|lad|lass|mates?|house|flat|hand|arm|wrist|neck|leg|hair|face|shoulder|back|waist|head|drink|pint|glass|own)\b)/gi,
        'your ',
      )
      .replace(/\bme\b/gi, 'you')
      .replace(/\bmy\b/gi, 'your')
      .replace(/\bmine\b/gi, 'yours')
      .replace(/\bmyself\b/gi, 'yourself')
      // "on our second date" is the writer's and the date's: "your" to the writer
      .replace(/\b[Oo]ur\b/g, 'your')
      .replace(/\b[Oo]urs\b/g, 'yours')
      .replace(/\bus\b/g, 'you')
  );
}

const IRREGULAR_PAST =
  /^(?:asked|brought|bought|got|gave|lent|made|took|kept|held|paid|picked|chose|knew|remembered|told|said|sent|left|went|came|drove|walked|called|texted|booked|cooked|offered|listened|laughed|waited|let|put|showed|grabbed|pushed|followed|refused|locked|wouldn't|didn't|did|was|wasn't|had|hadn't|kept|saved|found|spent|talked|insisted|ordered|checked|noticed|said|thought)\b/i;

/**
 * What the other person did, restated to the writer ("He asked about your sister's wedding"):
 * the first clause of the quote that has them as its subject, in the second person, when it is
 * short enough to read as one thought. Null when no clause fits; then the tip quotes instead.
 */
export function paraphrase(quote: string, max = 90, about?: RegExp): string | null {
  // What comes before "but" is the concession, not the point: "he was fine w me but he snapped
  // his fingers at the server" is about the fingers.
  const sentences = quote
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.replace(/^.*?\s+but\s+(?=(?:he|she|they)\b)/i, ''));
  for (const sent of sentences) {
    const clauses = sent.split(/[,;:()]|\s[-–—]\s|\s+(?:but|and then|which|because)\s+/);
    for (const [ci, raw] of clauses.entries()) {
      const clause = raw
        .trim()
        .replace(/^[-•*]\s*/, '')
        .replace(/^(?:and|also|then|actually|plus)\s+/i, '')
        .replace(/[.!?…]+$/, '')
        .replace(/\s+(?:lol|lmao|haha|tho|though|fr|ngl|tbh|lowkey)$/i, '')
        .trim();
      const m = /\b(he|she|they)\s+(?:\w+ly\s+)?([a-z']+)/i.exec(clause);
      // What comes before the subject is at most a name or "and then", never "check what she
      // sent" (the clause is then about something else).
      const lead = m ? clause.slice(0, m.index) : '';
      const plainLead =
        lead.trim().split(/\s+/).filter(Boolean).length <= 2 &&
        !/\b(?:what|who|how|where|when|if|whether|that|why|which)\b/i.test(lead);
      let fragment: string | null = null;
      if (m && plainLead && IRREGULAR_PAST.test(m[2] ?? '')) fragment = clause.slice(m.index);
      else if (
        !m &&
        // A clause with no subject restates the date's act only at the head of its sentence
        // ("Asked about my sister"); later in a list its subject may be anyone.
        ci === 0 &&
        IRREGULAR_PAST.test(clause) &&
        !/^(?:was|had|did|didn't|wasn't)\b/i.test(clause)
      )
        fragment = `they ${clause[0]!.toLowerCase()}${clause.slice(1)}`;
      if (!fragment) continue;
      // A restatement must be of the part the tip is about: "She was totally fine" is no
      // restatement of "..., we laughed for five minutes".
      if (about && !about.test(clause.toLowerCase())) continue;
      if (fragment.length < 12 || fragment.length > max || fragment.split(/\s+/).length < 4)
        continue;
      // Reported speech is theirs to quote, not ours to restate; so is a question asked in
      // its own word order ("she asked how is she": about the writer's sick mother).
      if (
        /\b(?:asked|asks|ask) (?:me )?(?:how|what|where|why|who|when) (?:is|are|was|were|do|does|did|can|will)\b/i.test(
          fragment,
        )
      )
        continue;
      if (
        /["“”‘]|[^\x20-\x7E’]|(?:^|\s)'|'(?:\s|$)|\b(?:said|says|told|asks?|asked) (?:me )?(?:that|if|whether)?\s*'/.test(
          fragment,
        )
      )
        continue;
      return capitalize(secondPerson(fragment));
    }
  }
  return null;
}

/** What would settle a mixed date, per red category (a clause after "whether"). */
export const SETTLE: Record<TRedFlagCategory, string> = {
  disrespect: 'they take it seriously when you name what bothered you',
  boundary_pressure: 'they accept a no the first time without pushing',
  controlling: 'they let you make your own choices next time without comment',
  aggression: 'the temper shows again when something small goes wrong',
  physical_safety: 'you feel safe with them from start to finish',
  dishonesty: 'their story holds up when you ask about it directly',
  love_bombing: 'they keep a pace you are comfortable with',
  rude_to_others: 'they treat the people around them well when they are not trying to impress',
  self_centered: 'they ask about you and listen to the answer',
  ex_fixation: 'the ex stays out of the conversation',
  substance: 'they are good company on a plan without much alcohol',
  unreliable: 'they turn up when and where they said',
  disengaged: 'they show interest in you without being prompted',
  financial_pressure: 'money stays out of it',
  hostile_views: 'those views are something you can live with',
};

/**
 * What would settle it where the writer already raised it, or the date already owned up ("I
 * asked", "he admitted"): asking again is no test, how they answered is.
 */
const SETTLE_RAISED: Partial<Record<TRedFlagCategory, string>> = {
  dishonesty:
    'you can believe what they tell you from now on, knowing they only owned up once caught',
  disrespect: 'they change once you have named what bothered you, or only apologise',
};

/** The writer already raised it with the date, or the date already owned up. */
export const ALREADY_RAISED =
  /\b(?:i (?:asked|confronted|called out|challenged|pressed) (?:him|her|them)\b|i called (?:him|her|them) (?:out|on it)|(?:she|he|they) (?:admitted|owned up|came clean|fessed up|confessed)|i (?:told|said to) (?:him|her|them) (?:straight|to (?:his|her|their) face|that (?:wasn'?t|was not|isn'?t) (?:ok|okay|cool|right))|i said (?:it'?s|that'?s|thats|its) not)/i;

/** What would settle a mixed date about `category`, given the writer's text. */
export function settleFor(category: TRedFlagCategory, text = ''): string {
  return (ALREADY_RAISED.test(text) && SETTLE_RAISED[category]) || SETTLE[category];
}

/** A quote ready for a sentence: whole clauses, no final full stop. */
export function excerpt(quote: string, max = 160): string {
  return clauseQuote(quote, max) || quote.trim();
}

/**
 * The flag to quote for the first flag's category: the first one, unless its quote is a short
 * lead-in ("then the bill came n") and another flag of the same category and severity says more
 * ("ye get this one n ill get next time").
 */
export function tellingFlag<T extends { category: string; severity: string; quote: string }>(
  flags: readonly T[],
): T | undefined {
  const first = flags[0];
  const words = (q: string) => q.trim().split(/\s+/).length;
  if (!first || words(first.quote) >= 6) return first;
  return (
    flags.find(
      (f) => f.category === first.category && f.severity === first.severity && words(f.quote) >= 6,
    ) ?? first
  );
}

const RANK = { danger: 0, caution: 1, info: 2 } as const;

/** Flags, the most severe first (danger, caution, info), in the order they are met. */
export function byStrength<T extends { severity: keyof typeof RANK }>(flags: readonly T[]): T[] {
  return [...flags].sort((a, b) => RANK[a.severity] - RANK[b.severity]);
}

/** The writer met them on a dating app, so the app can act on a report too. */
const MET_ON_APP =
  /\b(?:app|apps|tinder|hinge|bumble|grindr|her app|okcupid|match\.com|feeld|raya|the league|coffee meets bagel|plenty of fish|pof|happn|badoo|matched|our match|profile)\b/i;
export const metOnApp = (text: string) => MET_ON_APP.test(text);

const SENTENCE_BREAKS = ['.', '!', '?', '\n'];

/**
 * The stretch of `text` around a match, exactly as written: from the last break before `from` to
 * the first break at or after `to` (at most `max` characters past it). Sentence breaks by
 * default; add ',' for a clause.
 */
export function spanAround(
  text: string,
  from: number,
  to = from,
  breaks: readonly string[] = SENTENCE_BREAKS,
  max = Infinity,
): string {
  const before = text.slice(0, from);
  const start = Math.max(...breaks.map((c) => before.lastIndexOf(c))) + 1;
  const after = text.slice(to);
  const ends = breaks.map((c) => after.indexOf(c)).filter((i) => i >= 0);
  return text.slice(start, to + Math.min(after.length, max, ...ends)).trim();
}
