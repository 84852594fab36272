import { REFUND_WINDOW_DAYS } from '../src/shared/constants';
import { createConfirmedAccount } from './auth-helpers';
import { expect, expectNoA11yViolations, test } from './fixtures';

const PUBLIC_PAGES = [
  { path: '/terms-of-service', title: 'Terms of Service', legal: true },
  { path: '/privacy-policy', title: 'Privacy Policy', legal: true },
  { path: '/cookie-policy', title: 'Cookie Policy', legal: true },
  { path: '/refund-policy', title: 'Refund Policy', legal: true },
  { path: '/about-our-brand', title: 'About Our Brand', legal: false },
] as const;

const GUARDED_PAGES = [
  { path: '/connection-guidelines', title: 'Date Analysis Guidelines' },
  { path: '/relationship-resources', title: 'Relationship Resources' },
  { path: '/dating-wisdom', title: 'Dating Wisdom' },
  { path: '/success-stories', title: 'Success Stories' },
] as const;

test('legal pages and the brand page are public, with a fixed Last Updated date', async ({
  page,
}) => {
  for (const { path, title, legal } of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const updated = page.getByText(/^Last Updated: /);
    if (legal) await expect(updated).toHaveText(/Last Updated: [A-Z][a-z]+ \d{1,2}, \d{4}/);
    else await expect(updated).toHaveCount(0);
    await expectNoA11yViolations(page);
  }
  // The privacy policy says how to export and delete, and that texts are never cached.
  await page.goto('/privacy-policy');
  await expect(page.getByText(/Settings → Security choose "Export my data"/)).toBeVisible();
  await expect(page.getByText(/Settings → Security choose "Delete my account"/)).toBeVisible();
  await expect(page.getByText(/never caches anything from our API/)).toBeVisible();
  await page.goto('/refund-policy');
  await expect(
    page.getByRole('heading', { name: `${REFUND_WINDOW_DAYS}-day full money-back guarantee` }),
  ).toBeVisible();
  await expect(page.getByText(/processed within 5-7 business days/)).toBeVisible();
});

test('Back goes one step back, and the logo goes home', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/about-our-brand');
  await expect(page.getByRole('link', { name: 'Read the FAQs' })).toHaveAttribute('href', '/faqs');
  await page.getByRole('main').getByRole('link', { name: 'DateCrunch home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the four content pages need sign-in, then show', async ({ page }) => {
  await page.goto('/dating-wisdom');
  await expect(page).toHaveURL(/\/sign-up$/);
  await createConfirmedAccount(page, { acceptTerms: true });
  for (const { path, title } of GUARDED_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectNoA11yViolations(page);
  }
  await expect(
    page.getByText('They are not quotes from real users.', { exact: false }),
  ).toBeVisible();
});
