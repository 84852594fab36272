import { Star } from 'lucide-react';
import { cn } from '../../lib/cn';
import { effectivenessBand, starsFor } from './analysis-format';

/** Stars out of 5 for a score, read out as one phrase. */
export function ScoreStars({ score, className }: { score: number; className?: string }) {
  const stars = starsFor(score);
  return (
    <div
      role="img"
      aria-label={`${stars} out of 5 stars`}
      className={cn('flex gap-0.5', className)}
    >
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden
          className={cn(
            'h-6 w-6',
            i < stars ? 'fill-amber-400 text-amber-500' : 'fill-gray-100 text-gray-300',
          )}
        />
      ))}
    </div>
  );
}

const BAND_CLASSES: Record<string, string> = {
  'Very High': 'bg-emerald-100 text-emerald-900',
  High: 'bg-green-100 text-green-900',
  Moderate: 'bg-amber-100 text-amber-900',
  Low: 'bg-orange-100 text-orange-900',
  'Very Low': 'bg-red-100 text-red-900',
};

/**
 * The band says how the date went, not how effective the writer was (decision record 0107):
 * the spec's "Very Low Effectiveness" read as a verdict on the person.
 */
export const DATE_BAND_WORDS: Record<string, string> = {
  'Very High': 'Went very well',
  High: 'Went well',
  Moderate: 'Mixed',
  Low: 'Went badly',
  'Very Low': 'Went very badly',
};

export function EffectivenessBadge({ score }: { score: number }) {
  const band = effectivenessBand(score);
  return (
    <span
      className={cn('rounded-full px-3 py-1 text-sm font-semibold', BAND_CLASSES[band])}
      data-testid="effectiveness-badge"
    >
      {DATE_BAND_WORDS[band] ?? band}
    </span>
  );
}

/** A labelled 0-100 bar (a meter for assistive technology). */
export function PercentBar({
  label,
  value,
  className,
  barClassName = 'bg-brand-600',
}: {
  label: string;
  value: number;
  className?: string;
  barClassName?: string;
}) {
  const clamped = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={`${clamped}%`}
      className={cn('h-3 w-full overflow-hidden rounded-full bg-gray-200', className)}
    >
      <div className={cn('h-full rounded-full', barClassName)} style={{ width: `${clamped}%` }} />
    </div>
  );
}
