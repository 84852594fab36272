import { SWIPE } from '../../../shared/constants';
import type { CandidateProfile } from './sample-profiles';

export type SwipeDecision = 'like' | 'pass' | 'maybe';

export interface SwipeState {
  profiles: CandidateProfile[];
  index: number;
  likes: number;
  maybes: number;
  passes: number;
}

export function initialSwipeState(samples: CandidateProfile[]): SwipeState {
  return {
    profiles: samples.slice(0, SWIPE.sampleSlice),
    index: 0,
    likes: 0,
    maybes: 0,
    passes: 0,
  };
}

/**
 * The decision at drag end (spec 02 §4): mostly horizontal → right over the threshold is like,
 * left over it is pass; otherwise vertical movement (up or down) over it is maybe.
 */
export function decideSwipe(offset: { x: number; y: number }): SwipeDecision | null {
  const t = SWIPE.thresholdPx;
  if (Math.abs(offset.x) > Math.abs(offset.y)) {
    if (offset.x > t) return 'like';
    if (offset.x < -t) return 'pass';
    return null;
  }
  return Math.abs(offset.y) > t ? 'maybe' : null;
}

/**
 * Counts the decision and moves on. With refill on, once the index reaches length - 2 a random
 * sample is appended as a copy with a new timestamp-based id, so the stack keeps growing.
 */
export function applySwipe(
  state: SwipeState,
  decision: SwipeDecision,
  options: { refill: boolean; samples: CandidateProfile[]; random?: () => number; now?: number },
): SwipeState {
  if (state.index >= state.profiles.length) return state;
  const next: SwipeState = {
    ...state,
    index: state.index + 1,
    likes: state.likes + (decision === 'like' ? 1 : 0),
    maybes: state.maybes + (decision === 'maybe' ? 1 : 0),
    passes: state.passes + (decision === 'pass' ? 1 : 0),
  };
  if (options.refill && options.samples.length > 0 && next.index >= next.profiles.length - 2) {
    const random = options.random ?? Math.random;
    const pick = options.samples[Math.floor(random() * options.samples.length)]!;
    const id = `${pick.id}-${options.now ?? Date.now()}-${next.profiles.length}`;
    next.profiles = [...next.profiles, { ...pick, id }];
  }
  return next;
}
