import { createConfirmedAccount } from './auth-helpers';
import { crunchThroughApi } from './account-helpers';
import { expect, expectNoA11yViolations, test } from './fixtures';

const DATES = [
  'Coffee with Riley on Sunday. We talked for three hours about books and travel, and she asked great questions.',
  'Dinner with Sam. He was late, checked his phone a lot, and talked mostly about himself the whole evening.',
];

test('the dashboard shows real numbers after two crunches', async ({ page }) => {
  const { email } = await createConfirmedAccount(page, { acceptTerms: true });
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Free Plan')).toBeVisible();
  await expect(page.getByTestId('stat-Dates Crunched')).toHaveText('0');
  await expect(page.getByTestId('stat-Dating Level')).toHaveText('1');
  await expect(page.getByTestId('stat-Plan Status')).toHaveText('Free');
  await expect(page.getByText("You haven't crunched any dates yet.")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upgrade to Premium' })).toBeVisible();
  await expectNoA11yViolations(page);

  await crunchThroughApi(page, DATES);
  await page.reload();
  await expect(page.getByTestId('stat-Dates Crunched')).toHaveText('2');
  await expect(page.getByText('You have crunched 2 dates so far.')).toBeVisible();
  await page.getByRole('link', { name: 'View your date history' }).click();
  await expect(page).toHaveURL(/\/date-history$/);

  // The header's 'My Account' leads to the dashboard.
  await page.getByRole('button', { name: 'Open account menu' }).click();
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('link', { name: /Account Settings/ })).toHaveAttribute(
    'href',
    '/settings',
  );
});

test('profile and notification preferences are saved for real and survive a reload', async ({
  page,
}) => {
  const { email } = await createConfirmedAccount(page, { acceptTerms: true });
  await page.goto('/settings');
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Date of birth')).toHaveValue('March 14, 1990');
  await expect(page.getByText('for legal reasons')).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByLabel('Phone number (optional)').fill('12345');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Enter your number in international format')).toBeVisible();

  await page.getByLabel('Display name').fill('Jo the Explorer');
  await page.getByLabel('Phone number (optional)').fill('+1 (415) 555-0123');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByText('Your profile has been updated successfully.', { exact: true }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Display name')).toHaveValue('Jo the Explorer');
  await expect(page.getByLabel('Phone number (optional)')).toHaveValue('+14155550123');
  await page.goto('/account');
  await expect(page.getByText('Jo the Explorer')).toBeVisible();

  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Notifications' }).click();
  const email_ = page.getByRole('switch', { name: 'Email notifications' });
  const insights = page.getByRole('switch', { name: 'Insights summary' });
  const marketing = page.getByRole('switch', { name: 'Marketing emails' });
  await expect(email_).toBeChecked();
  await expect(insights).not.toBeChecked();
  await expect(marketing).not.toBeChecked();
  await insights.click();
  await expect(page.getByText('Notification preferences saved')).toBeVisible();
  await email_.click();
  await expect(email_).not.toBeChecked();
  await expect(page.getByText('Notification preferences saved')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Insights summary' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Email notifications' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Marketing emails' })).not.toBeChecked();
});
