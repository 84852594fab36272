import { useQuery } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { BillingCycle } from '../../../shared/constants';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../auth/session-provider';
import { BILLING_QUERY_KEY, fetchInvoices, fetchOverview } from './billing-api';
import { BillingHistory } from './billing-history';
import { CheckoutButton } from './checkout-button';
import { CurrentSubscription } from './current-subscription';
import { CycleToggle } from './cycle-toggle';

function UpgradeCard() {
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  return (
    <Card className="grid gap-4">
      <h2 className="text-xl font-bold text-ink">Upgrade to Premium</h2>
      <p className="text-muted">
        Unlimited date analyses, red flag detection, attachment style and communication insights.
      </p>
      <CycleToggle cycle={cycle} onChange={setCycle} />
      <CheckoutButton cycle={cycle} />
    </Card>
  );
}

/**
 * /billing (spec 02 §2 "Billing"): the current subscription with cancel and card update, the
 * real invoices with PDF downloads, or the upgrade card. Nothing here is hard-coded: the card
 * label and every invoice come from the server.
 */
export default function BillingPage() {
  const { isLoaded, isSignedIn, isPremium } = useSession();
  const overview = useQuery({
    queryKey: [...BILLING_QUERY_KEY, 'overview'],
    queryFn: fetchOverview,
    enabled: isSignedIn,
  });
  const invoices = useQuery({
    queryKey: [...BILLING_QUERY_KEY, 'invoices'],
    queryFn: fetchInvoices,
    enabled: isSignedIn,
  });

  if (!isLoaded) return <Spinner label="Loading billing" />;
  if (!isSignedIn) {
    return (
      <div className="mx-auto max-w-lg px-4 py-16">
        <Card className="grid gap-4 text-center">
          <Lock aria-hidden className="mx-auto h-10 w-10 text-brand-700" />
          <h1 className="text-2xl font-bold text-ink">Account Access Required</h1>
          <p className="text-muted">Please sign in to access your billing information.</p>
          <Link to="/sign-in" className={buttonClasses('primary', 'lg')}>
            Sign In
          </Link>
        </Card>
      </div>
    );
  }

  const subscription = overview.data?.subscription ?? null;
  const hasInvoices = (invoices.data?.invoices.length ?? 0) > 0;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold text-ink">Billing & Payments</h1>
      {overview.isPending ? (
        <Spinner label="Loading subscription" />
      ) : overview.isError ? (
        <p role="alert" className="text-red-700">
          Your subscription could not be loaded. Please reload the page.
        </p>
      ) : isPremium && subscription ? (
        <CurrentSubscription subscription={subscription} />
      ) : (
        <UpgradeCard />
      )}
      {isPremium || hasInvoices || invoices.isError ? <BillingHistory query={invoices} /> : null}
    </div>
  );
}
