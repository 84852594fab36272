import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { PUSH_MESSAGES, STORAGE_KEYS } from '../../../shared/constants';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { PromptCard } from './prompt-card';
import { isPushSupported, subscribeToPush } from './push';

function readDismissed(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.pushDismissed) !== null;
  } catch {
    return false;
  }
}

/** Hidden when unsupported, already granted or denied, or dismissed (spec 02 §4). */
export function usePushCardVisible(): { visible: boolean; hide: (remember: boolean) => void } {
  const [hidden, setHidden] = useState(readDismissed);
  const visible = !hidden && isPushSupported() && Notification.permission === 'default';
  const hide = (remember: boolean) => {
    if (remember) {
      try {
        localStorage.setItem(STORAGE_KEYS.pushDismissed, new Date().toISOString());
      } catch {
        // Private mode: hidden for this visit only.
      }
    }
    setHidden(true);
  };
  return { visible, hide };
}

export function PushCard({ onDone }: { onDone: (remember: boolean) => void }) {
  const [busy, setBusy] = useState(false);
  const enable = async () => {
    setBusy(true);
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      toast({ title: PUSH_MESSAGES.denied, variant: 'destructive' });
      onDone(false);
      return;
    }
    const subscription = await subscribeToPush();
    setBusy(false);
    if (subscription) toast({ title: PUSH_MESSAGES.enabled, variant: 'success' });
    onDone(false);
  };

  return (
    <PromptCard
      labelId="push-card-title"
      title="Stay Updated"
      icon={<BellRing aria-hidden className="h-6 w-6" />}
      onClose={() => onDone(true)}
      actions={
        <>
          <Button size="sm" onClick={() => void enable()} disabled={busy}>
            Enable
          </Button>
          <Button size="sm" variant="secondary" onClick={() => onDone(true)}>
            Not now
          </Button>
        </>
      }
    >
      A gentle reminder the day after you crunch a date, to reflect while it&apos;s fresh. Never the
      content of your dates.
    </PromptCard>
  );
}
