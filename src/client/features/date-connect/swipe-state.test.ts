import { describe, expect, it } from 'vitest';
import { SAMPLE_PROFILES } from './sample-profiles';
import { applySwipe, decideSwipe, initialSwipeState } from './swipe-state';

describe('decideSwipe', () => {
  it('uses the 100 px threshold and the dominant axis', () => {
    expect(decideSwipe({ x: 101, y: 20 })).toBe('like');
    expect(decideSwipe({ x: -101, y: 20 })).toBe('pass');
    expect(decideSwipe({ x: 100, y: 0 })).toBeNull();
    expect(decideSwipe({ x: 20, y: -101 })).toBe('maybe');
    expect(decideSwipe({ x: 20, y: 101 })).toBe('maybe');
    expect(decideSwipe({ x: 90, y: 95 })).toBeNull();
  });
});

describe('applySwipe', () => {
  it('counts each decision and ends after the five samples without refill', () => {
    let s = initialSwipeState(SAMPLE_PROFILES);
    const opts = { refill: false, samples: SAMPLE_PROFILES };
    for (const d of ['like', 'pass', 'maybe', 'like', 'pass'] as const) s = applySwipe(s, d, opts);
    expect(s).toMatchObject({ likes: 2, passes: 2, maybes: 1, index: 5 });
    expect(s.profiles).toHaveLength(5);
    expect(s.profiles[s.index]).toBeUndefined();
    expect(applySwipe(s, 'like', opts)).toBe(s);
  });

  it('appends a copy with a new id once the index reaches length - 2', () => {
    let s = initialSwipeState(SAMPLE_PROFILES);
    const opts = { refill: true, samples: SAMPLE_PROFILES, random: () => 0, now: 1700000000000 };
    s = applySwipe(s, 'like', opts); // index 1
    s = applySwipe(s, 'like', opts); // index 2
    expect(s.profiles).toHaveLength(5);
    s = applySwipe(s, 'like', opts); // index 3 = 5 - 2
    expect(s.profiles).toHaveLength(6);
    expect(s.profiles[5]!.name).toBe(SAMPLE_PROFILES[0]!.name);
    expect(s.profiles[5]!.id).not.toBe(SAMPLE_PROFILES[0]!.id);
    for (let i = 0; i < 20; i++) s = applySwipe(s, 'pass', opts);
    expect(s.profiles[s.index]).toBeDefined();
  });
});
