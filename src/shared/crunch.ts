import { z } from './zod';
import { ZAnalysis, ZEmotionalTrends, ZPremiumInsights, type TAnalysis } from './analysis';
import {
  FREE_ANALYSIS_LIMIT,
  MAX_DESCRIPTION_LENGTH,
  MIN_DESCRIPTION_LENGTH,
  PRODUCT_NAME,
} from './constants';

/** Every text of crunching a date (spec 01 §2, §8), used by the page, the API and the tests. */
export const CRUNCH_MESSAGES = {
  heading: 'How was your date?',
  ready: 'Ready!',
  keepTyping: 'Keep typing...',
  submit: 'Crunch My Date!',
  submitting: 'Crunching Date...',
  signInToSave: 'Sign in to save your results.',
  tooShort: `Please describe your date in more than ${MIN_DESCRIPTION_LENGTH} characters.`,
  tooLong: `Your description is too long: please keep it to ${MAX_DESCRIPTION_LENGTH.toLocaleString('en-US')} characters or fewer.`,
  crunchingTitle: 'Crunching Your Date',
  crunchingDescription: 'Reading between the lines...',
  crunchedTitle: 'Date Crunched',
  crunchedSaved: 'Your analysis is saved in your date history.',
  crunchedUnsaved: 'Your analysis is ready.',
  errorTitle: 'Crunch Error',
  error: 'There was an error crunching your date. Please try again.',
  signInRequiredTitle: 'Sign in required',
  signInRequired: 'Please sign in to analyze your date and save it to your account.',
  visitorLimit: `You have used today's free analyses without an account. Create a free account to keep crunching and save your results.`,
  accountRateLimited: 'You are crunching dates very quickly. Please wait a little and try again.',
  freeLimitTitle: 'Free Limit Reached',
  freeLimit: `You've analyzed ${FREE_ANALYSIS_LIMIT} dates, which is the limit for free accounts. Upgrade to Premium for unlimited date analyses.`,
  premiumTeaser:
    'Upgrade to Premium to see your attachment style, communication patterns and the emotions in play on this date.',
  resultsTitle: `${PRODUCT_NAME} Results`,
} as const;

/** The text a user submits: more than 10 characters once trimmed, at most 10,000 as typed. */
export const ZDateText = z
  .string({ error: CRUNCH_MESSAGES.tooShort })
  .max(MAX_DESCRIPTION_LENGTH, { error: CRUNCH_MESSAGES.tooLong })
  .refine((text) => text.trim().length > MIN_DESCRIPTION_LENGTH, {
    error: CRUNCH_MESSAGES.tooShort,
  });

export const ZCrunchRequest = z.object({ text: ZDateText });
export type TCrunchRequest = z.infer<typeof ZCrunchRequest>;

/**
 * The Analysis as the API sends it. Premium-only parts (premiumInsights, the emotional-trend card
 * and the quotes behind them) are present only for Premium users; `premiumLocked` tells the
 * client to show the teaser instead.
 */
export const ZPresentedAnalysis = ZAnalysis.extend({
  premiumInsights: ZPremiumInsights.optional(),
  emotionalTrends: ZEmotionalTrends.optional(),
  premiumLocked: z.boolean(),
});
export type TPresentedAnalysis = z.infer<typeof ZPresentedAnalysis>;

export function presentAnalysis(analysis: TAnalysis, isPremium: boolean): TPresentedAnalysis {
  if (isPremium) return { ...analysis, premiumLocked: false };
  const { premiumInsights: _p, emotionalTrends: _e, evidence, ...rest } = analysis;
  return {
    ...rest,
    evidence: { ...evidence, dominantEmotion: [], attachment: [], communication: [] },
    premiumLocked: true,
  };
}

export const ZCrunchUsage = z.object({
  /** The profile's count of analysed dates after this crunch. */
  datesAnalyzed: z.number().int().min(0),
  level: z.number().int().min(1),
  isPremium: z.boolean(),
  /** The free allowance (FREE_ANALYSIS_LIMIT); Premium has none. */
  limit: z.number().int().min(1),
});
export type TCrunchUsage = z.infer<typeof ZCrunchUsage>;

export const ZCrunchResponse = z.object({
  analysis: ZPresentedAnalysis,
  saved: z.boolean(),
  entryId: z.string().nullable(),
  /** Why nothing was saved: a visitor's crunch, or a failed save (the analysis still shows). */
  unsavedReason: z.enum(['visitor', 'save_failed']).nullable(),
  /** The signed-in user's counters; null for a visitor. */
  usage: ZCrunchUsage.nullable(),
});
export type TCrunchResponse = z.infer<typeof ZCrunchResponse>;
