import { Menu, UserRound } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useSession } from '../../features/auth/session-provider';
import { cn } from '../../lib/cn';
import { useIsNarrow } from '../../lib/use-media-query';
import { buttonClasses } from '../ui/button';
import { Logo } from './logo';
import { UserMenu } from './user-menu';

// The drawer's dialog code loads the first time it is opened.
const Sheet = lazy(() => import('../ui/sheet').then((m) => ({ default: m.Sheet })));

const NAV = [
  { to: '/analyze', label: 'Crunch Date' },
  { to: '/', label: 'Home' },
  { to: '/history', label: 'Date History' },
  { to: '/about', label: 'About' },
] as const;

function NavLinks({ onNavigate, stacked }: { onNavigate?: () => void; stacked?: boolean }) {
  return (
    <ul className={cn('flex', stacked ? 'flex-col' : 'items-center gap-1')}>
      {NAV.map(({ to, label }) => (
        <li key={to}>
          <NavLink
            to={to}
            end
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'block rounded-lg px-3 font-medium hover:bg-brand-50',
                stacked ? 'py-3' : 'py-2 text-sm',
                isActive && 'text-brand-700',
              )
            }
          >
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The fixed header (spec 01 §2 "Layout"). Under 768 px a drawer holds the user menu and the
 * links; signed in, the My Account button opens it there and links to /account on wide screens.
 */
export function SiteHeader() {
  const { isSignedIn, isLoaded } = useSession();
  const narrow = useIsNarrow();
  const [open, setOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const openDrawer = () => {
    setDrawerLoaded(true);
    setOpen(true);
  };
  const close = () => setOpen(false);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-brand-100 bg-white/95 backdrop-blur">
      <div className="mx-auto grid h-16 max-w-6xl grid-cols-[1fr_auto_1fr] items-center px-4">
        {/* Which controls show on narrow screens is decided by CSS, not script, so the
            pre-rendered page and the first render in the browser are the same. */}
        <div className="flex items-center">
          {isSignedIn ? null : (
            <button
              type="button"
              onClick={openDrawer}
              className="rounded-full p-2.5 hover:bg-brand-50 md:hidden"
              aria-label="Open menu"
              aria-expanded={open}
            >
              <Menu aria-hidden className="h-6 w-6" />
            </button>
          )}
          <nav aria-label="Main" className="hidden md:block">
            <NavLinks />
          </nav>
        </div>
        <Logo />
        <div className="flex items-center justify-end gap-2">
          {!isLoaded ? null : isSignedIn ? (
            <>
              <button
                type="button"
                onClick={openDrawer}
                className={cn(buttonClasses('secondary', 'sm'), 'md:hidden')}
                aria-expanded={open}
              >
                <UserRound aria-hidden className="h-4 w-4" /> My Account
              </button>
              <Link
                to="/account"
                className={cn(buttonClasses('secondary', 'sm'), 'hidden md:inline-flex')}
              >
                <UserRound aria-hidden className="h-4 w-4" /> My Account
              </Link>
              <div className="hidden md:block">
                <UserMenu variant="dropdown" />
              </div>
            </>
          ) : (
            <div className="hidden md:block">
              <UserMenu variant="dropdown" />
            </div>
          )}
        </div>
      </div>
      {drawerLoaded ? (
        <Suspense fallback={null}>
          <Sheet
            open={open && narrow}
            onOpenChange={setOpen}
            title={isSignedIn ? 'My Account' : 'Menu'}
          >
            <UserMenu variant="stacked" onNavigate={close} />
            <hr className="my-4 border-brand-100" />
            <nav aria-label="Main">
              <NavLinks stacked onNavigate={close} />
            </nav>
          </Sheet>
        </Suspense>
      ) : null}
    </header>
  );
}
