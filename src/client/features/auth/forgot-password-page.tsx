import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { AUTH_MESSAGES, ZForgotPasswordForm, type TForgotPasswordForm } from '../../../shared/auth';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { requestPasswordReset } from './auth-api';
import { AuthCard } from './auth-card';
import { FormField } from './form-field';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export default function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TForgotPasswordForm>({
    resolver: zodResolver(ZForgotPasswordForm),
    defaultValues: { email: '' },
  });

  const onValid = async ({ email }: TForgotPasswordForm) => {
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (err) {
      toast({
        title: 'Request failed',
        description: err instanceof Error ? err.message : 'Please try again.',
        variant: 'destructive',
      });
    }
  };

  const footer = (
    <Link to="/sign-in" className="font-semibold text-brand-700 hover:underline">
      Back to sign in
    </Link>
  );

  if (sentTo) {
    return (
      <AuthCard title={AUTH_MESSAGES.resetSentTitle} footer={footer}>
        <p role="status" className="text-ink">
          {AUTH_MESSAGES.resetSent}
        </p>
        <p className="mt-3 text-sm text-muted">
          We sent it to <strong>{sentTo}</strong>. The link works once and expires in 1 hour.
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your e-mail and we will send you a link to choose a new one."
      footer={footer}
    >
      <form onSubmit={(e) => void handleSubmit(onValid)(e)} noValidate>
        <fieldset disabled={isSubmitting} className="grid gap-4">
          <FormField
            id="forgot-email"
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" className="w-full">
            {isSubmitting ? 'Sending...' : 'Send reset link'}
          </Button>
        </fieldset>
      </form>
    </AuthCard>
  );
}
