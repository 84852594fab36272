import { SAFETY_PLAN_STEP, type TFlag, type TTip } from '../../../shared/analysis';
import type { FeedbackInput } from '../feedback';
import { isRefusal } from '../safe-cues';
import {
  byStrength,
  capitalize,
  DANGER_PHRASES,
  accountDangerKind,
  dangerKind,
  excerpt,
  fill,
  flagDangerKind,
  joinPhrases,
  paraphrase,
  spanAround,
  type DangerKind,
  metOnApp,
} from './phrases';
import type { FeelingGroup, SelfBlame, StatedFeeling } from './stated-feelings';

/**
 * The danger voice (decision record 0107): safety first, "this was not your fault" when the
 * writer blames themselves, the concrete step for the kind of danger named, never dating advice.
 */

/** Opening sentences for danger. {self}: "they" for the date, "someone" for harm by others. */
export const DANGER_OPENINGS = {
  selfBlame: 'None of this was your fault: {self} {did}, and that was their choice, not yours.',
  feeling: 'You wrote that you felt {feeling}, and that makes sense: {self} {did}.',
  plain: 'What you describe is serious: {self} {did}.',
} as const;

const SELF_BLAME_ANSWERS: Record<SelfBlame['about'], string> = {
  going_back:
    'Going back to someone’s place is not agreeing to anything, and what they did is on them.',
  drinking: 'Having a drink is not an invitation to anything, and what they did is on them.',
  overreacting: 'You are not overreacting: taking this seriously is the right call.',
  signals: 'Kissing or flirting is not a yes to anything more, and you can stop at any point.',
  should_have:
    'Hindsight makes things look obvious that were not; the one who should have acted differently is them.',
  fault:
    'Blaming yourself is a common first reaction to something like this; it does not make it true.',
  sounds:
    'It sounds like what it was. This happens to people of every age and gender, and it is no less serious when it does.',
};

/**
 * Stalking named in the step for being followed: "if it goes on", or, where the account says it
 * already has ("Since then: 40+ texts", `GOING_ON`), that it is stalking now.
 */
const IF_IT_GOES_ON =
  'If it goes on after you have said no, that is stalking, which the police deal with';
const IT_IS_GOING_ON =
  'What you describe has already gone on after you said no, and that is stalking, which the police deal with';
const STALKING_LOG =
  ': keep a log of each time (date, what happened, screenshots); it is what they will ask for.';

/** The first concrete step for each kind of danger, quoting what happened. */
export const DANGER_STEPS: Record<DangerKind, string> = {
  force:
    'If what happened ("{q}") left marks or pain, photograph them today with the date visible and consider seeing a doctor; a record helps whatever you decide later.',
  kept: 'Write down what happened ("{q}") with the time and place while it is fresh; if you decide to report it, that note carries weight.',
  spiking:
    'What you describe ("{q}") can be a sign of a spiked drink. Some drugs leave the body within a day or two, so if it was recent go today to an emergency department or a sexual assault service and ask to be tested (blood and urine); take someone with you. They can also check on you if you cannot remember part of the night. You can report it to the venue and the police as well: venues keep their camera footage only for a short time.',
  followed: `Because of "{q}", close the ways they can find you: location sharing and unknown trackers on your phone, what you post publicly, and who at work gives out where you are. Let someone close know where you will be over the next few days. ${IF_IT_GOES_ON}${STALKING_LOG}`,
  driving:
    'Being driven like that ("{q}") put your life at risk, whatever they called it. You do not have to get in a car they drive again; keep your own way home (your car, a taxi app, a friend on call), and if it ever starts again ask to be let out somewhere lit and busy.',
  stranded:
    'Being left like that ("{q}") put you in danger. Keep a way home that you control on your phone: a taxi app, or a friend who has agreed to pick you up.',
  consent:
    '"{q}" was contact you did not agree to. A sexual assault service can talk it through in confidence, and a doctor can check on you even if you are unsure about reporting.',
  threats:
    'Keep the threat ("{q}") exactly as it was said or sent: the message or note itself, or the words written down today, with dates and times. The police can act on threats, and if it goes on, a protective order is an option.',
  harm: 'What happened ("{q}") was done to you, not by you. It can be reported even later, and a support service can help you decide whether you want to.',
  risk: 'Write down what happened ("{q}") with the time and place while it is fresh, and keep any messages from that evening.',
};

