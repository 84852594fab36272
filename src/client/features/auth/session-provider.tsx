import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { TProfile, TSessionUser, TSignUpRequest, TSignUpResponse } from '../../../shared/auth';
import { AUTH_MESSAGES } from '../../../shared/auth-rules';
import { SIGN_OUT_CLEARED_KEYS, STORAGE_KEYS } from '../../../shared/constants';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api';
import {
  SESSION_QUERY_KEY,
  fetchSession,
  signInWithEmail,
  signOutRequest,
  signUpWithEmail,
} from './auth-api';

export interface SessionUser extends TSessionUser {
  /** The profile picture, for the avatar. */
  image: string | null;
}

/** The auth context of spec 01 §3: one provider, its hooks throw outside it. */
export interface SessionState {
  user: SessionUser | null;
  profile: TProfile | null;
  isLoaded: boolean;
  isSignedIn: boolean;
  isPremium: boolean;
  /** Accepted per the server's record (or an analysed date), mirrored in localStorage. */
  termsAccepted: boolean;
  /** Throws ApiError with the server's message; the caller shows it. */
  signIn: (email: string, password: string) => Promise<void>;
  /** Always answers 'check-email' with a ticket for the terms modal (no enumeration). */
  signUp: (request: TSignUpRequest) => Promise<TSignUpResponse>;
  /** Ends the session on the server and clears the four local keys; toasts on failure. */
  signOut: () => Promise<boolean>;
  /** Re-reads the session and profile from the server. */
  refresh: () => Promise<void>;
}

const SessionContext = createContext<SessionState | null>(null);

/** Premium ends when subscription_end passes (the server applies the same rule). */
export function isPremiumProfile(profile: TProfile | null, now = Date.now()): boolean {
  if (!profile?.is_premium) return false;
  return !profile.subscription_end || new Date(profile.subscription_end).getTime() > now;
}

export function hasAcceptedTerms(profile: TProfile | null): boolean {
  return Boolean(profile && (profile.terms_accepted_at || profile.datecrunch_dates >= 1));
}

function mirrorTermsAcceptance(profile: TProfile | null): void {
  if (!profile || !hasAcceptedTerms(profile)) return;
  try {
    if (!localStorage.getItem(STORAGE_KEYS.termsAccepted)) {
      localStorage.setItem(
        STORAGE_KEYS.termsAccepted,
        profile.terms_accepted_at ?? new Date().toISOString(),
      );
    }
  } catch {
    // Storage can be unavailable (private mode); the server's record is what counts.
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSession,
    retry: 1,
    staleTime: 60_000,
  });
  const data = query.data;
  const profile = data?.profile ?? null;
  const user: SessionUser | null = data?.user
    ? { ...data.user, image: profile?.profile_picture_url ?? null }
    : null;
  useEffect(() => mirrorTermsAcceptance(profile), [profile]);

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  }, [queryClient]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      await signInWithEmail(email, password);
      // Read the new session now: the cached visitor answer would otherwise count as fresh.
      queryClient.setQueryData(SESSION_QUERY_KEY, await fetchSession());
    },
    [queryClient],
  );

  const signUp = useCallback((request: TSignUpRequest) => signUpWithEmail(request), []);

  const signOut = useCallback(async () => {
    try {
      await signOutRequest();
    } catch (err) {
      // A session that is already gone is signed out all the same.
      if (!(err instanceof ApiError && err.status === 401)) {
        toast({
          title: AUTH_MESSAGES.signOutFailedTitle,
          description:
            err instanceof Error && err.message ? err.message : AUTH_MESSAGES.signOutFailed,
          variant: 'destructive',
        });
        return false;
      }
    }
    try {
      for (const key of SIGN_OUT_CLEARED_KEYS) localStorage.removeItem(key);
    } catch {
      // Nothing to clear when storage is unavailable.
    }
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
    queryClient.setQueryData(SESSION_QUERY_KEY, { user: null, profile: null });
    return true;
  }, [queryClient]);

  const isSignedIn = user !== null;
  const value = useMemo<SessionState>(
    () => ({
      user,
      profile,
      isLoaded: !query.isPending,
      isSignedIn,
      isPremium: isPremiumProfile(profile),
      termsAccepted: hasAcceptedTerms(profile),
      signIn,
      signUp,
      signOut,
      refresh,
    }),
    // `user` is rebuilt each render from `data`; depend on the query's data instead.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, query.isPending, signIn, signUp, signOut, refresh],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

/** The same context under the spec's other name (the auth context of 01 §3). */
export const useAuth = useSession;
