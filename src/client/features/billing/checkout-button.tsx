import type { BillingCycle } from '../../../shared/constants';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useCheckout } from './billing-api';

export interface CheckoutButtonProps {
  cycle: BillingCycle;
  promoCode?: string;
  label?: string;
  className?: string;
}

/** Starts checkout for the chosen cycle; reads 'Processing...' until the browser leaves. */
export function CheckoutButton({
  cycle,
  promoCode,
  label = 'Upgrade to Premium',
  className,
}: CheckoutButtonProps) {
  const { start, pending } = useCheckout();
  return (
    <Button
      size="lg"
      className={cn('w-full', className)}
      disabled={pending}
      onClick={() => void start(cycle, promoCode)}
    >
      {pending ? 'Processing...' : label}
    </Button>
  );
}