/** The same steps after a paraphrase of what they did ("He locked the doors."). */
export const DANGER_ADVICE: Record<DangerKind, string> = {
  force:
    'If it left marks or pain, photograph them today with the date visible and consider seeing a doctor; a record helps whatever you decide later.',
  kept: 'Keeping someone from leaving is serious. Write down what happened with the time and place while it is fresh.',
  spiking:
    'That can be a sign of a spiked drink. Some drugs leave the body within a day or two, so if it was recent go today to an emergency department or a sexual assault service and ask to be tested (blood and urine); take someone with you. The venue and the police can be told too: camera footage is kept only for a short time.',
  followed: `Close the ways they can find you: location sharing and unknown trackers on your phone, what you post publicly, and who at work gives out where you are. Let someone close know where you will be over the next few days. ${IF_IT_GOES_ON}${STALKING_LOG}`,
  driving:
    'That put your life at risk, whatever they called it. You do not have to get in a car they drive again; keep your own way home (your car, a taxi app, a friend on call), and if it ever starts again ask to be let out somewhere lit and busy.',
  stranded:
    'That put you in danger. Keep a way home that you control on your phone: a taxi app, or a friend who has agreed to pick you up.',
  consent:
    'That was contact you did not agree to. A sexual assault service can talk it through in confidence, and a doctor can check on you even if you are unsure about reporting.',
  threats:
    'Keep the threat exactly as it was said or sent: the message or note itself, or the words written down today, with dates and times. The police can act on threats, and if it goes on, a protective order is an option.',
  harm: 'It can be reported even later, and a support service can help you decide whether you want to.',
  risk: 'Write down what happened with the time and place while it is fresh, and keep any messages from that evening.',
};

/** A blow to the head in the account: "my head hit", "banged my head on the door". */
const HEAD_KNOCK =
  /\b(?:my head (?:hit|banged|smacked|slammed|cracked|went into)|(?:hit|banged|smacked|knocked|cracked) my head|head (?:hit|against|into) the (?:wall|floor|door|ground|window|car|table))\b/;
export const HEAD_KNOCK_STEP =
  'A knock to the head needs checking even if you feel fine: see a doctor or urgent care today, and go to an emergency department at once with a headache that gets worse, sickness, dizziness, confusion or sleepiness.';

/**
 * A threat to share intimate images ("i still have the pics u sent me. wonder what ur boss
 * thinks"): image-based abuse, with steps of its own.
 */
const IMAGE_THREAT =
  /\b(?:pics|photos|pictures|nudes|videos?|images?)\b[^\n]{0,60}\b(?:boss|work|family|parents|mum|mom|dad|friends|everyone|post|share|send|leak|online|internet|show|wonder what)\b|\b(?:post|share|send|leak|show)\w* (?:the |your |ur |my )?(?:pics|photos|pictures|nudes|videos?)\b/;
export const IMAGE_THREAT_STEP =
  'A threat to share intimate images is image-based abuse, a crime in many places. Do not pay or send anything more; keep the threats; report the accounts to the platforms; and StopNCII.org can help stop the images being posted on the big platforms, without you sending them to anyone.';

/**
 * Force or being kept by someone the writer is seeing ("we been seeing each other 2 months"):
 * the next time is likely, so a plan for it.
 */
const ONGOING =
  /\b(?:seeing each other|been (?:dating|together|seeing (?:him|her|them))|(?:my|our) (?:relationship|girlfriend|boyfriend|partner)|(?:two|three|four|five|six|\d+) (?:weeks|months|years) (?:now|together|in|wi|with)|seeing (?:him|her|them) (?:again )?(?:on )?(?:mon|tues|wed|thur|thurs|fri|sat|sun)\w*)\b|\b(?:been seeing each other|together for)\b/;

/**
 * An apology afterwards ("Today she sent me a very long audio saying sorry", "then cried and said
 * sorry"): it does not undo what happened, and the writer owes no second chance for it.
 */
const APOLOGISED =
  /\b(?:(?:he|she|they)\b[^.!?\n]{0,60}\b(?:said|saying|says|say) sorry|(?<!\bi (?:\w+ )?)(?:cried and )?said sorry|apologi[sz](?:ed|ing|es)|(?:sent|texted|messaged|left)\b[^.!?\n]{0,40}\bsorry)\b/;
export const APOLOGY_STEP =
  'An apology afterwards does not undo what happened, and it does not oblige you to anything. What tells you more is whether it happens again; you do not owe a second chance to find out.';

