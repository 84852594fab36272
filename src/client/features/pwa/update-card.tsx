import { RefreshCw } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../../shared/constants';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { PromptCard } from './prompt-card';
import { applyUpdate, getWaitingWorker, subscribeWaitingWorker } from './service-worker';

function laterThisSession(): boolean {
  try {
    return sessionStorage.getItem(STORAGE_KEYS.updateLater) !== null;
  } catch {
    return false;
  }
}

/** Top card when a new version waits (spec 02 §2, §4). 'Later' hides it for the session. */
export function UpdateCard() {
  const waiting = useSyncExternalStore(subscribeWaitingWorker, getWaitingWorker, () => null);
  const [hidden, setHidden] = useState(laterThisSession);
  if (!waiting || hidden) return null;

  const later = () => {
    try {
      sessionStorage.setItem(STORAGE_KEYS.updateLater, '1');
    } catch {
      // Hidden until the next page load instead.
    }
    setHidden(true);
  };
  const update = () => {
    toast({ title: 'Updating DateCrunch...' });
    applyUpdate();
  };

  return (
    <div className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center px-4">
      <PromptCard
        labelId="update-card-title"
        title="Update available"
        icon={<RefreshCw aria-hidden className="h-6 w-6" />}
        actions={
          <>
            <Button size="sm" onClick={update}>
              Update Now
            </Button>
            <Button size="sm" variant="secondary" onClick={later}>
              Later
            </Button>
          </>
        }
      >
        A new version of DateCrunch is ready.
      </PromptCard>
    </div>
  );
}
