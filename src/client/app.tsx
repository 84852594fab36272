import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from './components/ui/toast';
import { SessionProvider } from './features/auth/session-provider';
import { queryClient } from './lib/query-client';

/** Everything around the router; the browser and the build-time prerender both use it. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        {children}
        <Toaster />
      </SessionProvider>
    </QueryClientProvider>
  );
}
