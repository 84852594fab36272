import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router';
import { ACCOUNT_MESSAGES } from '../../../shared/account';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../auth/session-provider';
import { SignInPrompt } from './dashboard-page';
import { NotificationsTab } from './notifications-tab';
import { ProfileTab } from './profile-tab';
import { SecurityTab } from './security-tab';

const TABS = [
  { value: 'profile', label: 'Profile' },
  { value: 'notifications', label: 'Notifications' },
  { value: 'security', label: 'Security' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

const isTab = (value: string | null): value is TabValue => TABS.some((t) => t.value === value);

const TRIGGER =
  'flex-1 rounded-full px-4 py-2 text-sm font-semibold text-muted data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm';

/** /settings (spec 02 §2): Profile (default), Notifications and Security; ?tab= opens one. */
export default function SettingsPage() {
  const { isLoaded, isSignedIn } = useSession();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabValue = isTab(requested) ? requested : 'profile';
  if (!isLoaded) return <Spinner label="Loading your settings" className="min-h-[50vh]" />;
  if (!isSignedIn) return <SignInPrompt message={ACCOUNT_MESSAGES.settingsSignInPrompt} />;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-ink">Account Settings</h1>
      <Tabs.Root
        value={tab}
        onValueChange={(value) =>
          setParams(value === 'profile' ? {} : { tab: value }, { replace: true })
        }
        className="mt-6"
      >
        <Tabs.List
          aria-label="Settings sections"
          className="flex gap-1 rounded-full bg-brand-50 p-1"
        >
          {TABS.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value} className={TRIGGER}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="profile" className="mt-6">
          <ProfileTab />
        </Tabs.Content>
        <Tabs.Content value="notifications" className="mt-6">
          <NotificationsTab />
        </Tabs.Content>
        <Tabs.Content value="security" className="mt-6">
          <SecurityTab />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
