import type { Page } from '@playwright/test';

/**
 * Records every client-side navigation (pushState / replaceState) of the page, so a journey can
 * assert where a button sent the user even when the target route redirects further (an unknown
 * route goes home, spec 01 §2).
 */
export async function recordNavigations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __navigations: string[] };
    w.__navigations = [];
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
        if (url !== undefined && url !== null) w.__navigations.push(String(url));
        original(data, unused, url);
      };
    }
  });
  return () =>
    page.evaluate(() => (window as unknown as { __navigations: string[] }).__navigations);
}
