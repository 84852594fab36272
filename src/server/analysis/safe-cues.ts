import type { TFlag } from '../../shared/analysis';
import { touchedWriter } from './flag-grounds';
import type { Sentence } from './text';

/**
 * What made an alarming-sounding act safe, read from lower-cased sentences: a rescue from a fall
 * or a road, car keys taken off a drunk friend, a phone handed straight back, slowing down when
 * asked. `safeCue` feeds the detectors' `S:safe` feature and the danger head's `safe_intent`
 * input; `protectiveOnly` (the stricter reading) keeps a danger or harm reading off a sentence.
 */

/**
 * An act that sounds alarming told with what made it safe: protective ("grabbed my arm to stop
 * me stepping off the kerb", "pulled me back from the bike"), handed straight back ("took my
 * phone to put his number in and gave it right back"), or stopped when asked ("slowed down the
 * moment I asked"), or waiting where the writer had asked ("was waiting outside my building,
 * I gave him the address, he offered to pick me up").
 */
const SAFE_INTENT =
  /\b(?:to stop me (?:from )?(?:stepping|falling|walking|tripping|slipping|going)|so (?:that )?i (?:didn'?t|wouldn'?t) (?:fall|trip|slip|get hit|step)|pulled me (?:back (?:from|onto|on to|off|out of)|out of the way|away from the (?:edge|road|kerb|curb|traffic|bike|car))|out of the (?:way|path) of|(?:pulled|yanked|tugged|grabbed) (?:me|my arm|my hand) (?:out of the|back from the|away from the) (?:way|path|road|kerb|curb|edge|traffic|bike|cyclist|car|tram|bus)|(?:handed|gave|passed) (?:it|them|my phone|my keys|the phone|the keys) (?:straight|right|immediately|right away|straight away) back|(?:handed|gave|passed) (?:it|them|my phone|my keys|the phone|the keys) back (?:straight away|right away|immediately|at once)|(?:straight|right) back (?:to me|after)|slowed (?:right )?down (?:when|as soon as|the moment|straight away)|(?:as soon as|when|the moment) i (?:asked|said)[^.]{0,30}(?:slowed|stopped|let go|backed off|apologi[sz]ed)|waited (?:until|till|til) i (?:was|got) (?:inside|in|home)|to (?:put|type|add|save) (?:his|her|their) (?:number|contact|insta)|to take (?:a|the|our) (?:photo|picture|selfie)|i (?:gave|sent|texted|told) (?:him|her|them) (?:my |the )?(?:address|postcode|location|where i live)|(?:he|she|they) offered to (?:pick me up|collect me|drive me|give me a (?:lift|ride)))/;

/**
 * A rescue: the writer's own mishap ("I came off the wall", "stepped off the kerb not looking")
 * and then the date catching or pulling them ("she caught me by the hips", "yanked me back by
 * the collar"). The order matters: "he pushed me and I fell" is force, not a rescue.
 */
