import { z } from './zod';

/**
 * The Analysis object (spec 01 §3) plus the engine's evidence: flags with quotes, evidence per
 * insight, a safety block, and which engine produced it. Server and client share this schema.
 */

export const RED_FLAG_CATEGORIES = [
  'disrespect',
  'boundary_pressure',
  'controlling',
  'aggression',
  'physical_safety',
  'dishonesty',
  'love_bombing',
  'rude_to_others',
  'self_centered',
  'ex_fixation',
  'substance',
  'unreliable',
  'disengaged',
  'financial_pressure',
  'hostile_views',
] as const;

export const GREEN_FLAG_CATEGORIES = [
  'attentive',
  'respectful',
  'kind_to_others',
  'humor_connection',
  'shared_interests',
  'reliable',
  'follow_up',
  'openness',
] as const;

export const FLAG_CATEGORIES = [...RED_FLAG_CATEGORIES, ...GREEN_FLAG_CATEGORIES] as const;

export type TRedFlagCategory = (typeof RED_FLAG_CATEGORIES)[number];
export type TGreenFlagCategory = (typeof GREEN_FLAG_CATEGORIES)[number];
export type TFlagCategory = (typeof FLAG_CATEGORIES)[number];

export const ZFlagSeverity = z.enum(['info', 'caution', 'danger']);
export type TFlagSeverity = z.infer<typeof ZFlagSeverity>;

export const ZFlag = z.object({
  category: z.enum(FLAG_CATEGORIES),
  polarity: z.enum(['red', 'green']),
  severity: ZFlagSeverity,
  /** A short human label, e.g. 'Kept you from leaving'. */
  label: z.string().min(1),
  /** An exact substring of the user's text that the flag rests on. */
  quote: z.string(),
});
export type TFlag = z.infer<typeof ZFlag>;

export const ZTip = z.object({ tip: z.string().min(1), rationale: z.string() });
export type TTip = z.infer<typeof ZTip>;

const fraction = z.number().min(0).max(1);

export const ZSentiment = z
  .object({ positive: fraction, neutral: fraction, negative: fraction })
  .refine((s) => Math.abs(s.positive + s.neutral + s.negative - 1) <= 0.011, {
    message: 'sentiment fractions must sum to 1',
  });
export type TSentiment = z.infer<typeof ZSentiment>;

export const ZEmotionalTrends = z.object({
  dominant: z.string(),
  secondary: z.string().optional(),
  /** 0-10; the UI draws a bar of intensity × 10 %. */
  intensity: z.number().min(0).max(10),
});
export type TEmotionalTrends = z.infer<typeof ZEmotionalTrends>;

export const ZPremiumInsights = z.object({ attachment: z.string(), communication: z.string() });
export type TPremiumInsights = z.infer<typeof ZPremiumInsights>;

export const ZProgressStats = z.object({
  datesAnalyzed: z.number().int().min(0),
  insightsUnlocked: z.number().int().min(0),
  skillLevel: z.string().default('Beginner'),
  nextMilestone: z.number().int().min(1).default(5),
  /** Score trend in points: mean of the last (up to) 3 scores minus the mean of the ones before. */
  improvement: z.number().min(-100).max(100),
  /** 0-100: how regularly the user reflects (share of the last 4 weeks with an entry). */
  consistency: z.number().min(0).max(100),
});
export type TProgressStats = z.infer<typeof ZProgressStats>;

export const ZScoreFactor = z.object({
  factor: z.string(),
  /** Points added to (positive) or taken from (negative) the score. */
  effect: z.number(),
  quote: z.string(),
});
export type TScoreFactor = z.infer<typeof ZScoreFactor>;

export const ZEvidence = z.object({
  dominantEmotion: z.array(z.string()),
  attachment: z.array(z.string()),
  communication: z.array(z.string()),
  scoreFactors: z.array(ZScoreFactor),
});
export type TEvidence = z.infer<typeof ZEvidence>;

export const ZSafety = z.object({
  /** True when any danger flag is present; then message and resources are filled. */
  concern: z.boolean(),
  message: z.string(),
  resources: z.string(),
});
export type TSafety = z.infer<typeof ZSafety>;

/** How the analysis speaks (decision record 0107): one of five modes. */
export const ANALYSIS_MODES = ['danger', 'bad', 'mixed', 'good', 'flat'] as const;
export const ZAnalysisMode = z.enum(ANALYSIS_MODES);
export type TAnalysisMode = z.infer<typeof ZAnalysisMode>;

