import { Crown } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  ANNUAL_BADGES,
  BILLING_CYCLES,
  FREE_ANALYSIS_LIMIT,
  PRICES_CENTS,
  type BillingCycle,
} from '../../../shared/constants';
import { buttonClasses } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { cn } from '../../lib/cn';

/**
 * The upgrade dialog (spec 01 §2 "Upgrade dialog"): opens when the free limit is hit or from a
 * Premium teaser, and offers the monthly/annual choice.
 *
 * For the billing issue: keep `UpgradeDialogProps` and replace `UpgradeOffer` (the body) with
 * the checkout button; `cycle` and `onCycleChange` are the toggle's state, `reason` says why the
 * dialog opened, `onDone` closes it.
 */
export interface UpgradeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'limit': the free allowance is used up; 'teaser': the user asked about Premium. */
  reason?: 'limit' | 'teaser';
  /** The cycle selected when the dialog opens (default monthly, spec 01 §4). */
  initialCycle?: BillingCycle;
}

export interface UpgradeOfferProps {
  cycle: BillingCycle;
  onCycleChange: (cycle: BillingCycle) => void;
  reason: 'limit' | 'teaser';
  onDone: () => void;
}

export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

const CYCLE_LABELS: Record<BillingCycle, string> = { monthly: 'Monthly', annual: 'Annual' };

export function UpgradeOffer({ cycle, onCycleChange, reason, onDone }: UpgradeOfferProps) {
  return (
    <div className="grid gap-4">
      <p className="text-muted">
        {reason === 'limit'
          ? `You've used your ${FREE_ANALYSIS_LIMIT} free analyses. Premium gives you unlimited analyses, attachment style and communication insights, and the emotions behind every date.`
          : 'Premium gives you unlimited analyses, attachment style and communication insights, and the emotions behind every date.'}
      </p>
      <div role="radiogroup" aria-label="Billing cycle" className="grid grid-cols-2 gap-2">
        {BILLING_CYCLES.map((c) => (
          <button
            key={c}
            type="button"
            role="radio"
            aria-checked={cycle === c}
            onClick={() => onCycleChange(c)}
            className={cn(
              'rounded-xl border p-3 text-left transition-colors',
              cycle === c
                ? 'border-brand-700 bg-brand-50 ring-2 ring-brand-200'
                : 'border-gray-300 bg-white hover:bg-brand-50',
            )}
          >
            <span className="block font-semibold text-ink">{CYCLE_LABELS[c]}</span>
            <span className="block text-lg font-bold text-ink">
              {formatPrice(PRICES_CENTS[c])}
              <span className="text-sm font-normal text-muted">
                {c === 'monthly' ? ' / month' : ' / year'}
              </span>
            </span>
            {c === 'annual' ? (
              <span className="mt-1 inline-block rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                {ANNUAL_BADGES.percent} · {ANNUAL_BADGES.amount}
              </span>
            ) : null}
          </button>
        ))}
      </div>
      <Link
        to={`/pricing?cycle=${cycle}`}
        onClick={onDone}
        className={buttonClasses('primary', 'lg')}
      >
        See Premium plans
      </Link>
    </div>
  );
}

export function UpgradeDialog({
  open,
  onOpenChange,
  reason = 'limit',
  initialCycle = 'monthly',
}: UpgradeDialogProps) {
  const [cycle, setCycle] = useState<BillingCycle>(initialCycle);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={
          <span className="flex items-center gap-2">
            <Crown aria-hidden className="h-6 w-6 text-amber-500" /> Upgrade to Premium
          </span>
        }
        description="Unlimited date analyses and deeper insights."
      >
        <UpgradeOffer
          cycle={cycle}
          onCycleChange={setCycle}
          reason={reason}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
