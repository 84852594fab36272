import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center p-8', className)}>
      <LoaderCircle aria-hidden className="h-8 w-8 animate-spin text-brand-700" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
