import type { TAnalysis, TAnalysisContext, TFlag, TFlagCategory } from '../../shared/analysis';
import type { EmotionModel } from './emotion-model';
import { buildSafety, buildVoice } from './feedback';
import { LAUGHED_AT_WRITER, WRITERS_OWN_FAULT, touchedWriter, writerOnly } from './flag-grounds';
import { detectFlagsDetailed } from './flags';
import { patternInsights, progressStats } from './history';
import { attachmentInsight, communicationInsight } from './insights';
import { detectorModel } from './detector-file';
import type { DetectorModel } from './detectors';
import { learnedFlags, learnedScore } from './learned-flags';
import { emotionModel } from './model-file';
import { computeCompatibility, computeScore, levelUp, narrativePolarity } from './scoring';
import { emotionReading, rawSignals, sentenceSignals, sentimentSplit } from './signals';
import { mostlyNotEnglish, segment, type Sentence } from './text';
import { shownEmotion } from './voice/emotions';
import { decideMode } from './voice/modes';
import { selfBlame, statedFeelings } from './voice/stated-feelings';

/** The writer saying sorry: "I write him sorry sorry", "I apologised for being late". */
const OWN_APOLOGY =
  /\bi (?:\w+ )?(?:apologi[sz]\w*|said sorry|say sorry|write (?:him|her|them) sorry|wrote (?:him|her|them) sorry|texted sorry)\b|\bi was the one (?:late|who)\b/;

/**
 * A line the "tell them that part" tip must not rest on: the writer's own question, apology or
 * embarrassment ("I write him sorry sorry", "the whole kitchen laughing at me"), or a line only
 * about the writer.
 */
export function notForToneTip(sentence: Sentence): boolean {
  const t = sentence.text.trim();
  return (
    /\?\s*\S{0,3}$/.test(t) ||
    OWN_APOLOGY.test(t.toLowerCase()) ||
    WRITERS_OWN_FAULT.test(t) ||
    LAUGHED_AT_WRITER.test(t) ||
    writerOnly(sentence)
  );
}

/**
 * A glad word standing alone right after something bad is irony, not a feeling: "He made me pay
 * for his three cocktails. Grateful! Never again."
 */
function ironicFeeling(
  f: { family: string; quote: string },
  sentences: readonly Sentence[],
  flags: readonly TFlag[],
): boolean {
  if (f.family !== 'positive' || f.quote.trim().split(/\s+/).length > 2) return false;
  const i = sentences.findIndex((s) => s.text.includes(f.quote));
  if (i <= 0 || sentences[i]!.text.trim().split(/\s+/).length > 3) return false;
  const before = sentences[i - 1]!.text;
  return flags.some(
    (g) => g.polarity === 'red' && g.severity !== 'info' && before.includes(g.quote.slice(0, 40)),
  );
}

export const LOCAL_ENGINE_VERSION = `local-1.0+${emotionModel.meta.version}`;

export interface LocalOptions {
  safetyResources: string;
}

/**
 * The built-in engine: pure, synchronous and deterministic (the model is loaded at import).
 * Same text and context, same Analysis.
 */
