import { Toast as RadixToast } from 'radix-ui';
import { X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { TOAST } from '../../../shared/constants';
import { cn } from '../../lib/cn';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  duration?: number;
}

interface ToastItem extends ToastOptions {
  id: number;
  open: boolean;
}

/*
 * A tiny store so any module can call `toast()` without a hook. At most TOAST.limit toasts are
 * shown: a new one replaces the old (spec 01 §9: at most 1 at once). Closed toasts are dropped
 * after TOAST.removeDelayMs, as in the spec.
 */
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function toast(options: ToastOptions): number {
  const id = nextId++;
  items = [{ ...options, id, open: true }, ...items].slice(0, TOAST.limit);
  emit();
  return id;
}

export function dismissToast(id?: number): void {
  items = items.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t));
  emit();
  setTimeout(() => {
    items = items.filter((t) => t.open || (id !== undefined && t.id !== id));
    emit();
  }, TOAST.removeDelayMs);
}

function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => items,
    () => items,
  );
}

const VARIANT_CLASSES = {
  default: 'border-gray-200 bg-white text-ink',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-950',
  destructive: 'border-red-300 bg-red-700 text-white',
} as const;

export function Toaster() {
  const toasts = useToasts();
  return (
    <RadixToast.Provider
      duration={TOAST.durationMs}
      swipeDirection="right"
      swipeThreshold={TOAST.swipeThreshold}
    >
      {toasts.map((t) => (
        <RadixToast.Root
          key={t.id}
          open={t.open}
          duration={t.duration}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={cn(
            'toast-root relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg',
            VARIANT_CLASSES[t.variant ?? 'default'],
          )}
        >
          <div className="grid gap-1">
            <RadixToast.Title className="font-semibold">{t.title}</RadixToast.Title>
            {t.description ? (
              <RadixToast.Description className="text-sm opacity-90">
                {t.description}
              </RadixToast.Description>
            ) : null}
          </div>
          <RadixToast.Close
            aria-label="Dismiss notification"
            className="absolute right-2 top-2 rounded-full p-1.5 opacity-80 hover:opacity-100"
          >
            <X aria-hidden className="h-4 w-4" />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport
        hotkey={[...TOAST.hotkey]}
        className="fixed bottom-0 right-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
      />
    </RadixToast.Provider>
  );
}
