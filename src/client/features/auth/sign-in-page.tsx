import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AUTH_MESSAGES } from '../../../shared/auth-rules';
import { Button } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api';
import { AuthCard, OrDivider } from './auth-card';
import { GoogleButton } from './google-button';
import { useSession } from './session-provider';

/** The message for a failed sign-in: the server's, made friendlier for an unconfirmed e-mail. */
export function signInErrorMessage(err: unknown): string {
  if (err instanceof ApiError && err.code === 'EMAIL_NOT_VERIFIED') {
    return AUTH_MESSAGES.emailNotVerified;
  }
  return err instanceof Error && err.message ? err.message : AUTH_MESSAGES.signInFailed;
}

export default function SignInPage() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [loading, setLoading] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      toast({
        title: AUTH_MESSAGES.missingFieldsTitle,
        description: AUTH_MESSAGES.missingFields,
        variant: 'destructive',
      });
      return;
    }
    setLoading(true);
    try {
      await signIn(email, password);
      navigate('/analyze');
    } catch (err) {
      setLoading(false);
      toast({
        title: AUTH_MESSAGES.signInFailedTitle,
        description: signInErrorMessage(err),
        variant: 'destructive',
      });
    }
  };

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to crunch your dates and see your history."
      footer={
        <>
          New to DateCrunch?{' '}
          <Link to="/sign-up" className="font-semibold text-brand-700 hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      {params.get('link') === 'expired' ? (
        <p role="status" className="mb-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          {AUTH_MESSAGES.linkExpired}
        </p>
      ) : null}
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <fieldset disabled={loading} className="grid gap-4">
          <div>
            <Label htmlFor="sign-in-email">Email</Label>
            <Input
              id="sign-in-email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          <div>
            <div className="flex items-baseline justify-between">
              <Label htmlFor="sign-in-password">Password</Label>
              <Link
                to="/forgot-password"
                className="text-sm font-medium text-brand-700 hover:underline"
              >
                Forgot password?
              </Link>
            </div>
            <Input
              id="sign-in-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          <Button type="submit" className="w-full">
            {loading ? 'Signing in...' : 'Sign in'}
          </Button>
        </fieldset>
      </form>
      <OrDivider />
      <GoogleButton disabled={loading} />
    </AuthCard>
  );
}
