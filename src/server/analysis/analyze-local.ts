import type { TAnalysis, TAnalysisContext } from '../../shared/analysis';
import type { EmotionModel } from './emotion-model';
import { buildFeedback, buildSafety, buildTips } from './feedback';
import { detectFlagsDetailed } from './flags';
import { patternInsights, progressStats } from './history';
import { attachmentInsight, communicationInsight } from './insights';
import { detectorModel } from './detector-file';
import type { DetectorModel } from './detectors';
import { learnedFlags, learnedScore } from './learned-flags';
import { emotionModel } from './model-file';
import { computeCompatibility, computeScore, levelUp, narrativePolarity } from './scoring';
import { emotionReading, rawSignals, sentenceSignals, sentimentSplit } from './signals';
import { segment } from './text';

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
  const toneQuote =
    [...signals]
      .sort((a, b) => Math.abs(b.positive - b.negative) - Math.abs(a.positive - a.negative))[0]
      ?.sentence.text.trim() ?? '';
  const { score, factors } =
    detectors && learned
      ? learnedScore(detectors, sentences, learned.readings, flags, plainTone, learned.words)
      : computeScore(flags, sentiment, toneQuote);
  const polarity = narrativePolarity(flags, sentiment);
  const { shouldLevelUp, level } = levelUp(context.datesAnalyzed, context.level);
  const attachment = attachmentInsight(sentences);
  const communication = communicationInsight(sentences, flags);
  const wordCount = sentences.reduce(
    (n, s) => n + s.tokens.filter((t) => t.type === 'word').length,
    0,
  );
  const feedbackInput = {
    flags,
    polarity,
    score,
    wordCount,
    dominantEmotion: emotion.dominant,
    ...(emotion.quotes[0] ? { emotionQuote: emotion.quotes[0] } : {}),
    neutralShare: sentiment.neutral,
    ...(attachment.style && attachment.quotes[0]
      ? { attachment: { style: attachment.style, quote: attachment.quotes[0] } }
      : {}),
  };
  return {
    score,
    compatibilityScore: computeCompatibility(flags, sentiment, text),
    feedback: buildFeedback(feedbackInput),
    personalizedTips: buildTips(feedbackInput),
    shouldLevelUp,
    sentiment,
    redFlags: [...new Set(flags.filter((f) => f.polarity === 'red').map((f) => f.label))],
    level,
    patternInsights: patternInsights(context, flags, score),
    premiumInsights: { attachment: attachment.text, communication: communication.text },
    emotionalTrends: {
      dominant: emotion.dominant,
      ...(emotion.secondary ? { secondary: emotion.secondary } : {}),
      intensity: emotion.intensity,
    },
    progressStats: progressStats(context, flags, score),
    flags,
    evidence: {
      dominantEmotion: emotion.quotes,
      attachment: attachment.quotes,
      communication: communication.quotes,
      scoreFactors: factors.slice(0, 5),
    },
    safety: buildSafety(flags, options.safetyResources, learned?.harmQuote),
    engine: 'local',
    version: LOCAL_ENGINE_VERSION,
  };
}
