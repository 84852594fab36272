import { ShieldAlert } from 'lucide-react';
import type { TSafety } from '../../../shared/analysis';

/** Shown first and prominently when the analysis found a danger sign (beyond the spec). */
export function SafetyPanel({ safety }: { safety: TSafety }) {
  if (!safety.concern) return null;
  return (
    <section
      aria-labelledby="safety-title"
      className="rounded-2xl border-2 border-red-600 bg-red-50 p-5 text-red-950"
      data-testid="safety-panel"
    >
      <h2 id="safety-title" className="flex items-center gap-2 text-xl font-bold">
        <ShieldAlert aria-hidden className="h-6 w-6 text-red-700" /> Your safety comes first
      </h2>
      <p className="mt-2">{safety.message}</p>
      <p className="mt-3 font-semibold">{safety.resources}</p>
    </section>
  );
}
