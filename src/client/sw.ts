/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/**
 * DateCrunch's service worker (built by vite-plugin-pwa, injectManifest, served at /sw.js).
 *
 * Privacy rule (DECISIONS): only the build's own files are cached. Nothing from /api, and no
 * page response, is ever put in a cache: navigations go to the network and fall back to the
 * precached shell (or the offline page) only when the network fails. The share target carries
 * user text in its URL, which therefore never reaches cache storage either.
 */
declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const NETWORK_TIMEOUT_MS = 4000;

async function fromNetwork(request: Request): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), NETWORK_TIMEOUT_MS);
  try {
    return await fetch(request, { signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fromNetwork(request);
      } catch {
        return (
          (await matchPrecache('/index.html')) ??
          (await matchPrecache('/offline.html')) ??
          Response.error()
        );
      }
    },
    { denylist: [/^\/api\//, /^\/dev\//] },
  ),
);

// The update card's "Update Now": the waiting worker takes over; the page reloads on
// controllerchange (src/client/features/pwa/service-worker.ts).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

interface PushPayload {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
}

self.addEventListener('push', (event) => {
  let payload: PushPayload;
  try {
    payload = (event.data?.json() as PushPayload | undefined) ?? {};
  } catch {
    payload = { body: event.data?.text() };
  }
  const url = payload.url?.startsWith('/') ? payload.url : '/';
  event.waitUntil(
    self.registration.showNotification(payload.title ?? 'DateCrunch', {
      body: payload.body ?? '',
      icon: '/icons/icon-192.png',
      badge: '/icons/maskable-192.png',
      tag: payload.tag,
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: string } | null)?.url ?? '/';
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(url);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
