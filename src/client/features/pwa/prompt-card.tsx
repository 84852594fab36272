import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** The look shared by the install, update and push cards. */
export function PromptCard({
  title,
  icon,
  children,
  actions,
  onClose,
  className,
  labelId,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  actions: ReactNode;
  onClose?: () => void;
  className?: string;
  labelId: string;
}) {
  return (
    <section
      aria-labelledby={labelId}
      className={cn(
        'pointer-events-auto relative w-full max-w-sm rounded-2xl border border-brand-100 bg-white p-4 pr-10 shadow-xl',
        className,
      )}
    >
      <div className="flex gap-3">
        <div className="mt-0.5 shrink-0 text-brand-700">{icon}</div>
        <div className="min-w-0">
          <h2 id={labelId} className="font-bold">
            {title}
          </h2>
          <div className="mt-1 text-sm text-muted">{children}</div>
          <div className="mt-3 flex flex-wrap gap-2">{actions}</div>
        </div>
      </div>
      {onClose ? (
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="absolute right-2 top-2 rounded-full p-1.5 text-muted hover:bg-brand-50"
        >
          <X aria-hidden className="h-4 w-4" />
        </button>
      ) : null}
    </section>
  );
}
