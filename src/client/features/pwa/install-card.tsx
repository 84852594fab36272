import { Download, Share } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../../shared/constants';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { clearInstallPrompt, getInstallPrompt, subscribeInstallPrompt } from './install-prompt';
import { PromptCard } from './prompt-card';

/** Already running as an installed app (spec 02 §4: standalone, fullscreen or minimal-ui). */
export function isRunningInstalled(): boolean {
  const modes = ['standalone', 'fullscreen', 'minimal-ui'];
  return (
    modes.some((m) => window.matchMedia(`(display-mode: ${m})`).matches) ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** iOS Safari has no install prompt: the card explains Share → Add to Home Screen instead. */
export function isIosSafari(userAgent = navigator.userAgent): boolean {
  const ios =
    /iphone|ipad|ipod/i.test(userAgent) ||
    (/macintosh/i.test(userAgent) &&
      typeof navigator !== 'undefined' &&
      navigator.maxTouchPoints > 1);
  return ios && /safari/i.test(userAgent) && !/crios|fxios|edgios|opios/i.test(userAgent);
}

function readDismissed(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.installDismissed) !== null;
  } catch {
    return false;
  }
}

export function useInstallCardVisible(): { visible: boolean; ios: boolean; dismiss: () => void } {
  const prompt = useSyncExternalStore(subscribeInstallPrompt, getInstallPrompt, () => null);
  const [dismissed, setDismissed] = useState(readDismissed);
  const ios = isIosSafari();
  const visible = !dismissed && !isRunningInstalled() && (prompt !== null || ios);
  const dismiss = () => {
    try {
      localStorage.setItem(STORAGE_KEYS.installDismissed, new Date().toISOString());
    } catch {
      // Private mode: hidden for this visit only.
    }
    setDismissed(true);
  };
  return { visible, ios, dismiss };
}

export function InstallCard({ ios, onDismiss }: { ios: boolean; onDismiss: () => void }) {
  const install = async () => {
    const prompt = getInstallPrompt();
    if (!prompt) return;
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    clearInstallPrompt();
    if (outcome === 'accepted') {
      toast({ title: 'DateCrunch installed successfully!', variant: 'success' });
    } else {
      toast({ title: 'Installation was cancelled' });
    }
  };

  if (ios) {
    return (
      <PromptCard
        labelId="install-card-title"
        title="Install DateCrunch"
        icon={<Share aria-hidden className="h-6 w-6" />}
        onClose={onDismiss}
        actions={
          <Button size="sm" variant="secondary" onClick={onDismiss}>
            Got it
          </Button>
        }
      >
        Tap the Share button in Safari, then choose &ldquo;Add to Home Screen&rdquo;.
      </PromptCard>
    );
  }
  return (
    <PromptCard
      labelId="install-card-title"
      title="Install DateCrunch"
      icon={<Download aria-hidden className="h-6 w-6" />}
      onClose={onDismiss}
      actions={
        <>
          <Button size="sm" onClick={() => void install()}>
            Install
          </Button>
          <Button size="sm" variant="secondary" onClick={onDismiss}>
            Not now
          </Button>
        </>
      }
    >
      Add it to your home screen: it opens full-screen, starts offline and appears in your share
      menu.
    </PromptCard>
  );
}
