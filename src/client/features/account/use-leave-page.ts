import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/**
 * Navigates away from a protected page and resolves once the page is unmounted. Ending the
 * session before that would let the page's guard redirect the now signed-out user to /sign-up;
 * the data router renders the new route in a transition, after `navigate` itself settles.
 */
export function useLeavePage(): (path: string) => Promise<void> {
  const navigate = useNavigate();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useCallback(
    async (path: string) => {
      await navigate(path, { replace: true });
      for (let frame = 0; mounted.current && frame < 120; frame++) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    },
    [navigate],
  );
}
