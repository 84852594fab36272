import { useQuery } from '@tanstack/react-query';
import { DEFAULT_SUPPORT_EMAIL } from '../../shared/constants';
import type { TMeta } from '../../shared/meta';
import { apiFetch } from './api';

const FALLBACK: TMeta = {
  supportEmail: DEFAULT_SUPPORT_EMAIL,
  googleSignIn: false,
  payments: 'sandbox',
};

/** Public settings from the server (support address, which providers are on). */
export function useMeta(): TMeta {
  const { data } = useQuery({
    queryKey: ['meta'],
    // Typed, not parsed: zod stays out of the first chunk; the server validates this shape.
    queryFn: () => apiFetch<TMeta>('/api/meta'),
    staleTime: Infinity,
  });
  return data ?? FALLBACK;
}
