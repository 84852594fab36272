import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { AUTH_MESSAGES, isAdult, ZSignUpForm, type TSignUpForm } from '../../../shared/auth';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api';
import { acceptTermsWithTicket } from './auth-api';
import { AuthCard, OrDivider } from './auth-card';
import { FormField } from './form-field';
import { GoogleButton } from './google-button';
import { useSession } from './session-provider';
import { TermsModal, type TermsOutcome } from './terms-modal';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'dateOfBirth'] as const;

function ageRestrictionToast() {
  toast({
    title: AUTH_MESSAGES.ageRestrictionTitle,
    description: AUTH_MESSAGES.ageRestriction,
    variant: 'destructive',
  });
}

export default function SignUpPage() {
  const { signUp } = useSession();
  const navigate = useNavigate();
  const [ticket, setTicket] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TSignUpForm>({
    resolver: zodResolver(ZSignUpForm),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      dateOfBirth: '',
    },
  });

  const onValid = async (values: TSignUpForm) => {
    if (!isAdult(values.dateOfBirth)) {
      ageRestrictionToast();
      return;
    }
    try {
      const { confirmPassword: _confirm, ...request } = values;
      const res = await signUp(request);
      toast({ title: AUTH_MESSAGES.checkEmailTitle, description: AUTH_MESSAGES.checkEmail });
      setTicket(res.termsTicket);
    } catch (err) {
      if (err instanceof ApiError && err.fields.dateOfBirth === AUTH_MESSAGES.ageRestriction) {
        ageRestrictionToast();
        return;
      }
      if (err instanceof ApiError) {
        for (const field of FIELDS) {
          const message = err.fields[field];
          if (message) setError(field, { message });
        }
      }
      toast({
        title: AUTH_MESSAGES.signUpFailedTitle,
        description: err instanceof Error && err.message ? err.message : AUTH_MESSAGES.signUpFailed,
        variant: 'destructive',
      });
    }
  };

  const onTermsClosed = (outcome: TermsOutcome) => {
    setTicket(null);
    if (outcome === 'accepted') navigate('/analyze');
    else if (outcome === 'dismissed') navigate('/sign-in');
  };

  return (
    <AuthCard
      title="Create your account"
      subtitle="Reflect on your dates and build better connections. Adults (18+) only."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/sign-in" className="font-semibold text-brand-700 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={(e) => void handleSubmit(onValid)(e)} noValidate>
        <fieldset disabled={isSubmitting} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="sign-up-first-name"
              label="First name"
              autoComplete="given-name"
              error={errors.firstName?.message}
              {...register('firstName')}
            />
            <FormField
              id="sign-up-last-name"
              label="Last name"
              autoComplete="family-name"
              error={errors.lastName?.message}
              {...register('lastName')}
            />
          </div>
          <FormField
            id="sign-up-email"
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <FormField
            id="sign-up-password"
            label="Password"
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <FormField
            id="sign-up-confirm-password"
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <FormField
            id="sign-up-date-of-birth"
            label="Date of birth"
            type="date"
            autoComplete="bday"
            error={errors.dateOfBirth?.message}
            {...register('dateOfBirth')}
          />
          <Button type="submit" className="w-full">
            {isSubmitting ? 'Creating account...' : 'Create account'}
          </Button>
        </fieldset>
      </form>
      <OrDivider />
      <GoogleButton disabled={isSubmitting} />
      <TermsModal
        open={ticket !== null}
        onAccept={() => acceptTermsWithTicket(ticket ?? '')}
        onClosed={onTermsClosed}
      />
    </AuthCard>
  );
}
