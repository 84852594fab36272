import type { TFlag } from '../../../shared/analysis';

export interface QuoteRange {
  start: number;
  end: number;
  /** Indexes into the flags list of every flag resting on this quote. */
  flags: number[];
  polarity: 'red' | 'green';
}

/**
 * Where each flag's quote sits in the text: non-overlapping ranges in reading order. Flags
 * quoting the same words share one range (red wins its colour); a quote not found in the text,
 * or overlapping an earlier one, gets no range.
 */
export function quoteRanges(text: string, flags: readonly TFlag[]): QuoteRange[] {
  const byQuote = new Map<string, number[]>();
  flags.forEach((flag, i) => {
    const quote = flag.quote.trim();
    if (!quote) return;
    byQuote.set(quote, [...(byQuote.get(quote) ?? []), i]);
  });
  const candidates: QuoteRange[] = [];
  for (const [quote, indexes] of byQuote) {
    const start = text.indexOf(quote);
    if (start < 0) continue;
    const polarity = indexes.some((i) => flags[i]?.polarity === 'red') ? 'red' : 'green';
    candidates.push({ start, end: start + quote.length, flags: indexes, polarity });
  }
  candidates.sort((a, b) => a.start - b.start || b.end - a.end);
  const ranges: QuoteRange[] = [];
  for (const range of candidates) {
    const last = ranges.at(-1);
    if (last && range.start < last.end) continue;
    ranges.push(range);
  }
  return ranges;
}

/** The id of the highlight a flag points to, if its quote was found. */
export function quoteAnchor(ranges: readonly QuoteRange[], flagIndex: number): string | null {
  const at = ranges.findIndex((r) => r.flags.includes(flagIndex));
  return at < 0 ? null : `quote-${at}`;
}