/**
 * The first step on every danger page, before the analysis's own steps (which say whom to tell,
 * what to keep and where to report, in words for what happened).
 */
export const DANGER_FIRST_STEP = 'Do not reply to them, even to explain. You owe them nothing.';

/** The steps a danger page shows when the analysis brings none of its own. */
export const DANGER_FALLBACK_STEPS = [
  DANGER_FIRST_STEP,
  'If you met on an app, block and report them there; reports help keep other people safe too.',
  'Keep the messages: take screenshots with dates before you block or delete anything.',
  'Tell someone you trust what happened, today if you can.',
] as const;

/**
 * The step a danger analysis gives when the writer is still seeing the person (force or being
 * kept by someone they have been seeing for weeks, or are seeing again on Thursday).
 */
export const SAFETY_PLAN_STEP =
  'Because you are still seeing them, think now about what you would do if it happened again: your phone and bag where you can take them, someone you can call or stay with, and a domestic abuse service, which can help you make a safety plan whether you stay or leave (see the help lines below).';
/** The first step then: "do not reply" is not advice for someone they are still seeing. */
export const DANGER_FIRST_STEP_ONGOING =
  'You do not have to reply or decide anything about them today; your safety comes before their feelings.';

/** The steps of a danger page: the first step, then the analysis's own, or the fallback list. */
export function dangerSteps(tips: readonly { tip: string }[]): string[] {
  if (!tips.length) return [...DANGER_FALLBACK_STEPS];
  const ongoing = tips.some((t) => t.tip === SAFETY_PLAN_STEP);
  return [ongoing ? DANGER_FIRST_STEP_ONGOING : DANGER_FIRST_STEP, ...tips.map((t) => t.tip)];
}

/** Whether a danger page's takeaway already tells the writer it was not their fault. */
export function saysNotTheirFault(takeaway: string): boolean {
  return /\b(?:not|none of (?:this|it) (?:was|is)) your fault\b|\bis on them\b/i.test(takeaway);
}

/**
 * What the everyday results page shows under "Recommendation" and "Personalized Tips" once the
 * takeaway and the next step sit above them: the feedback without its opening sentence when that
 * is the takeaway word for word, and the tips without the one already shown as the next step.
 * The stored analysis keeps both whole (an API reader or an older page sees everything once).
 */
export function pageSections(a: {
  feedback: string;
  personalizedTips: readonly TTip[];
  voice?: { takeaway: string; nextStep: string } | undefined;
}): { recommendation: string; tips: TTip[] } {
  const takeaway = a.voice?.takeaway.trim() ?? '';
  const rest =
    takeaway && a.feedback.startsWith(takeaway) ? a.feedback.slice(takeaway.length).trim() : '';
  const next = a.voice?.nextStep.trim() ?? '';
  const tips = a.personalizedTips.filter((t) => !next || t.tip.trim() !== next);
  return {
    recommendation: rest || a.feedback,
    tips: tips.length ? tips : [...a.personalizedTips],
  };
}

export const ZStatedFeeling = z.object({
  /** The feeling in a word or two, e.g. "scared", "seen", "fed up". */
  feeling: z.string().min(1),
  family: z.enum(['positive', 'negative', 'other']),
  /** The clause of the user's text that states it: an exact substring. */
  quote: z.string(),
  /** 1-10: how strongly the writer said it. */
  intensity: z.number().min(0).max(10),
});
export type TStatedFeeling = z.infer<typeof ZStatedFeeling>;

/**
 * The analysis's voice: its mode, the writer's own stated feelings, self-blame if any, and the
 * takeaway and next step the results page leads with. Optional: analyses stored before it
 * existed have none, and the page then falls back to the safety block and the feedback.
 */
export const ZVoice = z.object({
  mode: ZAnalysisMode,
  statedFeelings: z.array(ZStatedFeeling),
  /** The writer's own words blaming themselves ("probably my fault for ..."), if any. */
  selfBlame: z.string().optional(),
  /** One or two sentences: what the analysis says, first. */
  takeaway: z.string(),
  /** One clear next step. */
  nextStep: z.string(),
});
export type TVoice = z.infer<typeof ZVoice>;

