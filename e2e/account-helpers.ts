import sharp from 'sharp';
import { expect, type Page } from '@playwright/test';

/** Steps shared by the account journeys. */

export function originOf(page: Page): string {
  return new URL(page.url()).origin;
}

/** Crunches dates through the API as the signed-in page (the crunch journeys test the form). */
export async function crunchThroughApi(page: Page, texts: readonly string[]): Promise<void> {
  for (const text of texts) {
    const res = await page.request.post('/api/crunch', {
      headers: { origin: originOf(page) },
      data: { text },
    });
    expect(res.status()).toBe(200);
    expect((await res.json()).saved).toBe(true);
  }
}

export function pngOf(color: string, size = 120): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .png()
    .toBuffer();
}
