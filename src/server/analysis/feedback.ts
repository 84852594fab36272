import type { TFlag, TFlagCategory, TSafety, TTip } from '../../shared/analysis';
import { secureCue, type AttachmentStyle } from './insights';
import type { NarrativePolarity } from './scoring';

/**
 * Feedback, tips and the safety message. Every sentence names what the user wrote (a quoted
 * excerpt) rather than giving generic dating advice, and nothing is praised by default.
 */

export function excerpt(quote: string, max = 90): string {
  const q = quote
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!]+$/, '');
  if (q.length <= max) return q;
  const cut = q.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space > 40 ? space : max)}…`;
}

const TIP_TEMPLATES: Record<TFlagCategory, string> = {
  physical_safety:
    'What you describe ("{q}") is a safety issue, not a dating issue. Tell someone you trust what happened today and keep any messages or receipts.',
  boundary_pressure:
    'Your limit was not respected ("{q}"). A no needs no reason; if you meet again, arrange your own way there and home so leaving is always easy.',
  disrespect:
    'Don\'t let "{q}" slide. Name it calmly, on the spot or when they next get in touch, and notice whether they apologise or double down.',
  controlling:
    '"{q}" is about control of your choices. Make the next choice yourself out loud (what you order, when you leave) and watch how they react.',
  aggression:
    'Anger like "{q}" this early tends to grow, not shrink. If you see them again, meet only in public places.',
  dishonesty:
    '"{q}" is a trust problem from the start. Ask them about it directly and compare the answer with what you know.',
  love_bombing:
    'Intensity like "{q}" this early is not the same as intimacy. Keep your own pace and see whether they respect it.',
  rude_to_others:
    'How they treated others ("{q}") is how they may treat you once the effort of a first date wears off. Give that real weight.',
  self_centered:
    '"{q}": next time, leave a pause instead of filling it and see whether they ask you anything back.',
  ex_fixation:
    '"{q}" suggests they may not be done with the last relationship. Ask plainly whether they are ready for something new.',
  substance:
    '"{q}": if you meet again, suggest a daytime plan without alcohol and see how they take it.',
  unreliable:
    '"{q}": say once that being on time matters to you. Whether it changes tells you more than an apology does.',
  disengaged:
    '"{q}": check whether the interest was mutual. You can ask them directly whether they want a second date instead of guessing.',
  financial_pressure:
    '"{q}": keep money out of dating. Don\'t lend, invest or cover their share, and pay your own way.',
  hostile_views:
    '"{q}": views like these rarely stay out of a relationship. Decide now whether they fit your values.',
  attentive:
    'They paid attention ("{q}"). Return it: bring up something they told you next time you talk.',
  respectful: '"{q}" is a strong sign. Tell them you noticed; people repeat what gets appreciated.',
  kind_to_others:
    '"{q}": kindness to strangers predicts kindness later. See whether it holds on a second meeting.',
  humor_connection:
    'You laughed together ("{q}"). Pick a next plan that leaves room for that, not just a quiet dinner.',
  shared_interests: '"{q}": build the next plan around that shared interest.',
  reliable: '"{q}": reliability early is worth more than grand gestures. Note whether it lasts.',
  follow_up: '"{q}": answer on your own timeline and say clearly whether you want a second date.',
  openness: '"{q}": meet their openness with some of your own, at a pace you are comfortable with.',
};

const RANK = { danger: 0, caution: 1, info: 2 } as const;

const words = (n: number) => `${n} ${n === 1 ? 'word' : 'words'}`;

/**
 * Under this many words with no flag, the feedback does not call the date good or bad: "meh"
 * reads as negative to the model, but it is too little to say the date "had real problems".
 */
export const SHORT_ENTRY_WORDS = 12;

export interface FeedbackInput {
  flags: readonly TFlag[];
  polarity: NarrativePolarity;
  score: number;
  wordCount: number;
  dominantEmotion: string;
  emotionQuote?: string;
  neutralShare: number;
  attachment?: { style: AttachmentStyle; quote: string };
}

const ATTACHMENT_TIPS: Record<AttachmentStyle, string> = {
  anxious:
    'You wrote "{q}". Decide in advance how long you will wait before reaching out yourself, so the waiting does not set your mood.',
  avoidant:
    'You wrote "{q}". Ask yourself whether you want distance from this person or from getting close in general.',
  secure:
    'You wrote "{q}". Keep saying what you want that plainly; it makes their response easy to read.',
};

/** The secure tip when the quote shows ease with them rather than saying what you wanted. */
const SECURE_EASE_TIP =
  'You wrote "{q}". Note what made it easy; whether that ease holds on a second date tells you more than a first impression.';

export function buildTips(input: FeedbackInput): TTip[] {
  const tips: TTip[] = [];
  const used = new Set<string>();
  const ordered = [...input.flags].sort(
    (a, b) =>
      (a.polarity === b.polarity ? 0 : a.polarity === 'red' ? -1 : 1) ||
      RANK[a.severity] - RANK[b.severity],
  );
  for (const f of ordered) {
    if (used.has(f.category) || tips.length >= 5) continue;
    used.add(f.category);
    tips.push({
      tip: TIP_TEMPLATES[f.category].replace('{q}', excerpt(f.quote)),
      rationale: `${f.polarity === 'red' ? 'Red' : 'Green'} flag (${f.severity}): ${f.label}.`,
    });
  }
  const signals: TTip[] = [];
  if (input.attachment) {
    signals.push({
      tip: (input.attachment.style === 'secure' && secureCue(input.attachment.quote) === 'ease'
        ? SECURE_EASE_TIP
        : ATTACHMENT_TIPS[input.attachment.style]
      ).replace('{q}', excerpt(input.attachment.quote)),
      rationale: `Signal: ${input.attachment.style} attachment cue in your own words.`,
    });
  }
  if (input.polarity === 'mixed') {
    signals.push({
      tip: 'Write down the one thing from this date that would make you say yes, and the one that would make you say no, to a second one.',
      rationale: 'Signal: this entry reads as mixed, with both good and bad moments.',
    });
  }
  if (input.wordCount < 40) {
    signals.push({
      tip: 'Add detail next time: what they said, what they did when something went wrong, and how you felt on the way home.',
      rationale: `Signal: your entry is ${words(input.wordCount)}; flags can only be found in what you write.`,
    });
  }
  if (input.dominantEmotion !== 'neutral' && input.emotionQuote) {
    signals.push({
      tip: `Your strongest feeling here reads as ${input.dominantEmotion} ("${excerpt(input.emotionQuote, 70)}"). Before deciding anything, ask whether that feeling is about them or about the situation.`,
      rationale: `Signal: dominant emotion ${input.dominantEmotion}, from the model's reading of your text.`,
    });
  }
  if (input.neutralShare >= 0.6) {
    signals.push({
      tip: 'You mostly describe what happened, not how it felt. Add a line on how you felt during and after; that is where your own judgement shows.',
      rationale: `Signal: ${Math.round(input.neutralShare * 100)}% of your text reads as neutral.`,
    });
  }
  signals.push({
    tip: 'Reread this entry tomorrow before you reply to them; a day later it is easier to see which moments actually mattered.',
    rationale: `Signal: overall score ${input.score}/100.`,
  });
  // Always available, so that three tips exist even when no other signal applies.
  signals.push({
    tip: 'Name the one moment that most shaped how you feel about them, and check that it is the moment you wrote the most about.',
    rationale: `Signal: ${Math.round((1 - input.neutralShare) * 100)}% of your text carries feeling, positive or negative.`,
  });
  // At least three tips, and at least one about the writer's own signals when room is left.
  let added = 0;
  for (const s of signals) {
    if (tips.length >= 5 || (tips.length >= 3 && added > 0)) break;
    tips.push(s);
    added += 1;
  }
  return tips;
}