export const ZAnalysis = z.object({
  score: z.number().min(0).max(100),
  compatibilityScore: z.number().min(0).max(100),
  feedback: z.string(),
  personalizedTips: z.array(ZTip),
  shouldLevelUp: z.boolean(),
  sentiment: ZSentiment,
  redFlags: z.array(z.string()),
  level: z.number().int().min(1),
  patternInsights: z.string(),
  premiumInsights: ZPremiumInsights,
  emotionalTrends: ZEmotionalTrends,
  progressStats: ZProgressStats,
  flags: z.array(ZFlag),
  evidence: ZEvidence,
  safety: ZSafety,
  /** 'local' for the built-in engine, otherwise the LLM's model name. */
  engine: z.string().min(1),
  version: z.string().min(1),
  voice: ZVoice.optional(),
});
export type TAnalysis = z.infer<typeof ZAnalysis>;

export const ZHistoryEntry = z.object({
  text: z.string(),
  analysis: ZAnalysis,
  /** ISO timestamp. */
  createdAt: z.string(),
});
export type THistoryEntry = z.infer<typeof ZHistoryEntry>;

export const ZAnalysisContext = z.object({
  /** The user's earlier entries, newest first (as history lists them); the engine sorts by createdAt. */
  history: z.array(ZHistoryEntry),
  isPremium: z.boolean(),
  /** The user's level before this analysis (starts at 1). */
  level: z.number().int().min(1),
  /** Dates analysed before this one. */
  datesAnalyzed: z.number().int().min(0),
});
export type TAnalysisContext = z.infer<typeof ZAnalysisContext>;

/** A first-time or visitor context: no history, level 1. */
export const EMPTY_ANALYSIS_CONTEXT: TAnalysisContext = {
  history: [],
  isPremium: false,
  level: 1,
  datesAnalyzed: 0,
};

export const ANALYSIS_DEFAULT_SCORE = 50;
export const ANALYSIS_DEFAULT_MILESTONE = 5;
export const NO_FEEDBACK_TEXT = 'No feedback available';

/** Spec 01 §8 "Analysis fails, non-limit": shown when no engine could produce an analysis. */
export const FALLBACK_ANALYSIS: TAnalysis = {
  score: ANALYSIS_DEFAULT_SCORE,
  compatibilityScore: 50,
  feedback: "We couldn't fully analyze your date due to a technical issue. Please try again later.",
  personalizedTips: [
    {
      tip: 'Try again with more details about your date experience.',
      rationale: 'The analysis could not be completed this time.',
    },
  ],
  shouldLevelUp: false,
  sentiment: { positive: 0.5, neutral: 0.2, negative: 0.3 },
  redFlags: [],
  level: 1,
  patternInsights: '',
  premiumInsights: { attachment: '', communication: '' },
  emotionalTrends: { dominant: 'neutral', intensity: 0 },
  progressStats: {
    datesAnalyzed: 0,
    insightsUnlocked: 0,
    skillLevel: 'Beginner',
    nextMilestone: ANALYSIS_DEFAULT_MILESTONE,
    improvement: 0,
    consistency: 0,
  },
  flags: [],
  evidence: { dominantEmotion: [], attachment: [], communication: [], scoreFactors: [] },
  safety: { concern: false, message: '', resources: '' },
  engine: 'fallback',
  version: 'fallback',
};

