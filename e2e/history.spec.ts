import { createConfirmedAccount } from './auth-helpers';
import { expect, expectNoA11yViolations, test } from './fixtures';

const DATES = [
  'Date one: a long walk by the canal with Robin, who asked about my family and really listened to the answers.',
  'Date two: sushi with Kim. She was twenty minutes late and on her phone most of the dinner, which felt rude.',
  'Date three: a museum visit with Lee. We laughed at the modern art and he was kind to the guard.',
  'Date four: drinks with Max, who kept talking about his ex and did not ask me a single question.',
  'Date five: board games at a cafe with Ash. Friendly, funny, and we planned to meet again next week.',
];

test('history lists five dates newest first, selects one, deletes one, and shows trends', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await createConfirmedAccount(page, { acceptTerms: true });

  await page.goto('/history');
  await expect(page.getByRole('heading', { name: 'Date History' })).toBeVisible();
  await expect(page.getByText('No dates analyzed yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Analyze a Date' })).toHaveAttribute('href', '/');
  await expectNoA11yViolations(page);

  // The dates are crunched through the API (the crunch journeys test the form).
  const origin = new URL(page.url()).origin;
  for (const text of DATES) {
    const res = await page.request.post('/api/crunch', { headers: { origin }, data: { text } });
    expect(res.status()).toBe(200);
    expect((await res.json()).saved).toBe(true);
  }

  await page.goto('/date-history');
  const list = page.getByRole('list', { name: 'Your analysed dates' });
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(5);
  // Newest first, 60-character previews.
  await expect(items.first()).toContainText(DATES[4]!.slice(0, 60));
  await expect(items.first()).not.toContainText(DATES[4]!.slice(60));
  await expect(items.last()).toContainText(DATES[0]!.slice(0, 60));
  // The first entry is selected automatically and shown in the detail panel.
  await expect(items.first().getByRole('button')).toHaveAttribute('aria-current', 'true');
  await expect(page.getByText(DATES[4]!, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Feedback' })).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Compatibility' })).toBeVisible();
  await expect(page.getByText('Premium insights')).toBeVisible();

  // Select another date.
  await items.nth(1).getByRole('button').click();
  await expect(items.nth(1).getByRole('button')).toHaveAttribute('aria-current', 'true');
  await expect(page.getByText(DATES[3]!, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Red Flags \(\d+\)/ })).toBeVisible();

  // Trends with text equivalents.
  await expect(page.getByRole('heading', { name: 'Your trends' })).toBeVisible();
  await expect(page.getByText(/Over your last 5 dates, your score went/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Most frequent red flags' })).toBeVisible();
  await page.getByText('Show the numbers').first().click();
  await expect(page.getByRole('table').first().getByRole('row')).toHaveCount(6);
  await expectNoA11yViolations(page);

  // Delete the selected date: confirmation, toast, the selection moves to the first remaining.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this date?' });
  await expect(confirm).toBeVisible();
  await expectNoA11yViolations(page);
  await confirm.getByRole('button', { name: 'Delete date' }).click();
  await expect(page.getByText('Date deleted', { exact: true })).toBeVisible();
  await expect(items).toHaveCount(4);
  await expect(list).not.toContainText(DATES[3]!.slice(0, 40));
  await expect(items.first().getByRole('button')).toHaveAttribute('aria-current', 'true');
  await expect(page.getByText(DATES[4]!, { exact: true })).toBeVisible();

  // It stays deleted after a reload.
  await page.reload();
  await expect(items).toHaveCount(4);
});
