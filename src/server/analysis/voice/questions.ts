import type { TAnalysisMode, TFlag, TRedFlagCategory, TTip } from '../../../shared/analysis';
import { WRITERS_OWN_FAULT } from '../flag-grounds';
import { CATEGORY_PHRASES, clauseQuote, metOnApp, settleFor, spanAround } from './phrases';

const CLAUSE_BREAKS = ['.', '!', '?', '\n', ','] as const;

/**
 * The writer's own question, answered first: "should I see him again?", "do I report it?", "am I
 * overreacting?", "is that a red flag?", "am I too old for this?", "should I text first?". A
 * question the writer asks is the thing they most want to know, so a stock tip must not stand in
 * for the answer. Every answer rests on what the analysis found in their own text.
 */

export interface QuestionInput {
  flags: readonly TFlag[];
  text?: string;
}

const redOf = (input: QuestionInput) =>
  input.flags.find((f) => f.polarity === 'red' && f.severity === 'danger') ??
  warningOf(input) ??
  input.flags.find((f) => f.polarity === 'red');
/** The first warning sign of caution or worse (not an info-level blemish). */
const warningOf = (input: QuestionInput) =>
  input.flags.find((f) => f.polarity === 'red' && f.severity !== 'info');
const greenOf = (input: QuestionInput) => input.flags.find((f) => f.polarity === 'green');
/** A sign of too much, too soon: coming on too strong, or deciding for the writer. */
const tooFastSign = (input: QuestionInput) =>
  input.flags.find(
    (f) => f.polarity === 'red' && (f.category === 'love_bombing' || f.category === 'controlling'),
  );
