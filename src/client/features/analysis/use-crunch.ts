import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { fallbackAnalysis } from '../../../shared/analysis';
import { DELAYS, TOAST } from '../../../shared/constants';
import { CRUNCH_MESSAGES, presentAnalysis, type TCrunchResponse } from '../../../shared/crunch';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api';
import { useSession } from '../auth/session-provider';
import { crunchDate } from './crunch-api';

export type CrunchState =
  | { phase: 'form' }
  | { phase: 'loading' }
  | { phase: 'result'; result: TCrunchResponse; text: string };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Spec 01 §8: the result shown when the analysis fails for a reason other than the limit. */
function fallbackResult(): TCrunchResponse {
  return {
    analysis: presentAnalysis(fallbackAnalysis(), false),
    saved: false,
    entryId: null,
    unsavedReason: null,
    usage: null,
  };
}

/**
 * The analysis flow (spec 01 §4): the request starts at once and the loading animation lasts at
 * least DELAYS.analysisMinimumAnimation (DECISIONS: the 2 s are a minimum, not a wait before
 * starting). The limit, rate-limit and validation answers keep the form; any other failure
 * shows the spec's fallback result.
 */
export function useCrunch() {
  const { isSignedIn, refresh } = useSession();
  const queryClient = useQueryClient();
  const [state, setState] = useState<CrunchState>({ phase: 'form' });
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const busy = useRef(false);

  const submit = useCallback(
    async (text: string) => {
      if (busy.current) return;
      busy.current = true;
      setState({ phase: 'loading' });
      toast({
        title: CRUNCH_MESSAGES.crunchingTitle,
        description: CRUNCH_MESSAGES.crunchingDescription,
        duration: TOAST.shortDurationMs,
      });
      const request = crunchDate(text).then(
        (result) => ({ ok: true as const, result }),
        (error: unknown) => ({ ok: false as const, error }),
      );
      const [outcome] = await Promise.all([request, wait(DELAYS.analysisMinimumAnimation)]);
      busy.current = false;

      if (outcome.ok) {
        setState({ phase: 'result', result: outcome.result, text: text.trim() });
        toast({
          title: CRUNCH_MESSAGES.crunchedTitle,
          description: outcome.result.saved
            ? CRUNCH_MESSAGES.crunchedSaved
            : CRUNCH_MESSAGES.crunchedUnsaved,
          variant: 'success',
          duration: TOAST.shortDurationMs,
        });
        if (outcome.result.saved) {
          void queryClient.invalidateQueries({ queryKey: ['history'] });
        }
        if (isSignedIn) void refresh();
        return;
      }

      const error = outcome.error;
      if (error instanceof ApiError && error.code === 'FREE_LIMIT_REACHED') {
        setState({ phase: 'form' });
        toast({
          title: CRUNCH_MESSAGES.freeLimitTitle,
          description: CRUNCH_MESSAGES.freeLimit,
          variant: 'destructive',
        });
        setUpgradeOpen(true);
        if (isSignedIn) void refresh();
        return;
      }
      if (error instanceof ApiError && error.code === 'RATE_LIMITED' && !isSignedIn) {
        setState({ phase: 'form' });
        toast({
          title: CRUNCH_MESSAGES.signInRequiredTitle,
          description: CRUNCH_MESSAGES.signInRequired,
          duration: TOAST.durationMs,
        });
        return;
      }
      if (
        error instanceof ApiError &&
        ['RATE_LIMITED', 'VALIDATION_FAILED', 'TERMS_NOT_ACCEPTED'].includes(error.code)
      ) {
        setState({ phase: 'form' });
        toast({
          title: CRUNCH_MESSAGES.errorTitle,
          description: error.message,
          variant: 'destructive',
        });
        return;
      }
      setState({ phase: 'result', result: fallbackResult(), text: text.trim() });
      toast({
        title: CRUNCH_MESSAGES.errorTitle,
        description: CRUNCH_MESSAGES.error,
        variant: 'destructive',
      });
    },
    [isSignedIn, refresh, queryClient],
  );

  const reset = useCallback(() => setState({ phase: 'form' }), []);

  return { state, submit, reset, upgradeOpen, setUpgradeOpen };
}
