import type { TFlagCategory } from '../../../shared/analysis';

/**
 * The wording of the tips that rest on one flag, per category: each variant has a cue (what the
 * flag's quote must say for it to fit, e.g. "phone" for a date on their phone) and a template
 * with the quote as {q}. The first variant whose cue matches is used (variants sharing that cue
 * take turns by the quote); the last has no cue.
 * Assembled into the analysis by feedback.ts.
 */

/** Being listened to and asked more: shared by two wordings that take turns. */
const KEPT_ASKING =
  /\b(?:listened|follow[- ]up|followed up|kept asking|actually asked|asked (?:so )?(?:many|loads|lots|a lot))\b/;

/** Tips per category, each with variants chosen by what the quote says; the last has no cue. */
export const CATEGORY_TIPS: Record<TFlagCategory, { cue?: RegExp; text: string }[]> = {
  physical_safety: [
    {
      text: 'What you describe ("{q}") is a safety issue, not a dating one. Tell someone you trust what happened, and meet only in public places if at all.',
    },
  ],
  boundary_pressure: [
    {
      cue: /\b(?:kiss|touch|hand|sex|bed|stay over|come up|come in|his place|her place)\b/,
      text: 'Your limit was not respected ("{q}"). A no needs no reason and no repeat; if it comes up again, leaving is always allowed.',
    },
    {
      cue: /\b(?:drink|shot|another|wine|beer)\b/,
      text: 'Being pushed to drink more ("{q}") is pressure, however friendly it sounds. Your glass, your pace.',
    },
    {
      text: 'You were pushed after saying no ("{q}"). Notice how often that happened in one evening; it rarely gets less once people feel at ease.',
    },
  ],
  disrespect: [
    {
      cue: /\b(?:laugh|joke|mock|made fun|rolled|eye ?roll|smirk)\w*/,
      text: 'Mockery like "{q}" is not teasing when you are not laughing too. Say once that it did not land, and see whether they adjust or double down.',
    },
    {
      cue: /\b(?:phone|texting|scroll|instagram|screen)\b/,
      text: 'Being half-ignored for a phone ("{q}") tells you where you rank tonight. If you see them again, mention it once, calmly.',
    },
    {
      cue: /\b(?:called me|said i was|told me i|dramatic|crazy|sensitive|too much)\b/,
      text: 'Being labelled ("{q}") is a way of not listening. You are the one who decides what your feelings mean.',
    },
    {
      text: 'Do not let "{q}" slide. Name it calmly, on the spot or when they next get in touch, and notice whether they apologise or explain it away.',
    },
  ],
  controlling: [
    {
      cue: /\b(?:jealous\w*|huff|sulk\w*|strop|(?:chat|dance|talk) with (?:him|her|them)|(?:talked|talking|spoke|chatted|danced) (?:to|with))\b/,
      text: 'A sulk or a jibe because you talked to someone ("{q}") is jealousy, and jealousy decides who you may talk to. You owe no one an account of that; say so once, and notice whether it comes back.',
    },
    {
      cue: /\b(?:order|ordered|menu|food|eat|drink)\w*/,
      text: 'Choosing for you ("{q}") looks small on a menu, but it is the same habit as deciding bigger things for you later. Whether you let it go or pushed back, notice whether it comes back.',
    },
    {
      cue: /\b(?:phone|who|texting|where|friends|wear|dress)\b/,
      text: 'Keeping tabs on you ("{q}") is control, not care, however sweetly it is put. You owe no one an account of who you talk to, where you go or what you wear.',
    },
    {
      text: '"{q}" was about your choices, not theirs to make. Make the next one yourself, out loud, and watch how they react.',
    },
  ],
  aggression: [
    {
      cue: /\b(?:waiter|staff|driver|bouncer|server|barista|stranger|guy|man|woman)\b/,
      text: 'Anger aimed at someone else ("{q}") can turn on you once the effort of the early dates wears off. Give that real weight.',
    },
    {
      text: 'A flash of temper like "{q}" this early tends to grow, not shrink. If you see them again, meet in public and keep your own way home.',
    },
  ],
  dishonesty: [
    {
      cue: /\b(?:married|wife|husband|girlfriend|boyfriend|partner)\b/,
      text: 'Something about their relationship status did not add up ("{q}"). Ask plainly, and believe what they do more than what they say.',
    },
    {
      cue: /\b(?:photo|pictures?|profile|age|older|younger|taller|shorter)\b/,
      text: 'Their profile did not match the person ("{q}"). If that was bent, ask yourself what else might be.',
    },
    {
      text: '"{q}" is a trust problem from the start. Ask about it directly and compare the answer with what you know.',
    },
  ],
  love_bombing: [
    {
      cue: /\b(?:love|soulmate|the one|marry|future|move in|kids|forever)\b/,
      text: 'Big words this early ("{q}") are not the same as intimacy. Keep your own pace and see whether they respect it.',
    },
    {
      text: 'Intensity like "{q}" feels flattering and can rush you. Slow it down on purpose and watch what happens.',
    },
  ],
  rude_to_others: [
    {
      text: 'How they treated others ("{q}") is how they may treat you once the effort wears off. Give that real weight.',
    },
  ],
  self_centered: [
    {
      cue: /\b(?:crypto|job|work|startup|business|gym|car|money)\b/,
      text: 'A monologue about their own world ("{q}") leaves no room for yours. Next time, leave a pause and see whether they ask you anything back.',
    },
    {
      text: '"{q}": next time, leave a pause instead of filling it and see whether they ask about you.',
    },
  ],
  ex_fixation: [
    {
      text: '"{q}" suggests they may not be done with the last relationship. Ask plainly whether they are ready for something new.',
    },
  ],
  substance: [
    {
      cue: /\b(?:drove|drive|driving|car)\b/,
      text: 'Drinking and then driving ("{q}") is a risk to everyone in the car. Never be their passenger after drinks.',
    },
    {
      cue: /\b(?:weed|joint|coke|pill|line|high|stoned)\b/,
      text: 'Drugs on a date ("{q}") are their choice; being around them is yours. Decide whether that fits you.',
    },
    {
      text: 'Heavy drinking on a date ("{q}") makes the rest hard to read. If you meet again, suggest a daytime plan and see how they take it.',
    },
  ],
  unreliable: [
    {
      cue: /\b(?:cancel\w*|rescheduled|bailed|ghost\w*|no[- ]show|didn't show)\b/,
      text: 'A cancelled or moved plan ("{q}") happens once; what matters is whether they make the next one happen themselves.',
    },
    {
      // Late but kept the writer posted: a small thing, and the texts are the part that counts.
      cue: /\b(?:late|minutes|min)\b[^.]{0,60}\b(?:texted|messaged|called|rang|let me know)\b|\b(?:texted|messaged|called|rang) (?:me )?(?:ahead|before|on the way|twice)\b/,
      text: 'They were late but kept you posted ("{q}"). That is a small thing; keeping you posted is the part that shows how they plan.',
    },
    {
      cue: /\b(?:late|minutes|hour|waited|waiting)\b/,
      text: 'Being kept waiting ("{q}") says something about how they plan. Say once that being on time matters to you; whether it changes tells you more than an apology.',
    },
    {
      text: '"{q}": say once that being on time matters to you. Whether it changes tells you more than an apology does.',
    },
  ],
  disengaged: [
    {
      cue: /\b(?:phone|scroll|texting|screen)\b/,
      text: 'They were on their phone ("{q}"). Interest shows in attention; you can ask directly whether they want to see you again instead of guessing.',
    },
    {
      text: '"{q}": check whether the interest was mutual. You can ask directly instead of guessing.',
    },
  ],
  financial_pressure: [
    {
      text: '"{q}": keep money out of dating. Do not lend, invest or cover their share, and pay your own way.',
    },
  ],
  hostile_views: [
    {
      text: '"{q}": views like these rarely stay out of a relationship. Decide now whether they fit your values.',
    },
  ],
  attentive: [
    {
      cue: KEPT_ASKING,
      text: 'They listened and kept asking ("{q}"). Being asked about properly is rarer than it should be; notice how it felt to talk to someone who wanted the answer.',
    },
    {
      cue: KEPT_ASKING,
      text: 'They wanted to know you ("{q}"). Let yourself be as curious back; the good conversations are the ones that go both ways.',
    },
    {
      cue: /\b(?:asked|question|curious|wanted to know)\w*/,
      text: 'They were curious about you ("{q}"). Curiosity that lasts a whole evening is a good sign; next time, ask about the thing they lit up talking about.',
    },
    {
      cue: /\b(?:remembered|mentioned|recalled|knew)\b/,
      text: 'They remembered something small ("{q}"). That kind of memory is rare; return it by bringing up something they told you.',
    },
    {
      cue: /\b(?:walked|coat|door|umbrella|jacket|held|checked|made sure|home safe|got home)\b/,
      text: 'They looked out for you ("{q}"). Care in small practical things tends to last longer than compliments.',
    },
    {
      text: 'They paid attention ("{q}"). Return it: bring up something they told you next time you talk.',
    },
    {
      text: 'They were tuned in to you ("{q}"). Tell them what you liked about it; how they take a compliment is worth seeing too.',
    },
  ],
  respectful: [
    {
      cue: /\b(?:asked (?:if|before|whether)|consent|okay with|ok with|comfortable)\b/,
      text: 'They asked before acting ("{q}"). That is what respect looks like in practice; you can tell them you noticed.',
    },
    {
      cue: /\b(?:no|stopped|didn't push|didn't insist|fine with|accepted)\b/,
      text: 'They took a no well ("{q}"). That is one of the strongest signs there is; see whether it holds as you get closer.',
    },
    {
      text: '"{q}" is a strong sign. Tell them you noticed; people repeat what gets appreciated.',
    },
  ],
  kind_to_others: [
    {
      cue: /\b(?:dog|cat|puppy|kid|child|old (?:man|lady|woman)|homeless|busker|stranger)s?\b/,
      text: 'How they treated someone who could do nothing for them ("{q}") says more than how they treated you early on. Keep that in mind when you decide.',
    },
    {
      cue: /\b(?:waiter|waitress|server|staff|barman|bartender|driver|cashier|tip|tipped|thanked|bouncer|cleaner|conductor)\b/,
      text: 'The way they spoke to the staff ("{q}") is the way they speak to people when there is nothing to gain. That is worth more than any compliment they paid you.',
    },
    {
      text: 'Kindness to strangers ("{q}") predicts kindness later. See whether it holds on a second meeting.',
    },
    {
      text: 'You noticed how they treated other people ("{q}"). Trust that eye: it is one of the better guides to how someone will treat you once the first-date shine wears off.',
    },
  ],
  humor_connection: [
    {
      cue: /\b(?:joke|teas|banter|pun|silly|stupid|dumb)\w*/,
      text: 'The banter worked ("{q}"). Pick a next plan with room to play: a game, a market, a walk, not just a quiet dinner.',
    },
    {
      cue: /\b(?:cried laughing|crying laughing|cracked up|in stitches|couldn'?t stop laughing|tears)\b/,
      text: 'You were in stitches together ("{q}"). That ease is hard to fake; see whether it holds in a quieter setting, like a walk or a coffee.',
    },
    {
      cue: /\b(?:same|both)\b/,
      text: 'You found the same things funny ("{q}"). Shared humour is one of the better signs of getting on; plan something next time you can both riff on.',
    },
    {
      cue: /\b(?:all night|whole|hours|so much|non-?stop|entire|constantly)\b/,
      text: 'The laughter kept going ("{q}"). Easy, lasting fun is worth more than one great line; tell them you would like more of it.',
    },
    {
      cue: /\b(?:funny|hilarious|witty|humou?r|dry)\b/,
      text: 'Their humour landed with you ("{q}"). Notice whether the jokes are ever at someone else\'s expense; if they are not, that is worth a lot.',
    },
    {
      cue: /\b(?:lol|haha\w*|giggl\w*|smil\w*|grin\w*)\b/,
      text: 'It was light and easy ("{q}"). Tell them so when you next write; people like hearing they were fun to be with.',
    },
    {
      cue: /\b(?:made me laugh|had me (?:laughing|in)|kept me laughing|cracked me up)\b/,
      text: 'They made you laugh ("{q}"). Humour that includes you rather than aiming at you is a good sign; see whether it holds when things go a bit wrong.',
    },
    {
      cue: /\b(?:laughed|laughing|giggled|joked) (?:about|at|over)\b/,
      text: 'You laughed about the same things ("{q}"). A shared sense of what is funny counts for more than it sounds; plan something that gives you more of it.',
    },
    {
      cue: /\bwe\b/,
      text: 'You laughed together ("{q}"). Pick a next plan that leaves room for that, not just a quiet dinner.',
    },
    {
      text: 'The mood between you was light ("{q}"). Keep the next plan easy and sociable so that can carry on.',
    },
  ],
  shared_interests: [
    {
      cue: /\b(?:book|film|movie|music|band|song|album|show|series|game)s?\b/,
      text: 'You share a taste ("{q}"). Build the next plan around it: a gig, a screening, a bookshop.',
    },
    {
      cue: /\b(?:hike|hiking|climb|run|bike|cycling|swim|yoga|sport|trail)\w*/,
      text: 'You share an active interest ("{q}"). A next plan that does it together will show how you are as a team.',
    },
    {
      cue: /\b(?:grew up|school|home ?town|village|same (?:street|area|town|church|estate)|both from|know(?:s)? the same)\b/,
      text: 'Common roots ("{q}") make talk easy. Easy is a good start; what tells you more is whether you also want the same things now.',
    },
    {
      cue: /\b(?:food|cook\w*|restaurant|dish|recipe|coffee|wine|beer|tea)\b/,
      text: 'You share a taste at the table ("{q}"). That is an easy next plan: one of you picks the place, the other the dish.',
    },
    {
      cue: /\b(?:church|faith|god|family|kids|grandkids|dog|dogs|cat|cats|values|politics|volunteer\w*)\b/,
      text: 'Something you both care about came up ("{q}"). That counts for more than a shared hobby; see whether it holds as you learn more about each other.',
    },
    {
      cue: /\b(?:job|work|works|worked|teach\w*|nurse|shift|career|boss|office|study|studies|degree)\b/,
      text: 'You found common ground in your working lives ("{q}"). Ask more about it; what someone cares about in their work says a lot about them.',
    },
    {
      text: 'You found something in common ("{q}"). It is easy to build on; see what else you share besides this.',
    },
    {
      text: 'There was common ground ("{q}"). Let the next plan come out of it, and notice whether the talk goes deeper than the thing you share.',
    },
  ],
  reliable: [
    {
      cue: /\b(?:early|on time|before me|waiting for me|punctual)\b/,
      text: 'They were there on time ("{q}"). Small reliability early is worth more than grand gestures; note whether it lasts.',
    },
    {
      cue: /\b(?:booked|planned|organi[sz]ed|reserved|sent|route|tickets|plan)\w*/,
      text: 'They planned it ("{q}"). Offer to plan the next one yourself; sharing the effort is how you find out if it is mutual.',
    },
    { text: '"{q}": reliability early is worth more than grand gestures. Note whether it lasts.' },
    {
      text: 'They did what they said they would ("{q}"). That is the quiet sign to keep an eye on: if it holds, you can relax into the rest.',
    },
    {
      text: '"{q}" is the kind of thing that is easy to overlook and hard to fake for long. Notice whether they keep it up once the first dates are over.',
    },
    {
      text: 'Someone who shows up as promised ("{q}") makes the rest easier to read. Keep your side of it just as steady and see whether it stays mutual.',
    },
  ],
  follow_up: [
    {
      cue: /\b(?:home safe|got home|arrived|home ok|home okay|made it home)\b/,
      text: 'They checked you got home ("{q}"). Answer on your own timeline, and say clearly whether you want to see them again.',
    },
    {
      cue: /\b(?:again|second|next|another)\b/,
      text: 'They asked to meet again ("{q}"). Say yes only to a plan you actually want, and suggest it yourself if you do.',
    },
    {
      cue: /\b(?:morning|next day|tomorrow|this morning|woke up to)\b/,
      text: 'They wrote the next day ("{q}"). No games there; if you feel the same, you can be just as plain back.',
    },
    {
      cue: /\b(?:(?:he|she|they|then) (?:called|rang|phoned)|voice note|voice message)\b/,
      text: 'They called rather than just texting ("{q}"). That takes a little nerve; a call back says more than a quick emoji.',
    },
    {
      cue: /\b(?:thank|thanks|lovely|great time|good time|enjoyed|fun)\b/,
      text: 'They told you they enjoyed it ("{q}"). Say what you enjoyed too, specifically; it makes the next plan easier.',
    },
    {
      text: 'They got in touch afterwards ("{q}"). Answer on your own timeline and say clearly what you want.',
    },
  ],
  openness: [
    {
      cue: /\b(?:looking for|wants? (?:kids|children|something|a relationship|to settle)|(?:said|told me|was clear) (?:what|that) (?:he|she|they) wants?|not looking for|ready for)\b/,
      text: 'They said plainly what they want ("{q}"). Ask yourself whether it is what you want too, and say so just as plainly.',
    },
    {
      cue: /\b(?:nervous|anxious|shy|scared|embarrass\w*|awkward|out of practice|first date in)\b/,
      text: 'They owned up to their nerves ("{q}"). That makes it easier for you to be yourself; it is fine to admit yours too.',
    },
    {
      cue: /\b(?:divorce\w*|widow\w*|passed away|died|lost (?:his|her|their)|funeral|therapy|grief|sober|recovery|illness|cancer|diagnos\w*)\b/,
      text: 'They trusted you with something heavy ("{q}"). You do not have to match it; asking one gentle question later shows you heard it.',
    },
    {
      cue: /\b(?:told me about|opened up|shared|vulnerable|honest about|admitted)\b/,
      text: 'They opened up ("{q}"). Meet it with some of your own, at a pace you are comfortable with.',
    },
    {
      text: '"{q}": meet their openness with some of your own, at a pace you are comfortable with.',
    },
  ],
};
