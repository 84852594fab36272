import { PROMOTIONS, STORAGE_KEYS } from '../src/shared/constants';
import { createConfirmedAccount } from './auth-helpers';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { recordNavigations } from './navigation-recorder';

test('FAQ search filters the questions, shows No results found, and Show all FAQs resets', async ({
  page,
}) => {
  await createConfirmedAccount(page, { acceptTerms: true });
  await page.goto('/faqs');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
  ).toBeVisible();
  const questions = page.getByRole('main').getByRole('button', { expanded: false });
  const total = await questions.count();
  expect(total).toBeGreaterThan(15);
  await expectNoA11yViolations(page);

  const search = page.getByRole('searchbox', { name: 'Search the FAQs' });
  await search.fill('refund');
  const refund = page.getByRole('button', { name: /What is your refund policy\?/ });
  await expect(refund).toBeVisible();
  expect(await questions.count()).toBeLessThan(total);
  await expect(page.getByRole('button', { name: /What is DateCrunch\?/ })).toHaveCount(0);
  await refund.click();
  await expect(page.getByText(/A 14-day full money-back guarantee/)).toBeVisible();

  // The free allowance and prices follow DECISIONS.md.
  await search.fill('free');
  await page.getByRole('button', { name: /What do I get for free\?/ }).click();
  await expect(page.getByText(/5 free date analyses in total/)).toBeVisible();
  await search.fill('cost');
  await page.getByRole('button', { name: /How much does Premium cost\?/ }).click();
  await expect(page.getByText(/\$7\.99 a month, or \$76\.99 a year/)).toBeVisible();

  await search.fill('zebra crossing');
  await expect(page.getByText('No results found')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Show all FAQs' }).click();
  await expect(search).toHaveValue('');
  await expect(page.getByRole('button', { name: /What is DateCrunch\?/ })).toBeVisible();

  await search.fill('privacy');
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(search).toHaveValue('');
  await expect(page.getByRole('heading', { name: 'Still have questions?' })).toBeVisible();
});

test('promo codes: empty code, copy, apply stores the code and goes to /pricing after 1.5 s', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const navigations = await recordNavigations(page);
  await createConfirmedAccount(page, { acceptTerms: true });
  await page.goto('/promo-codes');
  await expect(page.getByRole('heading', { level: 1, name: 'Promo Codes' })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('No code entered', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Please enter a promotional code to apply.', { exact: true }),
  ).toBeVisible();

  const promo = PROMOTIONS[0];
  await expect(page.getByText(promo.description)).toBeVisible();
  await page.getByRole('button', { name: `Copy code ${promo.code}` }).click();
  await expect(page.getByText('Copied to clipboard!', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(promo.code);

  await page.getByLabel('Promo code').fill(`  ${promo.code} `);
  await page.getByRole('button', { name: 'Apply' }).click();
  const appliedAt = Date.now();
  await expect(page.getByText('Promo code applied!', { exact: true })).toBeVisible();
  expect(await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.promoCode)).toBe(
    promo.code,
  );
  const target = `/pricing?promo=${encodeURIComponent(promo.code)}`;
  expect(await navigations()).not.toContain(target);
  await expect.poll(navigations, { timeout: 5000 }).toContain(target);
  expect(Date.now() - appliedAt).toBeGreaterThanOrEqual(1400);
});
