import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { SIGN_OUT_CLEARED_KEYS } from '../../../shared/constants';
import { toast } from '../../components/ui/toast';
import { apiFetch } from '../../lib/api';

export interface SessionUser {
  id: string;
  email: string;
  name?: string;
  image?: string | null;
}

export interface SessionState {
  user: SessionUser | null;
  isLoaded: boolean;
  isSignedIn: boolean;
  isPremium: boolean;
  signOut: () => Promise<void>;
}

const SessionContext = createContext<SessionState | null>(null);

async function fetchSession(): Promise<SessionUser | null> {
  const data = await apiFetch<{ user?: SessionUser } | null>('/api/auth/get-session');
  return data?.user ?? null;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ['session'], queryFn: fetchSession, retry: false });
  const user = query.data ?? null;
  const signOut = async () => {
    try {
      await apiFetch('/api/auth/sign-out', { method: 'POST', body: {} });
      for (const key of SIGN_OUT_CLEARED_KEYS) localStorage.removeItem(key);
      queryClient.clear();
      queryClient.setQueryData(['session'], null);
    } catch (err) {
      toast({
        title: 'Sign out failed',
        description: err instanceof Error ? err.message : 'An error occurred during sign out.',
        variant: 'destructive',
      });
    }
  };
  const value: SessionState = {
    user,
    isLoaded: !query.isPending,
    isSignedIn: user !== null,
    isPremium: false,
    signOut,
  };
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
