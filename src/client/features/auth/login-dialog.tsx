import { zodResolver } from '@hookform/resolvers/zod';
import { Tabs } from 'radix-ui';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { AUTH_MESSAGES, ZLoginDialogForm, type TLoginDialogForm } from '../../../shared/auth';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { FormField } from './form-field';
import { useSession } from './session-provider';
import { signInErrorMessage } from './sign-in-page';

interface LoginDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the user is signed in. */
  onSuccess?: () => void;
}

const TAB_CLASSES =
  'flex-1 rounded-full px-4 py-2 text-sm font-semibold text-muted data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm';

/** The login dialog (spec 01 §4), signing in for real; its sign-up tab leads to /sign-up. */
export function LoginDialog({ open, onOpenChange, onSuccess }: LoginDialogProps) {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TLoginDialogForm>({
    resolver: zodResolver(ZLoginDialogForm),
    defaultValues: { email: '', password: '' },
  });

  const onValid = async ({ email, password }: TLoginDialogForm) => {
    try {
      await signIn(email, password);
      toast({ title: AUTH_MESSAGES.welcomeBackTitle, variant: 'success' });
      reset();
      onOpenChange(false);
      onSuccess?.();
    } catch (err) {
      toast({
        title: AUTH_MESSAGES.signInFailedTitle,
        description: signInErrorMessage(err),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Log in to DateCrunch" description="Sign in to save your results.">
        <Tabs.Root
          value="login"
          onValueChange={(value) => {
            if (value === 'signup') {
              onOpenChange(false);
              navigate('/sign-up');
            }
          }}
        >
          <Tabs.List
            aria-label="Log in or sign up"
            className="mb-5 flex rounded-full bg-gray-100 p-1"
          >
            <Tabs.Trigger value="login" className={TAB_CLASSES}>
              Log in
            </Tabs.Trigger>
            <Tabs.Trigger value="signup" className={TAB_CLASSES}>
              Sign up
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="login">
            <form onSubmit={(e) => void handleSubmit(onValid)(e)} noValidate>
              <fieldset disabled={isSubmitting} className="grid gap-4">
                <FormField
                  id="login-dialog-email"
                  label="Email"
                  type="email"
                  autoComplete="email"
                  error={errors.email?.message}
                  {...register('email')}
                />
                <FormField
                  id="login-dialog-password"
                  label="Password"
                  type="password"
                  autoComplete="current-password"
                  error={errors.password?.message}
                  {...register('password')}
                />
                <Button type="submit" className="w-full">
                  {isSubmitting ? 'Signing in...' : 'Log in'}
                </Button>
                <Link
                  to="/forgot-password"
                  onClick={() => onOpenChange(false)}
                  className="text-center text-sm font-medium text-brand-700 hover:underline"
                >
                  Forgot password?
                </Link>
              </fieldset>
            </form>
          </Tabs.Content>
        </Tabs.Root>
      </DialogContent>
    </Dialog>
  );
}
