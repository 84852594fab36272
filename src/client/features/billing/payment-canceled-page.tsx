import { XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

/** /payment-canceled (spec 01 §2). */
export default function PaymentCanceledPage() {
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card className="grid gap-4 text-center">
        <XCircle aria-hidden className="mx-auto h-12 w-12 text-gray-500" />
        <h1 className="text-2xl font-bold text-ink">Payment Canceled</h1>
        <p className="text-muted">No charges were made. You can upgrade whenever you like.</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Link to="/payment" className={buttonClasses('primary', 'lg')}>
            Try Again
          </Link>
          <Link to="/" className={buttonClasses('secondary', 'lg')}>
            Continue with Free Plan
          </Link>
        </div>
      </Card>
    </div>
  );
}
