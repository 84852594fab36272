import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES } from '../../../shared/account';
import { SIGN_OUT_CLEARED_KEYS, STORAGE_KEYS } from '../../../shared/constants';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api';
import { SESSION_QUERY_KEY } from '../auth/auth-api';
import { FormField } from '../auth/form-field';
import { deleteAccount, dropLocalPushSubscription } from './account-api';
import { useLeavePage } from './use-leave-page';

/** Delete my account: confirmed by typing the password (DECISIONS: confirm + password). */
export function DeleteAccountDialog() {
  const queryClient = useQueryClient();
  const leavePage = useLeavePage();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError('Enter your password');
      return;
    }
    setPending(true);
    setError(undefined);
    try {
      await deleteAccount(password);
    } catch (err) {
      setPending(false);
      if (err instanceof ApiError && err.status === 400) setError(err.message);
      else
        toast({
          title: ACCOUNT_MESSAGES.deleteFailed,
          description: err instanceof ApiError ? err.message : undefined,
          variant: 'destructive',
        });
      return;
    }
    try {
      for (const key of [...SIGN_OUT_CLEARED_KEYS, STORAGE_KEYS.termsAccepted]) {
        localStorage.removeItem(key);
      }
    } catch {
      // Nothing to clear when storage is unavailable.
    }
    // Off the protected page before the session is cleared (its guard would go to /sign-up).
    setOpen(false);
    await leavePage('/');
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
    queryClient.setQueryData(SESSION_QUERY_KEY, { user: null, profile: null });
    toast({
      title: ACCOUNT_MESSAGES.accountDeletedTitle,
      description: ACCOUNT_MESSAGES.accountDeleted,
      variant: 'success',
    });
    await dropLocalPushSubscription();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setPassword('');
          setError(undefined);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="destructive">Delete my account</Button>
      </DialogTrigger>
      <DialogContent
        title={ACCOUNT_MESSAGES.deleteConfirmTitle}
        description={ACCOUNT_MESSAGES.deleteConfirm}
      >
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <FormField
            id="delete-password"
            label="Type your password to confirm"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={error}
          />
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? 'Deleting...' : 'Delete my account forever'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
