/**
 * Sentences that cannot show a given flag category of the date, whoever reads them (a detector
 * or a rule): an overruled choice is no respect, a goodbye "like job interview" no warmth, a
 * denied trait no trait, the writer's own ex no sign the date is hung up on theirs, a choice left
 * to the writer no control. Read by `learned-flags.ts` beside the grounds of `flag-grounds.ts`.
 */

/**
 * The writer's choice overruled: "I said I prefer the red and he said 'no no, with this the
 * txakoli'". Saying something back after the writer's no is no sign of taking it well.
 */
const OVERRULED =
  /\bi (?:said|told (?:him|her|them)|asked for|wanted|prefer\w*|would prefer)\b[^.!?]{0,60}\b(?:and|but) (?:he|she|they) (?:just )?(?:said|went|goes|was like|insisted)[,:]? ['"\u2018\u201c]?(?:no|nah|nope|nonsense)\b/i;

/**
 * A dig excused as a joke is no shared laughter: "as a joke, of course, everything is a joke",
 * "it was just a joke apparently", "can't you take a joke".
 */
export const JOKE_AS_EXCUSE =
  /\b(?:everything (?:is|was) a joke|as a joke,? (?:of course|obviously|apparently|supposedly|he said|she said)|(?:it was|it's|was) (?:just|only) a joke,? (?:apparently|supposedly|he said|she said)|can'?t (?:you|u) take a joke)\b/i;

/**
 * The choice left to the writer: "He let me pick where to sit, asked did I want to see the menu
 * or just have the soup, told me to get whatever." The opposite of control.
 */
const LEFT_IT_TO_ME =
  /\b(?:let|lets|letting) me (?:pick|choose|decide)\b|\btold me to (?:get|order|have|pick) (?:whatever|anything)\b|\basked (?:did|if|whether) i want(?:ed)? (?:to )?/i;

/**
 * The writer's own ex, named by them ("I ended up telling him all about my ex-wife Linda." /
 * "Twenty minutes on Linda."): no sign that the date is hung up on theirs.
 */
const MY_EX = /\bmy (?:ex\b|ex-\w+|former (?:wife|husband|partner)|late (?:wife|husband|partner))/i;
const THEIR_EX = /\b(?:his|her|their) (?:ex\b|ex-\w+|former|late)/i;

/** A polite goodbye that says it is over: "say 'nice to meet you' like job interview". */
const LIKE_A_MEETING =
  /\blike (?:a |an )?(?:job interview|business meeting|work meeting|meeting|interview|colleague|handshake deal)\b/i;

/** Contempt told as a simile: "talked to him like to a dog". */
const LIKE_TO_A_DOG =
  /\b(?:talk\w*|spoke|speak\w*|treat\w*|order\w*|shout\w*) (?:to |at )?(?:him|her|them|the \w+|us|me) like (?:to )?(?:a |an )?(?:dog|servant|slave|child|idiot|kid)\b/i;
/** A trait denied with "w/o" (which no negation reader knows): "w/o being condescending". */
const DENIED_TRAIT =
  /\bw\/o (?:being |getting |sounding |acting )?(?:condescending|patronising|patronizing|rude|pushy|creepy|weird|arrogant|mean|controlling|preachy|smug|a jerk|an ass)\b/i;

/** Whether sentence `text` (after `previous`) cannot show the category `key` ("red:controlling"). */
export function cannotShowCategory(key: string, text: string, previous: string): boolean {
  return (
    (key === 'green:respectful' && OVERRULED.test(text)) ||
    (key.startsWith('green:') && (LIKE_A_MEETING.test(text) || LIKE_TO_A_DOG.test(text))) ||
    // "explained them w/o being condescending": the trait is denied.
    (key.startsWith('red:') && DENIED_TRAIT.test(text)) ||
    (key === 'red:ex_fixation' &&
      !THEIR_EX.test(text) &&
      (MY_EX.test(text) || MY_EX.test(previous))) ||
    (key === 'red:controlling' && LEFT_IT_TO_ME.test(text) && !/\bbut\b/i.test(text))
  );
}
