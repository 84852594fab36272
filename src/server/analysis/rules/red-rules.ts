import type { TFlagSeverity, TRedFlagCategory } from '../../../shared/analysis';

/**
 * Red-flag cues. Each pattern runs on one lower-cased sentence; the detector then checks
 * negation, hedging, reported speech, hypotheticals and who did it before keeping a match.
 * `selfOk` marks cues that are about the writer's own experience ("I felt pressured"), which
 * stay valid with "I" as the subject.
 */
export interface RedRule {
  category: TRedFlagCategory;
  severity: TFlagSeverity;
  label: string;
  pattern: RegExp;
  selfOk?: boolean;
}

const P = '(?:he|she|they|my date|[a-z]+)';
const HIS = '(?:his|her|their)';
const STAFF =
  '(?:waiter|waitress|server|staff|manager|bartender|driver|barista|host|hostess|cashier|valet|busboy|uber driver|cab driver|security guard|bouncer|kid|child|homeless)';
/** Rudeness aimed at someone else belongs to rude_to_others, not disrespect of the writer. */
const NOT_OTHERS = '(?! (?:to|with|towards?) (?:the|our|a|an|that|some|every|his|her|their) )';
const rx = (...parts: string[]) => new RegExp(parts.join('|'));

/**
 * Sharp, short or curt with someone other than the writer ("not with me"): rudeness to others
 * here, and a temper that keeps a green flag off the sentence in `flag-grounds.ts`.
 */
export const SHARP_WITH_SOMEONE_ELSE =
  '\\b(?:was|got|were) (?:dead |really |very |quite |a bit |so |proper )?(?:sharp|short|snippy|snappy|curt|nasty|rude) (?:wi|with|to) (?:her|him|them|the \\w+)\\b';

