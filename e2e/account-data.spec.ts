import fs from 'node:fs/promises';
import { createConfirmedAccount } from './auth-helpers';
import { crunchThroughApi, originOf } from './account-helpers';
import { expect, expectNoA11yViolations, test } from './fixtures';

const DATES = [
  'Picnic in the park with Avery. We shared sandwiches, laughed a lot, and she texted me the next morning.',
  'Bowling with Chris. He was competitive but kind, and we agreed to try the climbing gym next time.',
];

test('export downloads a JSON file with the profile and every entry', async ({ page }) => {
  const { email } = await createConfirmedAccount(page, { acceptTerms: true });
  await page.goto('/account');
  await crunchThroughApi(page, DATES);
  await page.goto('/settings?tab=security');
  await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expectNoA11yViolations(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^datecrunch-export-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await fs.readFile((await download.path())!, 'utf8')) as {
    account: { email: string };
    profile: { datecrunch_dates: number };
    entries: Array<{ text: string; analysis: { score: number } }>;
  };
  expect(data.account.email).toBe(email);
  expect(data.profile.datecrunch_dates).toBe(2);
  expect(data.entries.map((e) => e.text).sort()).toEqual([...DATES].sort());
  for (const entry of data.entries) expect(typeof entry.analysis.score).toBe('number');
});

test('deleting the account signs out, and the old credentials no longer work', async ({ page }) => {
  const { email, password } = await createConfirmedAccount(page, { acceptTerms: true });
  await page.goto('/account');
  await crunchThroughApi(page, DATES.slice(0, 1));
  await page.goto('/settings?tab=security');

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByLabel('Type your password to confirm').fill('Not-my-password-99');
  await dialog.getByRole('button', { name: 'Delete my account forever' }).click();
  await expect(dialog.getByText('Incorrect password')).toBeVisible();

  await dialog.getByLabel('Type your password to confirm').fill(password);
  await dialog.getByRole('button', { name: 'Delete my account forever' }).click();
  await expect(
    page.getByText('Your account and all of its data have been erased.', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('header').getByRole('link', { name: 'Log in' }).first()).toBeVisible();

  const session = await page.request.get('/api/session');
  expect(await session.json()).toEqual({ user: null, profile: null });
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin: originOf(page) },
    data: { email, password },
  });
  expect(signIn.status()).toBe(401);

  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/sign-in/);
});

test('sign out everywhere ends this session and the others', async ({ page, browser }) => {
  const { email, password } = await createConfirmedAccount(page, { acceptTerms: true });
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const signedIn = await other.request.post('/api/auth/sign-in/email', {
    headers: { origin: originOf(page) },
    data: { email, password },
  });
  expect(signedIn.status()).toBe(200);
  expect((await (await other.request.get('/api/session')).json()).user.email).toBe(email);

  await page.goto('/settings?tab=security');
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(
    page.getByText('You were signed out on every device.', { exact: true }),
  ).toBeVisible();
  expect(await (await page.request.get('/api/session')).json()).toEqual({
    user: null,
    profile: null,
  });
  expect(await (await other.request.get('/api/session')).json()).toEqual({
    user: null,
    profile: null,
  });
  await other.close();
});
