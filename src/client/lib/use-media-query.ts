import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '../../shared/constants';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Narrow screens are under 768 px (spec 01 §9). */
export function useIsNarrow(): boolean {
  return useMediaQuery(`(max-width: ${BREAKPOINTS.narrowMaxPx - 1}px)`);
}
