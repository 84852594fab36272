import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { STORAGE_KEYS } from '../src/shared/constants';
import { PUSH_MESSAGES } from '../src/shared/constants';
import { startLoopbackPushService } from '../src/server/infra/push/loopback-push-service';
import { createConfirmedAccount } from './auth-helpers';
import { expect, expectNoA11yViolations, test } from './fixtures';

test('the service worker controls the page after reload, and an offline reload shows the app', async ({
  page,
  context,
}) => {
  const sw = await page.request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['cache-control']).toBe('no-cache');
  const manifest = await page.request.get('/manifest.webmanifest');
  expect((await manifest.json()).share_target).toMatchObject({
    action: '/share',
    method: 'GET',
    params: { title: 'title', text: 'text', url: 'url' },
  });

  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/sw\.js$/,
  );

  // Only the build's own files are cached: nothing from /api, no page with a query.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached).toContain('/offline.html');
  expect(cached.filter((u) => u.startsWith('/api/'))).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Date with Intelligence' }),
  ).toBeVisible();
  await expect(page.getByText("You're offline.", { exact: false })).toBeVisible();
  await expectNoA11yViolations(page);
  await context.setOffline(false);
  await expect(page.getByText("You're offline.", { exact: false })).toHaveCount(0);
});

test('Chromium reports the app installable, and the install card shows only where it should', async ({
  playwright,
  baseURL,
}, testInfo) => {
  // A persistent profile: Chromium never offers installation in incognito-like contexts.
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'dc-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    const card = page.getByRole('region', { name: 'Install DateCrunch' });
    await expect(card).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Try the matching demo' }).click();
    await expect(page).toHaveURL(/\/date-connect$/);
    await expect(card).toHaveCount(0);
    await page.goto('/');
    await card.getByRole('button', { name: 'Not now' }).click();
    await expect(card).toHaveCount(0);
    expect(
      await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.installDismissed),
    ).not.toBeNull();
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Date with Intelligence' }),
    ).toBeVisible();
    await page.waitForTimeout(500);
    await expect(card).toHaveCount(0);
  } finally {
    await context.close();
    await fs.rm(profile, { recursive: true, force: true });
  }
});

test('Stay Updated: the subscription is stored and a push arrives encrypted at the push service', async ({
  page,
  context,
}) => {
  const push = await startLoopbackPushService();
  const browserSide = push.newSubscription();
  try {
    // Chromium's own push service (FCM) is out of reach here: the test stands in for it. The
    // browser's PushManager hands out a subscription on the loopback push service, exactly as
    // the real one hands out an FCM endpoint; the app code around it is unchanged.
    await page.addInitScript(
      ({ endpoint, keys }) => {
        let current: object | null = null;
        const w = window as unknown as { __applicationServerKey?: string };
        PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
          const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
          w.__applicationServerKey = btoa(String.fromCharCode(...key))
            .replace(/\+/g, '-')
            .replace(/\//g, '_')
            .replace(/=+$/, '');
          current = {
            endpoint,
            expirationTime: null,
            toJSON: () => ({ endpoint, expirationTime: null, keys }),
            unsubscribe: async () => ((current = null), true),
          };
          return current as PushSubscription;
        };
        PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
      },
      { endpoint: browserSide.endpoint, keys: browserSide.keys },
    );
    await createConfirmedAccount(page, { acceptTerms: true });
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Stay Updated' });
    await expect(card).toBeVisible();
    await expectNoA11yViolations(page);

    await context.grantPermissions(['notifications']);
    await card.getByRole('button', { name: 'Enable' }).click();
    await expect(page.getByText(PUSH_MESSAGES.enabled, { exact: true })).toBeVisible();
    await expect(card).toHaveCount(0);
    const vapid = await (await page.request.get('/api/notifications/vapid-public-key')).json();
    expect(
      await page.evaluate(
        () => (window as unknown as { __applicationServerKey?: string }).__applicationServerKey,
      ),
    ).toBe(vapid.publicKey);

    // The server sends to the stored subscription: a real Web Push request reaches the service.
    const res = await page.request.post('/api/notifications/test', {
      headers: { origin: new URL(page.url()).origin },
      data: {},
    });
    expect(await res.json()).toEqual({ sent: 1 });
    const [received] = await push.waitFor(1);
    expect(received!.path).toBe(new URL(browserSide.endpoint).pathname);
    expect(received!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(received!.headers.ttl)).toBeGreaterThan(0);
    expect(received!.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`),
    );
    const payload = JSON.parse(browserSide.decrypt(received!.body));
    expect(payload).toMatchObject({ title: 'Notifications are on', url: '/' });
  } finally {
    await push.close();
  }
});
