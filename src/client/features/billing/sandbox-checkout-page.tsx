import { useQuery } from '@tanstack/react-query';
import { FlaskConical, Lock } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatCents, type TSandboxSession } from '../../../shared/billing';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FieldError, Input, Label } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { cancelSandbox, fetchSandboxSession, paySandbox } from './billing-api';
import { CYCLE_LABELS, CYCLE_UNITS } from './cycle-toggle';

function TestModeBanner() {
  return (
    <div
      role="note"
      className="flex items-start gap-3 rounded-xl border-2 border-amber-500 bg-amber-50 p-4 text-amber-950"
    >
      <FlaskConical aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
      <div>
        <p className="font-bold">TEST MODE: no real card is charged</p>
        <p className="text-sm">
          This is DateCrunch&apos;s built-in sandbox checkout. Use the test card{' '}
          <strong>4242 4242 4242 4242</strong> to pay, or <strong>4000 0000 0000 0002</strong> to
          see a declined card. Any future expiry, any 3-digit CVC.
        </p>
      </div>
    </div>
  );
}

function CardForm({ session }: { session: TSandboxSession }) {
  const navigate = useNavigate();
  const id = useId();
  const [values, setValues] = useState({ cardNumber: '', expiry: '', cvc: '', name: '' });
  const [error, setError] = useState<string | undefined>();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<'pay' | 'cancel' | null>(null);
  const setup = session.mode === 'setup';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending('pay');
    setError(undefined);
    setFields({});
    try {
      const { url } = await paySandbox(session.id, values);
      navigate(url, { replace: true });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'The payment could not be sent.');
      setFields(err instanceof ApiError ? err.fields : {});
      setPending(null);
    }
  };

  const cancel = async () => {
    setPending('cancel');
    try {
      const { url } = await cancelSandbox(session.id);
      navigate(url, { replace: true });
    } catch {
      navigate(setup ? '/billing' : '/payment-canceled', { replace: true });
    }
  };

  const field = (name: keyof typeof values, label: string, props: object = {}) => (
    <div>
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        value={values[name]}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        aria-invalid={fields[name] ? true : undefined}
        required
        {...props}
      />
    </div>
  );

  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-4" noValidate>
      {field('cardNumber', 'Card number', {
        inputMode: 'numeric',
        autoComplete: 'off',
        placeholder: '4242 4242 4242 4242',
      })}
      <div className="grid grid-cols-2 gap-3">
        {field('expiry', 'Expiry (MM / YY)', { autoComplete: 'off', placeholder: '12 / 30' })}
        {field('cvc', 'CVC', { inputMode: 'numeric', autoComplete: 'off', placeholder: '123' })}
      </div>
      {field('name', 'Name on card', { autoComplete: 'off' })}
      <FieldError id={`${id}-error`} message={error} />
      <Button type="submit" size="lg" disabled={pending !== null}>
        <Lock aria-hidden className="h-4 w-4" />
        {pending === 'pay'
          ? 'Processing...'
          : setup
            ? 'Save card'
            : `Pay ${formatCents(session.amountCents)}`}
      </Button>
      <Button variant="ghost" disabled={pending !== null} onClick={() => void cancel()}>
        Cancel and return to DateCrunch
      </Button>
    </form>
  );
}

function OrderSummary({ session }: { session: TSandboxSession }) {
  if (session.mode === 'setup') {
    return (
      <p className="text-muted">
        Replace the card used for Premium {CYCLE_LABELS[session.plan]}. Nothing is charged now.
      </p>
    );
  }
  return (
    <dl className="grid gap-2" data-testid="order-summary">
      <div className="flex justify-between">
        <dt>
          DateCrunch Premium {CYCLE_LABELS[session.plan]} ({CYCLE_UNITS[session.plan]})
        </dt>
        <dd>{formatCents(session.listCents)}</dd>
      </div>
      {session.discountCents > 0 ? (
        <div className="flex justify-between text-emerald-800">
          <dt>Promo {session.promoCode}</dt>
          <dd>-{formatCents(session.discountCents)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between border-t border-brand-100 pt-2 text-lg font-bold">
        <dt>Total due today</dt>
        <dd data-testid="total-due">{formatCents(session.amountCents)}</dd>
      </div>
      <div className="flex justify-between text-sm text-muted">
        <dt>Billed to</dt>
        <dd>{session.email}</dd>
      </div>
    </dl>
  );
}

/**
 * The sandbox provider's hosted checkout (/checkout/sandbox/:sessionId): plan, price, promo
 * discount and a card form for test numbers. Clearly a test-mode page; the session is the
 * signed-in user's own (the server answers 404 for anyone else's).
 */
export default function SandboxCheckoutPage() {
  const { sessionId = '' } = useParams();
  const query = useQuery({
    queryKey: ['billing', 'sandbox', sessionId],
    queryFn: () => fetchSandboxSession(sessionId),
    retry: false,
  });
  const session = query.data;
  const title = session?.mode === 'setup' ? 'Update payment method' : 'Checkout';

  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-10">
      <TestModeBanner />
      <Card className="grid gap-6">
        <h1 className="text-2xl font-bold text-ink">{title}</h1>
        {query.isPending ? (
          <Spinner label="Loading checkout" />
        ) : query.isError ? (
          <div className="grid gap-3">
            <p role="alert" className="text-red-700">
              {query.error instanceof ApiError && query.error.status === 401
                ? 'Please sign in to continue with your purchase.'
                : 'This checkout was not found.'}
            </p>
            <Link to="/pricing" className={buttonClasses('secondary', 'md')}>
              Back to Pricing
            </Link>
          </div>
        ) : session && session.status !== 'open' ? (
          <div className="grid gap-3">
            <p role="alert">
              This checkout has already been completed or has expired. Start again from Pricing.
            </p>
            <Link to="/pricing" className={buttonClasses('secondary', 'md')}>
              Back to Pricing
            </Link>
          </div>
        ) : session ? (
          <>
            <OrderSummary session={session} />
            <CardForm session={session} />
          </>
        ) : null}
      </Card>
    </div>
  );
}
