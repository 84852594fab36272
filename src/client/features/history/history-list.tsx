import { format } from 'date-fns';
import type { THistoryItem } from '../../../shared/history';
import { cn } from '../../lib/cn';

/** The list on the left: newest first, 60-character previews (spec 01 §2). */
export function HistoryList({
  items,
  selectedId,
  onSelect,
}: {
  items: readonly THistoryItem[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <ul className="grid gap-2" aria-label="Your analysed dates">
      {items.map((item) => {
        const selected = item.id === selectedId;
        return (
          <li key={item.id}>
            <button
              type="button"
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(item.id)}
              className={cn(
                'grid w-full gap-1 rounded-xl border p-3 text-left transition-colors',
                selected
                  ? 'border-brand-600 bg-brand-50 ring-2 ring-brand-200'
                  : 'border-gray-200 bg-white hover:bg-brand-50',
              )}
            >
              <span className="flex items-center justify-between gap-2 text-sm">
                <time dateTime={item.date} className="font-semibold text-ink">
                  {format(new Date(item.date), 'MMMM dd, yyyy')}
                </time>
                <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-ink">
                  {item.score}/100
                </span>
              </span>
              <span className="break-words text-sm text-muted">{item.preview}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

export function HistorySkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading your date history"
      className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]"
    >
      <div className="grid gap-2">
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="h-20 animate-pulse rounded-xl bg-gray-100" />
        ))}
      </div>
      <div className="h-96 animate-pulse rounded-2xl bg-gray-100" />
    </div>
  );
}
