/**
 * Captures Chromium's `beforeinstallprompt` as early as possible: it can fire before the lazily
 * loaded prompt UI exists. Imported for its side effect by the app layout (first chunk), so it
 * stays tiny and has no dependencies.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's mini-infobar away; our install card offers it on / and /welcome.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installed = true;
    emit();
  });
}

export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getInstallPrompt(): BeforeInstallPromptEvent | null {
  return deferred;
}

export function wasInstalledNow(): boolean {
  return installed;
}

/** The prompt can be used once; afterwards the browser fires a new event if still installable. */
export function clearInstallPrompt(): void {
  deferred = null;
  emit();
}
