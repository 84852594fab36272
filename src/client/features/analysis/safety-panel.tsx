import type { ReactNode } from 'react';
import { ShieldAlert } from 'lucide-react';
import type { TSafety } from '../../../shared/analysis';

/** The red safety frame with its heading, shared by the danger page and the safety panel. */
export function SafetyFrame({ children }: { children: ReactNode }) {
  return (
    <section
      aria-labelledby="safety-title"
      className="grid gap-3 rounded-2xl border-2 border-red-600 bg-red-50 p-5 text-red-950"
      data-testid="safety-panel"
    >
      <h2 id="safety-title" className="flex items-center gap-2 text-xl font-bold">
        <ShieldAlert aria-hidden className="h-6 w-6 text-red-700" /> Your safety comes first
      </h2>
      {children}
    </section>
  );
}

/** Shown first and prominently when the analysis found a danger sign (beyond the spec). */
export function SafetyPanel({ safety }: { safety: TSafety }) {
  if (!safety.concern) return null;
  return (
    <SafetyFrame>
      <p>{safety.message}</p>
      <p className="font-semibold">{safety.resources}</p>
    </SafetyFrame>
  );
}
