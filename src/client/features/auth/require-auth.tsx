import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { AUTH_MESSAGES } from '../../../shared/auth-rules';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast';
import { acceptTermsSignedIn } from './auth-api';
import { useSession } from './session-provider';
import type { TermsOutcome } from './terms-modal';

// The terms text is only needed by users who have not accepted yet: loaded on demand.
const TermsModal = lazy(() => import('./terms-modal').then((m) => ({ default: m.TermsModal })));

/**
 * The guard of protected routes (spec 01 §2): a spinner while the session is unknown, a
 * replace-redirect to /sign-up when signed out, and the terms modal (page blocked) until the
 * terms are accepted.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isLoaded, isSignedIn, termsAccepted, refresh, signOut } = useSession();
  const navigate = useNavigate();
  const toasted = useRef(false);
  const [leaving, setLeaving] = useState(false);
  const needsTerms = isLoaded && isSignedIn && !termsAccepted;

  useEffect(() => {
    if (needsTerms && !toasted.current) {
      toasted.current = true;
      toast({ title: AUTH_MESSAGES.termsRequiredTitle, description: AUTH_MESSAGES.termsRequired });
    }
  }, [needsTerms]);

  // Set when the terms were declined: /sign-in wins over the signed-out redirect to /sign-up.
  if (leaving) return <Navigate to="/sign-in" replace />;
  if (!isLoaded) return <Spinner label="Checking your session" className="min-h-[50vh]" />;
  if (!isSignedIn) return <Navigate to="/sign-up" replace />;
  if (termsAccepted) return <>{children}</>;

  const onClosed = async (outcome: TermsOutcome) => {
    if (outcome === 'accepted') return;
    // Declined or closed otherwise: the product cannot be used without the terms. Leave first;
    // the session ends once the sign-in page is there.
    setLeaving(true);
    await navigate('/sign-in', { replace: true });
    await signOut();
  };

  return (
    <>
      <div aria-hidden className="min-h-[50vh]" />
      <Suspense fallback={<Spinner label="Loading the terms" className="min-h-[50vh]" />}>
        <TermsModal
          open
          onAccept={async () => {
            await acceptTermsSignedIn();
            await refresh();
          }}
          onClosed={(outcome) => void onClosed(outcome)}
        />
      </Suspense>
    </>
  );
}
