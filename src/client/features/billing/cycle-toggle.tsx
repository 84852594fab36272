import {
  ANNUAL_BADGES,
  BILLING_CYCLES,
  PRICES_CENTS,
  type BillingCycle,
} from '../../../shared/constants';
import { formatCents } from '../../../shared/billing';
import { cn } from '../../lib/cn';

export const CYCLE_LABELS: Record<BillingCycle, string> = { monthly: 'Monthly', annual: 'Annual' };
export const CYCLE_UNITS: Record<BillingCycle, string> = { monthly: '/ month', annual: '/ year' };

/** The monthly/annual choice (spec 01 §4 "Billing cycle toggle": default monthly). */
export function CycleToggle({
  cycle,
  onChange,
}: {
  cycle: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
}) {
  return (
    <div role="radiogroup" aria-label="Billing cycle" className="grid grid-cols-2 gap-2">
      {BILLING_CYCLES.map((c) => (
        <button
          key={c}
          type="button"
          role="radio"
          aria-checked={cycle === c}
          onClick={() => onChange(c)}
          className={cn(
            'rounded-xl border p-3 text-left transition-colors',
            cycle === c
              ? 'border-brand-700 bg-brand-50 ring-2 ring-brand-200'
              : 'border-gray-300 bg-white hover:bg-brand-50',
          )}
        >
          <span className="block font-semibold text-ink">{CYCLE_LABELS[c]}</span>
          <span className="block text-lg font-bold text-ink">
            {formatCents(PRICES_CENTS[c])}
            <span className="text-sm font-normal text-muted"> {CYCLE_UNITS[c]}</span>
          </span>
          {c === 'annual' ? (
            <span className="mt-1 inline-block rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
              {ANNUAL_BADGES.percent} · {ANNUAL_BADGES.amount}
            </span>
          ) : null}
        </button>
      ))}
    </div>
  );
}
