import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { DELAYS } from '../../../shared/constants';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
// Captures the browser's install prompt early; the prompt cards themselves load lazily.
import '../../features/pwa/install-prompt';

const PwaPrompts = lazy(() => import('../../features/pwa/pwa-prompts'));

export interface RouteHandle {
  hideHeader?: boolean;
  hideFooter?: boolean;
}

/** Every route change scrolls to the top, and again after 50 ms (spec 01 §2). */
function useScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    const timer = window.setTimeout(() => window.scrollTo(0, 0), DELAYS.scrollToTopRepeat);
    return () => window.clearTimeout(timer);
  }, [pathname]);
}

const subscribeNever = () => () => {};

/** False in the pre-rendered HTML and while hydrating it, true once running in the browser. */
function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

export function AppLayout() {
  useScrollToTopOnNavigate();
  const isClient = useIsClient();
  const matches = useMatches();
  const handle = (matches.at(-1)?.handle ?? {}) as RouteHandle;
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        Skip to content
      </a>
      {handle.hideHeader ? null : <SiteHeader />}
      <main id="main" className={handle.hideHeader ? 'flex-1' : 'flex-1 pt-16'}>
        <Outlet />
      </main>
      {handle.hideFooter ? null : <SiteFooter />}
      {/* Browser-only prompts: absent from the pre-rendered page, so hydration matches. */}
      {isClient ? (
        <Suspense fallback={null}>
          <PwaPrompts />
        </Suspense>
      ) : null}
    </div>
  );
}
