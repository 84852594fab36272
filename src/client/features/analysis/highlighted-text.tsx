import type { ReactNode } from 'react';
import type { TFlag } from '../../../shared/analysis';
import { cn } from '../../lib/cn';
import type { QuoteRange } from './quote-ranges';

/** The user's own description with the words each flag rests on highlighted. */
export function HighlightedText({
  text,
  flags,
  ranges,
}: {
  text: string;
  flags: readonly TFlag[];
  ranges: readonly QuoteRange[];
}) {
  const parts: ReactNode[] = [];
  let at = 0;
  ranges.forEach((range, i) => {
    if (range.start > at) parts.push(text.slice(at, range.start));
    const labels = range.flags.map((f) => flags[f]?.label).filter(Boolean);
    parts.push(
      <mark
        key={i}
        id={`quote-${i}`}
        tabIndex={-1}
        data-polarity={range.polarity}
        className={cn(
          'rounded px-0.5 text-ink',
          range.polarity === 'red' ? 'bg-red-100 ring-1 ring-red-300' : 'bg-emerald-100',
        )}
      >
        {text.slice(range.start, range.end)}
        <span className="sr-only">
          {' '}
          ({range.polarity} flag: {labels.join(', ')})
        </span>
      </mark>,
    );
    at = range.end;
  });
  if (at < text.length) parts.push(text.slice(at));
  return (
    <p className="whitespace-pre-wrap break-words leading-relaxed text-ink" data-testid="date-text">
      {parts}
    </p>
  );
}
