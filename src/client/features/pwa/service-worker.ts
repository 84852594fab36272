import { DELAYS } from '../../../shared/constants';

/**
 * Registration of /sw.js and the update flow (spec 02 §4): a waiting worker shows the update
 * card; "Update Now" asks it to skip waiting and the page reloads once it takes control.
 */
let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function subscribeWaitingWorker(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getWaitingWorker(): ServiceWorker | null {
  return waiting;
}

function setWaiting(worker: ServiceWorker | null) {
  // A short delay so a worker that activates at once (first install) never flashes the card.
  window.setTimeout(() => {
    if (worker && worker.state !== 'installed') return;
    waiting = worker;
    emit();
  }, DELAYS.serviceWorkerWaitingEvent);
}

let started = false;

export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (started || !('serviceWorker' in navigator)) return null;
  started = true;
  try {
    const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    if (registration.waiting && navigator.serviceWorker.controller) {
      setWaiting(registration.waiting);
    }
    registration.addEventListener('updatefound', () => {
      const worker = registration.installing;
      worker?.addEventListener('statechange', () => {
        // Only an update waits: on first install there is no controller yet.
        if (worker.state === 'installed' && navigator.serviceWorker.controller) setWaiting(worker);
      });
    });
    const check = () => {
      if (navigator.onLine) registration.update().catch(() => {});
    };
    window.setInterval(check, DELAYS.serviceWorkerUpdateWindow);
    return registration;
  } catch (err) {
    // Spec 02 §4: a registration failure is only logged.
    console.error('Service worker registration failed', err);
    return null;
  }
}

/** Makes the waiting worker take over, then reloads once when it controls the page. */
export function applyUpdate(): void {
  const worker = waiting;
  if (!worker) return;
  let reloaded = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloaded) return;
    reloaded = true;
    window.location.reload();
  });
  worker.postMessage({ type: 'SKIP_WAITING' });
}
