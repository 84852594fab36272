import { Crown, CreditCard, History, LogOut, Settings, User } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../features/auth/session-provider';
import { cn } from '../../lib/cn';
import { buttonClasses } from '../ui/button';
import { initialsFromEmail } from './initials';

// The Radix dropdown (and its positioning engine) loads only for signed-in users.
const AccountDropdown = lazy(() => import('./account-dropdown'));

export const ENTRIES = [
  { to: '/account', label: 'My Account', icon: User },
  { to: '/history', label: 'Date History', icon: History },
  { to: '/billing', label: 'Billing & Payments', icon: CreditCard },
  { to: '/settings', label: 'Settings', icon: Settings },
] as const;

export function Avatar({ email, image }: { email: string; image?: string | null }) {
  if (image) {
    return (
      <img
        src={image}
        alt=""
        className="h-9 w-9 rounded-full object-cover"
        width={36}
        height={36}
      />
    );
  }
  return (
    <span
      aria-hidden
      className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
    >
      {initialsFromEmail(email)}
    </span>
  );
}

export function PremiumBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      <Crown aria-hidden className="h-3 w-3" /> Premium
    </span>
  );
}

/**
 * The account menu. `dropdown` on wide screens (avatar button), `stacked` inside the drawer on
 * narrow ones. Signed out it offers Log in and Sign up.
 */
export function UserMenu({
  variant,
  onNavigate,
}: {
  variant: 'dropdown' | 'stacked';
  onNavigate?: () => void;
}) {
  const { user, isSignedIn, isPremium, signOut } = useSession();
  const navigate = useNavigate();
  const logOut = async () => {
    onNavigate?.();
    await signOut();
    navigate('/');
  };

  if (!isSignedIn || !user) {
    return (
      <div className={cn('flex gap-2', variant === 'stacked' && 'flex-col')}>
        <Link to="/sign-in" onClick={onNavigate} className={buttonClasses('ghost', 'sm')}>
          Log in
        </Link>
        <Link to="/sign-up" onClick={onNavigate} className={buttonClasses('primary', 'sm')}>
          Sign up
        </Link>
      </div>
    );
  }

  if (variant === 'stacked') {
    return (
      <div className="flex flex-col gap-1">
        <div className="mb-2 flex items-center gap-3 rounded-xl bg-brand-50 p-3">
          <Avatar email={user.email} image={user.image} />
          <div className="min-w-0">
            <p className="truncate text-sm font-medium">{user.email}</p>
            {isPremium ? <PremiumBadge /> : null}
          </div>
        </div>
        <ul className="flex flex-col">
          {ENTRIES.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                onClick={onNavigate}
                className="flex items-center gap-3 rounded-lg px-3 py-3 hover:bg-brand-50"
              >
                <Icon aria-hidden className="h-5 w-5 text-brand-700" /> {label}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={logOut}
              className="flex w-full items-center gap-3 rounded-lg px-3 py-3 text-left hover:bg-brand-50"
            >
              <LogOut aria-hidden className="h-5 w-5 text-brand-700" /> Log out
            </button>
          </li>
        </ul>
      </div>
    );
  }

  return (
    <Suspense fallback={<Avatar email={user.email} image={user.image} />}>
      <AccountDropdown
        email={user.email}
        image={user.image}
        isPremium={isPremium}
        onLogOut={logOut}
      />
    </Suspense>
  );
}
