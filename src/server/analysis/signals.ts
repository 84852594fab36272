import type { TFlag, TSentiment } from '../../shared/analysis';
import { applyCalibration, OFFSETS, type EmotionModel } from './emotion-model';
import { isSarcastic } from './flags';
import { scoreTokens } from './lexicon';
import { lexiconInputs } from './model-inputs';
import { modelFeatures, type Sentence } from './text';

/**
 * Sentence-level signals from the trained model and the valence lexicon: the sentiment split,
 * the dominant and secondary emotions with the sentences they rest on, and their intensity.
 */

export interface SentenceSignal {
  sentence: Sentence;
  positive: number;
  neutral: number;
  negative: number;
  /** 28 GoEmotions label probabilities. */
  emotions: Float64Array;
  lexicon: number;
  /**
   * What the flags say of this sentence: "red" (a caution or danger red flag and no green
   * one), "green" (a green flag or a negated red cue and no such red flag), or null.
   */
  tone: 'red' | 'green' | null;
  /** The sentence carries a danger flag. */
  danger: boolean;
  /** The sentence reads as sarcastic ("oh great", "what a gentleman"). */
  sarcastic: boolean;
}

export interface EmotionReading {
  dominant: string;
  secondary?: string;
  intensity: number;
  quotes: string[];
}

const NEUTRAL_GROUP = 2;
const RED_MIX = { positive: 0, neutral: 0.2, negative: 0.8 };
const GREEN_MIX = { positive: 0.8, neutral: 0.2, negative: 0 };

/** What the model and the lexicon read in each sentence, before any flag is taken into account. */
export interface RawSignal {
  positive: number;
  neutral: number;
  negative: number;
  emotions: Float64Array;
  lexicon: number;
  sarcastic: boolean;
}

export function rawSignals(model: EmotionModel, sentences: readonly Sentence[]): RawSignal[] {
  return sentences.map((sentence) => {
    const score = scoreTokens(sentence.tokens);
    const out = model.predict(modelFeatures(sentence.tokens), lexiconInputs(score));
    const lexicon = score.compound;
    const p = 1 / (1 + Math.exp(-applyCalibration(model.meta.polarity, out, lexicon)));
    const neutral = Math.min(0.9, out[OFFSETS.group + NEUTRAL_GROUP] ?? 0.3);
    let positive = (1 - neutral) * p;
    let negative = (1 - neutral) * (1 - p);
    const sarcastic = isSarcastic(sentence.text);
    if (sarcastic && positive > negative) [positive, negative] = [negative, positive];
    return {
      positive,
      neutral,
      negative,
      emotions: out.slice(OFFSETS.original, OFFSETS.original + 28),
      lexicon,
      sarcastic,
    };
  });
}

