import { Switch } from 'radix-ui';
import { useState } from 'react';
import { ACCOUNT_MESSAGES } from '../../../shared/account';
import type { TProfile } from '../../../shared/auth';
import { Card } from '../../components/ui/card';
import { toast } from '../../components/ui/toast';
import { useSession } from '../auth/session-provider';
import { updateProfile } from './account-api';

type PreferenceKey = 'email_notifications' | 'insights_summary' | 'marketing_emails';

const PREFERENCES: Array<{ key: PreferenceKey; label: string; text: string }> = [
  {
    key: 'email_notifications',
    label: 'Email notifications',
    text: 'Account e-mails and reflection reminders.',
  },
  {
    key: 'insights_summary',
    label: 'Insights summary',
    text: 'A periodic summary of your dating insights.',
  },
  {
    key: 'marketing_emails',
    label: 'Marketing emails',
    text: 'News about DateCrunch features and offers.',
  },
];

/** Settings → Notifications: three toggles saved on the server as they change. */
export function NotificationsTab() {
  const { profile, refresh } = useSession();
  const [pending, setPending] = useState<PreferenceKey | null>(null);
  const [overrides, setOverrides] = useState<Partial<Pick<TProfile, PreferenceKey>>>({});
  const [status, setStatus] = useState('');

  const change = async (key: PreferenceKey, value: boolean) => {
    setPending(key);
    setOverrides((o) => ({ ...o, [key]: value }));
    setStatus('');
    try {
      await updateProfile({ [key]: value });
      await refresh();
      setStatus(ACCOUNT_MESSAGES.preferencesSaved);
    } catch {
      toast({
        title: ACCOUNT_MESSAGES.profileSaveFailedTitle,
        description: ACCOUNT_MESSAGES.preferencesFailed,
        variant: 'destructive',
      });
    } finally {
      setOverrides((o) => {
        const next = { ...o };
        delete next[key];
        return next;
      });
      setPending(null);
    }
  };

  return (
    <Card>
      <h2 className="text-lg font-semibold text-ink">Notification preferences</h2>
      <ul className="mt-4 divide-y divide-gray-100">
        {PREFERENCES.map(({ key, label, text }) => {
          const checked = overrides[key] ?? profile?.[key] ?? false;
          return (
            <li key={key} className="flex items-center justify-between gap-4 py-4">
              <div>
                <label htmlFor={`pref-${key}`} className="font-medium text-ink">
                  {label}
                </label>
                <p className="text-sm text-muted">{text}</p>
              </div>
              <Switch.Root
                id={`pref-${key}`}
                checked={checked}
                disabled={pending !== null}
                onCheckedChange={(value) => void change(key, value)}
                className="relative h-7 w-12 shrink-0 cursor-pointer rounded-full bg-gray-300 transition-colors data-[state=checked]:bg-brand-700 disabled:opacity-60"
              >
                <Switch.Thumb className="block h-6 w-6 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
              </Switch.Root>
            </li>
          );
        })}
      </ul>
      <p role="status" className="mt-2 min-h-5 text-sm text-muted">
        {status}
      </p>
    </Card>
  );
}
