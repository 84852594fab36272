import { Link } from 'react-router';
import { cn } from '../../lib/cn';

export function Logo({ className, light = false }: { className?: string; light?: boolean }) {
  return (
    <Link
      to="/"
      className={cn(
        'inline-flex items-center gap-2 text-xl font-extrabold tracking-tight',
        light ? 'text-white' : 'text-brand-800',
        className,
      )}
      aria-label="DateCrunch home"
    >
      <img src="/favicon.svg" alt="" width={28} height={28} className="h-7 w-7" />
      <span>DateCrunch</span>
    </Link>
  );
}