/** A line telling the date was shy or nervous ("going red when I asked her stuff"), exactly. */
function shyLine(text: string): string | undefined {
  const m =
    /\b(?:shy|nervous|dead quiet|very quiet|really quiet|going red|went red|blush\w*|tongue-tied)\b/i.exec(
      text,
    );
  if (!m) return undefined;
  const line = spanAround(text, m.index);
  return line.length <= 140 && !/\b(?:i|i'm|i was|me)\b/i.test(line.slice(0, 12))
    ? line
    : undefined;
}

/** The writer's own words owning a fault ("i was kinda rude to her friend"): that clause, exactly. */
function ownFault(text: string): string | undefined {
  const m = WRITERS_OWN_FAULT.exec(text);
  if (!m) return undefined;
  // From "but" on, if the clause has one: "it was good at first but then i was kinda rude".
  const clause = spanAround(text, m.index, m.index + m[0].length, [...CLAUSE_BREAKS], 80);
  const but = clause.toLowerCase().lastIndexOf(' but ');
  return but >= 0 ? clause.slice(but + 5).trim() : clause;
}
/**
 * The red flag the question is about, by a word they share ("is it weird he asked my salary??"
 * is about "ur salary 6k or 7k?", not the waitress), if any.
 */
function askedAbout(input: QuestionInput, m: RegExpExecArray | undefined): TFlag | undefined {
  const text = input.text ?? '';
  if (!m) return undefined;
  const start = Math.max(
    text.lastIndexOf('.', m.index),
    text.lastIndexOf('!', m.index),
    text.lastIndexOf('\n', m.index),
  );
  const words = (s: string) =>
    new Set((s.toLowerCase().match(/[a-z']{4,}/g) ?? []).filter((w) => !STOP.has(w)));
  const asked = words(text.slice(start + 1, m.index + m[0].length + 60));
  return input.flags.find(
    (f) => f.polarity === 'red' && [...words(f.quote)].some((w) => asked.has(w)),
  );
}
const STOP = new Set([
  'that',
  'this',
  'with',
  'have',
  'what',
  'when',
  'they',
  'them',
  'then',
  'there',
  'were',
  'weird',
  'normal',
  'flag',
  'sign',
  'about',
  'just',
  'like',
  'really',
  'asked',
  'said',
]);
const short = (q: string) => clauseQuote(q, 110) || q.trim();

const QUESTIONS: {
  re: RegExp;
  answer: (input: QuestionInput, mode: TAnalysisMode, m?: RegExpExecArray) => string | null;
  /** On a danger page the answer follows the first safety step instead of leading. */
  afterSafety?: boolean;
}[] = [
  {
    re: /\b(?:should|do|can|could) i (?:report|(?:go to|call|tell|ring) the (?:police|polis|cops|gardaí|garda))\b|\bi (?:go|call|tell) (?:to )?(?:the )?police\b[^.!\n]{0,30}\?|\bsomething (?:i|to) (?:should |can |could )?report\b|\bis (?:this|it|that) (?:a )?police (?:thing|matter)\b|\breport (?:it|this|him|her|them)\?|\bwho (?:do|would|should) i (?:report|tell)\b/i,
    answer: (input) => {
      // A sexual assault service only where the danger was sexual; stalking or threats go to
      // victim support.
      const sexual = input.flags.some(
        (f) => f.severity === 'danger' && f.category === 'boundary_pressure',
      );
      const service = sexual ? 'a sexual assault service' : 'a victim support service';
      const app = metOnApp(input.text ?? '') ? ', the dating app takes reports too,' : ',';
      return `You asked whether to report it. You can, and it does not have to be today: the police take reports of assault, threats and stalking after the fact${app} and ${service} can help you decide, in confidence.`;
    },
  },
  {
    // "Is it possible that he put something?": what they describe fits, and only a test can say.
    afterSafety: true,
    re: /\b(?:is it possible|could it be|do you think|did|could) (?:that )?(?:he|she|they|someone) (?:put|slipped|spiked|drugged|added)\b|\bwas i (?:spiked|drugged|roofied)\b|\b(?:something|anything) in my drink\?/i,
    answer: (_input, mode) =>
      mode === 'danger'
        ? 'You asked whether they could have put something in your drink. What you describe, far more effect than what you drank, fits it; only a test can say for sure, and some drugs are gone within a day or two, so getting tested today, if you can, is worth it: an emergency department or a sexual assault service can do it.'
        : null,
  },
  {
    // A frightened writer minimising it: "probably nothing right?", "is it even a thing when its
    // a man?", "why did I say yes?". On a danger page the plain answer is that it counts.
    afterSafety: true,
    re: /\b(?:probably|it'?s|its) (?:probably )?nothing,? (?:right|yeah|no)\?|\bis (?:it|this|that) (?:even )?(?:a thing|a big deal|serious|that bad|assault|real|a crime)\b[^.!\n]{0,40}\?|\bdoes (?:it|this|that) (?:even )?count\b|\bwhy did i (?:say yes|agree|go (?:back|with|in|up)|let (?:him|her|them)|stay)\b|\bcan (?:a|it|this) (?:man|guy|woman) (?:even )?(?:be|happen)\b|\bfor what,? (?:a|one|some) \w+\?|\bis (?:it|this|that) nothing\b[^.!\n]{0,20}\?|\b(?:just |only )?(?:a )?joke (?:lah|la|only)?\b[^.!\n]{0,20}\?|\btouchy type\b|\bis (?:just )?(?:his|her|their) way\b/i,
    answer: (input, mode) => {
      if (mode !== 'danger') return null;
      const red = redOf(input);
      const what = red ? `"${short(red.quote)}"` : 'What you describe';
      return `You asked whether it counts. It does: ${what} is serious whoever does it and whoever it happens to, and saying yes to part of the evening, or not reacting at the time, does not change that.`;
    },
  },
  {
    // "Was I rude to leave before dessert?", "am i wrong to just... not reply": their own words back.
    re: /\b(?:was|am) i (?:being )?(rude|wrong|mean|bad|out of line|a coward) (?:to|for) (?:just(?:\.\.\.|…)? )?([a-z' ]{3,40}?)(?=[?.!,…]|\.\.\.|$)/i,
    answer: (input, mode, m) => {
      if (mode === 'danger' || mode === 'good') return null;
      const adj = m?.[1]?.toLowerCase() ?? 'wrong';
      const act = (m?.[2] ?? '').trim().replace(/\s+/g, ' ');
      if (!act || /\b(?:him|her|them)\b.*\b(?:date|again)\b/.test(act)) return null;
      // "was i wrong for leaving": keep their "for" before an -ing word ("wrong to leaving" is no English).
      const joiner = /^\w+ing\b/.test(act) ? 'for' : 'to';
      const asked = `You asked whether you were ${adj} ${joiner} ${act}.`;
      const red = warningOf(input);
      return red
        ? `${asked} No: they ${CATEGORY_PHRASES[red.category].did} ("${short(red.quote)}"), and you do not owe anyone more of an evening like that.`
        : `${asked} No: you are free to end a date, or to leave a message unanswered, without a reason anyone else would accept.`;
    },
  },
  {
    // "Am I too picky if I say no to a second one?": no spark is reason enough.
    re: /\bam i (?:being )?too (?:picky|fussy|harsh|demanding)\b|\bis (?:that|it|this) (?:being )?too picky\b/i,
    answer: (input, mode) => {
      if (mode === 'danger' || mode === 'good') return null;
      const red = warningOf(input);
      return red
        ? `You asked whether you are too picky. No: they ${CATEGORY_PHRASES[red.category].did} ("${short(red.quote)}"), and minding that is a standard, not pickiness. Not wanting a second date is reason enough on its own.`
        : 'You asked whether you are too picky. Not wanting a second date is reason enough on its own; you do not need a flaw in them to say no, and "no spark" is a real finding, not a failing.';
    },
  },
  {
    // "What's the catch?", "too good to be true?": from what they did.
    re: /\bwhat'?s the catch\b|\bwhere(?:'s| is) the (?:catch|problem)\b|\btoo (?:good|perfect) to be true\b|\bis (?:he|she|they) too perfect\b/i,
    answer: (input, mode) => {
      if (mode !== 'good' && mode !== 'mixed') return null;
      const green = greenOf(input);
      if (!green) return null;
      return `You asked what the catch is. Nothing you wrote points to one: they ${CATEGORY_PHRASES[green.category].did} ("${short(green.quote)}"). Enjoy it, and let the next dates show you more; a catch, if there is one, shows in how someone handles a small disappointment, not in how good a first evening was.`;
    },
  },
  {
    // "Too fast or I too cold?", "it's all a bit much, isn't it? Or am I just out of practice?"
    re: /\btoo (?:fast|much|quick|intense) or (?:am )?i (?:too )?(?:cold|picky|boring|slow)\b|\bor am i (?:just )?out of practice\b|\b(?:it'?s|is it|is this|isn'?t it) (?:all )?(?:a bit|way|too) (?:much|fast|intense)\b[^.!\n]{0,30}\?/i,
    answer: (input, mode) => {
      if (mode === 'danger') return null;
      const fast = tooFastSign(input);
      return fast
        ? `You asked whether it is too much, or you. It is too much: they ${CATEGORY_PHRASES[fast.category].did} ("${short(fast.quote)}"). Wanting it slower is not being cold or out of practice; say so once, kindly, and see how they take it.`
        : 'You asked whether it is too much, or you. If it feels like too much, that is worth saying, kindly, once; how they take it tells you whether the pace can be shared.';
    },
  },
  {
    // "Am I daft for being this giddy at sixty-one?": no.
    re: /\bam i (?:daft|silly|mad|stupid|an idiot|a fool|ridiculous|sad) (?:for|to) (?:being|be|feel|feeling)\b/i,
    answer: (input, mode) => {
      if (mode !== 'good' && mode !== 'mixed') return null;
      const green = greenOf(input);
      return green
        ? `You asked whether you are daft to feel like this. Not at all: they ${CATEGORY_PHRASES[green.category].did} ("${short(green.quote)}"), and feeling giddy after a date like that is the point, at any age.`
        : 'You asked whether you are daft to feel like this. Not at all: feeling giddy after a good date is the point, at any age.';
    },
  },
  {
    // "Am I broken?" after a polite date that left them cold: no.
    re: /\bam i (?:broken|the problem|too fussy|defective|dead inside|cold)\b[^.!\n]{0,20}\?|\b(?:is|what'?s) (?:something|anything) wrong with me\b/i,
    answer: (input, mode) => {
      if (mode === 'danger' || mode === 'bad') return null;
      if (warningOf(input)) return null;
      return 'You asked whether something is wrong with you. No: a pleasant date with someone perfectly nice that leaves you feeling nothing is common, and it is an answer, not a fault. Not wanting a second one is reason enough; the spark is not something you can make by trying harder.';
    },
  },
  {
    // "Am I being daft thinking there's something there?", "am I reading too much into it?"
    re: /\bam i (?:being )?(?:(?:daft|silly|mad|stupid|delusional|an idiot) (?:thinking|to think) (?:there'?s|she|he|they|it'?s)|reading too much into (?:it|this|things)|imagining (?:it|things))\b[^.!?\n]{0,60}\?|\b(?:is there|there'?s) (?:something|anything) there\b[^.!\n]{0,20}\?|\bdo(?:es)? (?:he|she|they) (?:even |actually )?(?:like|fancy) me\b[^.!\n]{0,20}\?/i,
    answer: (input, mode) => {
      // A warning sign changes the question: no nudge towards someone who controlled, raged at or
      // stood up the writer.
      if ((mode !== 'good' && mode !== 'mixed') || warningOf(input)) return null;
      const green = greenOf(input);
      const shy = shyLine(input.text ?? '');
      const sign = green
        ? `they ${CATEGORY_PHRASES[green.category].did} ("${short(green.quote)}")`
        : 'what you describe is warm';
      return shy
        ? `You asked whether you are reading too much into it. Not from what you wrote: ${sign}, and quiet is not the same as not interested; "${shy}" reads as nerves, not coolness. Ask again, somewhere low-key, and let them set the pace.`
        : `You asked whether you are reading too much into it. Not from what you wrote: ${sign}. The way to find out is to ask to see them again, plainly, and let their answer tell you.`;
    },
  },
  {
    // "Is it weird she already wants me to meet her kids?": it is early, and "not yet" is fine.
    re: /\b(?:is it|isn'?t it) (?:weird|too (?:soon|early|fast|much)|normal|strange|a lot)\b[^.!?\n]{0,40}\bmeet (?:her|his|their) (?:kids|children|son|daughter|boys|girls|family|parents|mum|mom|dad)\b|\b(?:wants?|asked) me to meet (?:her|his|their) (?:kids|children|son|daughter|boys|girls)\b[^.!\n]{0,60}\?/i,
    answer: (input, mode) => {
      if (mode === 'danger') return null;
      const fast = tooFastSign(input);
      return fast
        ? `You asked about meeting their children already. It is fast, and it fits the rest: they ${CATEGORY_PHRASES[fast.category].did} ("${short(fast.quote)}"). "Not yet" is a complete answer, and how they take it tells you a lot.`
        : 'You asked about meeting their children already. It is early, and wanting to wait is not being cold: meeting someone\'s children is a big step for them as well as for you. "I\'d love to, when we know each other a bit better" is kind and complete; how they take it tells you something.';
    },
  },
  {
    // "Should I tell my manager?" after a threat or being found at work: yes.
    afterSafety: true,
    re: /\b(?:should|do|can) i (?:tell|inform|warn) (?:my )?(?:manager|boss|work|colleagues|security|hr|reception|supervisor)\b/i,
    answer: (_input, mode) =>
      mode === 'danger'
        ? 'You asked whether to tell your manager. Yes: telling your manager and whoever is on the door or the front desk means someone else can turn them away and keep a note of it. You do not have to give more detail than you want to.'
        : null,
  },
  {
    // "How long do I wait to reply?", "I answer now or I wait?": no rule; answer when you want to.
    re: /\bhow long (?:do|should|must|can) i (?:wait|leave it)\b|\b(?:answer|reply|respond|write back|text back)(?: (?:him|her|them))? (?:now|today|straight away|right away|tonight)? ?or (?:should i |do i |i )?wait\b|\b(?:should i|do i) wait (?:a day|a bit|a few days|until tomorrow) (?:before|to) (?:reply|answer|respond|text)/i,
    answer: (input, mode) => {
      if (mode === 'danger') return null;
      if (mode === 'bad')
        return 'You asked how long to wait before replying. As long as you like, or for ever: you do not owe this an answer, and if you send one, a short, polite line is enough.';
      const green = greenOf(input);
      return green
        ? `You asked how long to wait before replying. There is no rule: answer when you want to. Waiting on purpose only plays a game they cannot see; a reply that sounds like you (about "${short(green.quote)}", say) is what works.`
        : 'You asked how long to wait before replying. There is no rule: answer when you want to. Waiting on purpose only plays a game they cannot see; a reply that sounds like you is what works.';
    },
  },
  {
    // "Can you come back from this or has he seen too much?", "did I blow it?": from what they did.
    re: /\bcan (?:you|i|we|one) (?:ever )?come back from (?:this|that)\b|\b(?:has|have) (?:he|she|they) seen too much\b|\b(?:did|have) i (?:just )?(?:blow(?:n)?|ruin(?:ed)?|mess(?:ed)? up|screw(?:ed)? up|wreck(?:ed)?|kill(?:ed)?) (?:it|this|that|everything|my chances?)\b|\bis it (?:ruined|over)\b[^.!\n]{0,20}\?/i,
    answer: (input, mode) => {
      if (mode === 'danger' || mode === 'bad') return null;
      const green = greenOf(input);
      return green
        ? `You asked whether you have ruined it. From what you describe, probably not: they ${CATEGORY_PHRASES[green.category].did} ("${short(green.quote)}"), which is not what someone does when they have written you off. A light message that owns it and thanks them is all it needs; what they do next is the answer.`
        : 'You asked whether you have ruined it. One bad moment rarely decides it on its own; a light message that owns it, without a long apology, is all it needs, and what they do next is the answer.';
    },
  },
  {
    // "How I say slow down without hurt him?": a kind limit, in words they can use.
    re: /\bhow (?:do |can |should |would )?i (?:say|tell (?:him|her|them)|ask (?:him|her|them)) (?:to )?(?:slow down|go slower|take (?:it|things) slow(?:er)?|slow (?:it|things) down)\b/i,
    answer: (_input, mode) =>
      mode === 'danger'
        ? null
        : 'You asked how to say slow down. Warmly and plainly: "I like spending time with you, and I want to take this slower. Can we keep it to one evening a week for now?" No reasons owed; how they take a kind limit tells you a lot about them.',
  },
  {
    // "The next date I propose or I wait for him?": suggest it; a clear plan is easy to say yes to.
    re: /\b(?:the )?next (?:date|one|time) i (?:propose|suggest|ask|plan)\b|\bi propose\b[^.!\n]{0,30}\bor\b[^.!\n]{0,20}\bwait\b|\b(?:should|do|can) i (?:ask (?:him|her|them) out again|ask (?:him|her|them) (?:out )?(?:for|on) (?:a |another )?(?:second|2nd|next) (?:one|date)|ask (?:him|her|them) again (?:this|next) (?:weekend|week)|suggest the next|propose the next|plan the next)\b|\b(?:should|do) i wait for (?:him|her|them) to (?:ask|suggest|propose|plan)\b|\bi invite (?:him|her|them)\b[^.!\n]{0,60}\bor (?:is )?(?:it )?too much\b/i,
    answer: (input, mode) => {
      if (mode === 'danger' || mode === 'bad') return null;
      const green = greenOf(input);
      return green
        ? `You asked whether to suggest the next one or wait. Suggest it: asking is not chasing, and a clear, easy plan is simple to say yes to. From what you describe (they ${CATEGORY_PHRASES[green.category].did}), it is likely to be welcome; how they answer tells you the rest.`
        : 'You asked whether to suggest the next one or wait. Suggest it if you want it: asking is not chasing, and a clear, easy plan is simple to say yes to; how they answer tells you the rest.';
    },
  },
  {
    re: /\bam i (?:just )?(?:overreacting|over-reacting|over reacting|exaggerating|being (?:a miserable|miserable|dramatic|paranoid|unreasonable|too sensitive|oversensitive|crazy|petty|harsh|silly|stupid)|crazy|wrong to)\b|\bis it (?:just )?me\b[^.!]*\?|\bwas i (?:being )?(?:unreasonable|too harsh|dramatic|overreacting)\b/i,
    answer: (input, mode) => {
      const red = redOf(input);
      if (mode === 'danger' && red)
        return `You asked whether you are overreacting. You are not: "${short(red.quote)}" is a matter of your safety, and taking it seriously is the right reading of it.`;
      if (red && red.severity !== 'info')
        return `You asked whether you are overreacting. From what you wrote, no: they ${CATEGORY_PHRASES[red.category].did} ("${short(red.quote)}"), and minding that is reasonable.`;
      if (red)
        return `You asked whether you are overreacting. What you describe ("${short(red.quote)}") is small on its own; it is fair to notice it and see whether it comes back.`;
      return 'You asked whether you are overreacting. Nothing in what you wrote shows the date doing something wrong, so name to yourself what exactly bothered you: that tells you whether it is about them or about the evening.';
    },
  },
  {
    // "Sweet or weird ah??": from what was found, plainly.
    re: /\b(?:sweet|romantic|cute|nice|caring|thoughtful|protective) or (?:weird|creepy|scary|a red flag|too much|strange|controlling)\b/i,
    answer: (input, mode) => {
      const red = redOf(input);
      if (mode === 'danger' && red)
        return `You asked whether it was sweet or weird. Not sweet, however it was meant: "${short(red.quote)}" is a matter of your safety, and the unease you felt is worth trusting.`;
      if (red && red.severity !== 'info')
        return `You asked whether it was sweet or weird. What you describe leans weird: they ${CATEGORY_PHRASES[red.category].did} ("${short(red.quote)}"). Someone who means well does not need you to feel uneasy about it.`;
      const green = greenOf(input);
      return green
        ? `You asked whether it was sweet or weird. From what you wrote, sweet: they ${CATEGORY_PHRASES[green.category].did}, and nothing in your text says they pushed past you.`
        : null;
    },
  },
  {
    // Only asked as a question: "is that a red flag?", not "it was weird" or "is it ok, we'll see".
    re: /\b(?:is|was|isn'?t|wasn'?t) (?:that|this|it) (?:a )?(?:red flag|bad sign|warning sign|normal|weird)\b[^.!\n]{0,40}\?|\bred flag\?|\bis normal\b[^.!\n]{0,40}\?/i,
    answer: (input, mode, m) => {
      const red = askedAbout(input, m) ?? redOf(input);
      if (red && (mode === 'danger' || red.severity === 'danger'))
        return `You asked whether it is a red flag. Yes, and more than that: "${short(red.quote)}" put your safety at stake.`;
      if (red)
        return `You asked whether it is a red flag. What you wrote does show one: "${short(red.quote)}" (they ${CATEGORY_PHRASES[red.category].did}).`;
      const green = greenOf(input);
      return green
        ? `You asked whether it is a red flag. Nothing you wrote reads as one, and there is a good sign: they ${CATEGORY_PHRASES[green.category].did}.`
        : 'You asked whether it is a red flag. Nothing you wrote reads as one; if something still nags at you, write down exactly what it was.';
    },
  },
  {
    re: /\bam i (too (?:old|picky|fussy|fat|boring|much|needy|clingy|awkward|intense|shy)|(?:un)?lovable|the problem|unlovable)\b|\b(?:is there|is) something wrong with me\b|\bwhat'?s wrong with me\b|\bwill i (?:ever|always) (?:find|meet|be)\b/i,
    answer: (input, _mode, m) => {
      const green = greenOf(input);
      const red = redOf(input);
      const what = m?.[1]?.toLowerCase();
      const asked = what
        ? `You asked whether you are ${what}${/^too old/.test(what) ? ' for this' : ''}.`
        : 'You asked whether something is wrong with you.';
      if (green)
        return `${asked} Not from what this date shows: they ${CATEGORY_PHRASES[green.category].did} ("${short(green.quote)}"), which is what people do with someone they enjoy.`;
      if (red && red.severity !== 'info')
        return `${asked} No: what went wrong here was on their side (they ${CATEGORY_PHRASES[red.category].did}), and that says nothing about what you are worth.`;
      return `${asked} One date says more about the fit between two people than about either of them; nothing in what you wrote puts the fault with you.`;
    },
  },
  {
    re: /\bshould i (?:wait for (?:him|her|them) to|text first|message first|double[- ]?text|send (?:a|another) (?:text|message)|(?:text|message) (?:him|her|them) (?:now|first|tonight|today|already|back))\b|\b(?:is it |is )?too soon to (?:text|message)\b|\bor (?:is it |is )?too soon\b|\bdo i (?:text|message) first\b|\b(?:is it |is that )?too keen to (?:ring|call|text|message)\b|\bwhy (?:hasn'?t|hasnt|haven'?t|didn'?t|didnt) (?:he|she|they) (?:texted|text|called|messaged)\b|\b(?:will|would) (?:he|she|they) (?:text|call|message)(?: me)?(?: back)?\?|(?:^|[.!?\n,]\s*)i (?:call|text|write|message|ring) (?:to )?(?:him|her|them)\b[^.!\n]{0,40}\?|\bshould i (?:ring|call|phone) (?:him|her|them)\b|\b(?:should i|can|do i) (?:reply|answer|respond)(?: (?:him|her|them))? or not\b/i,
    answer: (input, mode) => {
      if (mode === 'bad' || mode === 'danger') return null;
      const green = greenOf(input);
      return green
        ? `You asked about texting. Nothing stops you sending the first message: a short line about something from the evening ("${short(green.quote)}") is easy to answer, and the reply, or its absence, tells you what you need to know.`
        : 'You asked about texting. Nothing stops you sending the first message: one short, specific line about the evening, then let the reply, or its absence, tell you what you need to know.';
    },
  },
  {
    // "How do I tell Marta without being rude?": a kind no, in words they can use.
    re: /\bhow (?:do|can|should|would) i (?:tell|say no to|let (?:him|her|them) down|turn (?:him|her|them) down|reject|end (?:it|things)|break it off)\b|\b(?:without|not) (?:being|sounding) (?:rude|mean|harsh|cruel)\b[^.!\n]{0,40}\?/i,
    answer: (_input, mode) =>
      mode === 'danger'
        ? null
        : 'You asked how to say it. Short and kind is enough, for example: "I really enjoyed meeting you, but I did not feel the spark, and I would rather be honest than drift. I wish you well." You do not owe reasons, and if a friend set you up, "lovely person, we just did not click" is all they need to hear.',
  },
  {
    // "Is it fair to judge someone from gossip?": judge by what they did with you.
    re: /\b(?:fair|right|ok|okay|wrong) to judge\b|\bjudge (?:someone|him|her|them|a person) (?:by|from|on) (?:gossip|rumou?rs?|what (?:people|others|my friends?|they) (?:say|said))\b|\b(?:should|do) i (?:believe|trust|listen to) (?:the |those |these |what )?(?:rumou?rs?|gossip|people|my friends?|they (?:say|said))\b/i,
    answer: (input) => {
      const red = redOf(input);
      const green = greenOf(input);
      const seen =
        red && red.severity !== 'info'
          ? `on this date they ${CATEGORY_PHRASES[red.category].did} ("${short(red.quote)}")`
          : green
            ? `on this date they ${CATEGORY_PHRASES[green.category].did} ("${short(green.quote)}")`
            : 'what they did on this date';
      return `You asked whether it is fair to judge them by what you heard. Judge by what you saw: ${seen}. What others say is worth keeping in mind, not worth more than how they behave with you.`;
    },
  },
  {
    // "Is it worth saying anything to him, or do I just let it drop?": say it once, or let it go.
    afterSafety: true,
    re: /\b(?:is it|would it be) worth (?:saying|mentioning|bringing (?:it|this|that) up|telling (?:him|her|them))\b|\bshould i (?:say|mention) (?:something|anything)\b|\b(?:do i|should i) (?:just )?let it (?:drop|go|slide|drift)\b|\bdo i say something\b/i,
    answer: (input, mode) => {
      if (mode === 'danger')
        return 'You asked whether to say anything to them. You do not owe them a conversation about it. If you want them to know, a short message when you feel safe is enough ("what you did was not OK"); keep a copy, and do not meet them to talk it through.';
      const red = warningOf(input);
      if (!red) return null;
      return `You asked whether to say anything. If you want to see them again, say it once, plainly ("${short(red.quote)}" was not OK with you), and watch what they do with it; if you do not, you owe them no explanation, and letting it drop is a complete answer too.`;
    },
  },
  {
    // "Is it wrong to do it by text after three dates?": a kind message is a fine way to end it.
    re: /\b(?:is it|would it be|is that) (?:wrong|ok|okay|alright|rude|bad|cowardly|fine|acceptable|mean|cold) to (?:do (?:it|this|that)|end (?:it|things)|break (?:it|things) off|call it off|say no|tell (?:him|her|them)|cancel|let (?:him|her|them) down)\b[^.!?\n]{0,30}\b(?:by|over|via|in a) (?:text|message|whatsapp|dm|phone)\b|\b(?:by|over|via) text\b[^.!\n]{0,40}\bor (?:in person|face to face|call)\b/i,
    answer: (_input, mode) =>
      mode === 'danger'
        ? 'You asked whether to say it by text. Yes, by text only: you do not owe them a meeting, and a message keeps a record. One line is enough ("I will not be seeing you again"); you do not have to answer what comes back.'
        : 'You asked whether it is all right to say it by text. It is: after a few dates a kind message is the usual way, and often the kinder one, because they can take it in private. Thank them for something real, say plainly that you do not want to go on, and wish them well; no reasons owed.',
  },
  {
    // "Should I apologise and ask again, or leave it?": one honest message, then their call.
    re: /\b(?:should|do|shall|must) i (?:apologi[sz]e|say sorry|say (?:i'?m|i am) sorry)\b|\bor (?:should i )?(?:just )?let it go\b[^.!\n]{0,20}\?|\b(?:apologi[sz]e|say sorry) and ask (?:again|for (?:another|a second))\b|\bor (?:should i )?(?:just )?leave it\?|\b(?:send|write) (?:him|her|them) an apology\b[^?\n]{0,120}\?|\bbetter to (?:just )?leave it\b[^.!\n]{0,30}\?/i,
    answer: (input, mode) => {
      if (mode === 'danger') return null;
      const red = warningOf(input);
      const fault = ownFault(input.text ?? '');
      if (fault)
        return `You asked whether to apologise. You say "${fault}", so yes: a short message that names what you did and says sorry, with no "but" and no excuse, and asks for nothing back. How they take it is theirs to decide; one message is an apology, several are pressure.`;
      if (mode === 'bad' && red) return null;
      return 'You asked whether to apologise and try again. If you want another chance, one short, honest message does it: name what you would do differently, say what you liked about them, and ask once. Then leave the answer to them; one message is an apology, several are pressure.';
    },
  },
  {
    // "Is it too early to invite her to the trip in June?": judge by how they have met plans so far.
    re: /\bis (?:it|that) too (?:early|soon|fast|much|quick) to (?:invite|ask|introduce|plan|book|suggest|bring|meet)\b|\bshould i introduce (?:him|her|them) to my (?:son|daughter|kids?|children|family|parents|mum|mom|dad|friends)\b|\btoo (?:early|soon) (?:for|to) (?:a trip|a holiday|meeting (?:my|the) (?:friends|family|parents|kids))\b/i,
    answer: (input, mode) => {
      if (mode === 'danger' || mode === 'bad') return null;
      const green = greenOf(input);
      const red = warningOf(input);
      if (red)
        return `You asked whether it is too early. With "${short(red.quote)}" still open, keep the next plan small and near; a bigger one can wait until that is settled.`;
      return green
        ? `You asked whether it is too early. Not if you ask lightly and leave an easy "not yet": so far they ${CATEGORY_PHRASES[green.category].did}, and how they answer a plan further off tells you how they see this.`
        : 'You asked whether it is too early. Not if you ask lightly and leave an easy "not yet"; how they answer a plan further off tells you how they see this.';
    },
  },
  {
    // "Is it normal to talk about your late wife on a first date?": judge by how they took it.
    re: /\bis it (?:normal|ok|okay|alright|all right|weird|too much|bad) to (?:talk about|mention|bring up|tell (?:him|her|them) about|talk so much about)\b[^?]{0,60}\?/i,
    answer: (input, mode) => {
      if (mode === 'danger') return null;
      const green = input.flags.find(
        (f) =>
          f.polarity === 'green' &&
          (f.category === 'attentive' || f.category === 'openness' || f.category === 'respectful'),
      );
      return green
        ? `You asked whether it is all right to talk about it. It is, as one part of the conversation rather than all of it, and how they took it is the real answer: "${short(green.quote)}".`
        : 'You asked whether it is all right to talk about it. It is, as one part of the conversation rather than all of it; how they took it tells you more than any rule does.';
    },
  },
  {
    // "Will he want to see me again?", "do you think she likes me?": from what they did.
    re: /\b(?:will|would|does|do you think) (?:he|she|they) (?:want to see me again|like me|be interested|text me|feel the same)\b[^.!\n]{0,20}\?|\bdo you think (?:he|she|they) (?:likes?|liked) me\b|\b(?:he|she|they) wants? (?:to )?see me again\b[^.!\n]{0,40}\?|\bis (?:he|she|they) (?:serious|interested|into me)\b[^.!\n]{0,20}\?|\b(?:i think )?(?:he|she|they) liked (?:it|me)\?|\b(?:that|this) means (?:there'?s|theres|there is) (?:a )?next (?:one|date|time)\b/i,
    answer: (input, mode) => {
      if (mode === 'danger' || mode === 'bad') return null;
      const green = greenOf(input);
      if (!green) return null;
      return `You asked whether they feel the same. Nobody can know that from one side, but what you describe points that way: they ${CATEGORY_PHRASES[green.category].did} ("${short(green.quote)}"). The simplest way to find out is to say you would like to see them again.`;
    },
  },
  {
    // "Is too soon to say that?" (that the writer likes them): liking can be said; love can wait.
    re: /\b(?:is (?:it |that )?)?too (?:soon|early|fast) to (?:say|tell (?:him|her|them))\b[^.!\n]{0,40}\?/i,
    answer: (_input, mode) =>
      mode === 'danger' || mode === 'bad'
        ? null
        : 'You asked whether it is too soon to say it. Saying you enjoyed it and would like to see them again is never too soon; bigger words can wait until you have seen how they meet the small ones.',
  },
  {
    // "What would you do?" on a danger page: the first two steps, plainly.
    afterSafety: true,
    re: /\bwhat (?:would you do|do i do|should i do|do i do now|should i do now)\b/i,
    answer: (_input, mode) =>
      mode === 'danger'
        ? 'You asked what to do. First, do not reply to them and keep everything they sent; then tell one person today. The steps here are in the order that matters.'
        : null,
  },
  {
    re: /\bshould i (?:see|meet|go out with|text|message) (?:him|her|them)\b|\bshould i give (?:(?:him|her|them|it) )?(?:another|a second) (?:chance|go|try|shot)\b|\bshould i (?:answer|reply(?: to)?|respond(?: to)?|write back to) (?:him|her|them)\b|\b(?:second|another) date\?|\bsee (?:him|her|them) again\?|\bworth (?:a second|another) (?:date|chance|try|go)\b|\b(?:another|a second) (?:chance|try|go)\b[^.!\n]{0,20}\?|\bwe repeat\?|\b(?:can|should i) give (?:(?:him|her|them) )?(?:a )?(?:second|another|2nd) chance\b|\bgive (?:him|her|them) a (?:go|chance|try)\?/i,
    answer: (input, mode) => {
      const red = warningOf(input);
      const green = greenOf(input);
      if (mode === 'good')
        return green
          ? `You asked whether to see them again. From what you wrote, yes: they ${CATEGORY_PHRASES[green.category].did}, which is worth finding out more about.`
          : 'You asked whether to see them again. From what you wrote, yes: it went well enough to find out more.';
      if (mode === 'bad')
        return red
          ? `You asked whether to see them again. From what you wrote, you do not owe it a second try: they ${CATEGORY_PHRASES[red.category].did}, and that is reason enough to stop here.`
          : 'You asked whether to see them again. From what you wrote, you do not owe it a second try.';
      if (mode === 'mixed' && red)
        return `You asked whether to see them again. It is your call; what would settle it is whether ${settleFor(red.category as TRedFlagCategory, input.text)}.`;
      if (mode === 'mixed' || mode === 'flat')
        return 'You asked whether to see them again. It is your call: nothing they did rules it out, and nothing you wrote pulls you back. One more low-key plan would tell you; if the idea already feels like a chore, that is your answer, and it is not being picky.';
      return null;
    },
  },
];

/** The answer to the first question of the writer's that the analysis can answer, if any. */
export function answerQuestion(
  input: QuestionInput,
  mode: TAnalysisMode,
): (TTip & { asked: string; afterSafety: boolean }) | null {
  const text = input.text ?? '';
  for (const q of QUESTIONS) {
    const m = q.re.exec(text);
    if (!m) continue;
    const tip = q.answer(input, mode, m);
    if (tip)
      return {
        tip,
        rationale: 'You asked this yourself.',
        asked: m[0],
        afterSafety: q.afterSafety === true,
      };
  }
  return null;
}
