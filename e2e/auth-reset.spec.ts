import { expect, expectNoA11yViolations, test } from './fixtures';
import {
  createConfirmedAccount,
  expectWentToAnalyze,
  mailboxLink,
  trackPaths,
  uniqueEmail,
} from './auth-helpers';

const NEW_PASSWORD = 'Quiet-Harbour-Lantern-3';

test('forgot and reset password', async ({ page, browser }) => {
  const { email, password } = await createConfirmedAccount(page, { acceptTerms: true });
  await expect(page).toHaveURL(/\/welcome$/);

  // Another browser signed out of the account first.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/forgot-password');
  await expectNoA11yViolations(otherPage);
  await otherPage.getByLabel('Email').fill(email);
  await otherPage.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    otherPage.getByText(
      'If an account exists for this address, we have sent a link to reset the password.',
      { exact: true },
    ),
  ).toBeVisible();

  const link = await mailboxLink(otherPage.request, email, 'Reset', '/reset-password/');
  await otherPage.goto(link);
  await expect(otherPage).toHaveURL(/\/reset-password\?token=/);
  await expectNoA11yViolations(otherPage);
  await otherPage.getByLabel('New password', { exact: true }).fill('password1');
  await otherPage.getByLabel('Confirm new password').fill('password1');
  await otherPage.getByRole('button', { name: 'Set new password' }).click();
  await expect(otherPage.getByText('This password is too common', { exact: true })).toBeVisible();
  await otherPage.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await otherPage.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await otherPage.getByRole('button', { name: 'Set new password' }).click();
  await expect(otherPage.getByText('Password updated', { exact: true })).toBeVisible();
  await expect(otherPage).toHaveURL(/\/sign-in$/);

  // The first browser's session has ended.
  const session = await page.request.get('/api/session');
  expect((await session.json()).user).toBeNull();

  await otherPage.getByLabel('Email').fill(email);
  await otherPage.getByLabel('Password').fill(password);
  await otherPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(otherPage.getByText('Invalid email or password', { exact: true })).toBeVisible();
  await otherPage.getByLabel('Password').fill(NEW_PASSWORD);
  const paths = trackPaths(otherPage);
  await otherPage.getByRole('button', { name: 'Sign in' }).click();
  await expectWentToAnalyze(otherPage, paths);
  await other.close();
});

test('forgot password answers the same for an unknown address', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(uniqueEmail('unknown'));
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText(
      'If an account exists for this address, we have sent a link to reset the password.',
      { exact: true },
    ),
  ).toBeVisible();
});

test('a used or broken reset link says so', async ({ page }) => {
  await page.goto('/reset-password?error=INVALID_TOKEN');
  await expect(page.getByRole('heading', { name: 'Reset link not valid' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});
