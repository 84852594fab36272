import { zodResolver } from '@hookform/resolvers/zod';
import { format, parseISO } from 'date-fns';
import { Lock } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  ACCOUNT_MESSAGES,
  ZProfileForm,
  type TProfileForm,
  type TProfileFormInput,
} from '../../../shared/account';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input, Label } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api';
import { FormField } from '../auth/form-field';
import { useSession } from '../auth/session-provider';
import { updateProfile } from './account-api';
import { AvatarSection } from './avatar-section';

export function formatDateOfBirth(value: string | undefined | null): string {
  if (!value) return ACCOUNT_MESSAGES.notProvided;
  const date = parseISO(value);
  return Number.isNaN(date.getTime())
    ? ACCOUNT_MESSAGES.notProvided
    : format(date, 'MMMM dd, yyyy');
}

/** Settings → Profile (spec 02 §2, §3; DECISIONS: the save is real). */
export function ProfileTab() {
  const { user, profile, refresh } = useSession();
  const form = useForm<TProfileFormInput, unknown, TProfileForm>({
    resolver: zodResolver(ZProfileForm),
    defaultValues: { display_name: profile?.display_name ?? '', phone: profile?.phone ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await updateProfile({
        display_name: values.display_name || null,
        phone: values.phone || null,
      });
      form.reset({ display_name: saved.display_name ?? '', phone: saved.phone ?? '' });
      await refresh();
      toast({
        title: ACCOUNT_MESSAGES.profileUpdatedTitle,
        description: ACCOUNT_MESSAGES.profileUpdated,
        variant: 'success',
      });
    } catch (err) {
      toast({
        title: ACCOUNT_MESSAGES.profileSaveFailedTitle,
        description: err instanceof ApiError ? err.message : ACCOUNT_MESSAGES.profileUpdateFailed,
        variant: 'destructive',
      });
    }
  });

  return (
    <div className="grid gap-6">
      <Card>
        <h2 className="text-lg font-semibold text-ink">Profile picture</h2>
        <div className="mt-4">
          <AvatarSection />
        </div>
      </Card>
      <Card>
        <h2 className="text-lg font-semibold text-ink">Personal information</h2>
        <form className="mt-4 grid gap-4" onSubmit={onSubmit} noValidate>
          <div>
            <Label htmlFor="settings-email">Email</Label>
            <Input id="settings-email" value={user?.email ?? ''} readOnly disabled />
          </div>
          <div>
            <Label htmlFor="settings-dob">Date of birth</Label>
            <Input
              id="settings-dob"
              value={formatDateOfBirth(user?.date_of_birth)}
              readOnly
              disabled
              aria-describedby="settings-dob-note"
            />
            <p id="settings-dob-note" className="mt-1 flex items-center gap-1 text-sm text-muted">
              <Lock aria-hidden className="h-3.5 w-3.5" /> {ACCOUNT_MESSAGES.lockedForLegal}
            </p>
          </div>
          <FormField
            id="settings-display-name"
            label="Display name"
            autoComplete="nickname"
            error={errors.display_name?.message}
            {...form.register('display_name')}
          />
          <div>
            <FormField
              id="settings-phone"
              label="Phone number (optional)"
              type="tel"
              autoComplete="tel"
              placeholder="+14155550123"
              error={errors.phone?.message}
              {...form.register('phone')}
            />
            <p className="mt-1 text-sm text-muted">For SMS notifications.</p>
          </div>
          <div>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? ACCOUNT_MESSAGES.saving : 'Save Changes'}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