export function analyzeLocal(
  text: string,
  context: TAnalysisContext,
  options: LocalOptions,
  model: EmotionModel = emotionModel,
  detectors: DetectorModel | null = detectorModel,
): TAnalysis {
  const sentences = segment(typeof text === 'string' ? text : '');
  const rules = detectFlagsDetailed(sentences);
  const raw = rawSignals(model, sentences);
  // The tone before any flag is known: an input of the category heads and the score head.
  const plainTone = sentimentSplit(sentenceSignals(model, sentences, [], new Set(), raw));
  const learned = detectors
    ? learnedFlags(detectors, sentences, rules.flags, rules.bySentence, plainTone)
    : null;
  const flags = learned ? learned.flags : rules.flags;
  const { reassured } = rules;
  const signals = sentenceSignals(model, sentences, flags, reassured, raw);
  const sentiment = sentimentSplit(signals);
  const emotion = emotionReading(model, signals);
  // The sentence with the strongest tone, for a tip when nothing more specific applies; never
  // one that tells of harm (a stranger's grope is not "your warmest line").
  const harmful = (t: string) =>
    t === learned?.harmQuote ||
    touchedWriter(t) !== null ||
    flags.some((f) => f.severity === 'danger' && t.includes(f.quote));
  const toneQuote =
    [...signals]
      .sort((a, b) => Math.abs(b.positive - b.negative) - Math.abs(a.positive - a.negative))
      .filter((s) => !notForToneTip(s.sentence))
      .map((s) => s.sentence.text.trim())
      .find((t) => !harmful(t)) ?? '';
  const { score, factors } =
    detectors && learned
      ? learnedScore(detectors, sentences, learned.readings, flags, plainTone, learned.words)
      : computeScore(flags, sentiment, toneQuote);
  const polarity = narrativePolarity(flags, sentiment);
  const { shouldLevelUp, level } = levelUp(context.datesAnalyzed, context.level);
  const communication = communicationInsight(sentences, flags);
  const wordCount = sentences.reduce(
    (n, s) => n + s.tokens.filter((t) => t.type === 'word').length,
    0,
  );
  const feelings = statedFeelings(sentences).filter((f) => !ironicFeeling(f, sentences, flags));
  const attachment = attachmentInsight(sentences, feelings);
  const blame = selfBlame(sentences);
  const harmQuote = learned?.harmQuote;
  const notEnglish = mostlyNotEnglish(sentences);
  const mode = decideMode({
    notEnglish,
    flags,
    polarity,
    score,
    wordCount,
    neutralShare: sentiment.neutral,
    feelings,
    harmQuote,
  });
  const shown = shownEmotion(emotion, feelings, mode === 'danger');
  const feedbackInput = {
    flags,
    polarity,
    score,
    wordCount,
    dominantEmotion: shown.dominant,
    ...(shown.quotes[0] ? { emotionQuote: shown.quotes[0] } : {}),
    neutralShare: sentiment.neutral,
    ...(attachment.style && attachment.quotes[0]
      ? { attachment: { style: attachment.style, quote: attachment.quotes[0] } }
      : {}),
    mode,
    feelings,
    selfBlame: blame,
    ...(harmQuote ? { harmQuote } : {}),
    ...(toneQuote ? { toneQuote } : {}),
    repeated: repeatedRed(context, flags),
    text,
    notEnglish,
  };
  const voice = buildVoice(feedbackInput, mode);
  return {
    score,
    compatibilityScore: computeCompatibility(flags, sentiment, text),
    feedback: voice.feedback,
    personalizedTips: voice.tips,
    shouldLevelUp,
    sentiment,
    redFlags: [...new Set(flags.filter((f) => f.polarity === 'red').map((f) => f.label))],
    level,
    patternInsights: patternInsights(context, flags, score),
    premiumInsights: { attachment: attachment.text, communication: communication.text },
    emotionalTrends: {
      dominant: shown.dominant,
      ...(shown.secondary ? { secondary: shown.secondary } : {}),
      intensity: shown.intensity,
    },
    progressStats: progressStats(context, flags, score),
    flags,
    evidence: {
      dominantEmotion: shown.quotes,
      attachment: attachment.quotes,
      communication: communication.quotes,
      scoreFactors: factors.slice(0, 5),
    },
    safety: buildSafety(flags, options.safetyResources, harmQuote),
    engine: 'local',
    version: LOCAL_ENGINE_VERSION,
    voice: {
      mode,
      statedFeelings: feelings
        .filter((f) => mode !== 'danger' || f.family !== 'positive')
        .map(({ feeling, family, quote, intensity }) => ({ feeling, family, quote, intensity })),
      ...(blame ? { selfBlame: blame.quote } : {}),
      takeaway: voice.takeaway,
      nextStep: voice.nextStep,
    },
  };
}

/** Red categories of this entry that also came up in earlier entries, with how many. */
function repeatedRed(context: TAnalysisContext, flags: TAnalysis['flags']) {
  const now = new Set(flags.filter((f) => f.polarity === 'red').map((f) => f.category));
  const counts = new Map<TFlagCategory, number>();
  for (const h of context.history) {
    const cats = new Set(
      h.analysis.flags.filter((f) => f.polarity === 'red').map((f) => f.category),
    );
    for (const c of cats) if (now.has(c)) counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  return [...counts]
    .map(([category, entries]) => ({ category, entries }))
    .sort((a, b) => b.entries - a.entries);
}
