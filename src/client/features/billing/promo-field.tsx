import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { type TPromo } from '../../../shared/billing';
import { STORAGE_KEYS } from '../../../shared/constants';
import { Button } from '../../components/ui/button';
import { FieldError, Input, Label } from '../../components/ui/input';
import { ApiError } from '../../lib/api';
import { fetchPromo } from './billing-api';

export function storedPromoCode(): string {
  try {
    return localStorage.getItem(STORAGE_KEYS.promoCode) ?? '';
  } catch {
    return '';
  }
}

/**
 * The promo code on /pricing: pre-filled from ?promo= (or the code applied on /promo-codes),
 * checked by the server before checkout; an invalid or expired code is refused with its message.
 */
export function PromoField({
  initialCode,
  onApplied,
}: {
  initialCode: string;
  onApplied: (promo: TPromo | null) => void;
}) {
  const id = useId();
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);

  const apply = async (event?: FormEvent, value = code) => {
    event?.preventDefault();
    const trimmed = value.trim();
    setError(undefined);
    if (!trimmed) {
      onApplied(null);
      return;
    }
    setChecking(true);
    try {
      const promo = await fetchPromo(trimmed);
      onApplied(promo);
    } catch (err) {
      onApplied(null);
      setError(err instanceof ApiError ? err.message : 'The code could not be checked.');
    } finally {
      setChecking(false);
    }
  };

  // A code that arrived in the link is checked at once, so the price shows the discount.
  const checkedInitial = useRef(false);
  useEffect(() => {
    if (checkedInitial.current || !initialCode.trim()) return;
    checkedInitial.current = true;
    void apply(undefined, initialCode);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialCode]);

  return (
    <form onSubmit={(e) => void apply(e)} className="grid gap-2" noValidate>
      <Label htmlFor={id}>Promo code</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoComplete="off"
        />
        <Button type="submit" variant="secondary" disabled={checking}>
          {checking ? 'Checking...' : 'Apply'}
        </Button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </form>
  );
}
