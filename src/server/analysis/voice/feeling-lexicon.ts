/**
 * The words, body signs and interjections by which writers state a feeling, grouped by what a
 * friend would answer to them (read by `statedFeelings`).
 */

export type FeelingFamily = 'positive' | 'negative' | 'other';

/** Feelings grouped by what a friend would answer to them. */
export type FeelingGroup =
  | 'fear'
  | 'unease'
  | 'anxious'
  | 'awkward'
  | 'sheepish'
  | 'unseen'
  | 'hurt'
  | 'angry'
  | 'flat'
  | 'confused'
  | 'joy'
  | 'seen'
  | 'ease';

export interface Lex {
  re: string;
  feeling: string;
  group: FeelingGroup;
  strength: number;
  /** Only after "felt / feel": "I was good at it" states no feeling, "I felt good" does. */
  feltOnly?: boolean;
}

const NEG: FeelingFamily = 'negative';
export const GROUP_FAMILY: Record<FeelingGroup, FeelingFamily> = {
  fear: NEG,
  unease: NEG,
  anxious: NEG,
  awkward: NEG,
  // Bad about the writer's own doing ("about being late"): about them, not about the date.
  sheepish: 'other',
  unseen: NEG,
  hurt: NEG,
  angry: NEG,
  flat: NEG,
  confused: 'other',
  joy: 'positive',
  seen: 'positive',
  ease: 'positive',
};