export const RED_RULES: RedRule[] = [
  // Physical safety: danger, never softened.
  {
    category: 'physical_safety',
    severity: 'danger',
    label: 'Used physical force',
    pattern: rx(
      `\\b(?:hit|slapped|punched|shoved|choked|strangled|kicked|bit|pinned|restrained) me\\b`,
      // An attempt is as much a danger as the act: "he tried to strangle me", "tried to choke me".
      `\\b(?:tried|trying|tries|attempted) to (?:strangle|choke|throttle|smother|suffocate|hit|punch|slap|kick|drown) me\\b`,
      `\\b(?:throttled|smothered|suffocated) me\\b`,
      `\\bpushed me (?:against|into|down|onto|over)\\b`,
      // The bare verb of a writer whose first language is not English: "he push me with two
      // hands against the wall", "she slap me".
      `\\b(?:he|she|they) (?:push|shove|slap|punch|choke|kick|hit|grab)s? me (?:with (?:two|both|his|her|their) hands?|against|into|down|onto|to the (?:floor|ground|wall))\\b`,
      `\\b(?:he|she|they) (?:slap|punch|choke|kick|strangle)s? me\\b`,
      `\\bgrabbed (?:me|my (?:arm|wrist|neck|throat|hair|face|shoulders?))\\b`,
      // Taken hold of: "took me by the wrist and walked me to his car" ("by the hand" is not).
      `\\b(?:grabbed|yanked|seized|pulled|dragged) me by (?:the|my) (?:wrist|arm|elbow|hair|neck|throat|collar)\\b`,
      `\\btook me by (?:the|my) (?:wrist|hair|neck|throat|collar)\\b`,
      `\\bheld me down\\b`,
      `\\b(?:forced|dragged) me\\b`,
      `\\bput ${HIS} hands? (?:around|on) my (?:neck|throat)\\b`,
    ),
    selfOk: true,
  },
  {
    category: 'physical_safety',
    severity: 'danger',
    label: 'Kept you from leaving',
    pattern: rx(
      `\\b(?:wouldn't|would not|didn't|did not|refused to) let me (?:leave|go|out|get out|get up)\\b`,
      `\\bblocked (?:the|my) (?:door|way|exit|car)\\b`,
      `\\bstood (?:in front of|in) (?:the door|my way)\\b`,
      `\\blocked (?:me in|the doors?)\\b`,
      // not the writer's own "...and took my bag"
      `(?<!\\bi (?:then |just |quickly )?)(?<!\\bi\\b(?:(?!\\b(?:he|she|they)\\b)[^.,;!?]){0,40}\\band (?:then )?)\\b(?:took|hid|kept) my (?:keys|phone|bag|coat)\\b`,
      `\\bi (?:couldn't|could not|wasn't able to) (?:leave|get out|get away)\\b`,
      `\\b(?:felt|was|were) trapped (?:in (?:his|her|their|the) (?:car|apartment|place|room|house|flat|bedroom)|there|with (?:him|her|them))\\b`,
      `\\btrapped me\\b`,
    ),
    selfOk: true,
  },
  {
    category: 'physical_safety',
    severity: 'danger',
    label: 'Drink may have been tampered with',
    pattern: rx(
      `\\b(?:put|slipped|dropped|added) (?:something|a pill|a powder|stuff) (?:in|into) my (?:drink|glass|cup|wine|beer|cocktail)\\b`,
      `\\bsomething (?:was )?in my (?:drink|glass|wine|cocktail)\\b`,
      `\\b(?:spiked|drugged) (?:my|me)\\b`,
      `\\bmy (?:drink|wine|cocktail|beer|glass) (?:was|got|had been) (?:spiked|drugged|tampered)\\b`,
      `\\b(?:i was|i got|i'd been|i had been) (?:spiked|drugged)\\b`,
      `\\bmy (?:drink|wine|cocktail|beer) tasted (?:weird|strange|off|funny|salty|bitter)\\b`,
      `\\bblacked out after (?:one|two|a single|just one|only one)\\b`,
    ),
    selfOk: true,
  },
  {
    category: 'physical_safety',
    severity: 'danger',
    label: 'Followed or tracked you',
    pattern: rx(
      `\\bfollowed me(?! on (?:instagram|insta|twitter|tiktok|x|social|linkedin|spotify|here))\\b`,
      `\\b(?:showed up|turned up|appeared|was waiting) (?:at|outside) my (?:house|home|place|apartment|flat|work|office|job|car|door)\\b`,
      `\\bfound out where i (?:live|work)\\b`,
      // Found where the writer works or lives without being told: "i never told him which cafe i work at".
      `\\bi (?:never|didn'?t|did not|had not|hadn'?t) (?:told|tell|given|give) (?:him|her|them) (?:where|which \\w+|what \\w+)\\b[^.]{0,25}\\b(?:i|my) (?:work|live|job|stay|address)\\b`,
      `\\btracked me down\\b`,
      `\\b(?:tracked|tracking) my (?:location|phone)\\b`,
    ),
    selfOk: true,
  },
  {
    category: 'physical_safety',
    severity: 'caution',
    label: 'Put your safety at risk',
    pattern: rx(
      `\\bdr(?:o|i)ve (?:drunk|wasted|high|recklessly)\\b`,
      `\\bdrove after (?:drinking|\\w+ (?:drinks|beers))\\b`,
      `\\bleft me (?:stranded|alone|there) (?:at|in|on|with)\\b`,
      `\\bleft me stranded\\b`,
      `\\bunsafe\\b`,
      `\\bfelt scared\\b`,
    ),
    selfOk: true,
  },
  // Boundaries: pressure is caution; sex without consent is danger.
  {
    category: 'boundary_pressure',
    severity: 'danger',
    label: 'Sexual contact without consent',
    pattern: rx(
      `\\b(?:raped|sexually assaulted|assaulted me|molested)\\b`,
      `\\bforc(?:ed|ing|es|e) (?:himself|herself|themselves) on me\\b`,
      // "forcefully hugged and kissed me", "forcing me to have sex with him"
      `\\bforcefully (?:hugged|kissed|held|grabbed|touched|pulled|groped|hugging|kissing|touching)(?: and (?:hugged|kissed|touched|groped|held))? me\\b`,
      `\\bforc(?:ed|ing|es) me to (?:have sex|sleep with|kiss|touch|perform|go down)\\b`,
      `\\b(?:had sex with|slept with|touched|kissed) me (?:when|while|after|even though|although) i (?:said no|told|was (?:asleep|passed out|too drunk|unconscious)|didn't want)`,
      `\\b(?:didn't|did not|wouldn't|would not) stop when i (?:said|told|asked)\\b`,
      `\\bi (?:didn't|did not|never) consent\\b`,
      `\\bwithout my consent\\b`,
      `\\btook advantage of me\\b`,
      `\\b(?:pressured|coerced|guilted) me into (?:sex|sleeping with|having sex)\\b`,
      `\\bgrabbed my (?:ass|butt|breasts?|crotch|chest)\\b`,
      `\\b(?:spanked me|(?:spanked|smacked) my (?:ass|butt|bum|backside|bottom))\\b`,
      // A hand inside the writer's clothes: "he put his hand in my culo two times, I push it
      // away, the third time inside my pants".
      `\\b(?:put|puts|stuck|shoved|slid|slipped|pushed) ${HIS} hands? (?:in|inside|into|down|up|under) my (?:pants|trousers|jeans|knickers|underwear|boxers|briefs|skirt|dress|bra|shorts|culo)\\b`,
      `\\b(?:the (?:second|third|fourth|next) time|again),? (?:it was |he went |she went )?inside my (?:pants|trousers|jeans|knickers|underwear|boxers|briefs|shorts)\\b`,
      `\\btoo drunk to consent\\b`,
    ),
    selfOk: true,
  },
  {
    category: 'boundary_pressure',
    severity: 'caution',
    label: 'Pushed past your limits',
    pattern: rx(
      `\\bkept (?:pushing|insisting|asking me to|trying to|pressing|touching)\\b`,
      `\\b(?:pressured|pressuring|pushed|pushing|guilted|guilt-tripped) me\\b(?! (?:against|into (?:a|the)|down|onto|over|away|out))`,
      `\\bpushy\\b`,
      `\\b(?:wouldn't|would not|didn't|did not|couldn't|could not|won't) take no\\b`,
      `\\b(?:after|even though|although) i (?:said no|said i didn't want|told (?:him|her|them) no|said i wanted to go home)\\b`,
      `\\bi (?:felt|was|feel) (?:pressured|uncomfortable|pushed)\\b`,
      `\\binvited (?:himself|herself|themselves)\\b`,
      // Drinks or plans pushed on: "each time I looked away he'd topped it up again".
      `\\b(?:topped|filled) (?:it|my glass|me|my drink|my wine) up again\\b`,
      `\\bkept (?:saying|asking) (?:come|you can|we should|let'?s|just one more|stay)\\b`,
      `\\b(?:booked|got) us a (?:room|hotel)\\b`,
      `\\b(?:touched|kissed) me without asking\\b`,
      `\\bhands? (?:on|up) my (?:thigh|leg|knee|waist)\\b`,
      `\\bmade me feel (?:bad|guilty) for (?:not|leaving|saying no)\\b`,
    ),
    selfOk: true,
  },
  // Controlling.
  {
    category: 'controlling',
    severity: 'caution',
    label: 'Tried to control your choices',
    pattern: rx(
      `\\btold me what to (?:order|wear|eat|drink|say|do|think)\\b`,
      `\\bordered for me\\b`,
      `\\bordered (?:my|me (?:a|the|my)|for (?:us|both of us))\\b[^.]{0,80}\\bwithout asking\\b`,
      `\\bwho (?:were|was|r|are) (?:u|you|ya) (?:texting|talking to|messaging|with)\\b`,
      `\\b(?:checked|went through|grabbed|looked through) my phone\\b`,
      `\\bwho i (?:was|am) (?:texting|talking to|messaging)\\b`,
      `\\b(?:demanded|wanted) (?:to know|my) (?:where i|who i|my password|password|location)`,
      `\\btold me (?:i|that i) (?:can't|couldn't|shouldn't|should not|cannot) (?:see|talk|go|wear|hang|have)\\b`,
      `\\b(?:got|was|became) (?:really |so |very )?jealous\\b`,
      `\\b(?:i'?m|i am|he'?s|she'?s|he is|she is) (?:a |the )?jealous type\\b`,
      // Jealousy told without the word: a sulk or a jibe because the writer talked to someone.
      `\\b(?:went|got|was) (?:in|into) a (?:huff|mood|strop|sulk)\\b[^.]{0,40}\\b(?:when|because|after|cause|since) i (?:talked|spoke|chatted|danced|laughed|smiled)\\b`,
      `\\b(?:when|because|after|cause|since) i (?:talked|spoke|chatted|danced|laughed) (?:to|with) (?:the|a|another|some|this|that|my|his|her) [a-z]+\\b[^.]{0,60}\\b(?:went in a (?:huff|mood|strop)|sulked|sulking|stopped talking|went quiet|went silent|gave me the silent treatment|went cold|went off)\\b`,
      `\\benjoy(?:ed)? your (?:little )?(?:chat|dance|talk|conversation) with (?:him|her|them|the [a-z]+)\\b`,
      `\\bwho (?:was|is) (?:that|the) (?:guy|man|girl|woman|bloke|lad|dude) (?:you were|you was|u were) (?:talking|chatting|texting|dancing)\\b`,
      `\\bgo (?:and )?text (?:your|ur) (?:husband|ex|boyfriend|girlfriend|wife|other man|other guy)\\b`,
      // Deciding what the writer drinks: a hand over the glass, "girls don't drink beer".
      `\\b(?:put|puts|held|holds|had) ${HIS} hand over my glass\\b`,
      `\\b(?:girls|women|ladies) (?:don'?t|do not|shouldn'?t|should not) (?:drink|order|eat) (?:beer|pints?|whisky|whiskey|steak|that)\\b`,
      `\\b(?:controlling|possessive)\\b`,
      `\\bmade all the decisions\\b`,
      // "He decided everything, the trail, the time to wake up": deciding for the writer.
      `\\b(?:decided|chose|picked|dictated) (?:absolutely )?everything\\b`,
      `\\bdecided (?:for me|what i (?:would |should |could |was going to |was gonna )?(?:eat|wear|drink|order|have))\\b`,
      `\\btold me to (?:change|stop|lose|dress|smile|calm down)\\b`,
      `\\binsisted (?:on|that) (?:choosing|picking|deciding|i)\\b`,
    ),
  },
  // Aggression: anger is caution; a threat is danger.
  {
    category: 'aggression',
    severity: 'danger',
    label: 'Threatened you',
    pattern: rx(
      `\\bthreatened (?:me|to)\\b`,
      `\\bsaid (?:he|she|they)(?:'d| would) (?:hurt|kill|find|ruin|get) (?:me|you)\\b`,
      `\\b(?:you'll|you will|i'd) regret\\b`,
      `\\bsaid i(?:'d| would) regret\\b`,
      // "ur gonna regret this", "i still got those pics, imagine if ur mom saw them".
      `\\b(?:ur|you'?re|youre|you are) (?:gonna|going to) regret\\b`,
      `\\bi (?:still )?(?:got|have|'ve got|'ve still got) (?:those|the|your|ur) (?:pics|photos|pictures|nudes|videos)\\b`,
      `\\bimagine if (?:ur|your) (?:mom|mum|mam|dad|boss|family|wife|husband|kids|church|pastor) (?:saw|sees|seen)\\b`,
      `\\b(?:threat|threats|threatening)\\b`,
      // "if u ghost me im telling everyone at ur cafe ur trans": outing or exposing as leverage.
      `\\bif (?:you|u|ya|ye) (?:ghost|leave|block|ignore|dump|report|unmatch) me\\b[^.]{0,20}\\b(?:i'?m|im|i'?ll|ill|i will|i'?m gonna|imma) (?:tell|telling|post|posting|send|sending|show|showing|out|outing)\\b`,
    ),
    selfOk: true,
  },
  {
    category: 'aggression',
    severity: 'caution',
    label: 'Angry or aggressive outburst',
    pattern: rx(
      `\\b(?:yelled|shouted|screamed|snapped|swore|cursed) at (?:me|us)\\b`,
      `\\b(?:started|kept|was|were) (?:yelling|shouting|screaming)\\b`,
      `\\blost ${HIS} temper\\b`,
      `\\b(?:got|became|was|were) (?:really |so |very )?(?:angry|furious|aggressive|violent|enraged|hostile)\\b`,
      `\\b(?:slammed|punched|kicked|threw|smashed) (?:the|a|his|her|their|my) (?:\\w+ )?(?:table|door|wall|glass|phone|chair|drink|plate|car|steering wheel|fist|bottle|menu|bar|counter|dashboard)\\b`,
      `\\braised ${HIS} voice\\b`,
      `\\b(?:hit|banged|thumped|smacked|slapped|slammed|slam|slams|bang|bangs) (?:his |her |their |a |the )?(?:flat )?(?:hand|fist|palm)s? (?:on|down on|against) (?:the )?(?:table|bar|counter|wall|dashboard|wheel)\\b`,
      `\\broad rage\\b`,
      `\\b(?:started|picked|got into) a fight\\b`,
      `\\baggressive(?:ly)?\\b`,
      `\\bscary temper\\b`,
    ),
  },
  // Dishonesty.
  {
    category: 'dishonesty',
    severity: 'caution',
    label: 'Was not honest with you',
    pattern: rx(
      `\\b(?:turns out|turned out|found out|admitted|realized|realised|learned|discovered) (?:that )?${P} (?:is|was|were|are|has|had|is still|was still) (?:married|engaged|in a relationship|seeing someone|living with|a girlfriend|a boyfriend|a wife|a husband|kids)\\b`,
      // A partner hidden in plain sight: calls from "bae 💍" turned face down, a lockscreen of them
      // kissing someone.
      `(?:\\b(?:bae|babe|hubby|wifey|husband|wife|boyfriend|girlfriend)\\b|\u{1F48D})[^.]{0,60}\\b(?:flipped|turned|put|slid) (?:it|(?:her|his|their|the) phone) (?:over|face ?down|upside down|away)\\b`,
      `\\b(?:lock ?screen|wallpaper|screensaver)\\b[^.]{0,80}\\b(?:kissing|with (?:a|some) (?:guy|girl|man|woman|dude))\\b`,
    ),
    selfOk: true,
  },
  {
    category: 'dishonesty',
    severity: 'caution',
    label: 'Was not honest with you',
    pattern: rx(
      `\\b(?:lied|lying|lies)\\b`,
      `\\bcatfish(?:ed|ing)?\\b`,
      `\\blooked nothing like ${HIS} (?:photos|pictures|profile|pics)\\b`,
      `\\b(?:fake|old|fake-looking) (?:name|photos|profile|pictures)\\b`,
      `\\b(?:his|her|their) (?:story|stories) (?:didn't|did not|don't) add up\\b`,
      `\\b(?:his|her|their) (?:story|stories|excuses?) (?:kept|keeps) changing\\b`,
      `\\bwedding ring\\b`,
      `\\b(?:years )?older than ${HIS} (?:profile|photos|pictures)\\b`,
      `\\bcaught (?:him|her|them) in a lie\\b`,
    ),
  },
  // Love bombing.
  {
    category: 'love_bombing',
    severity: 'caution',
    label: 'Too much, too soon',
    pattern: rx(
      `\\bsaid (?:he|she|they) loved? me\\b`,
      `\\b(?:said|told me) (?:i was|i'm|we were|we're) (?:his|her|their) soul ?mate\\b`,
      `\\bsoul ?mates?\\b`,
      `\\b(?:talking|talked|talk) about (?:marriage|getting married|our wedding|having kids|our kids|moving in|our future)\\b`,
      `\\b(?:wants|wanted) to (?:marry me|move in|have kids with me)\\b`,
      `\\btoo (?:much|fast|intense),? too soon\\b`,
      `\\b(?:way|far|a bit|a little) too (?:intense|fast|much)\\b`,
      `\\b(?:texted|messaged|called) me (?:\\d+|dozens of|fifty|a hundred|twenty|thirty) times\\b`,
      `\\b(?:showered|flooded|bombarded) me with\\b`,
      `\\bnever felt (?:this|like this) (?:way )?about anyone\\b`,
      `\\bcalled me ${HIS} (?:girlfriend|boyfriend|partner|wife|husband)\\b`,
      `\\balready (?:planning|planned) (?:our|a) (?:trip|vacation|future|wedding)\\b`,
      `\\b(?:amor de mi vida|love of my life)\\b`,
      `\\b(?:looking|looked|look|booking|booked|checking|checked) (?:at )?flights to (?:meet|see) (?:his|her|their) (?:mother|mum|mom|parents|family)\\b`,
      `\\b(?:sent|send|sends) (?:me )?flowers (?:to|at) my (?:work|office|job)\\b`,
    ),
  },
  // Rude to others (checked before generic disrespect).
  {
    category: 'rude_to_others',
    severity: 'caution',
    label: 'Rude to other people',
    pattern: rx(
      `\\b(?:rude|mean|nasty|condescending|dismissive|cruel|abrupt) (?:to|with|towards?) (?:the|our|a|an|that|some) (?:\\w+ )?${STAFF}s?\\b`,
      `\\b(?:yelled|snapped|shouted|swore|barked|sneered|screamed|yell|yells|shout|shouts) at (?:the|our|a|an|that|some) (?:\\w+ )?(?:${STAFF}|fella|bloke|guy|man|woman|lady|stranger|barmaid|girl|lad)s?\\b`,
      `\\btore (?:strips|a strip) off (?:the|our|a|an|that|some) (?:\\w+ )?(?:${STAFF}|fella|bloke|guy|man|woman|stranger|barmaid)\\b`,
      // "the waitress brought the wrong gin ... Sam was dead sharp wi her".
      SHARP_WITH_SOMEONE_ELSE,
      `\\b(?:didn't|did not|refused to|wouldn't) tip\\b`,
      `\\b(?:left|tipped) (?:no|zero|nothing|a tiny|a one-dollar|a 1 dollar)(?: tip)?\\b`,
      `\\bsnapped ${HIS} fingers at\\b`,
      `\\b(?:called|calls|call|shouted|whistled)(?: at)? (?:the )?(?:waiter|waitress|camarer[oa]|server|bartender|barman)\\b[^.]{0,40}\\blike a dog\\b`,
      `\\b(?:treated|talked to|spoke to) (?:the|our) (?:\\w+ )?${STAFF}s? like\\b`,
      `\\b(?:mocked|made fun of|laughed at|insulted) (?:the|our|a|an|some|that) (?:\\w+ )?(?:${STAFF}|stranger|man|woman|guy|girl|people|person|couple)s?\\b`,
      `\\bcomplained (?:loudly|to the manager|about the (?:staff|waiter|server))\\b`,
      // Calling staff names: "called the waitress thick to her face", "called the waiter 'pendejo'".
      `\\bcalled (?:the|our|a|that) (?:\\w+ )?(?:${STAFF}|barmaid|barman|lass|lad|girl|kid) (?:a |an )?['"]?(?:thick|stupid|dumb|an? idiot|idiot|useless|slow|moron|pendejo|retard\\w*|brainless|clueless|lazy|incompetent)\\b`,
    ),
  },
  // Disrespect toward the writer.
  {
    category: 'disrespect',
    severity: 'caution',
    label: 'Disrespected you',
    pattern: rx(
      `\\b(?:insulted|mocked|belittled|humiliated|patronized|patronised|embarrassed) me\\b`,
      // ...but not "laughed at my dumb jokes", which is laughing together.
      `\\b(?:made fun of|laughed at) (?:me|my)\\b(?!(?:\\s+(?:dumb|bad|terrible|corny|silly|stupid|lame|awful|cheesy|dad|stupid little))?\\s+(?:jokes?|puns?|stories|story|impressions?))`,
      `\\bcalled me (?:fat|ugly|stupid|crazy|dumb|an idiot|dramatic|a bitch|too sensitive|boring|old|needy)\\b`,
      `\\brolled ${HIS} eyes\\b`,
      `\\b(?:talked|talking|talks) down to me\\b`,
      `\\b(?:kept )?interrupt(?:ed|ing) me\\b`,
      `\\b(?:commented|remarks?|comments?|joked) (?:on|about) my (?:body|weight|looks|face|age|clothes|boobs|chest)\\b`,
      `\\b(?:back-?handed|left-?handed) compliments?\\b`,
      `\\b(?:negged|negging)\\b`,
      // Condescension about where the writer is from: "you speak english really well".
      `\\b(?:you|u) speak (?:english|such good english) (?:really |so |very |super |surprisingly )?(?:well|good)\\b`,
      `\\b(?:your|ur) english is (?:really |so |very |super |surprisingly )?(?:good|great|perfect)\\b`,
      `\\bwhere are (?:you|u) (?:really|actually|originally) from\\b`,
      `\\b(?:condescending|patronizing|patronising|disrespectful|dismissive|demeaning)\\b${NOT_OTHERS}`,
      `\\b(?:checked out|was flirting with|flirted with|hit on) (?:other|another|the) (?:women|woman|girls?|men|guys?|man|waitress|waiter|bartender|server)\\b`,
      `\\b(?:was|were|got|being) (?:really |so |very |pretty |kind of )?rude\\b${NOT_OTHERS}`,
      `\\brude (?:to|with) me\\b`,
      // Mocking how the writer speaks in front of others: "he correct my Spanish all the time...
      // and his friends laugh".
      `\\bcorrect(?:s|ed|ing)? my (?:spanish|english|french|german|italian|portuguese|accent|grammar|pronunciation)\\b`,
      `\\b(?:did|does|do|doing) (?:an )?impression of (?:me|my (?:voice|accent|breathing|laugh|walk|job))\\b`,
      // Mockery told the British way: "spent the night taking the mick out of me being a plumber".
      `\\b(?:tak(?:e|es|ing)|took) the (?:mick|mickey|micky|piss|rise) (?:out of|outta|outa) me\\b`,
      `\\b(?:said|told (?:me|everyone)|saying) (?:that )?i (?:smelt|smelled|smell|stank|stink|looked|look) (?:of|like)\\b`,
      // A put-down told as a "crack" or a "dig": "made a crack about my Corolla being a 'mom car'".
      `\\b(?:made|make|makes|making) (?:a |another |some |these |those |little )?(?:cracks?|digs?|jabs?|snide (?:comments?|remarks?)) (?:about|at) (?:me|my)\\b`,
      // Waving the writer's feelings away: "saying I was fine, I was just being dramatic".
      `\\b(?:(?:he|she|they) (?:said|says|kept saying|told me|tells me)|saying|telling me)\\b[^.!?]{0,30}?\\b(?:i|i'm|i was|i am) (?:was |am )?(?:just |only |being |so |too )*(?:dramatic|overreacting|too sensitive|hysterical|paranoid|crazy|imagining (?:it|things))\\b`,
      // Correcting the writer on what only one of them knew: "said no, no, that's all wrong, and
      // explained it to me, and he hadn't read it".
      `\\b(?:that'?s|you'?re|ur) (?:all |completely |totally )?wrong\\b[^.!?]{0,40}\\bexplained\\b`,
      `\\bexplained (?:my own|me my own) (?:job|work|field|book|country|culture|language|city)\\b`,
    ),
  },
  // Self-centred.
  {
    category: 'self_centered',
    severity: 'caution',
    label: 'Made it all about themselves',
    pattern: rx(
      `\\b(?:talked|talking|talks|went on|goes on) about (?:himself|herself|themselves|${HIS} (?:job|work|startup|car|money|gym|crypto|achievements))(?: the (?:whole|entire) (?:time|night|evening|date)| all night| nonstop| non-stop)\\b`,
      `\\bonly (?:talked|cared|wanted to talk) about (?:himself|herself|themselves|${HIS})\\b`,
      `\\b(?:didn't|did not|never) ask(?:ed)? (?:me )?(?:a single|one|any|anything|a thing|about me|much|many questions|a lot)\\b`,
      `\\bnot (?:a single|one) question about me\\b`,
      `\\b(?:talked|spoke) over me\\b`,
      `\\b(?:bragged|bragging|boasted|showing off|show off)\\b`,
      `\\b(?:it|everything|the date) was all about (?:him|her|them)\\b`,
      `\\bone-?sided\\b`,
      `\\b(?:couldn't|could not|never|didn't) (?:get|got) a word in\\b`,
      `\\bbarely let me (?:talk|speak)\\b`,
      `\\bmonologu(?:e|ed)\\b`,
      `\\bi (?:got|said|managed|spoke) (?:like |maybe |about |only |just )?(?:\\d+|one|two|three|four|five|a few) (?:sentences|words) (?:out|in)\\b`,
      `\\b(?:asked|asking) (?:me )?(?:zero|0|no|not one|not a single) questions?\\b`,
    ),
  },
  // Ex fixation.
  {
    category: 'ex_fixation',
    severity: 'caution',
    label: 'Still focused on an ex',
    pattern: rx(
      `\\b(?:talked|talking|went on|complained|ranted|kept talking|cried|crying|sobbed|sobbing) about ${HIS} ex\\b`,
      `\\b(?:brought|bringing|brings) up ${HIS} ex\\b`,
      `\\b${HIS} ex(?:-(?:wife|husband|girlfriend|boyfriend|partner))? (?:the whole|all night|for an hour|came up|kept coming up|texted|called)`,
      `\\bcompared me (?:to|with) ${HIS} ex\\b`,
      `\\bstill (?:in love with|hung up on|texting|talking to|living with|sleeping with|upset about|bitter about) ${HIS} ex\\b`,
      `\\b(?:kept mentioning|mentioned) ${HIS} ex\\b`,
    ),
  },
  // Substance use.
  {
    category: 'substance',
    severity: 'caution',
    label: 'Heavy drinking or drug use',
    pattern: rx(
      `\\b(?:got|was|were|getting) (?:really |so |very |pretty |super |completely )?(?:drunk|wasted|hammered|plastered|high|stoned|trashed|smashed)\\b`,
      `\\bhad (?:like )?(?:five|six|seven|eight|nine|ten|\\d+) (?:drinks|beers|shots|glasses|cocktails)\\b`,
      `\\b(?:did|doing|offered me) (?:coke|cocaine|lines|molly|drugs)\\b`,
      `\\bkept (?:drinking|ordering (?:drinks|shots|more))\\b`,
      `\\bsmelled (?:like|of) (?:alcohol|weed|booze)\\b`,
      `\\bslurring\\b`,
      `\\bdrunk (?:already|before)\\b`,
    ),
  },
  // Unreliable.
  {
    category: 'unreliable',
    severity: 'caution',
    label: 'Unreliable with plans',
    pattern: rx(
      `\\b(?:was|showed up|arrived|came|turned up|rolled in) (?:\\w+ )?(?:minutes|mins|hour|hours|an hour|half an hour) late\\b`,
      `\\b(?:showed up|arrived|came|turned up|was|were|ran) (?:really |very |super |so |a bit |a little |slightly |kind of )?late\\b`,
      `\\b(?:cancell?ed|bailed|flaked)(?: on me)? (?:last minute|at the last minute|an hour before|again|twice)\\b`,
      `\\bstood me up\\b`,
      `\\bno-?show\\b`,
      `\\b(?:didn't|did not|never) (?:show up|show|turn up)\\b`,
      `\\brescheduled (?:twice|three times|again)\\b`,
      `\\bghosted\\b`,
      `\\bforgot (?:about )?(?:our|the) (?:date|plans|reservation)\\b`,
      `\\bflak(?:y|ed)\\b`,
    ),
  },
  // Disengaged.
  {
    category: 'disengaged',
    severity: 'caution',
    label: 'Disengaged from the date',
    pattern: rx(
      `\\bon ${HIS} phone\\b`,
      `\\b(?:kept )?(?:checking|looking at|scrolling|texting on) ${HIS} phone\\b`,
      `\\b(?:seemed|looked|was|got) (?:really |so |very |pretty )?(?:bored|distracted|disinterested|uninterested)\\b`,
      `\\bone-?word answers\\b`,
      `\\bbarely (?:talked|spoke|said|looked at me|made eye contact)\\b`,
      `\\b(?:didn't|did not) seem (?:interested|into (?:it|me))\\b`,
      `\\bno eye contact\\b`,
      `\\b(?:yawned|yawning)\\b`,
      `\\b(?:cut the date short|left early|ended the date early)\\b`,
      `\\btexting (?:someone else|other people)\\b`,
    ),
  },
  // Told from the writer's side: "I wait like a plant", "I talk to the wall".
  {
    category: 'disengaged',
    severity: 'caution',
    label: 'Disengaged from the date',
    pattern: rx(
      `\\bi (?:wait|waited|sat|sit) (?:there )?like a (?:plant|statue|lemon|lamp|potted plant)\\b`,
      `\\b(?:like )?talk(?:ing|ed)? to (?:a|the) wall\\b`,
    ),
    selfOk: true,
  },
  // Financial pressure.
  {
    category: 'financial_pressure',
    severity: 'caution',
    label: 'Money pressure',
    pattern: rx(
      `\\basked (?:me )?(?:to|if i could) (?:borrow|lend|loan|venmo|send|cover|pay for|buy|invest)\\b`,
      `\\basked (?:me )?for (?:money|a loan|cash|\\$)`,
      `\\b(?:expected|made|wanted) me to pay for (?:everything|all|his|her|their|the whole)\\b`,
      `\\b(?:left|stuck) me with the (?:bill|check|tab)\\b`,
      `\\b(?:crypto|investment|business) (?:opportunity|scheme|pitch)\\b`,
      `\\b(?:pitched|selling) me (?:on )?(?:crypto|an investment|a business|his mlm|her mlm|supplements)\\b`,
      `\\bmlm\\b`,
      `\\b(?:forgot|left) ${HIS} wallet\\b`,
      `\\b(?:cash ?app|venmo|zelle|paypal|send|lend|loan|transfer) me (?:like )?\\$?\\d+`,
      `\\bmade me pay for (?:her|his|their) (?:friend|friends|sister|brother|cousin|mate)`,
      // Probing the writer's income: "then ask how much I earn exactly", "ur salary 6k or 7k?".
      `\\b(?:asked|asks|ask|asking) (?:me )?(?:how much i (?:earn|make|get paid)|(?:about |for )?my (?:salary|income|wages?|pay ?slip))\\b`,
      `\\b(?:your|ur) (?:salary|income) (?:is )?(?:\\$?\\d|how much)`,
    ),
  },
  // Hostile views.
  {
    category: 'hostile_views',
    severity: 'caution',
    label: 'Hostile or bigoted views',
    pattern: rx(
      `\\b(?:racist|sexist|homophobic|transphobic|misogynistic|misogynist|xenophobic|bigoted|bigot)\\b`,
      `\\b(?:a|the|racial|homophobic) slurs?\\b`,
      `\\ball (?:women|men|girls|immigrants|feminists) (?:are|want)\\b`,
      `\\bwomen (?:belong|should(?:n't)? (?:be|stay|work|vote))\\b`,
      `\\b(?:hates|hate|can't stand) (?:women|men|immigrants|gay people|trans people|feminists|muslims|jews)\\b`,
      `\\bfeminis(?:m|ts) (?:is|are) (?:cancer|ruining|the problem|a joke)\\b`,
      `\\btoo many (?:chinos|chinese|asians|immigrants|foreigners|migrants|muslims|arabs|moros|gays|blacks|mexicans|indians|africans|refugees|jews)\\b`,
      `\\bthey (?:destroy|ruin|are ruining|are destroying|take over|are taking over|ruined|destroyed) (?:the|our|this) (?:area|neighbou?rhood|country|city|barrio|town)\\b`,
    ),
  },
];
