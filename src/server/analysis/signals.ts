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

export function sentenceSignals(
  model: EmotionModel,
  sentences: readonly Sentence[],
  flags: readonly TFlag[],
  reassured: ReadonlySet<number> = new Set(),
): SentenceSignal[] {
  return sentences.map((sentence, index) => {
    const score = scoreTokens(sentence.tokens);
    const out = model.predict(modelFeatures(sentence.tokens), lexiconInputs(score));
    const lexicon = score.compound;
    const p = 1 / (1 + Math.exp(-applyCalibration(model.meta.polarity, out, lexicon)));
    const neutral = Math.min(0.9, out[OFFSETS.group + NEUTRAL_GROUP] ?? 0.3);
    let positive = (1 - neutral) * p;
    let negative = (1 - neutral) * (1 - p);
    if (isSarcastic(sentence.text) && positive > negative)
      [positive, negative] = [negative, positive];
    let mix = { positive, neutral, negative };
    const quote = sentence.text.trim();
    const here = flags.filter((f) => quote.includes(f.quote) || f.quote.includes(quote));
    const red = here.some((f) => f.polarity === 'red' && f.severity !== 'info');
    const green = here.some((f) => f.polarity === 'green') || reassured.has(index);
    const target = red && !green ? RED_MIX : green && !red ? GREEN_MIX : null;
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
      emotions: out.slice(OFFSETS.original, OFFSETS.original + 28),
      lexicon,
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

export function emotionReading(
  model: EmotionModel,
  signals: readonly SentenceSignal[],
): EmotionReading {
  const labels = model.meta.labels.original;
  const thresholds = model.meta.thresholds.original;
  const neutralIndex = labels.indexOf('neutral');
  if (signals.length === 0) return { dominant: 'neutral', intensity: 0, quotes: [] };
  const mean = new Float64Array(labels.length);
  let total = 0;
  for (const s of signals) {
    const w = Math.max(1, s.sentence.tokens.length);
    total += w;
    for (let k = 0; k < labels.length; k += 1) mean[k] = (mean[k] ?? 0) + (s.emotions[k] ?? 0) * w;
  }
  const ratio = labels.map(
    (_, k) => (mean[k] ?? 0) / total / Math.max(READING_MIN_THRESHOLD, thresholds[k] ?? 0.5),
  );
  const ranked = labels
    .map((label, k) => ({ label, k, r: ratio[k] ?? 0 }))
    .filter((x) => x.k !== neutralIndex)
    .sort((a, b) => b.r - a.r || a.k - b.k);
  const first = ranked[0];
  const second = ranked[1];
  const maxProb = Math.max(...signals.map((s) => Math.max(...s.emotions)));
  const meanLex = signals.reduce((a, s) => a + Math.abs(s.lexicon), 0) / signals.length;
  const intensity = Math.round(Math.min(10, 10 * (0.6 * maxProb + 0.4 * meanLex)) * 10) / 10;
  if (!first || first.r < 0.5) {
    return { dominant: 'neutral', intensity, quotes: [] };
  }
  const quotes = [...signals]
    .sort((a, b) => (b.emotions[first.k] ?? 0) - (a.emotions[first.k] ?? 0))
    .slice(0, 2)
    .map((s) => s.sentence.text.trim());
  return {
    dominant: first.label,
    ...(second && second.r >= 0.5 ? { secondary: second.label } : {}),
    intensity,
    quotes,
  };
}
