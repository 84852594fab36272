import type { TFlag } from '../../shared/analysis';
import { normalize } from './flags';
import type { Sentence } from './text';

/**
 * The premium insights: attachment and communication. Each rests on quoted sentences; when the
 * text says nothing either way, the insight says so instead of guessing.
 */

/** Secure cues of two kinds: feeling at ease with them, and saying what one wanted. */
const SECURE_EASE =
  /\b(?:felt (?:(?:so|really|very|completely|totally|pretty|quite|genuinely) )?(?:comfortable|at ease|relaxed|safe|like myself|calm|natural)|i could be myself)\b/;
const SECURE_DIRECT =
  /\b(?:i (?:told|said to) (?:him|her|them) (?:that|what|how|i)|i was (?:honest|clear|direct|upfront)|i said no|i set a boundary|i asked (?:him|her|them) (?:directly|about))\b/;

const ATTACHMENT_CUES = {
  anxious:
    /\b(?:wondering (?:if|whether) (?:he|she|they) (?:liked|likes|like|was into|is into|felt the same)|(?:felt|feel|was|am|i'm) (?:so |a bit |kind of |kinda |really )?(?:anxious|insecure) (?:after|afterwards|waiting|about (?:whether|if))|asked (?:him|her|them) if (?:he|she|they) (?:had fun|liked|still|was still|enjoyed)|overthink(?:ing)?|over-thinking|(?:waiting|waited|wait) for (?:him|her|them) to (?:text|call|reply)|(?:kept|keep) checking my phone|needy|clingy|what if (?:he|she|they)|does (?:he|she|they) (?:even )?like me|(?:need|needed|want|wanted) reassurance|scared (?:he|she|they)(?:'ll| will| would) (?:leave|lose interest|ghost)|worried (?:he|she|they) (?:doesn't|don't|didn't|won't|wouldn't) (?:like|text|call))\b/,
  avoidant:
    /\b(?:needed (?:some )?space|felt (?:suffocated|smothered|trapped by)|pulled away|(?:don't|didn't) want to get attached|keep (?:things|it) casual|not ready for|backed off|wanted to leave early|shut down)\b/,
  secure: new RegExp(`${SECURE_EASE.source}|${SECURE_DIRECT.source}`),
} as const;

const ATTACHMENT_TEXT = {
  anxious:
    'Your own words lean anxious: you describe watching for signs of interest and worrying about where you stand. Notice whether that worry comes from what they did or from the waiting itself.',
  avoidant:
    'Your own words lean avoidant: you describe wanting distance or keeping things light. Check whether that is about this person or a habit of stepping back when things get close.',
  secure:
    'Your own words read as secure: you describe {what}. That is the footing that makes red and green flags easier to see.',
} as const;

const QUOTED =
  /(^|[\s:(])(['"\u2018\u201c])[^'"\u2018\u2019\u201c\u201d\n]{2,}?['"\u2019\u201d](?=[\s.,!?;:)]|$)/g;

/**
 * The sentence without the words it quotes: "she went 'are you stupid? i said NO ice'" is the
 * date speaking, and says nothing of how the writer handles closeness.
 */
function ownWords(text: string): string {
  return text.replace(QUOTED, (m, lead: string) => lead + ' '.repeat(m.length - lead.length));
}

/** Each sentence's own words, a quote that runs across sentences ("...stupid? i said NO ice'") too. */
function ownWordsOf(sentences: readonly Sentence[]): string[] {
  // The sentences at their places in the text, so a quote open across a sentence break is seen.
  let text = '';
  for (const s of sentences) text = text.padEnd(s.start) + s.text;
  const masked = ownWords(text);
  return sentences.map((s) => masked.slice(s.start, s.start + s.text.length));
}

/** Which kind of secure cue a sentence shows (directness wins when it shows both). */
export function secureCue(sentence: string): 'ease' | 'direct' | null {
  const lower = normalize(ownWords(sentence));
  return SECURE_DIRECT.test(lower) ? 'direct' : SECURE_EASE.test(lower) ? 'ease' : null;
}

/** What the secure quotes show, in words: only what they support. */
function secureWhat(quotes: readonly string[]): string {
  const kinds = new Set(quotes.map(secureCue));
  if (kinds.has('ease') && kinds.has('direct'))
    return 'feeling at ease and saying what you wanted directly';
  return kinds.has('direct') ? 'saying what you wanted directly' : 'feeling at ease with them';
}

export type AttachmentStyle = keyof typeof ATTACHMENT_CUES;

export interface Insight {
  text: string;
  quotes: string[];
  style?: AttachmentStyle;
}

export function attachmentInsight(
  sentences: readonly Sentence[],
  /** The feelings the writer stated: with no attachment cue, the reading names them. */
  stated: readonly { feeling: string; quote: string }[] = [],
): Insight {
  const hits: Record<keyof typeof ATTACHMENT_CUES, string[]> = {
    anxious: [],
    avoidant: [],
    secure: [],
  };
  const own = ownWordsOf(sentences);
  sentences.forEach((s, i) => {
    const lower = normalize(own[i]!);
    for (const style of Object.keys(ATTACHMENT_CUES) as (keyof typeof ATTACHMENT_CUES)[]) {
      if (ATTACHMENT_CUES[style].test(lower)) hits[style].push(s.text.trim());
    }
  });
  const ranked = (Object.keys(hits) as (keyof typeof hits)[])
    .filter((k) => hits[k].length > 0)
    .sort((a, b) => hits[b].length - hits[a].length);
  const top = ranked[0];
  if (!top) {
    const said = stated[0];
    // Never "your text doesn't say how you felt" beside the feelings the page quotes back.
    if (said)
      return {
        text: `You wrote that you felt ${said.feeling} ("${said.quote}"), but nothing here shows how you handle closeness or waiting (reaching out, holding back, wanting reassurance), so there is no attachment reading yet. A line next time about how you felt waiting for their reply would give one.`,
        quotes: [],
      };
    return {
      text: "Your text doesn't say how you felt waiting for, during or after the date, so there is no attachment reading here. Write a line about that next time (for example how you felt while waiting for a reply) to get one.",
      quotes: [],
    };
  }
  const mixed =
    ranked.length > 1
      ? ' There are signs of more than one pattern, so treat this as a tendency, not a label.'
      : '';
  const quotes = hits[top].slice(0, 3);
  const text = ATTACHMENT_TEXT[top].replace('{what}', secureWhat(quotes));
  return { text: text + mixed, quotes, style: top };
}

const CONVERSATION_CUES =
  /\b(?:talked|chatted|conversation|convo|asked|questions?|listened|interrupted|silence|silences|awkward|flowed|small talk|deep talk|opened up|told me|i told|we discussed)\b/;

const COMMUNICATION_CATEGORIES = new Set([
  'attentive',
  'openness',
  'humor_connection',
  'self_centered',
  'disengaged',
  'disrespect',
  'aggression',
  'ex_fixation',
]);

export function communicationInsight(
  sentences: readonly Sentence[],
  flags: readonly TFlag[],
): Insight {
  const relevant = flags.filter((f) => COMMUNICATION_CATEGORIES.has(f.category));
  const good = relevant.filter((f) => f.polarity === 'green');
  const bad = relevant.filter((f) => f.polarity === 'red');
  const cueQuotes = sentences
    .filter((s) => CONVERSATION_CUES.test(normalize(s.text)))
    .map((s) => s.text.trim());
  const quotes = [...new Set([...relevant.map((f) => f.quote), ...cueQuotes])].slice(0, 3);
  const asking = whoAsked(sentences);
  if (asking)
    return { text: asking.text, quotes: [...new Set([...asking.quotes, ...quotes])].slice(0, 3) };
  if (relevant.length === 0 && cueQuotes.length === 0) {
    return {
      text: "You don't describe how the two of you talked, so there is nothing to read about communication here. Who asked questions, who listened, and whether the talk felt two-way are the details that would tell.",
      quotes: [],
    };
  }
  const goodLabels = [...new Set(good.map((f) => f.label.toLowerCase()))];
  const badLabels = [
    ...new Set(bad.map((f) => f.label.toLowerCase().replace(/ \(second-hand\)$/, ''))),
  ];
  if (good.length > 0 && bad.length > 0) {
    return {
      text: `The conversation you describe was uneven: on one side ${goodLabels.join(', ')}; on the other ${badLabels.join(', ')}. Which of these was typical and which was a one-off is worth watching on a next date.`,
      quotes,
    };
  }
  if (bad.length > 0) {
    return {
      text: `The way you describe the talk points to a one-way exchange (${badLabels.join(', ')}). Good communication goes both ways; you can name what you noticed and see whether it changes.`,
      quotes,
    };
  }
  if (good.length > 0) {
    return {
      text: `The talk you describe sounds two-way (${goodLabels.join(', ')}). That reciprocity is one of the better predictors of a second date going well.`,
      quotes,
    };
  }
  return {
    text: 'You mention the conversation but not whether it was balanced. Next time note who asked the questions and whether you felt listened to.',
    quotes,
  };
}

const THEY_ASKED =
  /\b(?:he|she|they) (?:asked|wanted to know|was curious about|had (?:a )?questions?)\b/;
const I_ASKED = /\bi (?:asked|kept asking|had to ask) (?:him|her|them)\b/;
const THEY_REACHED =
  /\b(?:he|she|they) (?:texted|messaged|called|reached out|wrote)(?: me)? (?:first|the next|later|after|that night|in the evening|to (?:say|ask|check))/;
const I_REACHED =
  /\bi (?:texted|messaged|called|reached out to|wrote to) (?:him|her|them)(?: first)?\b/;

/**
 * Who carried the conversation and who reached out, when the text says so: who asked the
 * questions ("she asked about my sister" / "I asked him about his work") and who got in touch
 * afterwards. Null when it says neither.
 */
export function whoAsked(sentences: readonly Sentence[]): Insight | null {
  const find = (re: RegExp) => sentences.find((s) => re.test(normalize(s.text)))?.text.trim();
  const theyAsked = find(THEY_ASKED);
  const iAsked = find(I_ASKED);
  const theyReached = find(THEY_REACHED);
  const iReached = find(I_REACHED);
  if (!theyAsked && !iAsked) return null;
  const parts: string[] = [];
  if (theyAsked && iAsked)
    parts.push(
      'Questions went both ways: they asked about you and you asked about them, the sign of a two-way conversation.',
    );
  else if (theyAsked)
    parts.push(
      'They asked the questions. Notice whether you asked as many back; curiosity on both sides is what keeps a second conversation going.',
    );
  else
    parts.push(
      'You describe asking the questions, and not them asking you. If that was the whole evening, the curiosity was one-way; see whether they ask about you next time without prompting.',
    );
  if (theyReached && !iReached)
    parts.push('They also reached out first afterwards, which matches the interest they showed.');
  else if (iReached && !theyReached)
    parts.push(
      'You reached out afterwards; whether they answer in kind will tell you more than the date did.',
    );
  return {
    text: parts.join(' '),
    quotes: [theyAsked, iAsked, theyReached, iReached].filter((q): q is string => !!q),
  };
}
