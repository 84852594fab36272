import { useNavigate } from 'react-router';

/**
 * Back goes one step back in the app's history; a page opened directly (no earlier entry of
 * ours) goes to `fallback` instead of leaving the site.
 */
export function useBack(fallback = '/') {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(fallback);
  };
}
