import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  ACCOUNT_MESSAGES,
  ZChangePasswordForm,
  type TChangePasswordForm,
} from '../../../shared/account';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api';
import { FormField } from '../auth/form-field';
import { useSession } from '../auth/session-provider';
import { changePassword, downloadExport, signOutEverywhere } from './account-api';
import { DeleteAccountDialog } from './delete-account-dialog';
import { useLeavePage } from './use-leave-page';

function ChangePasswordCard() {
  const { refresh } = useSession();
  const form = useForm<TChangePasswordForm>({
    resolver: zodResolver(ZChangePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await changePassword(values.currentPassword, values.newPassword);
      form.reset();
      await refresh();
      toast({
        title: ACCOUNT_MESSAGES.passwordChangedTitle,
        description: ACCOUNT_MESSAGES.passwordChanged,
        variant: 'success',
      });
    } catch (err) {
      const message = err instanceof ApiError ? err.message : ACCOUNT_MESSAGES.deleteFailed;
      const field = /current|invalid password/i.test(message) ? 'currentPassword' : 'newPassword';
      form.setError(field, { message });
    }
  });
  return (
    <Card>
      <h2 className="text-lg font-semibold text-ink">Change password</h2>
      <p className="mt-1 text-sm text-muted">Your other sessions are signed out when it changes.</p>
      <form className="mt-4 grid gap-4" onSubmit={onSubmit} noValidate>
        <FormField
          id="current-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <FormField
          id="new-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <FormField
          id="confirm-new-password"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? ACCOUNT_MESSAGES.saving : 'Change password'}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** Settings → Security (issue 7): password, sessions, export and deletion. */
export function SecurityTab() {
  const { signOut } = useSession();
  const leavePage = useLeavePage();
  const [busy, setBusy] = useState<'sessions' | 'export' | null>(null);

  const onSignOutEverywhere = async () => {
    setBusy('sessions');
    try {
      await signOutEverywhere();
      // Off the protected page before the session is cleared (the guard would go to /sign-up).
      await leavePage('/sign-in');
      await signOut();
      toast({ title: ACCOUNT_MESSAGES.signedOutEverywhere, variant: 'success' });
    } catch (err) {
      toast({
        title: 'Sign out failed',
        description: err instanceof ApiError ? err.message : undefined,
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  };

  const onExport = async () => {
    setBusy('export');
    try {
      await downloadExport();
      toast({ title: ACCOUNT_MESSAGES.exportReady, variant: 'success' });
    } catch {
      toast({ title: ACCOUNT_MESSAGES.exportFailed, variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="grid gap-6">
      <ChangePasswordCard />
      <Card>
        <h2 className="text-lg font-semibold text-ink">Sessions</h2>
        <p className="mt-1 text-sm text-muted">
          Sign out on every device where you are signed in, this one included.
        </p>
        <Button
          className="mt-4"
          variant="secondary"
          onClick={onSignOutEverywhere}
          disabled={busy !== null}
        >
          {busy === 'sessions' ? 'Signing out...' : 'Sign out everywhere'}
        </Button>
      </Card>
      <Card>
        <h2 className="text-lg font-semibold text-ink">Your data</h2>
        <p className="mt-1 text-sm text-muted">
          Download a JSON file with your profile and every date you crunched, with its analysis.
        </p>
        <Button className="mt-4" variant="secondary" onClick={onExport} disabled={busy !== null}>
          {busy === 'export' ? 'Preparing...' : 'Export my data'}
        </Button>
      </Card>
      <Card className="border-red-200">
        <h2 className="text-lg font-semibold text-red-800">Delete account</h2>
        <p className="mb-4 mt-1 text-sm text-muted">{ACCOUNT_MESSAGES.deleteConfirm}</p>
        <DeleteAccountDialog />
      </Card>
    </div>
  );
}
