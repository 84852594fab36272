import fs from 'node:fs/promises';
import { createConfirmedAccount } from './auth-helpers';
import { fillCard, startMonthlyCheckout, useFreeAllowance } from './billing-helpers';
import { expect, expectNoA11yViolations, test } from './fixtures';

test('a free member at the limit upgrades to annual in the sandbox and keeps premium after cancelling', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await createConfirmedAccount(page, { acceptTerms: true });
  await useFreeAllowance(page);

  await page.goto('/analyze');
  await page
    .getByRole('textbox')
    .fill('A sixth date: we cooked pasta together and watched a film.');
  await page.getByRole('button', { name: 'Crunch My Date!' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade to Premium' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Monthly/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await dialog.getByRole('radio', { name: /Annual/ }).click();
  await expect(dialog).toContainText('Save 20%');
  await dialog.getByRole('button', { name: 'Upgrade Annual' }).click();

  await expect(page).toHaveURL(/\/checkout\/sandbox\/cs_sbx_/);
  await expect(page.getByText('TEST MODE: no real card is charged')).toBeVisible();
  await expect(page.getByTestId('total-due')).toHaveText('$76.99');
  await expectNoA11yViolations(page);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $76.99' }).click();

  await expect(page).toHaveURL(/\/payment-success\?plan=annual$/);
  await expect(page.getByRole('link', { name: 'Start Using Premium Features' })).toBeVisible();
  await expectNoA11yViolations(page);
  // Back to / five seconds after activation.
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });

  await page.getByRole('button', { name: 'Open account menu' }).click();
  await expect(page.getByRole('menu').getByText('Premium', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // The sixth date is crunched and saved, with the premium insights.
  await page.goto('/analyze');
  await page
    .getByRole('textbox')
    .fill('A sixth date: we cooked pasta together and watched a film.');
  await page.getByRole('button', { name: 'Crunch My Date!' }).click();
  await expect(page.getByRole('heading', { name: 'DateCrunch Results' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Premium AI Insights' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Attachment Style Analysis' })).toBeVisible();
  await expect(page.getByTestId('premium-teaser')).toHaveCount(0);

  await page.goto('/billing');
  await expect(page.getByRole('heading', { name: 'Current Subscription' })).toBeVisible();
  await expect(page.getByText('Premium Annual', { exact: true })).toBeVisible();
  await expect(page.getByText('Visa •••• 4242')).toBeVisible();
  await expect(page.getByTestId('subscription-end')).toContainText('Renews on');
  const invoice = page.getByTestId('invoice');
  await expect(invoice).toHaveCount(1);
  await expect(invoice).toContainText('$76.99');
  await expect(invoice).toContainText('Paid');
  await expectNoA11yViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    invoice.getByRole('link', { name: /Download/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^datecrunch-invoice-DC-\d{4}-[0-9A-F]{8}\.pdf$/);
  const pdf = (await fs.readFile((await download.path())!)).toString('latin1');
  expect(pdf.startsWith('%PDF-1.4')).toBe(true);
  expect(pdf).toContain('($76.99)');
  expect(pdf).toContain('DateCrunch Premium \\(annual\\)');

  const periodEnd = (await page.getByTestId('subscription-end').textContent())!.replace(
    'Renews on ',
    '',
  );
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  await page.getByRole('button', { name: 'Cancel at Period End' }).click();
  await expect(page.getByTestId('subscription-end')).toHaveText(`Cancels on ${periodEnd}`);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Current Subscription' })).toBeVisible();
  await expect(page.getByTestId('subscription-end')).toHaveText(`Cancels on ${periodEnd}`);
  await page.getByRole('button', { name: 'Open account menu' }).click();
  await expect(page.getByRole('menu').getByText('Premium', { exact: true })).toBeVisible();
});

test('a declined test card is refused with a clear message and grants nothing', async ({
  page,
}) => {
  await createConfirmedAccount(page, { acceptTerms: true });
  await startMonthlyCheckout(page);
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay $7.99' }).click();
  await expect(page.getByRole('alert')).toContainText('Your card was declined.');
  await expect(page).toHaveURL(/\/checkout\/sandbox\//);
  await page.goto('/billing');
  await expect(page.getByRole('heading', { name: 'Upgrade to Premium' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Current Subscription' })).toHaveCount(0);
});

test('cancelling on the checkout page leads to /payment-canceled', async ({ page }) => {
  await createConfirmedAccount(page, { acceptTerms: true });
  await startMonthlyCheckout(page);
  await page.getByRole('button', { name: 'Cancel and return to DateCrunch' }).click();
  await expect(page).toHaveURL(/\/payment-canceled$/);
  await expect(page.getByRole('heading', { name: 'Payment Canceled' })).toBeVisible();
  await expect(page.getByText('No charges were made')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/payment$/);
});

test('a promo code lowers the price on the checkout page', async ({ page }) => {
  await createConfirmedAccount(page, { acceptTerms: true });
  await page.goto('/pricing?promo=FIRSTDATE50');
  await expect(page.getByLabel('Promo code')).toHaveValue('FIRSTDATE50');
  await expect(page.getByTestId('premium-price')).toContainText('$3.99');
  await expect(page.getByText('Not included: Red flag detection')).toBeAttached();
  await expect(page.getByRole('link', { name: 'refund policy', exact: true })).toHaveAttribute(
    'href',
    '/refund-policy',
  );
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/cs_sbx_/);
  await expect(page.getByTestId('order-summary')).toContainText('Promo FIRSTDATE50');
  await expect(page.getByTestId('total-due')).toHaveText('$3.99');

  // An unknown code is refused before checkout.
  await page.goto('/pricing');
  await page.getByLabel('Promo code').fill('NOT-A-CODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert')).toHaveText('This promo code is not valid.');
});
