import { Check, Crown, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { FREE_ANALYSIS_LIMIT, PRICES_CENTS, type BillingCycle } from '../../../shared/constants';
import { formatCents } from '../../../shared/billing';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { CYCLE_UNITS } from './cycle-toggle';

export const FREE_FEATURES: Array<{ text: string; included: boolean }> = [
  { text: `${FREE_ANALYSIS_LIMIT} date analyses in total`, included: true },
  { text: 'Score, feedback and personalized tips', included: true },
  { text: 'Compatibility score and sentiment split', included: true },
  { text: 'Red flag detection', included: false },
  { text: 'Unlimited date history', included: false },
];

export const PREMIUM_FEATURES = [
  'Unlimited date analyses',
  'Advanced emotional analysis',
  'Compatibility scoring',
  'Red flag detection',
  'Attachment style analysis',
  'Communication pattern insights',
  'Progress tracking and trends',
  'Unlimited dating history',
  'Community insights',
  'Your personal dating coach',
];

function FeatureList({ items }: { items: Array<{ text: string; included: boolean }> }) {
  return (
    <ul className="grid gap-2">
      {items.map((item) => (
        <li key={item.text} className="flex items-start gap-2">
          {item.included ? (
            <Check aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" />
          ) : (
            <X aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-gray-500" />
          )}
          {item.included ? (
            <span>{item.text}</span>
          ) : (
            <s className="text-muted">
              <span className="sr-only">Not included: </span>
              {item.text}
            </s>
          )}
        </li>
      ))}
    </ul>
  );
}

export function FreePlanCard({ children, full }: { children?: ReactNode; full?: boolean }) {
  const items = full ? FREE_FEATURES : FREE_FEATURES.filter((f) => f.included);
  return (
    <Card className="flex flex-col gap-4">
      <div>
        <h2 className="text-xl font-bold text-ink">Free</h2>
        <p className="text-3xl font-bold text-ink">$0</p>
      </div>
      <FeatureList items={items} />
      <div className="mt-auto">{children}</div>
    </Card>
  );
}

export function PremiumPlanCard({
  cycle,
  priceCents,
  discountCents = 0,
  full,
  children,
}: {
  cycle: BillingCycle;
  priceCents?: number;
  discountCents?: number;
  full?: boolean;
  children?: ReactNode;
}) {
  const list = priceCents ?? PRICES_CENTS[cycle];
  const features = full ? PREMIUM_FEATURES : PREMIUM_FEATURES.slice(0, 5);
  return (
    <Card className={cn('flex flex-col gap-4 border-2 border-brand-700')}>
      <div>
        <h2 className="flex items-center gap-2 text-xl font-bold text-ink">
          <Crown aria-hidden className="h-5 w-5 text-amber-500" /> Premium
        </h2>
        <p className="text-3xl font-bold text-ink" data-testid="premium-price">
          {discountCents > 0 ? (
            <>
              <s className="mr-2 text-xl font-normal text-muted">
                <span className="sr-only">Was </span>
                {formatCents(list)}
              </s>
              {formatCents(list - discountCents)}
            </>
          ) : (
            formatCents(list)
          )}
          <span className="text-base font-normal text-muted"> {CYCLE_UNITS[cycle]}</span>
        </p>
        {discountCents > 0 ? (
          <p className="text-sm text-emerald-800">Discount applies to your first billing period.</p>
        ) : null}
      </div>
      <FeatureList items={features.map((text) => ({ text, included: true }))} />
      <div className="mt-auto grid gap-3">{children}</div>
    </Card>
  );
}