const MISHAP =
  /\b(?:i (?:fell|slipped|tripped|stumbled|came off|lost my (?:footing|balance)|looked (?:to )?the wrong (?:way|side)|didn'?t see (?:the|a))|(?:not|without) looking|looking at my phone|stepped (?:off|out (?:into|onto)) the (?:curb|kerb|road|street|pavement)|(?:a|the) (?:bike|car|bus|tram|cyclist|scooter|van|taxi|lorry|truck|motorbike) (?:came|flew|shot|whizzed|was coming|nearly hit|almost hit|came out of nowhere)|(?:nearly|almost) (?:got hit|fell|walked into|stepped into))\b/;
/** Wanting to leave or refusing, near a grab: not a rescue whatever else was said. */
const LEAVING =
  /\b(?:tried to (?:leave|go|get out)|wanted to (?:leave|go)|said no|get away|walk away|walked away|stop it|let me go|i (?:was )?(?:leaving|going home))\b/;
const CAUGHT_ME =
  /\b(?:caught|grabbed|yanked|pulled|tugged|hauled|snatched) me\b|\b(?:caught|grabbed|yanked|pulled) (?:my (?:arm|hand|collar|hood|jacket|coat|bag|sleeve)|me by)\b/;

/**
 * A rescue told by the road and what went past just after the grab ("crossing the Kingsway I was
 * on my phone and stepped out and she grabbed my arm and yanked me back as a bus went past").
 */
const ON_THE_ROAD =
  /\b(?:crossing|cross(?:ed)? (?:the|over)|kerb|curb|road|street|traffic|junction|zebra)\b/;
const NOT_WATCHING = /\b(?:stepped out|on my phone|(?:wasn'?t|not) (?:looking|paying attention))\b/;
const WENT_PAST =
  /\b(?:a|the) (?:[\w-]+ )?(?:bus|car|bike|van|lorry|truck|taxi|cab|tram|cyclist|scooter|motorbike|motorcycle) (?:went|flew|shot|whizzed|sped|tore|came|passed|roared)(?: (?:past|by)| like (?:centimetres|inches))?/;

const REASON_AFTER_GRAB =
  /\b(?:because|bc|cos|coz|cause|as) i\b[^.!?]{0,40}\b(?:stepped|walked|wandered|was about to step|nearly stepped)\b[^.!?]{0,30}\b(?:without looking|not looking|on my phone|into the (?:road|street|traffic)|in front of)|\b(?:a|the) (?:[\w-]+ )?(?:bus|car|bike|van|lorry|truck|taxi|cab|tram|scooter|motorbike) (?:was )?right there\b/;

/** Pulled out of the road: "yanked me back onto the curb". */
const BACK_ONTO_THE_PAVEMENT =
  /\b(?:back )?(?:onto|on to|up onto|up on) the (?:curb|kerb|pavement|sidewalk|footpath|verge)\b/;

export function isRescue(lower: string, previousLower = ''): boolean {
  if (LEAVING.test(lower) || LEAVING.test(previousLower)) return false;
  const grab = CAUGHT_ME.exec(lower);
  if (
    grab &&
    (WENT_PAST.test(lower.slice(grab.index)) ||
      BACK_ONTO_THE_PAVEMENT.test(lower.slice(grab.index)) ||
      (ON_THE_ROAD.test(lower) && NOT_WATCHING.test(lower.slice(0, grab.index))) ||
      // "...I stepped out at the corner of Prince street" / "and she grabbed me by the collar"
      // "yanked me back by my arm bc I stepped out without looking and a bus was RIGHT there"
      REASON_AFTER_GRAB.test(lower.slice(grab.index)) ||
      (ON_THE_ROAD.test(previousLower) &&
        NOT_WATCHING.test(previousLower) &&
        /\b(?:back|out of the way)\b/.test(lower.slice(grab.index))))
  )
    return true;
  const mishap = MISHAP.exec(lower);
  // The mishap may be told just before: "I stepped off the curb looking at my phone. He grabbed
  // my arm and yanked me back."
  if (!mishap) return MISHAP.test(previousLower) && CAUGHT_ME.test(lower);
  const caught = CAUGHT_ME.exec(lower.slice(mishap.index + mishap[0].length));
  return caught !== null;
}

/**
 * Taking the car keys off someone else who is drunk is protecting people ("she took the car
 * keys from his hand"); taking the writer's keys is being kept (no "my" here).
 */
const KEYS_OFF_SOMEONE =
  /\btook (?:the |his |her |their )?(?:car )?keys (?:off|from|away from) (?:his|her|their|him|them|the)\b/;

/**
 * The writer says the act was for their good: "A man grabbed my arm on Peachtree Street and I'm
 * writing him a thank-you note", "She took my keys and I am grateful", "I said give me my keys,
 * but he was right".
 */
const THANKED_FOR_IT =
  /\b(?:thank[- ]you (?:note|card|text|message)|(?:i'?m|i am|im) (?:so |very |still |forever )?(?:grateful|thankful|glad (?:she|he|they) did)|thank (?:god|goodness) (?:she|he|they)|good call|right call|but (?:he|she|they) (?:was|were) right)\b/;

/** What turns a rescue into something else: "...grabbed me and wouldn't let go". */
const ESCALATION =
  /\b(?:wouldn'?t let (?:me )?go|would not let (?:me )?go|didn'?t let go|into (?:his|her|their|the) car|pinned|held me down|hit me|slapped|kissed me|touched me|grop\w*|wouldn'?t let me|wouldn'?t stop|hurt me|bruis\w*|dragg?\w*|squeez\w*|put (?:it|his hand|her hand|their hand) back|higher|my (?:arse|ass|butt|bum|backside|breasts?|thigh|crotch)|down (?:my|the back of my)|as a (?:'|")?joke|laugh(?:ed|ing) (?:it off|like)|wouldn'?t give|only after)\b/;

/**
 * The sentence tells of a protective or harmless act and of nothing worse: a rescue from a fall
 * or a road (or one the writer says saved them, told in the next sentence), car keys taken off a
 * drunk friend or off the drunk writer, a phone handed straight back, a plate slid across,
 * knowing a song. A danger or harm reading does not rest on such a sentence (the account may
 * still show danger elsewhere).
 */
export function protectiveOnly(
  lower: string,
  previousLower = '',
  nextLower = '',
  /** The few sentences before and after, for what keys or a phone were taken for. */
  around: { before: string; after: string } = { before: previousLower, after: nextLower },
): boolean {
  return (
    (PROTECTED_FROM_HARM.test(lower) ||
      WANTED_MORE.test(lower) ||
      ownDrunkenness(lower, around.before) ||
      isRescue(lower, previousLower) ||
      KEYS_OFF_SOMEONE.test(lower) ||
      OBJECT_PASSED.test(lower) ||
      knewAThing(lower) ||
      keysForSafety(lower, around.before, around.after) ||
      phoneForCare(lower, around.before, around.after) ||
      slowedWhenAsked(lower, around.after) ||
      followedForCare(lower, previousLower, nextLower) ||
      (WAITING_AT_MINE.test(lower) &&
        [lower, previousLower, nextLower].some((t) => ASKED_TO_COME.test(t))) ||
      CHECK_IN.test(lower) ||
      (CAUGHT_ME.test(lower) &&
        (SAVED_ME.test(lower) || SAVED_ME.test(nextLower) || THANKED_FOR_IT.test(lower)))) &&
    !ESCALATION.test(lower)
  );
}

/**
 * Following that was care, told with why: "he said he'd follow me home in his car to make sure I
 * made it ... when I pulled into my lane he flashed them twice and turned around", "he followed
 * me to the toilets after. because i asked him to".
 */
const FOLLOWED = /\bfollow(?:ed|s|ing)? (?:me|behind me|my car|us)\b/;
const FOLLOW_FOR_CARE =
  /\bto (?:make sure|check|see) (?:that )?(?:i|we) (?:made it|got (?:home|in|back)|was (?:safe|ok|okay|alright|home|in)|were (?:safe|ok|okay))\b|\b(?:because|since|as|cos|coz|cause|like) i (?:had )?asked (?:him|her|them)(?: to)?\b(?! (?:to )?(?:leave|go|stop|not)\b)|\bflashed (?:his |her |their |the )?(?:lights|headlights|them)\b/;
const FOLLOW_NOT_CARE =
  /\b(?:without (?:asking|telling)|uninvited|(?:didn'?t|never|did not) ask|creep\w*|scar(?:ed|y)|terrified|wouldn'?t (?:leave|go|stop)|told (?:him|her|them) (?:not to|to stop|to leave|to go)|i didn'?t (?:want|know)|no idea)\b/;

function followedForCare(lower: string, previousLower: string, nextLower: string): boolean {
  return (
    FOLLOWED.test(lower) &&
    !FOLLOW_NOT_CARE.test(lower) &&
    !FOLLOW_NOT_CARE.test(nextLower) &&
    (FOLLOW_FOR_CARE.test(lower) ||
      FOLLOW_FOR_CARE.test(previousLower) ||
      FOLLOW_FOR_CARE.test(nextLower))
  );
}

/**
 * Waiting where the writer asked to be met: "he waiting at my office gate 6pm" / "i ask him to
 * pick me up, my car at the workshop".
 */
const WAITING_AT_MINE =
  /\b(?:waiting|waited|was|were|turned up|showed up|came) (?:at|outside|by) my (?:office|work|house|flat|door|gate|building|place|hotel|hostel|job)\b/;
const ASKED_TO_COME =
  /\bi (?:ask|asked|told|texted|begged|invited) (?:him|her|them) to (?:pick me up|come|meet me|wait|collect me|get me|turn up|show up|drop by|stop by)\b|\b(?:because|since|cos|cause|bc) i (?:had )?(?:asked|invited) (?:him|her|them)\b|\b(?:we|i) (?:agreed|arranged|planned) (?:to meet|for (?:him|her|them) to)\b/;

/** Asking the writer to check in once home: "told me to call when I got in", "text me when u get home". */
const CHECK_IN =
  /\b(?:told|asked|made) me (?:to )?(?:call|text|ring|message|phone) (?:him |her |them )?(?:when|once|as soon as|the minute) i (?:got|was|get|'m|am) (?:in|home|back|inside)\b|\b(?:text|call|ring|message) me when (?:you|u) (?:get|are|r) (?:in|home|back)\b/;

/**
 * A grab told first and its reason in the next line, as in pasted messages: "Me: he grabbed me" /
 * "Me: out of the road. i stepped out on Baldwin St looking at my phone".
 */
const OUT_OF_THE_ROAD_NEXT =
  /^\W*(?:[\w ]{1,12}:\s*)?(?:out of the|away from the|back from the|off the|back onto the) (?:road|way|traffic|street|path|kerb|curb|edge|tracks|bus|car|bike)\b/;

/**
 * A fear that turned out to be nothing: "i thought someone was following me from the bus stop,
 * turned out it was abigail, my date, running to give me my wallet".
 */
const FEARED_FOLLOWING =
  /\bi (?:thought|was sure|was convinced|swore) (?:someone|somebody|a (?:man|guy|person|stranger|car)|some (?:guy|man|one)) was (?:following|behind|chasing|watching|tailing)\b/;
const NOTHING_AFTER_ALL =
  /(?:^\W*(?:but |and |then |lol |haha )*|\b)(?:it )?turned out\b|\bit was (?:just|only)\b/;

/**
 * How being drunk felt, told by a writer who says they got drunk ("i got hammered at the gig.
 * thekla, the boat one, floor was moving"): their own drinking, not a spiked drink, when nobody
 * else acts in the sentence and nothing says how little they drank.
 */
const DRUNK_FEELING =
  /\b(?:(?:floor|room|ground|world|everything|boat|deck) (?:was |started |kept |were )?(?:moving|spinning|tilting|swaying|going round)|seeing double|(?:couldn'?t|could not|can'?t) (?:stand|walk) (?:up )?straight|(?:threw|throwing|throw) up|was sick\b)/;
const ONLY_A_LITTLE =
  /\b(?:only|just|barely) (?:had |drank )?(?:one|two|a|1|2|half)\b|\bnot (?:even |that )?drunk\b|\bwasn'?t (?:even |that )?drunk\b|\bsober\b/;
function ownDrunkenness(lower: string, before: string): boolean {
  return (
    DRUNK_FEELING.test(lower) &&
    !/\b(?:he|she|they|him|her|them|his|their)\b/.test(lower) &&
    (WAS_DRUNK.test(lower) || WAS_DRUNK.test(before)) &&
    !ONLY_A_LITTLE.test(`${before} ${lower}`)
  );
}

/**
 * The writer saying the grab saved them, in the same sentence or the next: "if he hadn't I'd be
 * a sticker on that matatu", "he saved my life".
 */
const SAVED_ME =
  /\b(?:if (?:he|she|they|\w+) (?:hadn'?t|had not|didn'?t|did not|wasn'?t|weren'?t)\b[^.]{0,60}\bi(?:'?d| would)(?: have)?\b|saved my (?:life|ass|butt|skin)|(?:i'?d|i would|could) (?:have |'?ve )?(?:been|be) (?:dead|hit|run over|flattened|roadkill)|before (?:i|my \w+) (?:hit|landed on|went into) the (?:floor|ground|deck|water|pavement|road|tracks))/;

/**
 * Something pushed or slid across to the writer ("pushed his coffee at me", "slid the fries
 * over to me"): an object offered, not force on the writer.
 */
const OBJECT_PASSED =
  /\b(?:push(?:ed|es)?|slid(?:e|es)?|nudg(?:ed|es)?|pass(?:ed|es)?|hand(?:ed|s)?) (?:his|her|their|the|a|an|some|half (?:of )?(?:his|her|their)) (?:[\w']+ ){0,2}?(?:coffee|tea|drink|glass|cup|mug|plate|bowl|fries|chips|food|dessert|cake|menu|water|bread|napkin|tissue|phone|card|receipt|book|snack|beer|wine|pint|basket|fork|spoon|straw|jacket|umbrella)(?: of [\w']+)? (?:at|to|towards|toward|over to|across to|across|over) me\b/;

/**
 * The writer's keys taken or handed over so a drunk writer would not drive ("she took my keys n
 * said nah u not drivin", "I handed her my car keys and said please don't let me drive"): care,
 * not being kept. What shows it may sit a sentence or two away: the drinking before ("I had too
 * many Shiners. my fault. when I went to leave she took my keys"), or the reason and the keys
 * given back after ("...said Dale you're not driving, couch is made up"). Keys taken "as a
 * joke", into a bra, or with the door blocked stay danger.
 */
const KEYS = /\b(?:car |bike |scooter )?keys?\b/;
const MY_KEYS = /\bmy (?:car |bike |scooter )?keys?\b/;
const NOT_DRIVING =
  /\b(?:so (?:that )?i (?:wouldn'?t|couldn'?t|didn'?t|would not|could not|did not) drive|(?:don'?t|do not|not) let me drive|(?:you'?re|u r|ur|you are|u|you) not driv\w*|not letting (?:you|u|me) drive|no way (?:you'?re|ur|u|you are) driv\w*|too (?:drunk|tipsy|wasted|many shots|much wine) to drive|drunk driv\w*|drink(?:ing)? and driv\w*|(?:drove|drive|driving) me home in my (?:own )?car|(?:gave|brought|handed|left) (?:them|em|'em|it|my keys|the keys|my car keys) back|my keys (?:were )?(?:back )?on (?:the|my) (?:table|counter|side|nightstand|bedside|doormat)|(?:on the|the) (?:sofa|couch) or (?:in )?a (?:taxi|cab|uber)|you can have (?:them|it) back tomorrow|(?:keys|them) (?:are )?safe (?:in|with)|(?:drove|drive|driving|took) me home in (?:his|her|their) (?:own )?(?:truck|car|van|ute|taxi)|(?:brought|returned|with) my car(?! keys?\b)|keys? in an envelope|we walk|come back for (?:it|them)|(?:waterproof|dry) bag|keep (?:them|it) dry|put me in (?:a|an) (?:taxi|cab|uber)|(?:at|to) (?:the|my) (?:restaurant|work|office|flat|house|door) with my keys?)\b/;
const WAS_DRUNK =
  /\b(?:i (?:was|got|'d got|had got) (?:so |very |too |really |pretty |hella )?(?:drunk|tipsy|wasted|hammered|smashed|buzzed)|i had (?:too many|way too many|too much|a lot of|four|five|six)\b|i (?:drank|had) (?:way |far |much |a bit |a little |wayyy? )?too (?:much|many)|i (?:was|got) (?:absolutely |totally |completely |pure |proper )?(?:steamin\w*|blootered|pished|legless|plastered|sloshed|trashed|paralytic)|too many (?:shots|drinks|beers|glasses)|i (?:drink|drank) too (?:much|many)|(?:i'?d|i) had (?:way |far |a lot |a bit )?more than i (?:thought|meant|realised|realized)|in no (?:fit )?state to drive|(?:i was |)in no fit state|i drank like|i was not fine|i was sure i was fine|i could not find the pocket)\b/;
/** The writer about to drive: the moment keys are taken off a drunk writer. */
const GOING_TO_DRIVE =
  /\b(?:i|me) (?:went|tried|try|was about|was going|started|got up|reached) (?:to )?(?:drive|for (?:my|the) (?:car )?keys|get my (?:car )?keys)\b|\b(?:when|as) i went to (?:drive|leave|go)\b|\bfumbling for (?:my|the) (?:\w+ )?keys\b/;
const KEPT_NOT_CARE =
  /\b(?:bra|as a (?:'|")?joke|come get (?:them|em)|blocked|in front of the door|doorway|wouldn'?t let me (?:leave|go)|kiss(?:ed)?|touch\w*|grop\w*)\b/;

/**
 * The writer's phone held so a drunk writer would not text an ex ("niamh took my phone off me n
 * kept it in their bag til the morning", after "started trying to text my ex"): care, not being
 * kept.
 */
const PHONE_HELD = /\b(?:took|take|takes|taken|kept|hid|held onto|confiscated|grabbed) my phone\b/;
const DRUNK_TEXTING =
  /\b(?:text(?:ing)?|call(?:ing)?|messag(?:e|ing)|ring(?:ing)?) (?:my|the|his|her|their) ex\b|\bdrunk[- ]?(?:text|dial|call)\w*|\bso i (?:wouldn'?t|couldn'?t|didn'?t) (?:text|call|message)\b/;

/** The phone given back once the drunk writer was safe ("gave back the phone at my door"). */
const PHONE_BACK =
  /\b(?:gave|handed|give|gives|passed) (?:me )?(?:back (?:the|my) phone|(?:the|my) phone back|it back)\b|\bcalled (?:me )?an? (?:uber|taxi|cab)\b/;

function phoneForCare(lower: string, before: string, after = ''): boolean {
  return (
    PHONE_HELD.test(lower) &&
    !KEPT_NOT_CARE.test(lower) &&
    (DRUNK_TEXTING.test(lower) ||
      DRUNK_TEXTING.test(before) ||
      (WAS_DRUNK.test(before) && (PHONE_BACK.test(lower) || PHONE_BACK.test(after))))
  );
}

const TOOK_MY_KEYS =
  /\b(?:took|handed|gave|hid|kept|grabbed|snatched) (?:her |him |them )?(?:my|the) (?:car |bike |scooter )?keys?\b/;

/** The keys named a sentence before and taken as "them": "went looking for my keys, and Tom had
 * them. He'd taken them off the table while I was in the loo." */
const TOOK_THEM =
  /\b(?:took|take|takes|taken|had|hid|hidden|kept|grabbed|snatched|pocketed) (?:them|'em|em)\b|\bput (?:them|'em|em) in (?:his|her|their) (?:pocket|bag|jacket|coat)\b/;

function keysForSafety(lower: string, before: string, after: string): boolean {
  const keysAsThem = !KEYS.test(lower) && TOOK_THEM.test(lower) && KEYS.test(before);
  if ((!KEYS.test(lower) && !keysAsThem) || KEPT_NOT_CARE.test(lower)) return false;
  const tookMine =
    TOOK_MY_KEYS.test(lower) || keysAsThem || (TOOK_THEM.test(lower) && MY_KEYS.test(lower));
  return (
    NOT_DRIVING.test(lower) ||
    ((tookMine || MY_KEYS.test(lower)) && THANKED_FOR_IT.test(lower)) ||
    (WAS_DRUNK.test(lower) && MY_KEYS.test(lower)) ||
    (WAS_DRUNK.test(before) && tookMine && !KEPT_NOT_CARE.test(after)) ||
    (WAS_DRUNK.test(before) && GOING_TO_DRIVE.test(lower)) ||
    (tookMine && NOT_DRIVING.test(after) && !KEPT_NOT_CARE.test(after))
  );
}

/**
 * Fast driving told with the slowing down that followed in the next sentence or two ("She took
 * the curves pretty quick and I grabbed the dash. She looked over and said too fast? and slowed
 * right down."): alarming but safe, as long as nothing says they would not slow.
 */
const FAST_DRIVING =
  /\b(?:(?:drove|drives|driving|drive) like\b[^.]{0,40}\bfast|(?:took|taking|takes) (?:the |those |that )?(?:curves?|corners?|bends?|turns?)|(?:drove|driving|drives|going) (?:a bit |pretty |kinda |quite |real |really |too )?(?:fast|quick)|speed(?:ing)?|sped|(?:\d+|hundred) (?:mph|km\/?h|in a \d+))\b/;
const SLOWED =
  /\b(?:went \d+ (?:for )?(?:the )?rest|(?:stuck|kept) to the (?:speed )?limit|drove (?:slower|slowly|carefully) (?:after|from then|the rest)|slowed (?:right |way |straight |it )?down|eased off|backed off the (?:gas|pedal|speed)|(?:didn'?t|never|did not) speed (?:up )?again)\b/;
const WOULD_NOT_SLOW =
  /\b(?:wouldn'?t|would not|didn'?t|did not|refused to|never) (?:slow|stop)|\bfaster\b|\blaughed\b|\bbegg?(?:ed|ing)\b/;

function slowedWhenAsked(lower: string, after: string): boolean {
  return (
    FAST_DRIVING.test(lower) &&
    (SLOWED.test(lower) || SLOWED.test(after)) &&
    !WOULD_NOT_SLOW.test(lower) &&
    !WOULD_NOT_SLOW.test(after)
  );
}

/**
 * Keeping the writer by their keys or the door is being kept, whatever else the sentence says
 * ("put my keys in her bra and said come get them"): the danger flag names that kind.
 */
export const KEPT_WORDS =
  /\b(?:(?:took|grabbed|hid|snatched|pocketed|kept|took off|picked up) (?:my|the) (?:car )?(?:keys|phone)|keys (?:in|into|down) (?:her|his|their) (?:bra|pocket|jeans|shirt)|blocked the (?:door|way|exit)|(?:stood|standing|stands) in (?:front of )?the (?:door|doorway)|in front (?:of )?the door|wouldn'?t let me (?:leave|go|out)|would not let me (?:leave|go|out)|locked (?:the doors?|me in))\b/;

/**
 * Knowing a song, a place or an answer is not knowing where the writer lives: "nobody knew it but
 * him", "he KNEW it" (a song at karaoke).
 */
const KNEW_A_THING =
  /^\W*(?:and |but |omg |lol )?(?:he|she|they|\w+) (?:knew|knows) it\W*$|\b(?:knew|knows|know) (?:that one|this one|the (?:song|words|lyrics|answer|band|film|movie|tune|dance|steps|owner|chef|menu)|all the (?:words|lyrics|steps)|every (?:word|line|lyric))\b/;
/** Where, drink or a refusal in the sentence: then "knew it" may be knowing far worse. */
const KNEW_WHAT_MATTERS =
  /\b(?:where|address|house|flat|street|work|office|live|drunk|consent|no|stop)\b/;

function knewAThing(lower: string): boolean {
  return KNEW_A_THING.test(lower) && !KNEW_WHAT_MATTERS.test(lower);
}

/**
 * A sentence that only tells the aftermath of the act before it ("Like hard.", "I had a mark
 * after."): nobody else acts in it, so it takes that act's reading.
 */
function aftermathOnly(lower: string): boolean {
  // "Hard enough that I stumbled into him.": the date only as where the writer landed.
  const own = lower.replace(
    /\b(?:stumbled|fell|bumped|crashed|landed|tripped|toppled) (?:right )?(?:into|against|onto|on) (?:him|her|them)\b/g,
    '',
  );
  return lower.length <= 80 && !/\b(?:he|she|they|him|them|his|her)\b/.test(own);
}

/** Force or menace on the writer, as a stranger's act ("a drunk man grabbed my arm"). */
const STRANGER_FORCE =
  /\b(?:grabb?ed|pushed|shoved|hit|slapped|punched|kicked|cornered|followed|chased|blocked|spat|threatened|wouldn'?t let (?:me )?go|put (?:his|her|their) hands? (?:on|around|round|up|down) my)\b|\b(?:touch(?:ed|es|ing)?|rubb?(?:ed|ing)|brush(?:ed|ing)) (?:me|us|my (?:back|waist|leg|legs|thigh|hips?|body))\b|\b(?:held|holds?|holding|caught) (?:me|us|my (?:hand|hands|wrist|arm))\b|\b(?:tr(?:ied|ying|ies|y)|attempted) to (?:touch|grab|feel|strangle|choke|drag|pull|chase|follow|snatch|rob) (?:me|us|my)\b|\b(?:chas\w*|follow\w*|stalk\w*|strangl\w*|chok(?:ed|ing)) me\b|\btook advantage of (?:the crowd|me)\b|\bforc\w* (?:himself|herself|themselves|me)\b/;

/** The force is the stranger's: no "he", "she" or "they" (the date) acts before it. */
function strangerForce(lower: string): boolean {
  const m = STRANGER_FORCE.exec(lower);
  return m !== null && !/\b(?:he|she|they)\b/.test(lower.slice(0, m.index));
}

/** An indefinite person as a subject: "some guy", "a drunk man", "this random bloke", "someone". */
const INDEFINITE_PERSON =
  /\b(?:(?:a|an|some|another|one|two|three|this random|a couple of|a group of|a bunch of)\s+(?:[\w-]+\s+){0,3}?(?:guy|guys|man|men|boy|boys|bloke|blokes|lad|lads|stranger|strangers|person|woman|women|girl|girls|dude|creep|perv|pervert|uncle|drunk|drunks)|someone|somebody)\b/g;

/**
 * Unwanted touching or force done by someone plainly not the date, told mid-sentence: "I was
 * dancing with Tom and some guy grabbed my ass", "we were queuing and a drunk man pinched my bum".
 * The act's nearest subject is an indefinite person, at most a few words before it, with no "he",
 * "she" or "they" (the date, or a name taken up again) in between.
 */
function strangerJustBefore(lower: string, act: string | null): boolean {
  const at = act ? lower.indexOf(act.toLowerCase()) : (STRANGER_FORCE.exec(lower)?.index ?? -1);
  if (at <= 0) return false;
  const before = lower.slice(0, at);
  let last: RegExpExecArray | null = null;
  for (const m of before.matchAll(INDEFINITE_PERSON)) last = m;
  if (!last) return false;
  const between = before.slice(last.index + last[0].length);
  // "heard someone behind me, turned round and it was Felix following me": the date after all.
  return (
    between.length <= 60 && !/\b(?:he|she|they|my date|it was|it's|turned out)\b/.test(between)
  );
}

/**
 * Unwanted touching, or force, told of someone plainly not the date: the sentence opens on an indefinite
 * person ("some drunk guy grabbed my bum", "a stranger touched me", "someone pinched my butt").
 * ("The guy" or "this man" may be the date himself, so those stay his.)
 */
function strangerFirst(lower: string): boolean {
  // ...after a short lead-in of where: "then in the crowd some random bloke put his hand on my waist".
  return /^\W*(?:(?:and|then|so|but|also|later|suddenly|plus),? )?(?:(?:in|at|on|outside|inside|by|near|behind) (?:the|a) [\w-]+(?: [\w-]+)?,? )?(?:a|an|some|another|random|someone|somebody|strangers?|a stranger|one of (?:his|her|their|the) (?:mates|friends|boys|girls|guys|lads)|(?:guys|boys|men|lads|blokes)(?! and (?:i|me))|the (?:conductor|bus driver|cabbie|cab driver|auto ?wallah|rickshaw driver|ticket collector|shopkeeper))\b/.test(
    lower,
  );
}

/** The date kept the writer from a road, a fall or traffic ("pulled me out of the way of"). */
const PROTECTED_FROM_HARM =
  /\b(?:(?:pulled|pulling|hauled|hauling|dragged|dragging|yanked|towed|towing|swam|swimming) me (?:back )?(?:in )?(?:to|towards|onto|out of|up onto|back to) the (?:shallows|shore|beach|bank|side|edge|boat|jetty|pier|steps|water's edge)|(?:pulled|hauled|dragged|got) me out of the (?:water|sea|river|loch|lake|pool|waves|current)|to stop me (?:from )?(?:stepping|falling|walking|tripping|slipping)|so (?:that )?i (?:didn'?t|wouldn'?t) (?:fall|trip|slip|get hit)|(?:pulled|yanked|tugged|hauled|jerked) me back (?:from|onto|on to|off|to) the (?:road|kerb|curb|edge|traffic|tracks|platform|pavement|sidewalk|path|footpath|footway)|pulled me (?:out of the way|away from the (?:edge|road|kerb|curb|traffic|bike|car))|out of the (?:way|path) of (?:a|an|the) (?:bike|cyclist|car|bus|van|taxi|tram|scooter|lorry|truck|motorbike))\b/;

/**
 * What made an alarming-sounding act safe, in one lower-cased sentence (with the sentence
 * before it, where a rescue's mishap may be told): the `S:safe` feature and the danger head's
 * `safe_intent` input.
 */
export function safeCue(lower: string, previousLower = ''): boolean {
  return SAFE_INTENT.test(lower) || isRescue(lower, previousLower) || KEYS_OFF_SOMEONE.test(lower);
}

/**
 * Per sentence, whether it cannot carry the date's danger: a protective act and nothing worse
 * (with the aftermath told just after it), or unwanted touching by someone plainly not the date.
 * The danger head does not read such sentences and no danger flag rests on them; a stranger's
 * grope still reaches the harm reading.
 */
export interface ExcludedSentences {
  /** A protective or harmless act, or the writer's own driving (`writersOwnDriving`). */
  protective: boolean[];
  byStranger: boolean[];
}

/**
 * Another road user (another car, a van, a motorbike) driving badly near
 * the writer, or an idiom ("they hit me with a 550 dollar charge", "followed through on it", "he
 * has my back"): no act of the date's, and no harm done to the writer by a person.
 */
export function notAPersonsHarm(lower: string): boolean {
  if (
    /\bhit (?:me|us) with (?:a|an|the|this|that|another|some)\b[^.]{0,30}\b(?:charge|bill|fee|fine|question|request|joke|line|news|story|surprise|invoice|quote|offer|deal)\b/.test(
      lower,
    )
  )
    return true;
  // The date pulling their own arm away: "she yanked her arm away and went to her car".
  if (
    /\b(?:yanked|pulled|jerked|snatched|tugged|wrenched) (?:her|his|their) (?:own )?(?:arm|hand|wrist)s? (?:away|back|free|out)\b/.test(
      lower,
    )
  )
    return true;
  // Jostled in a crowd or a queue: "a drunk guy shoved past and knocked into me", "some aunty
  // pushed me in the line".
  if (
    /\b(?:shoved|pushed|squeezed|barged|elbowed) (?:past|through)\b|\b(?:knocked|bumped) into (?:me|us)\b|\bpushed (?:me|us) in the (?:line|queue|crowd|rush)\b/.test(
      lower,
    ) &&
    !/\b(?:grop\w*|grabb?\w*|touch\w*|rubb?\w*|pinch\w*|hand on|hands on|into (?:a|the) (?:wall|bike|car|road)|on purpose|hard)\b/.test(
      lower,
    )
  )
    return true;
  // "Think about it, you'll kick yourself": a sales line, no threat.
  if (/\b(?:you'?ll|you will|ur gonna|you'?re gonna|you are going to) kick yourself\b/.test(lower))
    return true;
  // Talked into going somewhere: "a fundraiser my sorority sister dragged me to", "my mate
  // dragged me along to a speed-dating night".
  if (
    /\b(?:dragged|dragging|drags) me (?:along |out )?to (?:a |an |the |this |her |his |their |some |my )?(?:[\w-]+ ){0,2}(?:fundraiser|party|event|gala|wedding|concert|gig|class|meetup|meet-up|speed[- ]dating|church|brunch|game|show|festival|thing|night|quiz|karaoke|reunion|conference|exhibition|opening|service|mixer)\b|\b(?:fundraiser|party|event|gala|wedding|concert|gig|class|meetup|church|brunch|game|show|festival|thing|quiz|karaoke|reunion|conference|mixer)s? (?:\w+ ){0,4}dragged me (?:along )?to\b/.test(
      lower,
    )
  )
    return true;
  // Being flirted with: "a girl hit on me at an event", "I was hit on at work".
  if (/\b(?:hit|hitting|hits) on (?:me|us)\b|\b(?:was|were|got|been|being) hit on\b/.test(lower))
    return true;
  // "followed through on it" (not on a threat), "she's always had my back"
  if (/\bfollowed through\b/.test(lower) && !/\bthreat/.test(lower)) return true;
  if (
    /\b(?:has|have|had|got) (?:my|our) backs?\b(?!\s+(?:against|to|on|up|in|into|pressed|turned|was|were))/.test(
      lower,
    )
  )
    return true;
  // Another road user, never a person who could be the date ("this man just drove onto the
  // hard shoulder" was the date).
  return (
    /\b(?:a|another|some|the other) (?:car|cars|driver|lorry|truck|van|bus|motorbike|motorcycle|cyclist|biker)\b[^.]{0,50}\b(?:swerv\w*|speeding|sped|tailgat\w*|cut (?:me|us) off|driving|drove|raced|racing|ran a red)\b/.test(
      lower,
    ) && !/\b(?:he|she|him|her|my date)\b/.test(lower)
  );
}

/**
 * The writer tells of their own fast driving, with nobody else in the sentence: "On the way home
 * I hit 155 in a VW", "One time I was speeding". Whatever its risk, it is no danger from the
 * date, and read as one it put everyday stories on the danger page.
 */
export function writersOwnDriving(lower: string): boolean {
  if (/\b(?:he|she|they|him|her|them|his|their|made me|told me to|wanted me to)\b/.test(lower))
    return false;
  return /\b(?:i|i'?m|im)\s+(?:was\s+|am\s+|got\s+)?(?:speeding|caught speeding|hit (?:over )?\d{2,3}\b|doing (?:over )?\d{2,3}\b|floored it|raced (?:down|along|home|through)|drove (?:way )?too fast|(?:was )?driving (?:way )?too fast)/.test(
    lower,
  );
}

const TURNED_UP =
  /\b(?:knock(?:ed|ing)? on (?:the|my) door|there(?:'s| was| is) a knock|a knock (?:at|on) (?:the|my) door|turned up|showed up|came (?:by|round|over)|was at my (?:door|house|flat|place))\b/;
const RETURNED_MINE =
  /\b(?:with|brought|returned|dropped off|gave me back|handed back|bringing) (?:me )?(?:back )?my (?:car|keys?|wallet|phone|bag|purse|coat|jacket|scarf|card|glasses|umbrella)\b|\bkeys? in an envelope\b/;
/** Not wanting it to end is no refusal: "She held my hand through it and I did not want it to end." */
const WANTED_MORE =
  /\b(?:didn'?t|did not|never) want (?:it|this|the (?:night|evening|day|date|song|film|concert|walk)) to end\b|\bwanted (?:it|this) to (?:last|go on) (?:forever|all night)\b/;

/**
 * Waking somewhere after falling asleep tired, with nothing to drink in it ("I was dead from a
 * double shift. I remember Banderas in the pool and then nothing. I woke up at his place at 4"),
 * or told as "nothing happened": sleep, not a spiked drink.
 */
const WOKE = /\b(?:woke|wake|waking) up\b/;
const FELL_ASLEEP =
  /\b(?:fell asleep|dozed off|nodded off|dead from|exhausted|knackered|shattered|so tired|long shift|double shift|night shift|crashed out)\b/;
const DRINK_WORDS =
  /\b(?:drinks?|drank|drunk|wine|beer|gin|vodka|cocktails?|shots?|pints?|glass(?:es)?|tequila|rum|whisky|whiskey|prosecco|spiked|drugged)\b/;
/** The writer's own "nothing happened", not the date's word for it ("he said nothing happened"). */
const NOTHING_HAPPENED =
  /(?<!\b(?:said|says|swore|swears|insisted|insists|claimed|claims|told me|tells me|promised|sure|doubt|if|whether) )\bnothing (?:happened|had happened)\b/;
const UNDRESSED =
  /\b(?:clothes|undress\w*|naked|half[- ]dressed|bra|underwear|knickers|boxers|sore|bruis\w*|blood|condom)\b/;

/**
 * The sentences after sentence `i`, as far as what made an act safe is usually told: at least
 * two, and on through short ones ("Not tonight.' I argued. I lost. He drove me home in his
 * truck") to about 200 characters, at most five.
 */
function following(lowered: readonly string[], i: number): string {
  const out: string[] = [];
  for (let j = i + 1; j < lowered.length && j <= i + 5; j += 1) {
    out.push(lowered[j]!);
    if (out.length >= 2 && out.join(' ').length >= 200) break;
  }
  return out.join(' ');
}

export function notTheDatesDanger(sentences: readonly Pick<Sentence, 'text'>[]): ExcludedSentences {
  const lowered = sentences.map((s) => s.text.toLowerCase());
  // The few sentences before and after each one, read once for every cue below.
  const before = lowered.map((_, i) => lowered.slice(Math.max(0, i - 3), i).join(' '));
  const after = lowered.map((_, i) => following(lowered, i));
  const protective = lowered.map((s, i) =>
    protectiveOnly(s, lowered[i - 1], lowered[i + 1], { before: before[i]!, after: after[i]! }),
  );
  // The reason told on the next line, or the one after a short interjection ("Abi: WHAT").
  const nextLine = (i: number) => {
    const next = (lowered[i + 1] ?? '').trim();
    return next.split(/\s+/).length <= 3 ? (lowered[i + 2] ?? '').trim() : next;
  };
  lowered.forEach((s, i) => {
    const reason = nextLine(i);
    if (
      (CAUGHT_ME.test(s) &&
        !LEAVING.test(s) &&
        !ESCALATION.test(s) &&
        (OUT_OF_THE_ROAD_NEXT.test((lowered[i + 1] ?? '').trim()) ||
          OUT_OF_THE_ROAD_NEXT.test(reason))) ||
      (FEARED_FOLLOWING.test(s) && (NOTHING_AFTER_ALL.test(s) || NOTHING_AFTER_ALL.test(reason)))
    )
      protective[i] = true;
  });
  lowered.forEach((s, i) => {
    if (
      WOKE.test(s) &&
      !ESCALATION.test(s) &&
      ((FELL_ASLEEP.test(before[i]!) && !DRINK_WORDS.test(`${before[i]} ${s}`)) ||
        NOTHING_HAPPENED.test(after[i]!)) &&
      !UNDRESSED.test(`${s} ${after[i]}`)
    )
      protective[i] = true;
    // Turning up to bring back what the writer left ("Next morning, 9am, knock on the door." /
    // "Bernard and his grandson with my car, parked in my driveway, keys in an envelope.").
    if (TURNED_UP.test(s) && !ESCALATION.test(s) && RETURNED_MINE.test(after[i]!))
      protective[i] = true;
  });
  // The writer's own mishap told just before the rescue ("Crossing Second Street I was looking
  // down at my phone and stepped off the curb right in front of a car." / "He grabbed me by the
  // arm and pulled me back.") is no harm done to them either.
  for (let i = 0; i + 1 < protective.length; i += 1)
    if (
      !protective[i] &&
      protective[i + 1] &&
      MISHAP.test(lowered[i]!) &&
      isRescue(lowered[i + 1]!, lowered[i]!) &&
      !CAUGHT_ME.test(lowered[i]!)
    )
      protective[i] = true;
  // "He yanked me back onto the pavement. Like hard. I had a mark."
  for (let i = 1; i < protective.length; i += 1)
    if (!protective[i] && protective[i - 1] && aftermathOnly(lowered[i]!)) protective[i] = true;
  lowered.forEach((s, i) => {
    if (writersOwnDriving(s) || notAPersonsHarm(s)) protective[i] = true;
  });
  const byStranger = sentences.map((s, i) => {
    if (protective[i]) return false;
    const lower = lowered[i]!;
    const touched = touchedWriter(s.text);
    if (strangerFirst(lower.trim()) && (touched !== null || strangerForce(lower))) return true;
    return strangerJustBefore(lower, touched);
  });
  return { protective, byStranger };
}

/**
 * The date leaving the writer behind ("he said forget it and walked off. Next thing his truck is
 * gone.") told a few sentences from having no way home ("zero bars of signal", "I didn't know
 * anybody, it was pitch black"): being stranded, though no sentence says so.
 */
const DATE_LEFT =
  /\b(?:he|she|they)\b[^.!?]{0,30}\b(?:walked off|drove off|drive off|drives off|sped off|took off|drove away|left without me|left me (?:there|alone|behind|at|in|on)|(?:just )?(?:leave|leaves|left) (?:in|with) (?:the|his|her|their) (?:car|truck|van|ute|taxi|cab))\b|\b(?:his|her|their) (?:truck|car|van|bike|ute|ride) (?:is|was) gone\b/;
const NO_WAY_HOME =
  /\b(?:no (?:signal|bars|reception|service|ride|lift|way (?:home|back|out)|taxis?|cabs?|ubers?|bus|buses|money|battery|sidewalk|pavement|street ?lights?)|phone (?:at|on) \d+ ?%|zero bars|(?:didn'?t|did not|don'?t) know (?:anybody|anyone|where i was)|pitch (?:black|dark)|middle of nowhere|miles from (?:anywhere|home|town)|phone (?:was |had )?(?:dead|died)|stranded)\b/;

/**
 * The rules' findings with the one read across sentences: being left with no way home, a danger
 * flag on the sentence where the date left. The runtime and the trainer both read danger from
 * this list, so the danger head learns what the page will see.
 */
export function withStrandedFinding<F extends { severity: string; quote: string }>(
  sentences: readonly Pick<Sentence, 'text'>[],
  ruleFlags: readonly F[],
  excluded: ExcludedSentences = notTheDatesDanger(sentences),
): (F | TFlag)[] {
  const lowered = sentences.map((s) => s.text.toLowerCase());
  const at = lowered.findIndex(
    (s, i) =>
      !excluded.protective[i] &&
      DATE_LEFT.test(s) &&
      lowered.slice(Math.max(0, i - 3), i + 4).some((t) => NO_WAY_HOME.test(t)),
  );
  if (at < 0) return [...ruleFlags];
  return [
    ...ruleFlags,
    {
      category: 'physical_safety',
      polarity: 'red',
      severity: 'danger',
      label: 'Left you stranded',
      quote: sentences[at]!.text.trim(),
    },
  ];
}

/**
 * Whether a rule's danger flag rests on a sentence that can carry the date's danger (the rules
 * read "some drunk guy grabbed my bum" as groping; whose it was is decided here).
 */
export function datesRuleDanger(
  sentences: readonly Pick<Sentence, 'text'>[],
  ruleFlags: readonly { severity: string; quote: string }[],
  excluded: ExcludedSentences = notTheDatesDanger(sentences),
): boolean {
  return ruleFlags.some((f) => {
    if (f.severity !== 'danger') return false;
    const at = sentences.findIndex(
      (s) => s.text.includes(f.quote) || f.quote.includes(s.text.trim()),
    );
    return !(at >= 0 && (excluded.protective[at] || excluded.byStranger[at]));
  });
}

/** The writer refusing: "I said no", "pulled away", "asked him to stop". */
const REFUSAL =
  /\b(?:i (?:said|told (?:him|her|them))(?: that)? (?:no|stop|not|i (?:didn'?t|did not|don'?t|wasn'?t|was not|wanted to (?:go|leave|stop))|i'?m not)|said no|pulled away|pushed (?:him|her|them) away|moved (?:his|her|their) hand|turned my (?:head|face)|not ready|wanted to (?:go home|leave|stop)|asked (?:him|her|them) to (?:stop|slow|let me|take me)|begged|told (?:him|her|them) to stop|i froze|stop it|(?:didn'?t|did not|don'?t) want (?:to|that|it)(?! to (?:end|stop)| over))\b/;
/**
 * Saying no to leaving is no refusal of the date: "he asked if I wanted to leave and I said no"
 * means the writer chose to stay.
 */
const DECLINED_LEAVING =
  /\b(?:asked|checked)(?: me)? (?:if|whether) i (?:wanted|was ready|needed) to (?:leave|go|go home|head off|head home|call it a night|stop)\b[^.]{0,25}\bno\b/;

export function isRefusal(lower: string): boolean {
  return REFUSAL.test(lower) && !DECLINED_LEAVING.test(lower);
}
