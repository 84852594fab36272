import { useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { Crown } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BILLING_MESSAGES, type TSubscriptionInfo } from '../../../shared/billing';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api';
import { useSession } from '../auth/session-provider';
import { BILLING_QUERY_KEY, cancelSubscription, paymentMethodUrl } from './billing-api';
import { CYCLE_LABELS } from './cycle-toggle';

const day = (iso: string) => format(new Date(iso), 'MMMM dd, yyyy');

/** Current Subscription: plan, end date, card, 'Update Payment Method' and cancel. */
export function CurrentSubscription({ subscription }: { subscription: TSubscriptionInfo }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { refresh } = useSession();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'cancel' | 'card' | null>(null);

  const cancel = async () => {
    setBusy('cancel');
    try {
      const result = await cancelSubscription();
      toast({ title: 'Subscription canceled', description: result.message, variant: 'success' });
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY });
      await refresh();
    } catch (error) {
      toast({
        title: 'Cancellation failed',
        description:
          error instanceof ApiError && error.message
            ? error.message
            : BILLING_MESSAGES.cancelFailed,
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  };

  const updateCard = async () => {
    setBusy('card');
    try {
      const { url } = await paymentMethodUrl();
      if (url.startsWith('/')) navigate(url);
      else window.location.assign(url);
    } catch (error) {
      toast({
        title: 'Payment settings unavailable',
        description: error instanceof ApiError ? error.message : 'Please try again later.',
        variant: 'destructive',
      });
      setBusy(null);
    }
  };

  return (
    <Card className="grid gap-4">
      <h2 className="flex items-center gap-2 text-xl font-bold text-ink">
        <Crown aria-hidden className="h-5 w-5 text-amber-500" /> Current Subscription
      </h2>
      <dl className="grid gap-2 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted">Plan</dt>
          <dd className="font-semibold text-ink">Premium {CYCLE_LABELS[subscription.plan]}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">
            {subscription.cancelAtPeriodEnd ? 'Premium ends' : 'Renews'}
          </dt>
          <dd className="font-semibold text-ink" data-testid="subscription-end">
            {subscription.cancelAtPeriodEnd
              ? `Cancels on ${day(subscription.currentPeriodEnd)}`
              : `Renews on ${day(subscription.currentPeriodEnd)}`}
          </dd>
        </div>
        {subscription.paymentMethodLabel ? (
          <div>
            <dt className="text-sm text-muted">Payment method</dt>
            <dd className="font-semibold text-ink">{subscription.paymentMethodLabel}</dd>
          </div>
        ) : null}
      </dl>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" disabled={busy !== null} onClick={() => void updateCard()}>
          {busy === 'card' ? 'Opening...' : 'Update Payment Method'}
        </Button>
        {subscription.cancelAtPeriodEnd ? null : (
          <Button variant="ghost" disabled={busy !== null} onClick={() => setConfirming(true)}>
            Cancel Subscription
          </Button>
        )}
      </div>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent
          title="Cancel your subscription?"
          description={`Premium stays active until ${day(subscription.currentPeriodEnd)}; after that your account continues on the free plan and keeps every date.`}
        >
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep Premium
            </Button>
            <Button
              variant="destructive"
              disabled={busy === 'cancel'}
              onClick={() => void cancel()}
            >
              {busy === 'cancel' ? 'Canceling...' : 'Cancel at Period End'}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
