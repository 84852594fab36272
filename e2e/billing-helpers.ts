import { expect, test, type Page } from '@playwright/test';

/** Steps shared by the billing journeys. */

export const FIVE_DATES = [
  'We met for tacos downtown. He was funny, asked about my work and listened well.',
  'Coffee with Sam at the park cafe. We talked about hiking and books for two hours.',
  'Dinner with Alex was nice. She asked thoughtful questions and walked me to the station.',
  'We went bowling. He was on time, friendly to everyone and texted the next morning.',
  'A picnic by the lake with Jo. We shared our favourite music and planned a concert.',
];

/** Uses up the free allowance through the real crunch endpoint (the crunch journey tests the form). */
export async function useFreeAllowance(page: Page): Promise<void> {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  for (const text of FIVE_DATES) {
    const res = await page.request.post('/api/crunch', { headers: { origin }, data: { text } });
    expect(res.status()).toBe(200);
    expect(((await res.json()) as { saved: boolean }).saved).toBe(true);
  }
}

export function expiryInTwoYears(): string {
  return `12 / ${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;
}

export async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill(expiryInTwoYears());
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Jordan Lee');
}

/** From /payment to the sandbox checkout page for the monthly plan. */
export async function startMonthlyCheckout(page: Page): Promise<void> {
  await page.goto('/payment');
  await expect(page.getByRole('radio', { name: /Monthly/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/cs_sbx_/);
  await expect(page.getByText('TEST MODE: no real card is charged')).toBeVisible();
}