/** Words that name a feeling after "I felt / I was / made me feel ...". */
export const WORDS: Lex[] = [
  {
    re: 'terrified|petrified|panicked|panicking',
    feeling: 'terrified',
    group: 'fear',
    strength: 9,
  },
  { re: 'scared|afraid|frightened', feeling: 'scared', group: 'fear', strength: 7 },
  { re: 'shaking|shaky|trembling|shaken', feeling: 'shaken', group: 'fear', strength: 8 },
  { re: 'unsafe|in danger', feeling: 'unsafe', group: 'fear', strength: 8 },
  { re: 'trapped|cornered', feeling: 'trapped', group: 'fear', strength: 8 },
  { re: 'violated', feeling: 'violated', group: 'fear', strength: 9 },
  { re: 'numb|frozen', feeling: 'numb', group: 'fear', strength: 7 },
  {
    re: 'uncomfortable|uneasy|weirded out|creeped out|on edge|icky',
    feeling: 'uneasy',
    group: 'unease',
    strength: 6,
  },
  { re: 'off|wrong|weird', feeling: 'uneasy', group: 'unease', strength: 5, feltOnly: true },
  { re: 'sick|nauseous|gross|grossed out', feeling: 'sick', group: 'unease', strength: 6 },
  {
    re: 'anxious|nervous|jittery|insecure|worried',
    feeling: 'anxious',
    group: 'anxious',
    strength: 5,
  },
  { re: 'awkward|self-conscious|out of place', feeling: 'awkward', group: 'awkward', strength: 5 },
  {
    re: 'embarrassed|mortified|humiliated|ashamed|mortifying|cringing',
    feeling: 'embarrassed',
    group: 'awkward',
    strength: 7,
  },
  {
    // "stupid happy", "dumb giddy" use the word as an intensifier, not a feeling.
    re: '(?:stupid|dumb)(?! (?:happy|giddy|excited|grinning|smiley|in love|lucky|good|cute|funny|hot|fun))|foolish|naive|like an idiot|like a fool|a right (?:lemon|div|plonker|wally|muppet|numpty|prat|pillock|idiot|fool)',
    feeling: 'foolish',
    group: 'awkward',
    strength: 6,
  },
  {
    re: 'invisible|ignored|unseen|unheard|like (?:a|an) (?:prop|accessory|audience|afterthought|extra|therapist|interviewer)|like furniture|belittled|dismissed|like a child',
    feeling: 'invisible',
    group: 'unseen',
    strength: 6,
  },
  { re: 'small', feeling: 'small', group: 'unseen', strength: 6, feltOnly: true },
  { re: 'lonely|left out', feeling: 'lonely', group: 'unseen', strength: 6 },
  { re: 'alone', feeling: 'lonely', group: 'unseen', strength: 6, feltOnly: true },
  {
    re: 'bad|terrible|awful|horrible|rubbish|crap|shit|guilty|sorry',
    feeling: 'bad',
    group: 'hurt',
    strength: 6,
    feltOnly: true,
  },
  { re: 'cross|livid|seething', feeling: 'angry', group: 'angry', strength: 6 },
  {
    re: 'overwhelmed|shaken up|rattled|freaked out|spooked|creeped',
    feeling: 'rattled',
    group: 'fear',
    strength: 7,
  },
  {
    re: 'like a teenager|(?:\\d\\d|twenty|sixteen|seventeen) again|young again|alive',
    feeling: 'giddy',
    group: 'joy',
    strength: 6,
    feltOnly: true,
  },
  {
    re: 'hurt|sad|gutted|crushed|heartbroken|deflated|rejected',
    feeling: 'hurt',
    group: 'hurt',
    strength: 6,
  },
  { re: 'down', feeling: 'down', group: 'hurt', strength: 5, feltOnly: true },
  { re: 'disappointed|let down', feeling: 'disappointed', group: 'hurt', strength: 5 },
  { re: 'used|cheap', feeling: 'used', group: 'hurt', strength: 7, feltOnly: true },
  {
    re: 'angry|furious|livid|mad|pissed|fuming|raging',
    feeling: 'angry',
    group: 'angry',
    strength: 7,
  },
  {
    re: 'annoyed|irritated|frustrated|fed up|over it',
    feeling: 'annoyed',
    group: 'angry',
    strength: 5,
  },
  { re: 'bored', feeling: 'bored', group: 'flat', strength: 4 },
  {
    re: 'tired of (?:the )?(?:apps|dating|swiping|all this|the whole thing)|burn(?:ed|t) out on (?:the )?(?:apps|dating)',
    feeling: 'tired of dating',
    group: 'flat',
    strength: 5,
  },
  { re: 'melted|swooned', feeling: 'melted', group: 'joy', strength: 6 },
  { re: 'light|lighter', feeling: 'light', group: 'joy', strength: 5, feltOnly: true },
  // "Feel warm whole afternoon": warmth felt, not the weather.
  { re: 'warm|all warm|warm inside', feeling: 'warm', group: 'joy', strength: 5, feltOnly: true },
  {
    re: 'drained|exhausted|meh|flat',
    feeling: 'drained',
    group: 'flat',
    strength: 4,
    feltOnly: true,
  },
  { re: 'confused|torn|conflicted', feeling: 'torn', group: 'confused', strength: 4 },
  { re: 'unsure|mixed', feeling: 'torn', group: 'confused', strength: 4, feltOnly: true },
  {
    re: 'giddy|elated|over the moon|on cloud nine|buzzing|floaty|fizzy',
    feeling: 'giddy',
    group: 'joy',
    strength: 7,
  },
  { re: 'happy|glad', feeling: 'happy', group: 'joy', strength: 5 },
  {
    re: 'great|amazing|wonderful|lucky|good',
    feeling: 'good',
    group: 'joy',
    strength: 5,
    feltOnly: true,
  },
  { re: 'excited|thrilled|stoked|chuffed|pumped', feeling: 'excited', group: 'joy', strength: 6 },
  { re: 'tickled(?: pink)?', feeling: 'delighted', group: 'joy', strength: 6 },
  { re: 'sore(?= about)', feeling: 'sore', group: 'hurt', strength: 5 },
  { re: 'low', feeling: 'low', group: 'hurt', strength: 6, feltOnly: true },
  {
    re: 'flattered|special|charmed|smitten|swept off my feet',
    feeling: 'special',
    group: 'joy',
    strength: 6,
  },
  { re: 'hopeful|optimistic', feeling: 'hopeful', group: 'joy', strength: 5 },
  { re: 'touched|moved|grateful|thankful', feeling: 'touched', group: 'joy', strength: 6 },
  { re: 'relieved', feeling: 'relieved', group: 'ease', strength: 5 },
  {
    re: 'seen|understood|valued|listened to|cared for|looked after',
    feeling: 'seen',
    group: 'seen',
    strength: 6,
  },
  { re: 'heard|respected', feeling: 'seen', group: 'seen', strength: 6, feltOnly: true },
  {
    re: 'safe|at ease|comfortable|relaxed|calm|like myself',
    feeling: 'at ease',
    group: 'ease',
    strength: 5,
  },
  {
    re: 'at home|myself|natural|easy',
    feeling: 'at ease',
    group: 'ease',
    strength: 5,
    feltOnly: true,
  },
];

/** What "not X" means for a few positive feelings: "I didn't feel safe" is a feeling too. */
export const NEGATED: Record<string, { feeling: string; group: FeelingGroup; strength: number }> = {
  'at ease': { feeling: 'uneasy', group: 'unease', strength: 6 },
  seen: { feeling: 'invisible', group: 'unseen', strength: 6 },
  happy: { feeling: 'unhappy', group: 'hurt', strength: 5 },
};
export const NEGATED_SAFE = { feeling: 'unsafe', group: 'fear' as FeelingGroup, strength: 7 };

