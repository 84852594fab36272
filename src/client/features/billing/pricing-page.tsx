import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { checkoutPrice, type TPromo } from '../../../shared/billing';
import {
  FREE_ANALYSIS_LIMIT,
  REFUND_PROCESSING,
  REFUND_WINDOW_DAYS,
  type BillingCycle,
} from '../../../shared/constants';
import { buttonClasses } from '../../components/ui/button';
import { useSession } from '../auth/session-provider';
import { CheckoutButton } from './checkout-button';
import { CycleToggle } from './cycle-toggle';
import { FreePlanCard, PremiumPlanCard } from './plan-cards';
import { PromoField, storedPromoCode } from './promo-field';

/**
 * /pricing (public, spec 01 §2): the full feature list, the Free card's struck-out items, the
 * refund policy link, and `?promo=` pre-filling the code (checked by the server).
 */
export default function PricingPage() {
  const [params] = useSearchParams();
  const { isSignedIn, isPremium } = useSession();
  const [cycle, setCycle] = useState<BillingCycle>(
    params.get('cycle') === 'annual' ? 'annual' : 'monthly',
  );
  const [promo, setPromo] = useState<TPromo | null>(null);
  const initialCode = params.get('promo') ?? storedPromoCode();
  const price = checkoutPrice(cycle, promo);
  const promoOtherCycle = promo && promo.cycle !== cycle;

  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10">
      <header className="text-center">
        <h1 className="text-4xl font-bold text-ink">Simple, honest pricing</h1>
        <p className="mt-2 text-lg text-muted">
          Start free with {FREE_ANALYSIS_LIMIT} analyses. Go Premium for unlimited insight.
        </p>
      </header>
      <div className="mx-auto w-full max-w-md">
        <CycleToggle cycle={cycle} onChange={setCycle} />
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <FreePlanCard full>
          {isSignedIn ? (
            <p className="text-sm text-muted">
              Your current plan{isPremium ? ' before Premium' : ''}.
            </p>
          ) : (
            <Link to="/sign-up" className={buttonClasses('secondary', 'lg') + ' w-full'}>
              Get Started Free
            </Link>
          )}
        </FreePlanCard>
        <PremiumPlanCard cycle={cycle} discountCents={price.discountCents} full>
          <PromoField initialCode={initialCode} onApplied={setPromo} />
          {promo ? (
            <p className="text-sm text-emerald-800" role="status">
              {promo.code}: {promo.description}
              {promoOtherCycle ? ` (choose ${promo.cycle} to use it)` : ''}
            </p>
          ) : null}
          {isPremium ? (
            <Link to="/billing" className={buttonClasses('primary', 'lg')}>
              Manage your subscription
            </Link>
          ) : (
            <CheckoutButton
              cycle={cycle}
              promoCode={promo && !promoOtherCycle ? promo.code : undefined}
            />
          )}
        </PremiumPlanCard>
      </div>
      <p className="text-center text-sm text-muted">
        {REFUND_WINDOW_DAYS}-day full money-back guarantee; refunds take {REFUND_PROCESSING}.
        Promotional or discounted subscriptions are excluded. Read the{' '}
        <Link to="/refund-policy" className="text-brand-700 underline">
          refund policy
        </Link>
        .
      </p>
    </div>
  );
}
