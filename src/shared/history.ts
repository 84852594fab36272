import { z } from './zod';
import { HISTORY_PAGE_MAX, HISTORY_PAGE_SIZE } from './constants';
import { ZPresentedAnalysis } from './crunch';

/** Every text of the date history page (spec 01 §2 "Date history page", §8). */
export const HISTORY_MESSAGES = {
  title: 'Date History',
  signedOut: 'Sign in to see your date history.',
  empty: 'No dates analyzed yet',
  analyzeLink: 'Analyze a Date',
  selectPrompt: 'Select a date to view details',
  noText: 'No text available',
  deleted: 'Date deleted',
  loadFailed: 'Failed to load your date history.',
  deleteFailed: 'Failed to delete date. Please try again.',
  deleteConfirmTitle: 'Delete this date?',
  deleteConfirm:
    'The text and its analysis are erased for good. Your count of analysed dates stays the same.',
  loadMore: 'Load more',
  notFound: 'This date was not found.',
  trendsTitle: 'Your trends',
} as const;

/** One line of the list: the first 60 characters of the text, never the whole of it. */
export const ZHistoryItem = z.object({
  id: z.string(),
  /** ISO timestamp of created_at. */
  date: z.string(),
  preview: z.string(),
  score: z.number(),
});
export type THistoryItem = z.infer<typeof ZHistoryItem>;

export const ZHistoryQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(HISTORY_PAGE_MAX).default(HISTORY_PAGE_SIZE),
});
export type THistoryQuery = z.infer<typeof ZHistoryQuery>;

/** Newest first; `nextCursor` asks for the entries older than the last one (keyset paging). */
export const ZHistoryPage = z.object({
  items: z.array(ZHistoryItem),
  nextCursor: z.string().nullable(),
});
export type THistoryPage = z.infer<typeof ZHistoryPage>;

/** The detail panel's entry (spec 01 §3 "History item as presented"). */
export const ZHistoryDetail = z.object({
  id: z.string(),
  date: z.string(),
  text: z.string(),
  analysis: ZPresentedAnalysis,
});
export type THistoryDetail = z.infer<typeof ZHistoryDetail>;

export const ZDeleteResponse = z.object({ ok: z.literal(true) });

export const ZTrendPoint = z.object({
  date: z.string(),
  score: z.number(),
  compatibilityScore: z.number(),
  positive: z.number(),
  neutral: z.number(),
  negative: z.number(),
});
export type TTrendPoint = z.infer<typeof ZTrendPoint>;

export const ZFlagCount = z.object({ category: z.string(), label: z.string(), count: z.number() });
export type TFlagCount = z.infer<typeof ZFlagCount>;

/** Trends over the newest TRENDS_MAX_ENTRIES entries, oldest point first. */
export const ZTrends = z.object({
  points: z.array(ZTrendPoint),
  redFlags: z.array(ZFlagCount),
  greenFlags: z.array(ZFlagCount),
});
export type TTrends = z.infer<typeof ZTrends>;

/** The first 60 characters of the text, or the spec's 'No text available'. */
export function previewOf(text: string, length: number): string {
  const trimmed = text.trim();
  if (!trimmed) return HISTORY_MESSAGES.noText;
  return trimmed.length > length ? `${trimmed.slice(0, length)}...` : trimmed;
}