/** Keeping a record, named by what happened. */
export const DANGER_RECORD =
  'Keep the messages from before and after, with screenshots of anything they send, so there is a record of {noun}; then block them wherever they can reach you.';
/** The same, where they met on an app: the app can act on it too. */
export const DANGER_RECORD_APP =
  'Keep the messages from before and after, then block and report them on the app, so there is a record of {noun} there too.';
export const DANGER_RECORD_HARM =
  'Keep anything that records {noun}: messages, times, places, who was there; it helps if you decide to report it.';

/** The same, for someone the writer is still seeing: no "block them" they did not ask for. */
export const DANGER_RECORD_ONGOING =
  'Keep the messages from before and after, with screenshots and dates, so there is a record of {noun} whatever you decide about seeing them.';
/** Already blocked: keep the record, and no step to block again. */
export const DANGER_RECORD_BLOCKED =
  'Blocking was right. Keep screenshots of what they sent before you blocked them, and of any new account or number that reaches you, so there is a record of {noun}.';
const ALREADY_BLOCKED =
  /\b(?:i(?:'ve| have)? (?:already )?(?:blocked|block) (?:him|her|them|his|her|their)|(?:blocked|block) (?:him|her|them) (?:already|everywhere|on everything)|blocked all)\b|(?:^|[.!?]\s*|\n-?\s*)blocked\b(?!\s+(?:by|me)\b)/i;

/**
 * Unwanted kissing or touching over clothes: the support service, without sending the writer to a
 * doctor (kept where the account tells of sex, undressing, a hand inside clothes or lost memory).
 */
const BODILY =
  /\b(?:sex|rape\w*|inside my|under my (?:skirt|dress|top|shirt|clothes)|undress\w*|clothes off|took off my|pants down|penetrat\w*|condom|woke up|don'?t remember|can'?t remember|blacked out|bleed\w*|hurt\w* (?:down there|inside))\b/;
export const CONSENT_STEP_NO_DOCTOR =
  '"{q}" was contact you did not agree to. A sexual assault service can talk it through in confidence, whether or not you ever report it.';
const CONSENT_ADVICE_NO_DOCTOR =
  'That was contact you did not agree to. A sexual assault service can talk it through in confidence, whether or not you ever report it.';

/** Telling someone, in words for what happened. */
export const DANGER_TELL: Record<DangerKind, string> = {
  force:
    'Tell one person you trust that they got physical with you, today if you can; a short message is enough, and nothing else needs deciding yet.',
  kept: 'Tell one person you trust that you were stopped from leaving, today if you can; a short message is enough, and nothing else needs deciding yet.',
  spiking:
    'Tell one person you trust that your drink may have been spiked, today if you can, and ask them to stay with you if you feel unwell.',
  followed:
    'Tell one person you trust that they have been turning up or tracking you, and where you will be this week, so someone else is watching out too.',
  driving:
    'Tell one person you trust how they drove, today if you can; it helps to have said it out loud before anyone offers you a lift again.',
  stranded:
    'Tell one person you trust that you were left with no safe way home; next time someone knows where you are and can come and get you.',
  consent:
    'Tell one person you trust what they did without your consent, today if you can; a short message is enough, and nothing else needs deciding yet.',
  threats:
    'Tell one person you trust about the threat, today if you can, and show them the message or the words as you wrote them down.',
  harm: 'Tell one person you trust what was done to you, today if you can; a short message is enough, and nothing else needs deciding yet.',
  risk: 'Tell one person you trust what happened, today if you can; a short message is enough, and nothing else needs deciding yet.',
};
/** The writer has already told someone: no step to tell someone. */
const ALREADY_TOLD =
  /\b(?:i )?(?:told|called|rang|texted|messaged) (?:my (?:sister|brother|mum|mom|mother|dad|father|friend|best friend|flatmate|roommate|cousin|partner)|[A-Z][a-z]+)\b[^.!?\n]{0,40}\b(?:what happened|everything|about (?:it|him|her|them|this))|\bmy (?:sister|brother|mum|mom|friend|best friend|flatmate|roommate) (?:said|says|knows|told me)\b|\b(?:[Ii](?:'|\u2019)?ve|[Ii] have|[Ii](?:'ve)? already) told (?:my (?:sister|brother|mum|mom|mother|dad|friend|best friend|flatmate|roommate|cousin|partner)|[A-Z][a-z]+)\b|(?:^|[.!?]\s+)(?:Tell|Told|Telling) [A-Z][a-z]+[.!]/;

/**
 * Waking up undressed, or in their bed or room, after a night the writer cannot fully remember:
 * "I woke up in a room of the same hotel ... his room, with the swimsuit still on and my shirt
 * somewhere else". With a possibly spiked drink, that can mean sexual contact the writer could
 * not agree to, and the page says so with the step that keeps evidence.
 */
const WOKE_UNDRESSED =
  /\b(?:woke|wake|waking) up\b[^.!?\n]{0,80}\b(?:(?:his|her|their) (?:room|bed|flat|apartment|place|sofa)|naked|undressed|half[- ]dressed|no (?:clothes|underwear|pants|knickers|bra)|(?:clothes|shirt|top|dress|underwear|pants|knickers|bra|jeans) (?:was |were )?(?:off|gone|missing|somewhere else|on the floor))|\b(?:my )?(?:clothes|shirt|top|dress|underwear|knickers|bra|jeans) (?:was |were )?(?:off|gone|missing|somewhere else)\b/i;
const END_MARKS = ['.', '!', '?', '\n'];
export const WOKE_UNDRESSED_STEP =
  'You woke up not knowing what happened while you could not remember ("{q}"). If anything sexual may have happened, a sexual assault service can examine you, test for drugs and keep evidence in confidence, even if you are not sure and whether or not you ever report it; if you can, go before you shower or wash your clothes.';
export const WOKE_UNDRESSED_LINE =
  'You woke up in a state you did not choose and cannot account for; that can mean something sexual happened that you could not agree to.';

/**
 * Following or contact that has already gone on for a while ("three weeks now", "every day
 * since", "keeps turning up"): the step says it is stalking now, not "if it goes on".
 */
const GOING_ON =
  /\b(?:(?:two|three|four|five|six|several|a few|a couple of|\d+) (?:weeks|months)(?: now| of (?:this|it))?|for weeks|every (?:day|night|week|morning)|again and again|(?:keeps|kept|still) (?:turning up|showing up|texting|messaging|calling|ringing|following|coming)|won'?t stop|since then|\d+\+? (?:texts|messages|calls)|new (?:number|accounts?|profiles?|insta\w* accounts?))(?=\W|$)/;

/**
 * The writer's own step with the police, planned or taken: "I'm going to the police tomorrow",
 * "I reported it to the police". The steps then help with that, instead of suggesting it.
 */
const POLICE_PLANNED =
  /\b(?:i'?m|i am|i'?ll|i will|im|i'?m going to|i'?m gonna|going to|gonna|planning to|i plan to|want to|i'?m about to) (?:go(?:ing)? (?:to )?|call(?:ing)? |ring(?:ing)? |report(?:ing)? (?:it|him|her|them) to |tell(?:ing)? )?(?:the )?(?:police|cops|gardaí|garda)\b/i;
const POLICE_DONE =
  /\b(?:i |we )?(?:reported (?:it|him|her|them|this)|made a (?:police )?report|gave a statement|filed a (?:police )?report)\b(?! if)|\b(?:i )?(?:went|have been|i'?ve been|called|rang) (?:to )?(?:the )?(?:police|cops|gardaí|garda)\b/i;
export const POLICE_PLANNED_STEP =
  'You say you are going to the police ("{q}"). That is your call to make, and a sound one: before you go, write down what happened with times and places while it is fresh, and bring screenshots of any messages. You can take someone with you.';
export const POLICE_DONE_STEP =
  'You have already been to the police ("{q}"). Keep the reference number they gave you; if they get in touch again or anything else happens, tell the police and quote it.';

/** What a feeling after a frightening evening means, by kind of feeling. */
export const DANGER_FEELING_TIPS: Partial<Record<FeelingGroup, string>> = {
  fear: 'Feeling {feeling} ("{q}") after this is your body taking it seriously; it can come back in waves, so keep people you trust close over the next day or two.',
  unease:
    'That sense that something was wrong ("{q}") was right; you do not need more proof to act on it.',
  anxious:
    'Feeling {feeling} ("{q}") afterwards is a normal response to being put at risk, not a sign that you misread it.',
  awkward:
    'Feeling {feeling} ("{q}") is common after something like this, but the embarrassment belongs to the person who did it, not to you.',
  unseen:
    'Feeling {feeling} ("{q}") after this is understandable; saying it out loud to someone you trust can help.',
  hurt: 'Feeling {feeling} ("{q}") is a fair response to how you were treated; be gentle with yourself for a few days.',
  angry:
    'Feeling {feeling} ("{q}") is a healthy response to being treated like that; it can help you follow through on reporting if you want to.',
  flat: 'Feeling {feeling} ("{q}") or numb after something frightening is common; rest, and let someone know how you are.',
  confused:
    'Feeling {feeling} ("{q}") about it is common when someone seemed fine at first; what they did still counts.',
};

/** Feeling foolish for asking for help, or for what happened, answered plainly. */
export const DANGER_FOOLISH_TIP =
  'Feeling {feeling} ("{q}") is common after something like this, but asking for help is the sensible thing, not a foolish one: what they did is serious whoever it happens to.';

function dangerKinds(input: FeedbackInput): DangerKind[] {
  const danger = input.flags.filter((f) => f.severity === 'danger');
  const kinds = danger.map((f) => flagDangerKind(f));
  if (kinds.length === 0 && input.harmQuote) return ['harm'];
  // A specific kind beats the generic one when both are found.
  const unique = [...new Set(kinds)];
  const specific = unique.filter((k) => k !== 'risk');
  if (specific.length > 0) return specific;
  // The danger sentences alone do not say what kind it was: the whole account may.
  const fromText = input.text ? accountDangerKind(input.text) : 'risk';
  return [fromText];
}

/**
 * The danger flags, strongest first, except that an act told after the writer's refusal comes
 * before the sentence that holds the refusal ("I pulled away" / "He pulled my head back to him
 * and kissed me again, harder"): the act after the no is what the writer needs named.
 */
function dangerFlags(input: FeedbackInput): TFlag[] {
  const danger = byStrength(input.flags).filter((f) => f.severity === 'danger');
  const text = input.text ?? '';
  const at = (f: TFlag) => text.indexOf(f.quote);
  const refusalAt = danger
    .filter((f) => isRefusal(f.quote.toLowerCase()))
    .map(at)
    .filter((i) => i >= 0);
  if (!refusalAt.length) return danger;
  const first = Math.min(...refusalAt);
  const after = danger.filter((f) => at(f) > first && !isRefusal(f.quote.toLowerCase()));
  return [...after, ...danger.filter((f) => !after.includes(f))];
}

function dangerQuote(input: FeedbackInput): string {
  const top = dangerFlags(input)[0];
  return excerpt(top?.quote ?? input.harmQuote ?? '');
}

function negativeFeeling(input: FeedbackInput): StatedFeeling | undefined {
  // "No spark on my side" is a verdict on the date, not how the danger left them feeling.
  return (input.feelings ?? []).find((f) => f.family === 'negative' && f.group !== 'flat');
}

export function dangerVoice(input: FeedbackInput) {
  const kinds = dangerKinds(input);
  const self = kinds[0] === 'harm' ? 'someone' : 'they';
  const did = joinPhrases(kinds.slice(0, 2).map((k) => DANGER_PHRASES[k].did));
  const feeling = negativeFeeling(input);
  const blame = input.selfBlame ?? null;
  const opening = blame
    ? fill(DANGER_OPENINGS.selfBlame, { self, did })
    : feeling
      ? fill(DANGER_OPENINGS.feeling, { self, did, feeling: feeling.feeling })
      : fill(DANGER_OPENINGS.plain, { self, did });
  const q = dangerQuote(input);
  const parts = [capitalize(opening)];
  if (q) parts.push(`In your words: "${q}".`);
  const woke = kinds.includes('spiking') ? WOKE_UNDRESSED.exec(input.text ?? '') : null;
  if (woke) parts.push(WOKE_UNDRESSED_LINE);
  if (blame) parts.push(`You wrote "${excerpt(blame.quote)}". ${SELF_BLAME_ANSWERS[blame.about]}`);
  parts.push(
    'This is about your safety, not about how the date went, so there is no score or dating advice here.',
  );
  const tips: TTip[] = [];
  const text = input.text ?? '';
  // "I don't want to go to the police" or "if I reported it" is no step taken.
  const real = (m: RegExpExecArray | null) =>
    m &&
    !/(?:n't|\bnot|\bnever|\bno|\bif|\bwhether|\bshould)\s+(?:\w+\s+){0,2}$/i.test(
      text.slice(Math.max(0, m.index - 30), m.index),
    )
      ? m
      : null;
  const planned = real(POLICE_PLANNED.exec(text));
  const done = planned ? null : real(POLICE_DONE.exec(text));
  const police = planned ?? done;
  if (police) {
    const quote = excerpt(spanAround(text, police.index));
    tips.push({
      tip: fill(planned ? POLICE_PLANNED_STEP : POLICE_DONE_STEP, { q: quote }),
      rationale: 'Because you say what you are doing about it.',
    });
  }
  const kindQuote = (k: DangerKind) => {
    const flag = dangerFlags(input).find((f) => flagDangerKind(f) === k);
    return excerpt(flag?.quote ?? input.harmQuote ?? q);
  };
  const lowerText = (input.text ?? '').toLowerCase();
  for (const k of kinds.slice(0, 2)) {
    const kq = kindQuote(k);
    if (!kq) continue;
    // A restatement must carry the act itself ("She went really quiet" does not say she
    // blocked the door); otherwise the quote is given whole.
    const restated = k === 'harm' ? null : paraphrase(kq);
    const said = restated && dangerKind(restated) === k ? restated : null;
    const noDoctor = k === 'consent' && !BODILY.test(lowerText);
    const step = noDoctor ? CONSENT_STEP_NO_DOCTOR : DANGER_STEPS[k];
    const advice = noDoctor ? CONSENT_ADVICE_NO_DOCTOR : DANGER_ADVICE[k];
    const tip = said ? `${said}. ${advice}` : fill(step, { q: kq });
    tips.push({
      tip:
        k === 'followed' && GOING_ON.test(lowerText)
          ? tip.replace(IF_IT_GOES_ON, IT_IS_GOING_ON)
          : tip,
      rationale: `Because of what you describe: "${kq}".`,
    });
    if (k === 'spiking' && woke)
      tips.push({
        tip: fill(WOKE_UNDRESSED_STEP, {
          // The sentence up to the end of what was found, not past it.
          q: excerpt(
            spanAround(input.text ?? '', woke.index, woke.index + woke[0].length, END_MARKS, 0),
          ),
        }),
        rationale: 'Because you woke up without knowing what happened.',
      });
    if (k === 'force' && HEAD_KNOCK.test(lowerText))
      tips.push({ tip: HEAD_KNOCK_STEP, rationale: 'Because your head was hit.' });
  }
  if (kinds.includes('threats') && IMAGE_THREAT.test(lowerText))
    tips.push({ tip: IMAGE_THREAT_STEP, rationale: 'Because the threat is about images of you.' });
  if (APOLOGISED.test(lowerText))
    tips.push({ tip: APOLOGY_STEP, rationale: 'Because they apologised afterwards.' });
  if ((kinds.includes('force') || kinds.includes('kept')) && ONGOING.test(lowerText))
    tips.push({
      tip: SAFETY_PLAN_STEP,
      rationale: 'Because this is someone you are seeing, not a one-off date.',
    });
  if (feeling) {
    const template =
      feeling.feeling === 'foolish' ? DANGER_FOOLISH_TIP : DANGER_FEELING_TIPS[feeling.group];
    if (template)
      tips.push({
        tip: fill(template, { q: excerpt(feeling.quote), feeling: feeling.feeling }),
        rationale: 'From how you said you felt.',
      });
  }
  // The self-blame answer is in the takeaway, and the page says "This was not your fault"
  // beside it: a tip repeating it a third time reads as a script.
  if (!ALREADY_TOLD.test(input.text ?? ''))
    tips.push({
      tip: DANGER_TELL[kinds[0] ?? 'risk'],
      rationale: 'Saying it to someone makes the next steps easier, whatever you decide.',
    });
  const blocked = ALREADY_BLOCKED.test(input.text ?? '');
  tips.push({
    tip: fill(
      kinds[0] === 'harm'
        ? DANGER_RECORD_HARM
        : blocked
          ? DANGER_RECORD_BLOCKED
          : ONGOING.test(lowerText)
            ? DANGER_RECORD_ONGOING
            : metOnApp(input.text ?? '')
              ? DANGER_RECORD_APP
              : DANGER_RECORD,
      { noun: DANGER_PHRASES[kinds[0] ?? 'risk'].noun },
    ),
    rationale: 'A record keeps every option open.',
  });
  return {
    feedback: parts.join(' '),
    takeaway: parts.slice(0, blame ? 3 : 1).join(' '),
    tips: tips.slice(0, 5),
  };
}
