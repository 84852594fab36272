import { WifiOff } from 'lucide-react';
import { useOnlineStatus } from './use-online-status';

/** Shown while the browser is offline (spec 02 §4: online and offline are tracked). */
export function OfflineIndicator() {
  const online = useOnlineStatus();
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-3 z-[60] flex justify-center px-4"
    >
      {online ? null : (
        <p className="inline-flex items-center gap-2 rounded-full bg-ink px-4 py-2 text-sm font-semibold text-white shadow-lg">
          <WifiOff aria-hidden className="h-4 w-4" />
          You&apos;re offline. Analysing and history need a connection.
        </p>
      )}
    </div>
  );
}
