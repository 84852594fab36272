import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { REFUND_WINDOW_DAYS, type BillingCycle } from '../../../shared/constants';
import { buttonClasses } from '../../components/ui/button';
import { CheckoutButton } from './checkout-button';
import { CycleToggle } from './cycle-toggle';
import { FreePlanCard, PremiumPlanCard } from './plan-cards';

/** /payment (spec 01 §2): Free and Premium cards, the cycle toggle, the 14-day guarantee. */
export default function PaymentPage() {
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10">
      <header className="text-center">
        <h1 className="text-3xl font-bold text-ink">Choose your plan</h1>
        <p className="mt-2 text-muted">Upgrade when you are ready; your dates stay yours.</p>
      </header>
      <div className="mx-auto w-full max-w-md">
        <CycleToggle cycle={cycle} onChange={setCycle} />
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <FreePlanCard>
          <Link to="/" className={buttonClasses('secondary', 'lg') + ' w-full'}>
            Continue with Free
          </Link>
        </FreePlanCard>
        <PremiumPlanCard cycle={cycle}>
          <CheckoutButton cycle={cycle} />
        </PremiumPlanCard>
      </div>
      <p className="flex items-center justify-center gap-2 text-center text-muted">
        <ShieldCheck aria-hidden className="h-5 w-5 text-emerald-700" />
        {REFUND_WINDOW_DAYS}-day full money-back guarantee.{' '}
        <Link to="/refund-policy" className="text-brand-700 underline">
          Refund policy
        </Link>
      </p>
    </div>
  );
}