/** The fallback analysis for a given user: keeps their level and count. */
export function fallbackAnalysis(context?: Pick<TAnalysisContext, 'level' | 'datesAnalyzed'>) {
  const base = structuredClone(FALLBACK_ANALYSIS);
  if (context) {
    base.level = Math.max(1, Math.trunc(context.level));
    base.progressStats.datesAnalyzed = Math.max(0, Math.trunc(context.datesAnalyzed));
  }
  return base;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asNumber(value: unknown, fallback: number, min = 0, max = 100): number {
  return typeof value === 'number' && Number.isFinite(value)
    ? Math.min(max, Math.max(min, value))
    : fallback;
}

function asString(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

function normalizeTips(value: unknown): TTip[] {
  if (!Array.isArray(value)) return [];
  const tips: TTip[] = [];
  for (const item of value) {
    if (typeof item === 'string' && item.trim()) tips.push({ tip: item, rationale: '' });
    else if (isRecord(item) && typeof item.tip === 'string' && item.tip.trim())
      tips.push({ tip: item.tip, rationale: asString(item.rationale) });
  }
  return tips;
}

function normalizeSentiment(value: unknown): TSentiment {
  const s = isRecord(value) ? value : {};
  const positive = asNumber(s.positive, 0.5, 0, 1);
  const neutral = asNumber(s.neutral, 0.3, 0, 1);
  const negative = asNumber(s.negative, 0.2, 0, 1);
  const sum = positive + neutral + negative;
  if (sum <= 0) return { positive: 0.5, neutral: 0.3, negative: 0.2 };
  const p = positive / sum;
  const n = negative / sum;
  return { positive: p, negative: n, neutral: Math.max(0, 1 - p - n) };
}

function normalizePremium(value: unknown): TPremiumInsights {
  if (Array.isArray(value)) {
    const items = value.filter((v): v is string => typeof v === 'string');
    return { attachment: items[0] ?? '', communication: items[1] ?? '' };
  }
  const p = isRecord(value) ? value : {};
  return { attachment: asString(p.attachment), communication: asString(p.communication) };
}

/**
 * Spec 01 §5 "History normalisation": turns any stored analysis (including older shapes with
 * string tips or a premiumInsights list) into a valid Analysis. Missing tips become an empty
 * list, a non-number score becomes 50, missing feedback becomes 'No feedback available'.
 */
export function normalizeAnalysis(raw: unknown): TAnalysis {
  const direct = ZAnalysis.safeParse(raw);
  if (direct.success) return direct.data;
  const a = isRecord(raw) ? raw : {};
  const base = fallbackAnalysis();
  const trends = isRecord(a.emotionalTrends) ? a.emotionalTrends : {};
  const stats = isRecord(a.progressStats) ? a.progressStats : {};
  const flags = Array.isArray(a.flags)
    ? a.flags.flatMap((f) => {
        const parsed = ZFlag.safeParse(f);
        return parsed.success ? [parsed.data] : [];
      })
    : [];
  const evidence = ZEvidence.safeParse(a.evidence);
  const safety = ZSafety.safeParse(a.safety);
  const voice = ZVoice.safeParse(a.voice);
  const candidate: TAnalysis = {
    score: asNumber(a.score, ANALYSIS_DEFAULT_SCORE),
    compatibilityScore: asNumber(a.compatibilityScore, 50),
    feedback: typeof a.feedback === 'string' && a.feedback ? a.feedback : NO_FEEDBACK_TEXT,
    personalizedTips: normalizeTips(a.personalizedTips),
    shouldLevelUp: a.shouldLevelUp === true,
    sentiment: normalizeSentiment(a.sentiment),
    redFlags: Array.isArray(a.redFlags)
      ? a.redFlags.filter((r): r is string => typeof r === 'string')
      : [],
    level: Math.max(1, Math.trunc(asNumber(a.level, 1, 1, Number.MAX_SAFE_INTEGER))),
    patternInsights: asString(a.patternInsights),
    premiumInsights: normalizePremium(a.premiumInsights),
    emotionalTrends: {
      dominant: asString(trends.dominant, 'neutral'),
      ...(typeof trends.secondary === 'string' ? { secondary: trends.secondary } : {}),
      intensity: asNumber(trends.intensity, 0, 0, 10),
    },
    progressStats: {
      datesAnalyzed: Math.trunc(asNumber(stats.datesAnalyzed, 0, 0, Number.MAX_SAFE_INTEGER)),
      insightsUnlocked: Math.trunc(asNumber(stats.insightsUnlocked, 0, 0, Number.MAX_SAFE_INTEGER)),
      skillLevel: asString(stats.skillLevel, 'Beginner') || 'Beginner',
      nextMilestone: Math.trunc(
        asNumber(stats.nextMilestone, ANALYSIS_DEFAULT_MILESTONE, 1, Number.MAX_SAFE_INTEGER),
      ),
      improvement: asNumber(stats.improvement, 0, -100, 100),
      consistency: asNumber(stats.consistency, 0, 0, 100),
    },
    flags,
    evidence: evidence.success ? evidence.data : base.evidence,
    safety: safety.success ? safety.data : base.safety,
    engine: asString(a.engine, 'unknown') || 'unknown',
    version: asString(a.version, 'unknown') || 'unknown',
    ...(voice.success ? { voice: voice.data } : {}),
  };
  return ZAnalysis.parse(candidate);
}