export function sentenceSignals(
  model: EmotionModel,
  sentences: readonly Sentence[],
  flags: readonly TFlag[],
  reassured: ReadonlySet<number> = new Set(),
  raw: readonly RawSignal[] = rawSignals(model, sentences),
): SentenceSignal[] {
  return sentences.map((sentence, index) => {
    const r = raw[index] ?? rawSignals(model, [sentence])[0]!;
    let mix = { positive: r.positive, neutral: r.neutral, negative: r.negative };
    const quote = sentence.text.trim();
    const here = flags.filter((f) => quote.includes(f.quote) || f.quote.includes(quote));
    const red = here.some((f) => f.polarity === 'red' && f.severity !== 'info');
    const green = here.some((f) => f.polarity === 'green') || reassured.has(index);
    const tone = red && !green ? 'red' : green && !red ? 'green' : null;
    const target = tone === 'red' ? RED_MIX : tone === 'green' ? GREEN_MIX : null;
    if (target) {
      mix = {
        positive: (mix.positive + target.positive) / 2,
        neutral: (mix.neutral + target.neutral) / 2,
        negative: (mix.negative + target.negative) / 2,
      };
    }
    return {
      sentence,
      ...mix,
      emotions: r.emotions,
      lexicon: r.lexicon,
      tone,
      danger: here.some((f) => f.severity === 'danger'),
      sarcastic: r.sarcastic,
    };
  });
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

export function sentimentSplit(signals: readonly SentenceSignal[]): TSentiment {
  let pos = 0;
  let neg = 0;
  let total = 0;
  for (const s of signals) {
    const w = Math.max(1, s.sentence.tokens.length);
    pos += s.positive * w;
    neg += s.negative * w;
    total += w;
  }
  if (total === 0) return { positive: 0, neutral: 1, negative: 0 };
  const positive = round3(pos / total);
  const negative = round3(Math.min(1 - positive, neg / total));
  return { positive, negative, neutral: round3(Math.max(0, 1 - positive - negative)) };
}

/**
 * Labels are compared by probability over threshold, with thresholds floored here: the
 * F1-tuned thresholds of rare labels (grief, relief, pride) go down to 0.002-0.008, which
 * buys recall in the benchmark but would name "relief" as the dominant emotion of a text
 * whose relief probability is 0.004. Telling a user what they felt needs more than that.
 */
export const READING_MIN_THRESHOLD = 0.02;

/**
 * How much of its threshold a label's mean probability must reach to be named: half, or all
 * of it when the text carries a danger flag. A factual account of being hurt or threatened
 * gives the model little to read feelings from, and naming a half-supported one there
 * ("annoyance" for an assault) would put words in the user's mouth.
 */
export const READING_BAR = { usual: 0.5, danger: 1 } as const;

/**
 * The sentiment family of each GoEmotions label, as the GoEmotions paper groups them
 * (Demszky et al., 2020, the "sentiment" grouping of `../shared/data/goemotions/group`).
 * Labels not listed are ambiguous (surprise, realization, confusion, curiosity) or neutral.
 */
const POSITIVE_EMOTIONS = new Set([
  'admiration',
  'amusement',
  'approval',
  'caring',
  'desire',
  'excitement',
  'gratitude',
  'joy',
  'love',
  'optimism',
  'pride',
  'relief',
]);
const NEGATIVE_EMOTIONS = new Set([
  'anger',
  'annoyance',
  'disappointment',
  'disapproval',
  'disgust',
  'embarrassment',
  'fear',
  'grief',
  'nervousness',
  'remorse',
  'sadness',
]);

/** Ambiguous labels that name a thought rather than a feeling about how one was treated. */
const COGNITIVE = new Set(['realization', 'curiosity']);

export function emotionFamily(label: string): 'positive' | 'negative' | 'other' {
  return POSITIVE_EMOTIONS.has(label)
    ? 'positive'
    : NEGATIVE_EMOTIONS.has(label)
      ? 'negative'
      : 'other';
}

/**
 * Which labels of a sentence the reading counts. The model reads feelings from wording, and a
 * flat or joking account of something bad ("he took my keys 'as a joke'") reads as amusement
 * or approval to it. So the flags overrule it: a sentence with a caution or danger red flag
 * counts no positive label and no merely cognitive one (realization, curiosity), a sarcastic
 * sentence no positive label, a sentence with a green flag no negative one, and once any
 * danger flag is present no positive label counts anywhere in the text.
 */
function countsLabel(s: SentenceSignal, label: string, anyDanger: boolean): boolean {
  const family = emotionFamily(label);
  if (family === 'positive') return s.tone !== 'red' && !s.sarcastic && !anyDanger;
  if (family === 'negative') return s.tone !== 'green';
  return s.tone !== 'red' || !COGNITIVE.has(label);
}

export function emotionReading(
  model: EmotionModel,
  signals: readonly SentenceSignal[],
): EmotionReading {
  const labels = model.meta.labels.original;
  const thresholds = model.meta.thresholds.original;
  const neutralIndex = labels.indexOf('neutral');
  if (signals.length === 0) return { dominant: 'neutral', intensity: 0, quotes: [] };
  const anyDanger = signals.some((s) => s.danger);
  const counted = signals.map((s) =>
    Float64Array.from(s.emotions, (p, k) => (countsLabel(s, labels[k] ?? '', anyDanger) ? p : 0)),
  );
  const mean = new Float64Array(labels.length);
  let total = 0;
  signals.forEach((s, i) => {
    const w = Math.max(1, s.sentence.tokens.length);
    total += w;
    const p = counted[i] ?? s.emotions;
    for (let k = 0; k < labels.length; k += 1) mean[k] = (mean[k] ?? 0) + (p[k] ?? 0) * w;
  });
  const floored = (k: number) => Math.max(READING_MIN_THRESHOLD, thresholds[k] ?? 0.5);
  const ratio = labels.map((_, k) => (mean[k] ?? 0) / total / floored(k));
  const ranked = labels
    .map((label, k) => ({ label, k, r: ratio[k] ?? 0 }))
    .filter((x) => x.k !== neutralIndex)
    .sort((a, b) => b.r - a.r || a.k - b.k);
  const first = ranked[0];
  const second = ranked[1];
  const maxProb = Math.max(...signals.map((s) => Math.max(...s.emotions)));
  const meanLex = signals.reduce((a, s) => a + Math.abs(s.lexicon), 0) / signals.length;
  const intensity = Math.round(Math.min(10, 10 * (0.6 * maxProb + 0.4 * meanLex)) * 10) / 10;
  const bar = anyDanger ? READING_BAR.danger : READING_BAR.usual;
  if (!first || first.r < bar) {
    return { dominant: 'neutral', intensity, quotes: [] };
  }
  // Evidence: sentences that on their own reach the bar (the mean does, so at least one does).
  const floor = bar * floored(first.k);
  const quotes = signals
    .map((s, i) => ({ text: s.sentence.text.trim(), p: counted[i]?.[first.k] ?? 0 }))
    .filter((q) => q.p >= floor)
    .sort((a, b) => b.p - a.p)
    .slice(0, 2)
    .map((q) => q.text);
  return {
    dominant: first.label,
    ...(second && second.r >= bar ? { secondary: second.label } : {}),
    intensity,
    quotes,
  };
}
