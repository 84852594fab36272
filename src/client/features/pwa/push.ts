// Types only: this module loads with the app prompts on the landing page, which stays free of zod.
import type { TVapidPublicKey } from '../../../shared/notifications';
import { apiFetch } from '../../lib/api';

export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const padded = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Subscribes this browser to push with the server's VAPID key and stores the subscription for
 * the signed-in user. Spec 02 §8: failures are only logged and give null.
 */
export async function subscribeToPush(): Promise<PushSubscription | null> {
  try {
    const registration = await navigator.serviceWorker.ready;
    const { publicKey } = await apiFetch<TVapidPublicKey>('/api/notifications/vapid-public-key');
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: base64UrlToBytes(publicKey),
      }));
    await apiFetch('/api/notifications/subscribe', {
      method: 'POST',
      body: subscription.toJSON(),
    });
    return subscription;
  } catch (err) {
    console.error('Push subscription failed', err);
    return null;
  }
}

/** Removes this browser's subscription here and on the server; false when it failed. */
export async function unsubscribeFromPush(): Promise<boolean> {
  try {
    const registration = await navigator.serviceWorker.ready;
    const subscription = await registration.pushManager.getSubscription();
    if (!subscription) return true;
    await apiFetch('/api/notifications/unsubscribe', {
      method: 'POST',
      body: { endpoint: subscription.endpoint },
    });
    await subscription.unsubscribe();
    return true;
  } catch (err) {
    console.error('Push unsubscribe failed', err);
    return false;
  }
}

/**
 * Re-sends this browser's existing subscription for the signed-in user, so that on a shared
 * browser the reminders follow whoever is signed in now (the server moves the endpoint).
 */
export async function resyncPushSubscription(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker.ready;
    const subscription = await registration.pushManager.getSubscription();
    if (!subscription) return;
    await apiFetch('/api/notifications/subscribe', {
      method: 'POST',
      body: subscription.toJSON(),
    });
  } catch (err) {
    console.error('Push subscription sync failed', err);
  }
}