/** Physical signs and states that say the feeling without naming it. */
export const BODY: { re: RegExp; feeling: string; group: FeelingGroup; strength: number }[] = [
  {
    re: /\b(?:i (?:was|am|'m|started|kept|couldn't stop) (?:shaking|trembling|crying|sobbing)|my (?:hands|legs|knees|voice|whole body|body) (?:were |was |kept |started )?(?:shaking|trembling|wet|sweating|sweaty|numb|ice cold|cold|freezing)|my heart was (?:racing|pounding|in my throat)|i froze|i shook|i cried|i panicked|i burst into tears|broke down (?:in|into) tears|couldn't breathe|i was in tears|cried (?:the whole way|all the way|in the (?:uber|taxi|car|bathroom)))\b/g,
    feeling: 'shaken',
    group: 'fear',
    strength: 8,
  },
  {
    re: /\b(?:my stomach (?:felt|was|dropped|turned|sank)|stomach (?:felt|was) (?:so )?(?:bad|sick|tight|in knots)|knots? in my stomach|felt sick to my stomach|my skin crawled)\b/g,
    feeling: 'sick',
    group: 'unease',
    strength: 7,
  },
  {
    re: /\b(?:butterflies|i (?:was|am|'m) (?:still )?smiling|grinning like an idiot|can't stop smiling|couldn't stop smiling|my heart (?:skipped|fluttered|melted)|heart eyes)\b/g,
    feeling: 'giddy',
    group: 'joy',
    strength: 7,
  },
  {
    re: /\b(?:wondering (?:if|whether) (?:he|she|they) (?:liked|likes|like|was into|is into|felt)|checking my phone|(?:waiting|waited) for (?:him|her|them) to (?:text|call|reply|message|write)|waiting for (?:a text|a reply|his text|her text|a message)|overthink\w*|does (?:he|she|they) (?:even )?like me|did (?:he|she|they) (?:even )?like me)\b/g,
    feeling: 'anxious',
    group: 'anxious',
    strength: 5,
  },
  {
    // Sleep lost over it, unless it was lost to excitement ("couldn't sleep, too excited").
    re: /\b(?:(?:couldn'?t|could not|can'?t|cannot|didn'?t|did not|didnt|haven'?t|have not|not|barely|hardly) (?:sleep|sleeping|slept)(?: (?:good|well|much|at all))?|no sleep|sleepless|lay awake|lying awake)\b(?![^.!?\n]{0,40}\b(?:excit\w*|smil\w*|happy|buzz\w*|giddy|grinn?\w*|thinking about (?:him|her|them)|in a good way))/g,
    feeling: 'unsettled',
    group: 'anxious',
    strength: 6,
  },
  {
    re: /\b(?:(?:feeling|felt|feel) (?:off|not right|not myself|weird)(?: all day| since| ever since)|kept looking (?:over|behind) (?:my|me)|(?:kept )?checking behind me|looking over my shoulder)\b/g,
    feeling: 'on edge',
    group: 'unease',
    strength: 6,
  },
  {
    re: /\b(?:i (?:just )?wanted to (?:go home|leave|disappear|sink)|counting the minutes|kept looking at the (?:clock|time|door)|stopped enjoying)\b/g,
    feeling: 'uneasy',
    group: 'unease',
    strength: 5,
  },
];

/** Interjections that state a feeling on their own. */
export const INTERJECTIONS: {
  re: RegExp;
  feeling: string;
  group: FeelingGroup;
  strength: number;
}[] = [
  { re: /(?:^|[\s(])(ugh+|urgh+|blergh?|sigh)\b/g, feeling: 'fed up', group: 'angry', strength: 5 },
  { re: /(?:^|[\s(])(yikes|oof|eek|cringe)\b/g, feeling: 'uneasy', group: 'unease', strength: 5 },
  { re: /(?:^|[\s(])(ew+|gross)\b/g, feeling: 'grossed out', group: 'unease', strength: 6 },
  { re: /(?:^|[\s(])(yay+|woo+hoo+|swoon|squee+)\b/g, feeling: 'giddy', group: 'joy', strength: 6 },
  { re: /(🥰|😍|🥹)/gu, feeling: 'smitten', group: 'joy', strength: 6 },
  { re: /(😬)/gu, feeling: 'awkward', group: 'awkward', strength: 5 },
  // "no spark tho", "not bad not good", "not sure there's anything there": a flat verdict, said
  // without a feeling word.
  {
    re: /(?:^|[\s(.,])((?:no|zero) (?:spark|chemistry|click|vibes?)|not bad not good|not sure (?:there'?s|there is) (?:anything|much|something) there|(?:kind of |kinda |pretty |a bit )?surface[- ]level|flat like an? \w+|nothing to report|nothing bad\. nothing|we both know)\b/gi,
    feeling: 'flat',
    group: 'flat',
    strength: 5,
  },
];