export function buildFeedback(input: FeedbackInput): string {
  const red = input.flags
    .filter((f) => f.polarity === 'red')
    .sort((a, b) => RANK[a.severity] - RANK[b.severity]);
  const green = input.flags.filter((f) => f.polarity === 'green');
  const parts: string[] = [];
  const opening = {
    positive: 'From what you wrote, this date mostly went well.',
    negative: 'From what you wrote, this date had real problems.',
    mixed: 'From what you wrote, this date was mixed.',
  }[input.polarity];
  const topRed = red[0];
  const topGreen = green[0];
  const tooShort = input.wordCount < SHORT_ENTRY_WORDS && !topRed && !topGreen;
  parts.push(
    tooShort
      ? `You wrote ${words(input.wordCount)}, which read${input.wordCount === 1 ? 's' : ''} as ${input.polarity}, but that is too little to say what went well or badly.`
      : opening,
  );
  if (topRed?.severity === 'danger') {
    parts.push(
      `Your safety comes first: you wrote "${excerpt(topRed.quote)}". That is not something to explain away.`,
    );
  } else if (topRed) {
    parts.push(
      `The clearest warning sign is ${topRed.label.toLowerCase()}: "${excerpt(topRed.quote)}".${red.length > 1 ? ` There ${red.length - 1 === 1 ? 'is one more' : `are ${red.length - 1} more`} below.` : ''}`,
    );
  }
  if (topGreen) {
    parts.push(
      `${topRed ? 'On the other side' : 'The strongest good sign'}: ${topGreen.label.toLowerCase()} ("${excerpt(topGreen.quote)}").`,
    );
  }
  if (!topRed && !topGreen && !tooShort) {
    parts.push(
      'You describe what happened but little about how they treated you or others, so there is not much here to judge them by yet.',
    );
  }
  if (input.polarity === 'positive' && red.length === 0) {
    parts.push(
      'One good date is a start, not proof; see whether the same signs show up next time.',
    );
  } else if (input.polarity !== 'positive' && red.length > 0 && topRed?.severity !== 'danger') {
    parts.push(
      'Decide what you would need to see on a second date for these concerns to go away, or whether you need a second date at all.',
    );
  }
  return parts.join(' ');
}

export function buildSafety(
  flags: readonly TFlag[],
  resources: string,
  harmQuote?: string,
): TSafety {
  const danger = flags.filter((f) => f.severity === 'danger');
  if (danger.length === 0 && harmQuote)
    return {
      concern: true,
      message: `You describe being put at risk by someone ("${harmQuote.length > 160 ? `${harmQuote.slice(0, 157)}...` : harmQuote}"). That is not your fault, and it is worth taking seriously even if it was not your date. If you are not safe right now, go somewhere safe and contact someone you trust or one of the services below.`,
      resources,
    };
  if (danger.length === 0) return { concern: false, message: '', resources: '' };
  const labels = [...new Set(danger.map((f) => f.label.toLowerCase()))].join(', ');
  return {
    concern: true,
    message: `Part of what you describe (${labels}) can be dangerous. You are not overreacting by taking it seriously, and none of it is your fault. If you are not safe right now, go somewhere safe and contact someone you trust or one of the services below.`,
    resources,
  };
}
