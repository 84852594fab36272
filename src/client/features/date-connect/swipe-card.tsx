import { motion, useMotionValue, useTransform, type PanInfo } from 'motion/react';
import { SWIPE } from '../../../shared/constants';
import { ProfileCard } from './profile-card';
import type { CandidateProfile } from './sample-profiles';
import { decideSwipe, type SwipeDecision } from './swipe-state';

/**
 * The draggable top card (spec 02 §4): direction lock (10 px, motion's default), elastic 0.2,
 * decided at drag end with 100 px thresholds, springing back (damping 25, stiffness 200)
 * when no threshold is passed. LIKE / PASS / MAYBE fade in while dragging.
 */
export function SwipeCard({
  profile,
  onDecide,
}: {
  profile: CandidateProfile;
  onDecide: (decision: SwipeDecision) => void;
}) {
  const x = useMotionValue(0);
  const y = useMotionValue(0);
  const rotate = useTransform(x, [-300, 300], [-12, 12]);
  const likeOpacity = useTransform(x, [0, SWIPE.thresholdPx], [0, 1]);
  const passOpacity = useTransform(x, [-SWIPE.thresholdPx, 0], [1, 0]);
  const maybeOpacity = useTransform(y, [-SWIPE.thresholdPx, 0, SWIPE.thresholdPx], [1, 0, 1]);

  const onDragEnd = (_event: PointerEvent | MouseEvent | TouchEvent, info: PanInfo) => {
    const decision = decideSwipe(info.offset);
    if (decision) onDecide(decision);
  };

  return (
    <motion.div
      className="absolute inset-0 cursor-grab touch-none select-none active:cursor-grabbing"
      style={{ x, y, rotate }}
      drag
      dragDirectionLock
      dragElastic={SWIPE.elastic}
      dragSnapToOrigin
      dragTransition={{
        bounceDamping: SWIPE.spring.damping,
        bounceStiffness: SWIPE.spring.stiffness,
      }}
      onDragEnd={onDragEnd}
      layout
      transition={{ layout: { duration: SWIPE.layoutDurationS } }}
      data-testid="swipe-card"
    >
      <ProfileCard profile={profile} />
      <Overlay
        label="LIKE"
        opacity={likeOpacity}
        className="left-6 top-16 -rotate-12 border-emerald-500 text-emerald-600"
      />
      <Overlay
        label="PASS"
        opacity={passOpacity}
        className="right-6 top-16 rotate-12 border-red-500 text-red-600"
      />
      <Overlay
        label="MAYBE"
        opacity={maybeOpacity}
        className="left-1/2 top-1/3 -translate-x-1/2 border-blue-500 text-blue-600"
      />
    </motion.div>
  );
}

function Overlay({
  label,
  opacity,
  className,
}: {
  label: string;
  opacity: ReturnType<typeof useTransform<number, number>>;
  className: string;
}) {
  return (
    <motion.span
      aria-hidden
      style={{ opacity }}
      className={`pointer-events-none absolute rounded-xl border-4 bg-white/85 px-4 py-1 text-3xl font-black tracking-widest ${className}`}
    >
      {label}
    </motion.span>
  );
}
