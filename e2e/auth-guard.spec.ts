import { expect, expectNoA11yViolations, test } from './fixtures';
import { createConfirmedAccount } from './auth-helpers';

test('a protected page while signed out lands on /sign-up', async ({ page }) => {
  await page.goto('/welcome');
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  // Replaced, not pushed: going back does not return to the protected page.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/welcome$/);
});

test('declining the terms signs the user out and goes to /sign-in', async ({ page }) => {
  await createConfirmedAccount(page, { acceptTerms: false });
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByText('Terms acceptance required', { exact: true })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Terms and Conditions' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('heading', { name: /Welcome to DateCrunch/ })).toHaveCount(0);
  await expectNoA11yViolations(page);

  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('Terms declined', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
  const session = await page.request.get('/api/session');
  expect((await session.json()).user).toBeNull();
});

test('accepting the terms in the guard shows the page', async ({ page }) => {
  await createConfirmedAccount(page, { acceptTerms: false });
  const dialog = page.getByRole('dialog', { name: 'Terms and Conditions' });
  await expect(dialog).toBeVisible();
  // The checkbox unlocks by itself after 1.5 s as well (spec 01 §4).
  await expect(dialog.getByRole('checkbox')).toBeEnabled({ timeout: 3000 });
  await dialog.getByRole('checkbox').click();
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to DateCrunch, Jordan!' })).toBeVisible();
  const session = await page.request.get('/api/session');
  expect((await session.json()).profile.terms_accepted_at).toEqual(expect.any(String));
});
