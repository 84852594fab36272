import { expect, expectNoA11yViolations, test } from './fixtures';
import { recordNavigations } from './navigation-recorder';

test('shared content is shown read-only and Crunch This Content opens /analyze with it', async ({
  page,
}) => {
  const navigations = await recordNavigations(page);
  const text = 'We met for coffee & talked for hours; she asked great questions?';
  const query = new URLSearchParams({
    title: 'Our first date',
    text,
    url: 'https://example.com/post',
  });
  await page.goto(`/share?${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Shared Content' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('Our first date');
  await expect(page.getByLabel('Content')).toHaveValue(text);
  await expect(page.getByLabel('Content')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Content')).toHaveAttribute('rows', '4');
  await expect(page.getByLabel('Source URL')).toHaveValue('https://example.com/post');
  await expect(page.getByRole('button', { name: 'Open the source in a new tab' })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Crunch This Content' }).click();
  const target = `/analyze?shared=${encodeURIComponent(text)}`;
  await expect.poll(navigations).toContain(target);
});

test('the title is used when there is no text; Cancel goes home', async ({ page }) => {
  const navigations = await recordNavigations(page);
  await page.goto('/share?title=' + encodeURIComponent('A walk in the park'));
  await expect(page.getByLabel('Content')).toHaveCount(0);
  await expect(page.getByLabel('Source URL')).toHaveCount(0);
  await page.getByRole('button', { name: 'Crunch This Content' }).click();
  await expect
    .poll(navigations)
    .toContain(`/analyze?shared=${encodeURIComponent('A walk in the park')}`);

  await page.goto('/share');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('nothing shared: Crunch This Content opens /analyze without a query', async ({ page }) => {
  const navigations = await recordNavigations(page);
  await page.goto('/share');
  await expect(page.getByText('Nothing was shared.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Crunch This Content' }).click();
  await expect.poll(navigations).toContain('/analyze');
});
