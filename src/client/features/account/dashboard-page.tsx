import { CalendarHeart, Check, CreditCard, Crown, History, Settings, Star } from 'lucide-react';
import { Link } from 'react-router';
import { ACCOUNT_MESSAGES } from '../../../shared/account';
import { DEFAULT_LEVEL } from '../../../shared/constants';
import { PremiumBadge } from '../../components/layout/user-menu';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../auth/session-provider';

const QUICK_ACTIONS = [
  {
    to: '/settings',
    title: 'Account Settings',
    text: 'Profile, notifications and security',
    icon: Settings,
  },
  { to: '/date-history', title: 'Date History', text: 'Every date you crunched', icon: History },
  {
    to: '/billing',
    title: 'Billing & Payments',
    text: 'Plan, invoices and payment',
    icon: CreditCard,
  },
] as const;

const UPGRADE_POINTS = [
  'Unlimited date crunching',
  'Advanced AI insights',
  'Red flag detection and compatibility scoring',
] as const;

export function SignInPrompt({ message }: { message: string }) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-16">
      <Card className="grid justify-items-start gap-3">
        <p className="text-ink">{message}</p>
        <Link to="/sign-in" className={buttonClasses('primary', 'md')}>
          Sign in
        </Link>
      </Card>
    </div>
  );
}

function StatCard({
  label,
  value,
  icon: Icon,
}: {
  label: string;
  value: string;
  icon: typeof Star;
}) {
  return (
    <Card className="flex items-center gap-4">
      <Icon aria-hidden className="h-10 w-10 shrink-0 text-brand-700" />
      <div>
        <p className="text-sm text-muted">{label}</p>
        <p className="text-2xl font-bold text-ink" data-testid={`stat-${label}`}>
          {value}
        </p>
      </div>
    </Card>
  );
}

/** /account, the dashboard (spec 02 §2; DECISIONS: the user's real counts and level). */
export default function DashboardPage() {
  const { user, profile, isLoaded, isSignedIn, isPremium } = useSession();
  if (!isLoaded) return <Spinner label="Loading your account" className="min-h-[50vh]" />;
  if (!isSignedIn || !user) return <SignInPrompt message={ACCOUNT_MESSAGES.signInPrompt} />;

  const dates = profile?.datecrunch_dates ?? 0;
  const level = profile?.datecrunch_level ?? DEFAULT_LEVEL;
  const plan = isPremium ? 'Premium' : 'Free';
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-ink">{ACCOUNT_MESSAGES.welcomeBack}</h1>
          <p className="mt-1 text-muted">
            {profile?.display_name ? `${profile.display_name} · ` : ''}
            {user.email}
          </p>
        </div>
        {isPremium ? (
          <PremiumBadge />
        ) : (
          <span className="rounded-full bg-gray-100 px-3 py-1 text-sm font-semibold text-gray-800">
            Free Plan
          </span>
        )}
      </div>

      <section aria-label="Your stats" className="mt-8 grid gap-4 md:grid-cols-3">
        <StatCard label="Dates Crunched" value={String(dates)} icon={CalendarHeart} />
        <StatCard label="Dating Level" value={String(level)} icon={Star} />
        <StatCard label="Plan Status" value={plan} icon={Crown} />
      </section>

      <section aria-labelledby="quick-actions" className="mt-10">
        <h2 id="quick-actions" className="text-xl font-semibold text-ink">
          Quick actions
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {QUICK_ACTIONS.map(({ to, title, text, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="block h-full rounded-2xl border border-brand-100 bg-white p-6 shadow-sm hover:border-brand-300"
              >
                <Icon aria-hidden className="h-7 w-7 text-brand-700" />
                <span className="mt-3 block font-semibold text-ink">{title}</span>
                <span className="mt-1 block text-sm text-muted">{text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {isPremium ? null : (
        <Card className="mt-10 border-amber-200 bg-amber-50">
          <h2 className="text-xl font-semibold text-ink">Upgrade to Premium</h2>
          <ul className="mt-3 grid gap-2">
            {UPGRADE_POINTS.map((point) => (
              <li key={point} className="flex items-center gap-2 text-ink">
                <Check aria-hidden className="h-5 w-5 text-emerald-700" /> {point}
              </li>
            ))}
          </ul>
          <Link to="/pricing" className={`${buttonClasses('primary', 'md')} mt-5`}>
            Upgrade Now
          </Link>
        </Card>
      )}

      <Card className="mt-10">
        <h2 className="text-xl font-semibold text-ink">Recent Activity</h2>
        {dates > 0 ? (
          <p className="mt-2 text-ink">
            {ACCOUNT_MESSAGES.datesSoFar(dates)}{' '}
            <Link to="/date-history" className="font-semibold text-brand-700 underline">
              View your date history
            </Link>
          </p>
        ) : (
          <p className="mt-2 text-ink">
            {ACCOUNT_MESSAGES.noDates}{' '}
            <Link to="/analyze" className="font-semibold text-brand-700 underline">
              Crunch your first date
            </Link>
          </p>
        )}
      </Card>
    </div>
  );
}
