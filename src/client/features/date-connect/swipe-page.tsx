import { ArrowLeft, Heart, HelpCircle, X } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { ProfileCard } from './profile-card';
import { SAMPLE_PROFILES } from './sample-profiles';
import { SwipeCard } from './swipe-card';
import { applySwipe, initialSwipeState, type SwipeDecision } from './swipe-state';

/** Locks page scrolling while the swipe screen is open (spec 02 §2). */
function useScrollLock() {
  useEffect(() => {
    const { body, documentElement } = document;
    const previous = [body.style.overflow, documentElement.style.overscrollBehavior];
    body.style.overflow = 'hidden';
    documentElement.style.overscrollBehavior = 'none';
    return () => {
      body.style.overflow = previous[0]!;
      documentElement.style.overscrollBehavior = previous[1]!;
    };
  }, []);
}

const ACTIONS = [
  { decision: 'pass', label: 'Pass', icon: X, className: 'h-14 w-14 text-red-600 border-red-200' },
  {
    decision: 'maybe',
    label: 'Maybe',
    icon: HelpCircle,
    className: 'h-12 w-12 text-blue-600 border-blue-200',
  },
  {
    decision: 'like',
    label: 'Like',
    icon: Heart,
    className: 'h-14 w-14 text-emerald-600 border-emerald-200',
  },
] as const;

/**
 * /date-connect/swipe: the demo over the built-in sample profiles. `?refill=0` turns the
 * endless refill off so the end screen can be reached (used by the browser tests).
 */
export default function SwipePage() {
  useScrollLock();
  const [params] = useSearchParams();
  const refill = params.get('refill') !== '0';
  const [state, setState] = useState(() => initialSwipeState(SAMPLE_PROFILES));
  const current = state.profiles[state.index];
  const next = state.profiles[state.index + 1];

  const decide = useCallback(
    (decision: SwipeDecision) =>
      setState((s) => applySwipe(s, decision, { refill, samples: SAMPLE_PROFILES })),
    [refill],
  );

  useEffect(() => {
    if (!current) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLElement && event.target.closest('input, textarea')) return;
      const decision =
        event.key === 'ArrowRight'
          ? 'like'
          : event.key === 'ArrowLeft'
            ? 'pass'
            : event.key === 'ArrowUp' || event.key === 'ArrowDown'
              ? 'maybe'
              : null;
      if (decision) {
        event.preventDefault();
        decide(decision);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [current, decide]);

  return (
    <div className="fixed inset-0 flex flex-col bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto flex w-full max-w-md items-center justify-between px-4 pt-4">
        <Link to="/date-connect" className={buttonClasses('secondary', 'sm')}>
          <ArrowLeft aria-hidden className="h-4 w-4" /> Back
        </Link>
        <ul aria-label="Swipe counts" className="flex gap-2 text-sm font-bold">
          <li className="rounded-full bg-emerald-100 px-3 py-1 text-emerald-800">
            <span className="sr-only">Likes: </span>
            <Heart aria-hidden className="mr-1 inline h-4 w-4" />
            {state.likes}
          </li>
          <li className="rounded-full bg-blue-100 px-3 py-1 text-blue-800">
            <span className="sr-only">Maybes: </span>
            <HelpCircle aria-hidden className="mr-1 inline h-4 w-4" />
            {state.maybes}
          </li>
          <li className="rounded-full bg-red-100 px-3 py-1 text-red-800">
            <span className="sr-only">Passes: </span>
            <X aria-hidden className="mr-1 inline h-4 w-4" />
            {state.passes}
          </li>
        </ul>
      </div>
      <h1 className="sr-only">DateConnect swipe demo</h1>
      <p className="mx-auto mt-2 text-center text-xs text-muted">
        Demo with sample profiles: illustrations, not real people.
      </p>

      {current ? (
        <>
          <div className="relative mx-auto mt-3 w-full max-w-md flex-1 px-4">
            <div className="relative h-full min-h-[22rem]">
              {next ? (
                <div aria-hidden className="absolute inset-0 scale-95 opacity-70">
                  <ProfileCard profile={next} />
                </div>
              ) : null}
              <SwipeCard key={current.id} profile={current} onDecide={decide} />
            </div>
          </div>
          <div className="mx-auto w-full max-w-md px-4 pb-6 pt-4">
            <div className="flex items-center justify-center gap-6">
              {ACTIONS.map(({ decision, label, icon: Icon, className }) => (
                <button
                  key={decision}
                  type="button"
                  onClick={() => decide(decision)}
                  aria-label={label}
                  className={cn(
                    'inline-flex items-center justify-center rounded-full border-2 bg-white shadow-md transition-transform hover:scale-105',
                    className,
                  )}
                >
                  <Icon aria-hidden className="h-6 w-6" />
                </button>
              ))}
            </div>
            <p className="mt-3 text-center text-xs text-muted">
              Swipe left to pass • Swipe right to like • Swipe up/down for maybe
            </p>
          </div>
        </>
      ) : (
        <div className="mx-auto flex max-w-md flex-1 flex-col items-center justify-center px-6 text-center">
          <p className="text-3xl font-extrabold" role="status">
            All done! 🎉
          </p>
          <p className="mt-3 text-muted">
            You&apos;ve seen all available profiles. New matches are added regularly!
          </p>
          <Link to="/date-connect" className={cn(buttonClasses('primary', 'md'), 'mt-6')}>
            Back to DateConnect
          </Link>
        </div>
      )}
    </div>
  );
}
