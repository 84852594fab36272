import { Crown } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  FREE_ANALYSIS_LIMIT,
  REFUND_WINDOW_DAYS,
  type BillingCycle,
} from '../../../shared/constants';
import { Dialog, DialogContent } from '../../components/ui/dialog';
// The checkout button and cycle choice are billing's; the dialog is opened by the analysis page.
import { CheckoutButton } from '../billing/checkout-button';
import { CYCLE_LABELS, CycleToggle } from '../billing/cycle-toggle';

/**
 * The upgrade dialog (spec 01 §2 "Upgrade dialog"): opens when the free limit is hit or from a
 * Premium teaser, and offers the monthly/annual choice and the checkout button (billing's).
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

export function UpgradeOffer({ cycle, onCycleChange, reason, onDone }: UpgradeOfferProps) {
  return (
    <div className="grid gap-4">
      <p className="text-muted">
        {reason === 'limit'
          ? `You've used your ${FREE_ANALYSIS_LIMIT} free analyses. Premium gives you unlimited analyses, attachment style and communication insights, and the emotions behind every date.`
          : 'Premium gives you unlimited analyses, attachment style and communication insights, and the emotions behind every date.'}
      </p>
      <CycleToggle cycle={cycle} onChange={onCycleChange} />
      <CheckoutButton cycle={cycle} label={`Upgrade ${CYCLE_LABELS[cycle]}`} />
      <p className="text-center text-sm text-muted">
        {REFUND_WINDOW_DAYS}-day money-back guarantee ·{' '}
        <Link to={`/pricing?cycle=${cycle}`} onClick={onDone} className="text-brand-700 underline">
          See Premium plans
        </Link>
      </p>
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
