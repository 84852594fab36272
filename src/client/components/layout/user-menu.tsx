import { DropdownMenu } from 'radix-ui';
import { Crown, CreditCard, History, LogOut, Settings, User } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../features/auth/session-provider';
import { cn } from '../../lib/cn';
import { buttonClasses } from '../ui/button';
import { initialsFromEmail } from './initials';

const ENTRIES = [
  { to: '/account', label: 'My Account', icon: User },
  { to: '/history', label: 'Date History', icon: History },
  { to: '/billing', label: 'Billing & Payments', icon: CreditCard },
  { to: '/settings', label: 'Settings', icon: Settings },
] as const;

function Avatar({ email, image }: { email: string; image?: string | null }) {
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

function PremiumBadge() {
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
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="flex items-center gap-2 rounded-full p-0.5 hover:ring-2 hover:ring-brand-200"
        aria-label="Open account menu"
      >
        <Avatar email={user.email} image={user.image} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-gray-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <p className="truncate text-sm font-medium">{user.email}</p>
            {isPremium ? <PremiumBadge /> : null}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-gray-100" />
          {ENTRIES.map(({ to, label, icon: Icon }) => (
            <DropdownMenu.Item key={to} asChild>
              <Link
                to={to}
                className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 outline-none data-[highlighted]:bg-brand-50"
              >
                <Icon aria-hidden className="h-4 w-4 text-brand-700" /> {label}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-gray-100" />
          <DropdownMenu.Item
            onSelect={logOut}
            className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 outline-none data-[highlighted]:bg-brand-50"
          >
            <LogOut aria-hidden className="h-4 w-4 text-brand-700" /> Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
