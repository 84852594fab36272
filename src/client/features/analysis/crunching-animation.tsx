import { Heart } from 'lucide-react';
import { useEffect, useState } from 'react';

const STEPS = [
  'Reading your story...',
  'Spotting red and green flags...',
  'Weighing the chemistry...',
  'Writing your tips...',
];

/** The loading animation while a date is crunched (spec 01 §2); at least 2 s long. */
export function CrunchingAnimation() {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setStep((s) => (s + 1) % STEPS.length), 700);
    return () => clearInterval(timer);
  }, []);
  return (
    <div
      role="status"
      className="flex min-h-[30vh] flex-col items-center justify-center gap-6 text-center"
    >
      <div className="relative h-28 w-28">
        <span className="absolute inset-0 animate-ping rounded-full bg-brand-200 opacity-60" />
        <span className="absolute inset-3 animate-pulse rounded-full bg-brand-100" />
        <Heart
          aria-hidden
          className="absolute inset-0 m-auto h-14 w-14 animate-bounce fill-brand-600 text-brand-700"
        />
      </div>
      <p className="text-2xl font-bold text-ink">Crunching your date</p>
      <p className="text-muted" aria-live="polite">
        {STEPS[step]}
      </p>
    </div>
  );
}
