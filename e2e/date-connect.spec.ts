import type { Page } from '@playwright/test';
import { WAITLIST_MESSAGES } from '../src/shared/date-connect';
import { expect, expectNoA11yViolations, test } from './fixtures';

test('waitlist: validation, then joining shows the thanks card', async ({ page }) => {
  await page.goto('/date-connect');
  await expect(page.getByRole('heading', { level: 1, name: 'DateConnect' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try the Swipe Demo' })).toHaveAttribute(
    'href',
    '/date-connect/swipe',
  );
  await expectNoA11yViolations(page);

  await page.getByRole('tab', { name: 'Waitlist' }).click();
  const email = page.getByLabel('Email address');
  await email.fill('not-an-address');
  await page.getByRole('button', { name: 'Join the Waitlist' }).click();
  await expect(page.getByText(WAITLIST_MESSAGES.emailInvalid)).toBeVisible();
  await expectNoA11yViolations(page);

  const address = `waitlist-${Date.now()}@example.com`;
  await email.fill(address);
  await page.getByRole('button', { name: 'Join the Waitlist' }).click();
  await expect(page.getByRole('heading', { name: 'Thanks for joining!' })).toBeVisible();
  await expect(page.getByText(WAITLIST_MESSAGES.joined)).toBeVisible();

  // Stored on the server: joining again with the address in capitals answers the same.
  const again = await page.request.post('/api/waitlist', {
    headers: { origin: new URL(page.url()).origin },
    data: { email: address.toUpperCase() },
  });
  expect(again.status()).toBe(200);
  expect((await again.json()).message).toBe(WAITLIST_MESSAGES.joined);
});

test('the narrow layout has its own arrangement and a back button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await page.goto('/date-connect');
  await expect(page.getByRole('tab', { name: 'Demo' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('main').getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
});

async function drag(page: Page, dx: number, dy: number) {
  const card = page.getByTestId('swipe-card');
  const box = (await card.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 3;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(x + (dx * i) / 12, y + (dy * i) / 12);
  await page.mouse.up();
}

const counts = (page: Page) =>
  page.getByRole('list', { name: 'Swipe counts' }).getByRole('listitem');

test('swipe by mouse drag: right likes, left passes, up is maybe; the end screen after five', async ({
  page,
}) => {
  await page.goto('/date-connect/swipe?refill=0');
  await expect(
    page.getByText('Swipe left to pass • Swipe right to like • Swipe up/down for maybe'),
  ).toBeVisible();
  await expect(page.getByText('Sample profile').first()).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await expectNoA11yViolations(page);

  const first = page.getByTestId('swipe-card').getByRole('heading', { level: 2 });
  await expect(first).toHaveText('Maya, 29');

  // A short drag is below the 100 px threshold: the card springs back, nothing is counted.
  await drag(page, 60, 0);
  await expect(counts(page).nth(0)).toHaveText(/Likes:\s*0/);
  await expect(first).toHaveText('Maya, 29');

  await drag(page, 220, 10);
  await expect(counts(page).nth(0)).toHaveText(/Likes:\s*1/);
  await expect(page.getByTestId('swipe-card').getByRole('heading', { level: 2 })).toHaveText(
    'Leo, 33',
  );

  await drag(page, -220, 10);
  await expect(counts(page).nth(2)).toHaveText(/Passes:\s*1/);

  await drag(page, 10, -220);
  await expect(counts(page).nth(1)).toHaveText(/Maybes:\s*1/);

  await page.getByRole('button', { name: 'Like' }).click();
  await page.getByRole('button', { name: 'Pass' }).click();
  await expect(counts(page).nth(0)).toHaveText(/Likes:\s*2/);
  await expect(counts(page).nth(2)).toHaveText(/Passes:\s*2/);

  await expect(page.getByText('All done! 🎉')).toBeVisible();
  await expect(
    page.getByText("You've seen all available profiles. New matches are added regularly!"),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Back to DateConnect' }).click();
  await expect(page).toHaveURL(/\/date-connect$/);
  // Leaving the screen unlocks page scrolling again (once the swipe screen has unmounted: the
  // URL changes first, and the next route may still be loading).
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
    .not.toBe('hidden');
});

test('with refill on, the stack keeps growing past the five samples', async ({ page }) => {
  await page.goto('/date-connect/swipe');
  for (let i = 0; i < 8; i++) await page.getByRole('button', { name: 'Maybe' }).click();
  await expect(counts(page).nth(1)).toHaveText(/Maybes:\s*8/);
  await expect(page.getByTestId('swipe-card')).toBeVisible();
  await expect(page.getByText('All done! 🎉')).toHaveCount(0);
});
