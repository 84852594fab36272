import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  ZWaitlistRequest,
  ZWaitlistResponse,
  type TWaitlistRequest,
} from '../../../shared/date-connect';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FieldError, Input, Label } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { ApiError, apiFetch } from '../../lib/api';

/** The DateConnect waitlist: e-mail form, then a thanks card (spec 02 §2, §4). */
export function WaitlistForm() {
  const id = useId();
  const [joined, setJoined] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TWaitlistRequest>({
    resolver: zodResolver(ZWaitlistRequest),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await apiFetch('/api/waitlist', {
        method: 'POST',
        body: values,
        schema: ZWaitlistResponse,
      });
      setJoined(res.message);
    } catch (err) {
      if (err instanceof ApiError && err.fields?.email) {
        setError('email', { message: err.fields.email });
        return;
      }
      toast({
        title: 'Could not join the waitlist',
        description: err instanceof Error ? err.message : 'Please try again.',
        variant: 'destructive',
      });
    }
  });

  if (joined) {
    return (
      <Card className="text-center" role="status">
        <CheckCircle2 aria-hidden className="mx-auto h-10 w-10 text-emerald-600" />
        <h3 className="mt-3 text-xl font-bold">Thanks for joining!</h3>
        <p className="mt-2 text-muted">{joined}</p>
      </Card>
    );
  }

  const emailId = `${id}-email`;
  const errorId = `${emailId}-error`;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <div>
        <Label htmlFor={emailId}>Email address</Label>
        <Input
          id={emailId}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? errorId : undefined}
          {...register('email')}
        />
        <FieldError id={errorId} message={errors.email?.message} />
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Joining...' : 'Join the Waitlist'}
      </Button>
      <p className="text-xs text-muted">
        We only use your address to tell you when DateConnect launches. No spam.
      </p>
    </form>
  );
}
