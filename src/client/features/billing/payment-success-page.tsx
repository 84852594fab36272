import { CheckCircle2, Clock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DELAYS, PAYMENT_POLL_ATTEMPTS, type BillingCycle } from '../../../shared/constants';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast';
import { useSession } from '../auth/session-provider';

type Phase = 'checking' | 'active' | 'pending';

/**
 * /payment-success?plan= (spec 01 §4 "Payment success", DECISIONS): re-reads the profile every
 * second, up to 30 times, until the server reports Premium for the plan. It never writes
 * premium itself: when polling runs out it says 'Activation in progress'. Five seconds after
 * activation it returns to /.
 */
export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const plan: BillingCycle = params.get('plan') === 'annual' ? 'annual' : 'monthly';
  const { profile, isPremium, refresh } = useSession();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('checking');
  const attempts = useRef(0);
  const [tick, setTick] = useState(0);
  const activated = isPremium && profile?.subscription_type === plan;

  useEffect(() => {
    if (phase !== 'checking') return;
    if (activated) {
      setPhase('active');
      toast({ title: 'Premium activated!', description: 'Welcome to DateCrunch Premium.' });
      return;
    }
    if (attempts.current >= PAYMENT_POLL_ATTEMPTS) {
      setPhase('pending');
      toast({
        title: 'Activation in progress',
        description:
          'Your payment was successful! Your premium features should be available shortly.',
      });
      return;
    }
    const timer = window.setTimeout(async () => {
      attempts.current += 1;
      await refresh();
      setTick((n) => n + 1); // the next attempt, even when the profile did not change
    }, DELAYS.paymentPollInterval);
    return () => window.clearTimeout(timer);
  }, [phase, activated, tick, refresh]);

  useEffect(() => {
    if (phase !== 'active') return;
    const timer = window.setTimeout(() => navigate('/'), DELAYS.paymentSuccessRedirect);
    return () => window.clearTimeout(timer);
  }, [phase, navigate]);

  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card className="grid gap-4 text-center">
        {phase === 'checking' ? (
          <>
            <Spinner label="Activating Premium" className="mx-auto" />
            <h1 className="text-2xl font-bold text-ink">Activating Premium...</h1>
            <p className="text-muted">Confirming your payment with our payment provider.</p>
          </>
        ) : phase === 'active' ? (
          <>
            <CheckCircle2 aria-hidden className="mx-auto h-12 w-12 text-emerald-700" />
            <h1 className="text-2xl font-bold text-ink">Payment successful!</h1>
            <p className="text-muted">
              Premium ({plan}) is active on your account. Taking you home in a few seconds.
            </p>
            <Link to="/" className={buttonClasses('primary', 'lg')}>
              Start Using Premium Features
            </Link>
          </>
        ) : (
          <>
            <Clock aria-hidden className="mx-auto h-12 w-12 text-amber-600" />
            <h1 className="text-2xl font-bold text-ink">Activation in progress</h1>
            <p className="text-muted">
              Your payment was successful! Your premium features should be available shortly.
            </p>
            <Link to="/billing" className={buttonClasses('secondary', 'lg')}>
              Check Billing & Payments
            </Link>
          </>
        )}
      </Card>
    </div>
  );
}
