import { Check, Copy, Tag } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { DELAYS, PROMOTIONS, STORAGE_KEYS } from '../../../shared/constants';
import { Button } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { ContentLayout, Section } from './content-layout';
import { formatDay } from './format';

/** Promotions still usable today (the expiry day itself included). */
function currentPromotions(now = new Date()) {
  const today = now.toISOString().slice(0, 10);
  return PROMOTIONS.filter((p) => p.expires >= today);
}

/**
 * /promo-codes (signed in): Apply stores the code on this device, then after 1.5 s goes to
 * /pricing?promo=<code>, where checkout checks it (spec 02 §2, §5).
 */
export default function PromoCodesPage() {
  const navigate = useNavigate();
  const inputId = useId();
  const [code, setCode] = useState('');
  const [applying, setApplying] = useState(false);
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      toast({
        title: 'No code entered',
        description: 'Please enter a promotional code to apply.',
        variant: 'destructive',
      });
      return;
    }
    try {
      localStorage.setItem(STORAGE_KEYS.promoCode, trimmed);
    } catch {
      // Private mode: the code still travels in the /pricing query.
    }
    setApplying(true);
    toast({ title: 'Promo code applied!', description: `${trimmed} will be used at checkout.` });
    timer.current = window.setTimeout(
      () => navigate(`/pricing?promo=${encodeURIComponent(trimmed)}`),
      DELAYS.promoRedirect,
    );
  };

  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(value);
      toast({ title: 'Copied to clipboard!', description: value });
    } catch {
      toast({
        title: 'Could not copy',
        description: 'Select the code and copy it yourself.',
        variant: 'destructive',
      });
    }
  };

  const promotions = currentPromotions();

  return (
    <ContentLayout
      title="Promo Codes"
      intro="Have a promotional code? Apply it here and it is used when you upgrade."
    >
      <Section heading="Apply a code">
        <form onSubmit={apply} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
          <div className="flex-1">
            <Label htmlFor={inputId}>Promo code</Label>
            <Input
              id={inputId}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              placeholder="Enter your code"
              autoComplete="off"
              autoCapitalize="characters"
              disabled={applying}
            />
          </div>
          <Button type="submit" disabled={applying}>
            {applying ? 'Applying...' : 'Apply'}
          </Button>
        </form>
      </Section>

      <Section heading="Current promotions">
        {promotions.length === 0 ? (
          <p className="text-muted">There are no promotions running right now. Check back soon.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {promotions.map((p) => (
              <li key={p.code} className="rounded-xl border border-brand-100 p-5">
                <div className="flex items-center gap-2 text-brand-800">
                  <Tag aria-hidden className="h-5 w-5" />
                  <span className="font-mono text-lg font-bold tracking-wide">{p.code}</span>
                </div>
                <p className="mt-2">{p.description}</p>
                <p className="mt-1 text-sm text-muted">Expires {formatDay(p.expires)}</p>
                <Button
                  variant="secondary"
                  size="sm"
                  className="mt-4"
                  onClick={() => void copy(p.code)}
                  aria-label={`Copy code ${p.code}`}
                >
                  {copied === p.code ? (
                    <Check aria-hidden className="h-4 w-4" />
                  ) : (
                    <Copy aria-hidden className="h-4 w-4" />
                  )}
                  {copied === p.code ? 'Copied' : 'Copy'}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section heading="How to use a promo code">
        <ol className="list-decimal space-y-1.5 pl-6">
          <li>Copy a code from the list above, or type the one you received.</li>
          <li>Paste it into the box and choose Apply.</li>
          <li>You are taken to the pricing page with the code attached.</li>
          <li>
            Pick the plan the code is for and complete checkout; the discount is shown before you
            pay.
          </li>
          <li>
            One code per purchase. Discounted subscriptions are not covered by the money-back
            guarantee.
          </li>
        </ol>
      </Section>
    </ContentLayout>
  );
}
