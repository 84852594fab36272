import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AUTH_MESSAGES, ZResetPasswordForm, type TResetPasswordForm } from '../../../shared/auth';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api';
import { resetPassword } from './auth-api';
import { AuthCard } from './auth-card';
import { FormField } from './form-field';

/** Where the reset e-mail's link lands (?token=...), or ?error=... for a used or expired link. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TResetPasswordForm>({
    resolver: zodResolver(ZResetPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const footer = (
    <Link to="/forgot-password" className="font-semibold text-brand-700 hover:underline">
      Ask for a new link
    </Link>
  );

  if (!token || params.get('error')) {
    return (
      <AuthCard title="Reset link not valid" footer={footer}>
        <p role="alert" className="text-ink">
          {AUTH_MESSAGES.resetLinkInvalid}
        </p>
      </AuthCard>
    );
  }

  const onValid = async ({ password }: TResetPasswordForm) => {
    try {
      await resetPassword(token, password);
      toast({
        title: AUTH_MESSAGES.passwordUpdatedTitle,
        description: AUTH_MESSAGES.passwordUpdated,
        variant: 'success',
      });
      navigate('/sign-in', { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.fields.password) {
        setError('password', { message: err.fields.password });
        return;
      }
      const invalid = err instanceof ApiError && err.status === 400;
      toast({
        title: 'Password not changed',
        description: invalid
          ? AUTH_MESSAGES.resetLinkInvalid
          : err instanceof Error
            ? err.message
            : 'Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="At least 8 characters. Every other device will be signed out."
      footer={footer}
    >
      <form onSubmit={(e) => void handleSubmit(onValid)(e)} noValidate>
        <fieldset disabled={isSubmitting} className="grid gap-4">
          <FormField
            id="reset-password"
            label="New password"
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <FormField
            id="reset-confirm-password"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <Button type="submit" className="w-full">
            {isSubmitting ? 'Saving...' : 'Set new password'}
          </Button>
        </fieldset>
      </form>
    </AuthCard>
  );
}
