import { createConfirmedAccount } from './auth-helpers';
import { expect, expectNoA11yViolations, test } from './fixtures';

const DATE =
  'We met at the climbing gym and went for noodles after. She asked good questions and we laughed about our terrible first routes.';

test('a visitor signs in from the analysis page without losing what they wrote', async ({
  page,
  browser,
}) => {
  // The member is made in a separate browser, so this page stays a visitor's.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const { email, password } = await createConfirmedAccount(await other.newPage(), {
    acceptTerms: true,
  });
  await other.close();

  await page.goto('/analyze');
  const box = page.getByRole('textbox');
  await box.fill(DATE);
  await page.getByRole('button', { name: 'Sign in to save your results.' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in to DateCrunch' });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page);

  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
  await expect(box).toHaveValue(DATE);
  await expect(page.getByRole('button', { name: 'Sign in to save your results.' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Crunch My Date!' }).click();
  await expect(page.getByRole('heading', { name: 'DateCrunch Results' })).toBeVisible();
  const history = await page.request.get('/api/history');
  expect(history.status()).toBe(200);
  expect(((await history.json()) as { items: unknown[] }).items).toHaveLength(1);
});
